// The river in a full game's tile supply, shared by every river set: one spring as the start
// tile, then a group holding the fork (River II), the shuffled river tiles, and one lake last.
// Several sets make a single river: one spring and one lake are left out (CAR-237, CAR-390,
// CAR-466), and the sets' other river tiles are shuffled together.
#pragma once
#include <vector>

#include "core/module.hpp"

namespace carc::river {

// How many of the supply's first groups hold only river tiles (the river part of the supply).
std::size_t river_groups(const TileSupply& supply);
// Whether a river is in the supply: its start is a spring.
bool river_in_play(const TileSupply& supply);

// Merges `tiles` (one entry per physical tile) into the supply's river. The spring becomes the
// start tile if there is no spring yet, or if `spring_replaces` (a later set's spring wins); the
// other springs are left out. The first fork is laid first, in a group of its own; any other fork
// is shuffled in with the river tiles. Of the lakes only the last one merged is kept, laid last.
void add_river_tiles(TileSupply& supply, const std::vector<const TileType*>& tiles, bool spring_replaces);

}  // namespace carc::river
