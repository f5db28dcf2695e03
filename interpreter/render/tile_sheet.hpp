// One tile type in full, for `carc tiles ID`: at each rotation, the sides it shows, the ports
// each feature owns as it lies, and its picture drawn as on a board (the same text picture as
// `carc show`), so a scenario author can pick the rotation and the ports to write.
#pragma once
#include <string>

#include "core/tile_catalog.hpp"

namespace carc::render {

std::string tile_sheet(const TileType& tile);

// Features of a tile as it lies rotated by `rot`, in the words of features_text.
std::string features_text_rotated(const TileType& tile, Rotation rot);

}  // namespace carc::render
