// The half tiles: their long side, the square two of them share, and laying one from the hand
// instead of drawing (CAR:halflings/placing). A half tile is a tile type with two open sides
// (core/open_sides.hpp): as it lies unrotated it fills the north-east half of its square, shows
// sides N and E, and its long side runs from the square's north-west corner to its south-east
// one. A second half laid into the other half of the square turns the tile there into one tile
// of both halves (Board::alter through a LayoutChange), so the square counts as one tile for
// every rule that counts tiles or squares (CAR-406), and a square with one half counts as a
// tile for the rules that look for empty squares (CAR-407, CAR-408).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::halflings {

// Whether `t` is a half tile of this module (the pair of two halves is not).
bool is_half(const TileType* t);
// The half tile types, in catalog order.
const std::vector<const TileType*>& half_types();
// The token that counts how many of half tile `t` a player holds (hl1/a: hl1-a).
std::string token_name(const TileType* t);

// What the long side of a half tile shows, as it lies unrotated: a field ('f'), a road between
// two fields ('r') or a city ('c'); the features at its north-west end, middle and south-east
// end. Each of them carries the symbol `inner-end` once (an open end until the other half comes).
struct LongSide {
  char kind = '?';
  int nw_end = -1, middle = -1, se_end = -1;
};
LongSide long_side(const TileType& t);

// A square of two halves: the tile type both make together (the first half's features first,
// then the second's, turned into the first one's frame), and back.
const TileType* pair_type(const TileType* first, Rotation first_rot, const TileType* second, Rotation second_rot);
struct PairParts {
  const TileType* first = nullptr;
  const TileType* second = nullptr;
};
std::optional<PairParts> pair_parts(const TileType* t);

// The half tiles the decider may lay now (verb `halfling`), checked, applied.
void list_halflings(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_halfling(const Game& g, const ModuleAction& a);
void apply_halfling(Game& g, const ModuleAction& a);
// The tile the action lays, from its arguments alone (VerbDef::tiles_laid).
std::vector<PlaceTile> halfling_tiles(const ModuleAction& a);
// A half laid into a square that holds one already: the tile there becomes the pair.
std::optional<Rejection> fill_square(const Game& g, const PlaceTile& p, LayoutChange& change);
// ... and the features that meet along the two long sides join (Game::link_features).
void join_long_sides(Game& g, const PlaceTile& p);
// After a square was filled this turn, a figure goes only onto the half just laid.
std::optional<Rejection> check_old_half(const Game& g, const Deploy& d);

// Option halfling-barn = refused in play and `t` a half tile or a square of two: a barn may not
// stand on a corner of it (CAR-410); false when the module is not in play.
bool barn_refused_on(const Game& g, const TileType* t);

}  // namespace carc::halflings
