// The layout: which tile lies on which square, and the empty squares beside it.
#pragma once
#include <unordered_map>
#include <vector>

#include "geometry.hpp"
#include "tile_catalog.hpp"

namespace carc {

struct PlacedTile {
  const TileType* type = nullptr;
  Coord at;
  Rotation rot = 0;
  int first_node = 0;  // region node of feature 0; feature f is first_node + f

  SideKind side(Side s) const { return type->side(s, rot); }
  int feature_at(Port board_port) const { return type->feature_at(board_port, rot); }
  PortMask feature_ports(int feature) const { return rotate_mask(type->features[feature].ports, rot); }
};

class Board {
 public:
  int index_at(Coord c) const {
    auto it = index_.find(c);
    return it == index_.end() ? -1 : it->second;
  }
  const PlacedTile* at(Coord c) const {
    int i = index_at(c);
    return i < 0 ? nullptr : &tiles_[i];
  }
  bool empty() const { return tiles_.empty(); }
  const std::vector<PlacedTile>& tiles() const { return tiles_; }
  const PlacedTile& tile(int index) const { return tiles_[index]; }
  // Empty squares that share a side with the layout, in the order they appeared.
  const std::vector<Coord>& frontier() const { return frontier_; }
  int surrounding_tiles(Coord c) const;  // of the 8 squares around c
  int node_count() const { return next_node_; }

  int place(const TileType* type, Coord at, Rotation rot);  // no legality check here

 private:
  std::vector<PlacedTile> tiles_;
  std::unordered_map<Coord, int, CoordHash> index_;
  std::vector<Coord> frontier_;
  int next_node_ = 0;
};

}  // namespace carc
