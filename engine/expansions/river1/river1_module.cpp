#include "river1_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"

namespace carc {

namespace {

bool is_river_tile(const TileType* t) { return t->has_kind(FeatureKind::River); }

// Sides (as laid) through which the river leaves this tile.
std::vector<Side> river_sides(const TileType* t, Rotation rot) {
  std::vector<Side> out;
  for (int s = 0; s < kSides; ++s)
    if (t->side(static_cast<Side>(s), rot) == SideKind::River) out.push_back(static_cast<Side>(s));
  return out;
}

// Bend of a river tile entered through `entry`: 0 straight, 1 right, 3 left, -1 no bend (spring, lake).
int bend(const std::vector<Side>& sides, Side entry) {
  if (sides.size() != 2) return -1;
  Side exit = sides[0] == entry ? sides[1] : sides[0];
  int heading = static_cast<int>(opposite(entry));
  return (static_cast<int>(exit) - heading + 4) % 4;
}

bool river_open(const Game& game) {
  const Regions& regions = game.regions();
  for (int n = 0; n < regions.node_count(); ++n)
    if (regions.find(n) == n && regions.region(n).kind == FeatureKind::River && regions.region(n).open_edges > 0)
      return true;
  return false;
}

}  // namespace

void River1Module::register_options(OptionRegistry& r) const {
  r.add({"river1-start-tile",
         {"removed", "after-river", "shuffled-into-land"},
         {"CAR-467", "CAR-468"},
         "What happens to the base start tile with the river: removed from the game (current rules), laid as the "
         "first land tile once the river is finished (older rules), or shuffled into the land tiles",
         "river1"});
}

void River1Module::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  const TileType* base_start = supply.start;
  std::vector<const TileType*> river, lake;
  for (const TileType* t : catalog.types_of("river1")) {
    if (t->river_role == "spring") {
      supply.start = t;
      continue;
    }
    auto& into = t->river_role == "lake" ? lake : river;
    for (int i = 0; i < t->count; ++i) into.push_back(t);
  }
  // The lake comes after the shuffled river tiles, before any land tile (CAR-472).
  supply.groups.insert(supply.groups.begin(), {std::move(river), std::move(lake)});
  const auto& start_rule = options.get("river1-start-tile");
  if (base_start && start_rule == "after-river")
    supply.groups.insert(supply.groups.begin() + 2, {base_start});
  else if (base_start && start_rule == "shuffled-into-land")
    supply.groups.back().push_back(base_start);
}

std::optional<Rejection> River1Module::check_placement(const Game& game, const PlaceTile& a) const {
  const auto& stack = game.stack();
  bool river_tiles_left = std::any_of(stack.begin(), stack.end(), is_river_tile);
  if (!is_river_tile(a.tile)) {
    if (river_tiles_left && river_open(game))
      return Rejection{reason::kRiverFirst, "the river must be finished before land tiles are laid"};
    return std::nullopt;
  }
  if (a.tile->river_role == "lake" && river_tiles_left)
    return Rejection{reason::kLakeNotLast, "the lake is laid only after every other river tile"};
  // It must join the river: one of its river sides meets a placed tile (edge matching already
  // made that side a river on both tiles).
  auto sides = river_sides(a.tile, a.rot);
  for (Side entry : sides) {
    const PlacedTile* prev = game.board().at(neighbour(a.at, entry));
    if (!prev) continue;
    // Only an immediate U-turn is forbidden: two bends the same way one after the other (CAR-475).
    int mine = bend(sides, entry);
    auto prev_sides = river_sides(prev->type, prev->rot);
    Side prev_exit = opposite(entry);
    int theirs = -1;
    if (prev_sides.size() == 2) {
      Side prev_entry = prev_sides[0] == prev_exit ? prev_sides[1] : prev_sides[0];
      theirs = bend(prev_sides, prev_entry);
    }
    if (mine > 0 && mine == theirs)
      return Rejection{reason::kRiverUTurn,
                       fmt::format("the river would bend {} twice in a row at ({},{})", mine == 1 ? "right" : "left",
                                   a.at.x, a.at.y)};
    return std::nullopt;
  }
  return Rejection{reason::kRiverNotContinued, "a river tile must continue the river"};
}

}  // namespace carc
