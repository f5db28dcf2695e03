// When a tile's edges do not match on a square: which rotations of that tile would fit there,
// so an author sees at once whether the rotation or the square is wrong.
#pragma once
#include <string>

#include "core/game.hpp"

namespace carc::dsl {

// "; U fits at (1,0) as r90 or r270" or "; no rotation of U fits at (1,0)", for appending to
// an edge-mismatch message. `setup`: judged as a setup tile, else as the drawn tile of a turn.
std::string fit_hint(const Game& game, const TileType* tile, Coord at, bool setup);

}  // namespace carc::dsl
