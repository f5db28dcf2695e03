#include "board.hpp"

#include <algorithm>

namespace carc {

int Board::surrounding_tiles(Coord c) const {
  int n = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if ((dx || dy) && index_.count({c.x + dx, c.y + dy})) ++n;
  return n;
}

int Board::place(const TileType* type, Coord at, Rotation rot) {
  int index = static_cast<int>(tiles_.size());
  tiles_.push_back({type, at, static_cast<Rotation>(rot % 4), next_node_});
  next_node_ += static_cast<int>(type->features.size());
  index_[at] = index;
  frontier_.erase(std::remove(frontier_.begin(), frontier_.end(), at), frontier_.end());
  for (int s = 0; s < kSides; ++s) {
    Coord n = neighbour(at, static_cast<Side>(s));
    if (!index_.count(n) && std::find(frontier_.begin(), frontier_.end(), n) == frontier_.end())
      frontier_.push_back(n);
  }
  return index;
}

}  // namespace carc
