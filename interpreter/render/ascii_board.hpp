// The board as a text picture, drawn from the same tile geometry as the SVG (tile_geometry.hpp):
// each square is a box with the tile's id and rotation in its top edge, cities `#`, roads `=`,
// rivers `~`, cloisters `[+]`, pennants `*`, symbols by their initial, figures by their owner's
// initial; coordinates along the top and the left; a key and the list of figures below.
// `carc show` prints it, and failure reports show it.
#pragma once
#include <string>

#include "core/game.hpp"

namespace carc::render {

// max_squares > 0: a board wider or taller than that many squares is not drawn, only counted.
std::string ascii_board(const Game& game, int max_squares = 0);

}  // namespace carc::render
