// The layout: which tile lies on which square, and the empty squares beside it.
#pragma once
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "geometry.hpp"
#include "side_needs.hpp"
#include "tile_catalog.hpp"

namespace carc {

struct PlacedTile {
  const TileType* type = nullptr;
  Coord at;
  Rotation rot = 0;
  // Region nodes: the features the tile was laid with are nodes laid_first, laid_first + 1, ...;
  // features a module added later (Board::alter: a bridge) are nodes added_first, ...
  int laid_first = 0;
  int laid_features = 0;
  int added_first = -1;

  int node(int feature) const {
    return feature < laid_features ? laid_first + feature : added_first + (feature - laid_features);
  }
  int feature_of(int node) const {  // node must be one of this tile's
    int f = node - laid_first;
    return f >= 0 && f < laid_features ? f : laid_features + (node - added_first);
  }
  SideKind side(Side s) const { return type->side(s, rot); }
  int feature_at(Port board_port) const { return type->feature_at(board_port, rot); }
  PortMask feature_ports(int feature) const { return rotate_mask(type->features[feature].ports, rot); }
};

class Board {
 public:
  int index_at(Coord c) const {
    const Square* s = square(c);
    return s && *s >= 0 ? *s : -1;
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
  // needs_at() of each frontier square in the same order as frontier(), kept as tiles are laid.
  const std::vector<NeedLanes>& frontier_needs() const { return frontier_needs_; }
  int surrounding_tiles(Coord c) const;  // of the 8 squares around c
  // Where c is in frontier(), if it is on the frontier.
  std::optional<std::size_t> frontier_position(Coord c) const {
    const Square* s = square(c);
    if (!s || *s != kFrontier) return std::nullopt;
    return frontier_index(c);
  }
  // What the sides of the tiles around the empty square c ask of a tile laid there.
  SideNeeds needs_at(Coord c) const;
  int node_count() const { return next_node_; }

  int place(const TileType* type, Coord at, Rotation rot);  // no legality check here
  // Replaces a laid tile's type by `variant`: the same features first (same kinds, same
  // connecting ports), then more that a module adds in play (a bridge). The added features get
  // nodes of their own after every node so far. Empty squares beside it learn its new sides.
  void alter(int index, const TileType* variant);
  // Changes each time a tile is laid or altered (so a cache of what fits where can tell).
  std::size_t version() const { return version_; }
  void reserve(int tiles);  // room for this many tiles in all (and a frontier to match)

 private:
  // What the board knows about one square: the index of its tile, or kEmpty / kFrontier. Squares
  // on and around the layout are kept in a dense grid over its bounding box; a square far
  // outside it (only a scattered setup position makes one) goes to `far_` instead, so the grid
  // never grows without bound.
  using Square = std::int16_t;  // so a layout holds at most 32767 tiles (place() throws beyond)
  static constexpr Square kEmpty = -1;
  static constexpr Square kFrontier = -2;  // empty, and a side touches the layout
  const Square* square(Coord c) const {
    auto dx = static_cast<std::uint32_t>(c.x) - static_cast<std::uint32_t>(x0_);
    auto dy = static_cast<std::uint32_t>(c.y) - static_cast<std::uint32_t>(y0_);
    if (dx < width_ && dy < height_) return &grid_[dy * width_ + dx];
    return far_.empty() ? nullptr : far_square(c);
  }
  const Square* far_square(Coord c) const;
  std::size_t frontier_index(Coord c) const;  // c must be on the frontier
  Square& square_mut(Coord c);  // the grid must already cover c, or c goes to far_
  void cover(Coord lo, Coord hi);  // grows the grid to hold the rectangle, if that stays small

  std::vector<PlacedTile> tiles_;
  std::vector<Coord> frontier_;
  std::vector<NeedLanes> frontier_needs_;
  std::vector<Square> grid_;
  std::vector<std::pair<Coord, Square>> far_;
  int x0_ = 0, y0_ = 0;  // the grid's south-west square
  std::uint32_t width_ = 0, height_ = 0;
  int next_node_ = 0;
  std::size_t version_ = 0;
};

}  // namespace carc
