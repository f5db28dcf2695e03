// The layout: which tile lies on which square, and the empty squares beside it.
#pragma once
#include <cstdint>
#include <utility>
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

// What the layout asks of a tile laid on an empty square, four bits per side (N in the lowest
// four): bit 3 set = a tile lies beyond that side, bits 0-2 = the SideKind that tile shows
// there. 0 = no tile shares a side with the square.
using SideNeeds = std::uint16_t;
// The sides of `type` laid with rotation `rot` in the same encoding, every side marked present.
SideNeeds side_pattern(const TileType& type, Rotation rot);
// Whether a tile whose sides are `pattern` matches every side `needs` names.
constexpr bool meets(SideNeeds pattern, SideNeeds needs) {
  auto present = static_cast<unsigned>(needs & 0x8888u) >> 3;  // bit 0 of each named side
  return (pattern & present * 0xFu) == needs;
}

class Board {
 public:
  int index_at(Coord c) const {
    const Square* s = square(c);
    return s ? s->tile : -1;
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
  // needs_at() of each frontier square, in the same order as frontier().
  const std::vector<SideNeeds>& frontier_needs() const { return frontier_needs_; }
  // Of the 8 squares around c, how many hold a tile (kept up to date as tiles are laid).
  int surrounding_tiles(Coord c) const {
    const Square* s = square(c);
    return s ? s->around : 0;
  }
  // What the sides of the tiles around the empty square c ask of a tile laid there.
  SideNeeds needs_at(Coord c) const {
    const Square* s = square(c);
    return s && s->tile < 0 ? s->needs : 0;
  }
  int node_count() const { return next_node_; }

  int place(const TileType* type, Coord at, Rotation rot);  // no legality check here

 private:
  // What the board knows about one square. Squares on and around the layout are stored in a
  // dense grid over its bounding box; a square far outside (only a scattered setup position
  // makes one) goes to `far_` instead, so the grid never grows without bound.
  struct Square {
    std::int32_t tile = -1;    // index into tiles_, -1 = empty
    SideNeeds needs = 0;       // empty squares: what the tiles beside it ask
    std::uint8_t around = 0;   // tiles on the 8 squares around it
  };
  const Square* square(Coord c) const {
    auto dx = static_cast<std::uint32_t>(c.x) - static_cast<std::uint32_t>(x0_);
    auto dy = static_cast<std::uint32_t>(c.y) - static_cast<std::uint32_t>(y0_);
    if (dx < width_ && dy < height_) return &grid_[dy * width_ + dx];
    return far_.empty() ? nullptr : far_square(c);
  }
  const Square* far_square(Coord c) const;
  Square& square_mut(Coord c);  // the grid must already cover c, or c goes to far_
  void cover(Coord lo, Coord hi);  // grows the grid to hold the rectangle, if that stays small

  std::vector<PlacedTile> tiles_;
  std::vector<Coord> frontier_;
  std::vector<SideNeeds> frontier_needs_;
  std::vector<Square> grid_;
  std::vector<std::pair<Coord, Square>> far_;
  int x0_ = 0, y0_ = 0;  // the grid's south-west square
  std::uint32_t width_ = 0, height_ = 0;
  int next_node_ = 0;
};

}  // namespace carc
