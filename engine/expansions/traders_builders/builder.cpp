#include "builder.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"

namespace carc {

namespace {

constexpr const char* kLinkRuling = "CAR-50";

// A tunnel link earlier in this part of the turn (its token put down before the tile) earned
// the part's second tile already: the tile itself earns no other.
bool link_earned(const Game& game) {
  const auto& events = game.events();
  bool current = false;
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (std::holds_alternative<TilePlaced>(*it)) {
      if (current) return false;
      current = true;  // the tile just placed
    } else if (std::holds_alternative<TurnEnded>(*it)) {
      return false;
    } else if (const auto* e = std::get_if<ExtraTileEarned>(&*it)) {
      if (std::find(e->rulings.begin(), e->rulings.end(), kLinkRuling) != e->rulings.end()) return true;
    }
  }
  return false;
}

bool builder_on(const Game& game, NodeId node, int player) {
  int builder = *game.rules().figures.find(kBuilder);
  for (int id : game.regions().figures(node)) {
    const Figure& fig = game.figures()[id];
    if (fig.owner == player && fig.kind == builder) return true;
  }
  return false;
}

}  // namespace

void builder_features_linking(Game& game, NodeId a, NodeId b) {
  bool unlimited = game.options().is("builder-extra-tiles", "unlimited");
  if ((game.turn_part() > 0 && !unlimited) || game.extra_tiles_owed() > 0) return;
  if (game.regions().same(a, b)) return;
  int player = game.active_player();
  for (auto [mine, other] : {std::pair{a, b}, std::pair{b, a}}) {
    FeatureKind kind = game.regions().kind(mine);
    if ((kind != FeatureKind::Road && kind != FeatureKind::City) || !builder_on(game, mine, player)) continue;
    const std::vector<int> have = game.regions().region(mine).tiles;
    const std::vector<int> join = game.regions().region(other).tiles;
    if (std::includes(have.begin(), have.end(), join.begin(), join.end())) continue;  // no tile added
    ExtraTileGrant grant;
    grant.before_scoring = game.options().is("builder-second-tile", "immediately");
    grant.reason = fmt::format("the link adds tiles to the {} where {}'s builder stands", feature_kind_name(kind),
                               game.players()[player].name);
    grant.rulings = {"CAR:traders-builders/builder-double-turn", kLinkRuling};
    if (grant.before_scoring) grant.rulings.push_back("CAR-53");
    game.earn_extra_tile(game.board().tile(join.front()).at, std::move(grant));
    return;
  }
}

std::optional<ExtraTileGrant> builder_extra_tile(const Game& game, int tile_index) {
  // No chain reaction: the second tile earns no third (unless the house rule says so).
  bool unlimited = game.options().is("builder-extra-tiles", "unlimited");
  if (game.turn_part() > 0 && !unlimited) return std::nullopt;
  if (link_earned(game)) return std::nullopt;
  int builder = *game.rules().figures.find(kBuilder);
  int player = game.active_player();
  const PlacedTile& pt = game.board().tile(tile_index);
  // The tile extends the builder's feature when one of its roads or cities is now part of it:
  // judged as the tile is laid, so the builder counts even if it goes home later in the turn (CAR-52).
  for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
    FeatureKind kind = pt.type->features[f].kind;
    if (kind != FeatureKind::Road && kind != FeatureKind::City) continue;
    for (int id : game.regions().figures(pt.node(f))) {
      const Figure& fig = game.figures()[id];
      if (fig.owner != player || fig.kind != builder) continue;
      ExtraTileGrant grant;
      grant.before_scoring = game.options().is("builder-second-tile", "immediately");
      grant.reason = fmt::format("the tile extends the {} where {}'s builder stands", feature_kind_name(kind),
                                 game.players()[player].name);
      grant.rulings = {"CAR:traders-builders/builder-double-turn"};
      if (grant.before_scoring) grant.rulings.push_back("CAR-53");
      if (game.turn_part() > 0) grant.rulings.push_back("CAR:traders-builders/house-rule-chain");
      return grant;
    }
  }
  // A tile that closes what it faces (an abbey) completes a road or city without extending it:
  // only the original wording rewards that (CAR-48, CAR-49).
  if (pt.type->closes_sides && game.options().is("builder-trigger", "extends-or-completes"))
    for (int s = 0; s < kSides; ++s) {
      const PlacedTile* nb = game.board().at(neighbour(pt.at, static_cast<Side>(s)));
      if (!nb) continue;
      int facing = nb->feature_at(facing_port(middle_port(static_cast<Side>(s))));
      if (facing < 0) continue;  // the open side of a half tile: nothing there
      NodeId node = nb->node(facing);
      FeatureKind kind = game.regions().kind(node);
      if ((kind != FeatureKind::Road && kind != FeatureKind::City) || !game.regions().is_complete(game.board(), node)) continue;
      for (int id : game.regions().figures(node)) {
        const Figure& fig = game.figures()[id];
        if (fig.owner != player || fig.kind != builder) continue;
        ExtraTileGrant grant;
        grant.before_scoring = game.options().is("builder-second-tile", "immediately");
        grant.reason = fmt::format("the tile completes the {} where {}'s builder stands (the original wording: complete or "
                                   "extend)",
                                   feature_kind_name(kind), game.players()[player].name);
        grant.rulings = {"CAR:traders-builders/builder-double-turn", "CAR-48"};
        return grant;
      }
    }
  return std::nullopt;
}

std::optional<std::string> check_builder_turns(const Game& game) {
  if (game.turn_part() > 1 && !game.options().is("builder-extra-tiles", "unlimited"))
    return fmt::format("turn part {} without the house rule that chains the builder's tiles", game.turn_part());
  return std::nullopt;
}

}  // namespace carc
