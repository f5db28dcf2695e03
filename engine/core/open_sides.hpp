// A tile that fills only part of its square (a triangular half of it): the sides along the
// square's empty part are listed under `open` in the tile file and have no ports. Nothing meets
// across an open side: the square beside it is as if that side showed no tile (no edge to
// match, no adjacency, no join), and a feature of the neighbour facing it stays open. A module
// may later fill the empty part (Board::alter to a variant whose every port is described, laid
// through a LayoutChange that names the tile on the very square, see Game::do_place).
#pragma once
#include "board.hpp"

namespace carc {

// Whether side `s` of `type`, laid with rotation `rot`, is open (no port of it described).
inline bool side_open(const TileType& type, Side s, Rotation rot) {
  return type.port_owner[unrotate(middle_port(s), rot)] < 0;
}
inline bool side_open(const PlacedTile& t, Side s) { return side_open(*t.type, s, t.rot); }

}  // namespace carc
