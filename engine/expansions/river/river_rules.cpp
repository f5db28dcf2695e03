#include "river_rules.hpp"

#include <fmt/format.h>

#include <vector>

#include "core/game.hpp"

namespace carc::river {

namespace {

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

// The turn from entering through `entry` to leaving through `exit`: 0 straight, 1 right, 3 left.
int turn(Side entry, Side exit) {
  int heading = static_cast<int>(opposite(entry));
  return (static_cast<int>(exit) - heading + 4) % 4;
}

// Whether following the water out of `tile` through `side` leads back to a spring. The river is a
// tree (branches never join), so at most one side of a fork leads there; `seen` guards against a
// loop a scenario's setup could still draw.
bool leads_to_spring(const Game& game, int tile, Side side, std::vector<int>& seen) {
  const PlacedTile& from = game.board().tile(tile);
  int next = game.board().index_at(neighbour(from.at, side));
  if (next < 0) return false;
  for (int s : seen)
    if (s == next) return false;
  seen.push_back(next);
  const PlacedTile& pt = game.board().tile(next);
  if (pt.type->river_role == "spring") return true;
  RiverSides sides = river_sides(pt.type, pt.rot);
  for (int i = 0; i < sides.count; ++i)
    if (sides.side[i] != opposite(side) && leads_to_spring(game, next, sides.side[i], seen)) return true;
  return false;
}

// The turn the river makes on placed tile `pt` as it flows out through `exit`, or -1 when there is
// none to speak of (a spring; a fork whose way back to the spring is not on the board).
int turn_out_of(const Game& game, const PlacedTile& pt, Side exit) {
  RiverSides sides = river_sides(pt.type, pt.rot);
  if (sides.count == 2) return turn(sides.side[0] == exit ? sides.side[1] : sides.side[0], exit);
  if (sides.count != 3) return -1;
  int index = game.board().index_at(pt.at);
  for (int i = 0; i < sides.count; ++i) {
    std::vector<int> seen{index};
    if (sides.side[i] != exit && leads_to_spring(game, index, sides.side[i], seen)) return turn(sides.side[i], exit);
  }
  return -1;
}

bool river_open(const Game& game) { return game.regions().open_regions(FeatureKind::River) > 0; }
bool river_tiles_left(const Game& game) { return game.stack_tiles_with(FeatureKind::River) > 0; }
// No river on the board yet: another start lies there (the City of Carcassonne) and the spring
// is still to come. Looked for only while no river region is open.
bool river_begun(const Game& game) {
  if (river_open(game)) return true;
  for (const PlacedTile& t : game.board().tiles())
    if (is_river_tile(t.type)) return true;
  return false;
}
// A land tile waits while river tiles remain and the river is open or not yet begun.
bool land_must_wait(const Game& game) { return river_tiles_left(game) && (river_open(game) || !river_begun(game)); }

enum class Verdict { Allowed, RiverFirst, LakeNotLast, UTurn, NotContinued, BranchesJoin };

Verdict placement_verdict(const Game& game, const PlaceTile& a, int& bend_out) {
  if (!is_river_tile(a.tile)) return land_must_wait(game) ? Verdict::RiverFirst : Verdict::Allowed;
  if (a.tile->river_role == "lake" && river_tiles_left(game)) return Verdict::LakeNotLast;
  // The spring of a game that starts with something else begins the river wherever it fits
  // (CAR-205: beside the City of Carcassonne).
  if (a.tile->river_role == "spring" && !river_begun(game)) return Verdict::Allowed;
  // It must join the river at one open end: a river side that meets a placed tile (edge matching
  // already made that side a river on both tiles). Two such sides would join two branches.
  RiverSides sides = river_sides(a.tile, a.rot);
  int joined = 0;
  Side entry = Side::N;
  for (int i = 0; i < sides.count; ++i)
    if (game.board().at(neighbour(a.at, sides.side[i]))) {
      if (joined++ == 0) entry = sides.side[i];
    }
  if (joined == 0) return Verdict::NotContinued;
  if (joined > 1) return Verdict::BranchesJoin;
  // Only an immediate U-turn is forbidden: two bends the same way one after the other (CAR-475,
  // CAR-241). A fork's branches are each checked against the bend before it.
  const PlacedTile* prev = game.board().at(neighbour(a.at, entry));
  int theirs = turn_out_of(game, *prev, opposite(entry));
  if (theirs != 1 && theirs != 3) return Verdict::Allowed;
  for (int i = 0; i < sides.count; ++i)
    if (sides.side[i] != entry && turn(entry, sides.side[i]) == theirs) {
      bend_out = theirs;
      return Verdict::UTurn;
    }
  return Verdict::Allowed;
}

}  // namespace

bool is_river_tile(const TileType* t) { return t->has_kind(FeatureKind::River); }

std::optional<Rejection> check_placement(const Game& game, const PlaceTile& a) {
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
    case Verdict::BranchesJoin:
      return Rejection{reason::kRiverBranchesJoin,
                       fmt::format("at ({},{}) the tile would join two open ends of the river", a.at.x, a.at.y)};
    default: return Rejection{reason::kRiverNotContinued, "a river tile must continue the river"};
  }
}

bool allows_placement(const Game& game, const PlaceTile& a) {
  int bend_seen = 0;
  return placement_verdict(game, a, bend_seen) == Verdict::Allowed;
}

PlacementScope placement_scope(const Game& game, const TileType* tile) {
  if (is_river_tile(tile)) return PlacementScope::PerSquare;  // where it joins the river matters
  return land_must_wait(game) ? PlacementScope::Nowhere : PlacementScope::Everywhere;
}

}  // namespace carc::river
