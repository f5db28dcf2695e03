// The decisions a player makes; each pending decision accepts some of them (DESIGN §3).
#pragma once
#include <variant>

#include "geometry.hpp"
#include "tile_catalog.hpp"

namespace carc {

struct PlaceTile {
  const TileType* tile = nullptr;  // must be the drawn tile
  Coord at;
  Rotation rot = 0;
};

struct Deploy {
  int figure_kind = 0;
  int feature = -1;  // feature index on the tile just placed
};

struct Pass {};  // decline an optional step (deploying a figure, taking an extra tile)

struct TakeExtraTile {};  // take the extra tile the turn offers (phase extra-tile)

using Action = std::variant<PlaceTile, Deploy, Pass, TakeExtraTile>;

}  // namespace carc
