#include "river1_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"

namespace carc {

namespace {

bool is_river_tile(const TileType* t) { return t->has_kind(FeatureKind::River); }

// Sides (as laid) through which the river leaves this tile.
struct RiverSides {
  Side side[kSides]{};
  int count = 0;
};
RiverSides river_sides(const TileType* t, Rotation rot) {
  RiverSides out;
  for (int s = 0; s < kSides; ++s)
    if (t->side(static_cast<Side>(s), rot) == SideKind::River) out.side[out.count++] = static_cast<Side>(s);
  return out;
}

// Bend of a river tile entered through `entry`: 0 straight, 1 right, 3 left, -1 no bend (spring, lake).
int bend(const RiverSides& sides, Side entry) {
  if (sides.count != 2) return -1;
  Side exit = sides.side[0] == entry ? sides.side[1] : sides.side[0];
  int heading = static_cast<int>(opposite(entry));
  return (static_cast<int>(exit) - heading + 4) % 4;
}

// Some river region still has an open end (Regions keeps the count as tiles are laid).
bool river_open(const Game& game) { return game.regions().open_regions(FeatureKind::River) > 0; }

bool river_tiles_left(const Game& game) { return game.stack_tiles_with(FeatureKind::River) > 0; }

// The River I placement rules in the order they are reported, without the wording: both
// check_placement and allows_placement come from here.
enum class Verdict { Allowed, RiverFirst, LakeNotLast, UTurn, NotContinued };

// A land tile waits while the river is open and river tiles remain, wherever it would go.
bool land_must_wait(const Game& game) { return river_open(game) && river_tiles_left(game); }

Verdict placement_verdict(const Game& game, const PlaceTile& a, int& bend_out) {
  if (!is_river_tile(a.tile)) return land_must_wait(game) ? Verdict::RiverFirst : Verdict::Allowed;
  if (a.tile->river_role == "lake" && river_tiles_left(game)) return Verdict::LakeNotLast;
  // It must join the river: one of its river sides meets a placed tile (edge matching already
  // made that side a river on both tiles).
  RiverSides sides = river_sides(a.tile, a.rot);
  for (int i = 0; i < sides.count; ++i) {
    Side entry = sides.side[i];
    const PlacedTile* prev = game.board().at(neighbour(a.at, entry));
    if (!prev) continue;
    // Only an immediate U-turn is forbidden: two bends the same way one after the other (CAR-475).
    int mine = bend(sides, entry);
    RiverSides prev_sides = river_sides(prev->type, prev->rot);
    Side prev_exit = opposite(entry);
    int theirs = -1;
    if (prev_sides.count == 2) {
      Side prev_entry = prev_sides.side[0] == prev_exit ? prev_sides.side[1] : prev_sides.side[0];
      theirs = bend(prev_sides, prev_entry);
    }
    bend_out = mine;
    return mine > 0 && mine == theirs ? Verdict::UTurn : Verdict::Allowed;
  }
  return Verdict::NotContinued;
}

}  // namespace

std::vector<std::string_view> River1Module::reason_codes() const {
  return {reason::kRiverFirst, reason::kRiverNotContinued, reason::kRiverUTurn, reason::kLakeNotLast};
}

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
  int bend_seen = 0;
  switch (placement_verdict(game, a, bend_seen)) {
    case Verdict::Allowed: return std::nullopt;
    case Verdict::RiverFirst:
      return Rejection{reason::kRiverFirst, "the river must be finished before land tiles are laid"};
    case Verdict::LakeNotLast:
      return Rejection{reason::kLakeNotLast, "the lake is laid only after every other river tile"};
    case Verdict::UTurn:
      return Rejection{reason::kRiverUTurn, fmt::format("the river would bend {} twice in a row at ({},{})",
                                                        bend_seen == 1 ? "right" : "left", a.at.x, a.at.y)};
    default: return Rejection{reason::kRiverNotContinued, "a river tile must continue the river"};
  }
}

PlacementScope River1Module::placement_scope(const Game& game, const TileType* tile) const {
  if (is_river_tile(tile)) return PlacementScope::PerSquare;  // where it joins the river matters
  return land_must_wait(game) ? PlacementScope::Nowhere : PlacementScope::Everywhere;
}

bool River1Module::allows_placement(const Game& game, const PlaceTile& a) const {
  int bend_seen = 0;
  return placement_verdict(game, a, bend_seen) == Verdict::Allowed;
}

}  // namespace carc
