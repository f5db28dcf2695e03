#include "companions.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "core/short_list.hpp"

namespace carc {

namespace {
bool old_rules(const Game& game) { return game.options().is("builder-pig-status", "followers"); }
}  // namespace

void return_unaccompanied(Game& game, int figure, NodeId node) {
  const FigureTable& table = game.rules().figures;
  const Figure& gone = game.figures()[figure];
  if (node < 0 || !table.at(gone.kind).follower || old_rules(game)) return;  // not from a feature: nothing to follow
  int owner = gone.owner;
  if (game.has_follower_on(owner, node)) return;
  ShortList<int, 8> follow;  // returning one changes the region's list
  for (int id : game.regions().figures(node)) {
    const Figure& f = game.figures()[id];
    if (f.owner == owner && table.at(f.kind).with_own_follower) follow.push_back(id);
  }
  for (std::size_t i = 0; i < follow.size(); ++i) game.return_figure(follow[i]);
}

std::optional<std::string> check_companions(const Game& game) {
  if (old_rules(game)) return std::nullopt;
  const FigureTable& table = game.rules().figures;
  for (int id = 0; id < static_cast<int>(game.figures().size()); ++id) {
    const Figure& f = game.figures()[id];
    if (!f.on_board() || !table.at(f.kind).with_own_follower) continue;
    if (!game.has_follower_on(f.owner, game.node_of(f.tile, f.feature)))
      return fmt::format("{}'s {} (figure {}) stands without a follower of its owner", game.players()[f.owner].name,
                         table.at(f.kind).name, id);
  }
  return std::nullopt;
}

}  // namespace carc
