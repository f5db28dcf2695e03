// The board as a text picture, drawn from the same tile geometry as the SVG (tile_geometry.hpp):
// each square is a box with the tile's id and rotation in its top edge, fields `.`, cities `#`,
// roads `=`, rivers `~`, cloisters `[+]`, pennants `*`, symbols by their initial in upper case,
// figures by their owner's mark (a lower-case letter, player_marks); coordinates along the top
// and the left; a key, the players with their marks and scores, and the list of figures below.
// `carc show` prints it, and failure reports show it.
#pragma once
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::render {

// max_squares > 0: a board wider or taller than that many squares is not drawn, only counted.
std::string ascii_board(const Game& game, int max_squares = 0);

// Each player's mark in the text picture, by seat: a distinct lower-case letter, the first of
// the name not taken by an earlier player (red r, blue b, black l).
std::vector<char> player_marks(const Game& game);

}  // namespace carc::render
