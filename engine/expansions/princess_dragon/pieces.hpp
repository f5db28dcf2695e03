// Where the neutral figures of Princess & Dragon stand, and what a tile shows.
#pragma once
#include "core/game.hpp"
#include "pd_names.hpp"

namespace carc::pd {

// The figure id of the game's (only) neutral figure of this kind, or -1.
int neutral_figure(const Game& g, const char* kind);
// The board index of the tile it stands on, or -1 (beside the board).
int tile_of_neutral(const Game& g, const char* kind);
bool tile_shows(const Game& g, int tile_index, const char* symbol);

}  // namespace carc::pd
