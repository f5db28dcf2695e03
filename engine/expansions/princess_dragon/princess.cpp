#include "princess.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "pieces.hpp"

namespace carc::pd {

namespace {

// The city regions the princesses of the tile just placed stand in.
std::vector<NodeId> princess_cities(const Game& g) {
  std::vector<NodeId> out;
  int tile = g.last_placed();
  if (tile < 0) return out;
  const PlacedTile& pt = g.board().tile(tile);
  for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
    if (pt.type->features[static_cast<std::size_t>(f)].has_symbol(kPrincessSymbol)) out.push_back(g.regions().find(pt.node(f)));
  return out;
}

bool removes_builders(const Game& g) { return g.options().is("princess", "must-knight-or-builder"); }

}  // namespace

std::vector<int> princess_targets(const Game& g) {
  std::vector<int> out;
  if (g.phase() != Phase::Deploy) return out;
  const FigureTable& table = g.rules().figures;
  for (NodeId city : princess_cities(g)) {
    int knights = 0;
    for (int id : g.regions().figures(city)) knights += table.at(g.figures()[static_cast<std::size_t>(id)].kind).follower ? 1 : 0;
    for (int id : g.regions().figures(city)) {
      const FigureKindDef& def = table.at(g.figures()[static_cast<std::size_t>(id)].kind);
      bool knight = def.follower;
      if (!knight && !(removes_builders(g) && def.name == "builder")) continue;
      // Older rules: a big follower goes only when it is the city's last knight (CAR-107).
      if (knight && def.strength > 1 && knights > 1 && g.options().is("princess-big-follower", "last")) continue;
      if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    }
  }
  return out;
}

std::optional<Rejection> princess_obliges(const Game& g) {
  if (g.options().is("princess", "may") || g.phase() != Phase::Deploy) return std::nullopt;
  if (princess_targets(g).empty()) return std::nullopt;
  return Rejection{kPrincessMustRemove, "under these rules the princess must send a knight of her city home"};
}

std::optional<Rejection> check_princess(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Deploy)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     "the princess acts instead of the turn's figure action"};
  if (princess_cities(g).empty()) return Rejection{kNoPrincess, "the tile just placed shows no princess"};
  auto targets = princess_targets(g);
  if (std::find(targets.begin(), targets.end(), a.arg(0).a) == targets.end())
    return Rejection{kPrincessNoKnight, "that figure is no knight the princess may send home from her city"};
  return std::nullopt;
}

void apply_princess(Game& g, const ModuleAction& a) {
  g.remove_figure(a.arg(0).a, "sent home by the princess");
  g.take_figure_step();
}

bool princess_removed_this_turn(const Game& g) {
  auto verb = g.rules().verbs.find(kPrincess);
  if (!verb) return false;
  const auto& events = g.events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (std::holds_alternative<TilePlaced>(*it)) return false;
    if (const auto* acted = std::get_if<ModuleActed>(&*it); acted && acted->action.verb == *verb) return true;
  }
  return false;
}

void list_princess(const Game& g, int verb, std::vector<Action>& out) {
  for (int id : princess_targets(g)) {
    out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}}));
  }
}

}  // namespace carc::pd
