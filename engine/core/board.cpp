#include "board.hpp"

#include <algorithm>

namespace carc {

namespace {
static_assert(static_cast<int>(SideKind::River) < 8, "a side kind must fit in three bits of SideNeeds");

constexpr std::int64_t kMaxGridSquares = std::int64_t{1} << 18;  // beyond this, squares go to far_
constexpr std::int64_t kMinMargin = 4;  // empty rows kept beyond the layout when the grid grows
}  // namespace

SideNeeds side_pattern(const TileType& type, Rotation rot) {
  unsigned unrotated = 0;
  for (int s = 0; s < kSides; ++s) unrotated |= (8u | static_cast<unsigned>(type.sides[s])) << (4 * s);
  unsigned shift = 4u * (rot % 4u);  // side s of the laid tile is side s - rot of the unrotated one
  return static_cast<SideNeeds>(((unrotated << shift) | (unrotated >> (16u - shift))) & 0xFFFFu);
}

const Board::Square* Board::far_square(Coord c) const {
  for (const auto& [at, sq] : far_)
    if (at == c) return &sq;
  return nullptr;
}

Board::Square& Board::square_mut(Coord c) {
  auto dx = static_cast<std::uint32_t>(c.x) - static_cast<std::uint32_t>(x0_);
  auto dy = static_cast<std::uint32_t>(c.y) - static_cast<std::uint32_t>(y0_);
  if (dx < width_ && dy < height_) return grid_[dy * width_ + dx];
  for (auto& [at, sq] : far_)
    if (at == c) return sq;
  far_.emplace_back(c, Square{});
  return far_.back().second;
}

void Board::cover(Coord lo, Coord hi) {
  std::int64_t x0 = x0_, y0 = y0_, x1 = x0 + width_, y1 = y0 + height_;  // [x0, x1) x [y0, y1)
  if (lo.x >= x0 && lo.y >= y0 && hi.x < x1 && hi.y < y1) return;
  // Grow by at least half the current size in each direction that needs it, so a layout that
  // spreads regrows the grid only a few times.
  std::int64_t grow_x = std::max<std::int64_t>(kMinMargin, width_ / 2);
  std::int64_t grow_y = std::max<std::int64_t>(kMinMargin, height_ / 2);
  std::int64_t nx0, ny0, nx1, ny1;
  if (width_ == 0) {
    nx0 = lo.x - kMinMargin, ny0 = lo.y - kMinMargin, nx1 = hi.x + 1 + kMinMargin, ny1 = hi.y + 1 + kMinMargin;
  } else {
    nx0 = lo.x < x0 ? lo.x - grow_x : x0;
    ny0 = lo.y < y0 ? lo.y - grow_y : y0;
    nx1 = hi.x >= x1 ? hi.x + 1 + grow_x : x1;
    ny1 = hi.y >= y1 ? hi.y + 1 + grow_y : y1;
  }
  if ((nx1 - nx0) * (ny1 - ny0) > kMaxGridSquares) return;  // scattered position: keep the grid
  auto w = static_cast<std::uint32_t>(nx1 - nx0), h = static_cast<std::uint32_t>(ny1 - ny0);
  std::vector<Square> grid(static_cast<std::size_t>(w) * h);
  for (std::uint32_t y = 0; y < height_; ++y)
    std::copy_n(grid_.begin() + static_cast<std::ptrdiff_t>(y * width_), width_,
                grid.begin() + static_cast<std::ptrdiff_t>((y0 - ny0 + y) * w + (x0 - nx0)));
  grid_ = std::move(grid);
  x0_ = static_cast<int>(nx0), y0_ = static_cast<int>(ny0), width_ = w, height_ = h;
  // Far squares the grid now reaches move into it.
  auto inside = [&](const std::pair<Coord, Square>& e) {
    auto dx = static_cast<std::uint32_t>(e.first.x) - static_cast<std::uint32_t>(x0_);
    auto dy = static_cast<std::uint32_t>(e.first.y) - static_cast<std::uint32_t>(y0_);
    if (dx >= width_ || dy >= height_) return false;
    grid_[dy * width_ + dx] = e.second;
    return true;
  };
  far_.erase(std::remove_if(far_.begin(), far_.end(), inside), far_.end());
}

int Board::place(const TileType* type, Coord at, Rotation rot) {
  int index = static_cast<int>(tiles_.size());
  tiles_.push_back({type, at, static_cast<Rotation>(rot % 4), next_node_});
  next_node_ += static_cast<int>(type->features.size());
  // The square and the eight around it, straight from the grid when it holds all nine.
  cover({at.x - 1, at.y - 1}, {at.x + 1, at.y + 1});
  auto dx = static_cast<std::uint32_t>(at.x - 1) - static_cast<std::uint32_t>(x0_);
  auto dy = static_cast<std::uint32_t>(at.y - 1) - static_cast<std::uint32_t>(y0_);
  bool in_grid = dx + 2 < width_ && dy + 2 < height_ && dx < width_ && dy < height_;
  std::size_t centre = in_grid ? (dy + 1) * static_cast<std::size_t>(width_) + dx + 1 : 0;
  auto around = [&](int ox, int oy) -> Square& {
    if (in_grid) return grid_[centre + static_cast<std::ptrdiff_t>(oy) * width_ + ox];
    return square_mut({at.x + ox, at.y + oy});
  };
  {
    Square& sq = around(0, 0);
    if (sq.needs != 0) {
      auto i = std::find(frontier_.begin(), frontier_.end(), at) - frontier_.begin();
      frontier_.erase(frontier_.begin() + i);
      frontier_needs_.erase(frontier_needs_.begin() + i);
    }
    sq.tile = index;
    sq.needs = 0;
  }
  const PlacedTile& pt = tiles_.back();
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    Coord n = neighbour(at, side);
    Square& nb = around(n.x - at.x, n.y - at.y);
    if (nb.tile >= 0) continue;
    auto need = static_cast<SideNeeds>((8u | static_cast<unsigned>(pt.side(side))) << (4 * static_cast<int>(opposite(side))));
    if (nb.needs == 0) {
      frontier_.push_back(n);
      frontier_needs_.push_back(need);
    } else {
      frontier_needs_[std::find(frontier_.begin(), frontier_.end(), n) - frontier_.begin()] |= need;
    }
    nb.needs |= need;
  }
  for (int oy = -1; oy <= 1; ++oy)
    for (int ox = -1; ox <= 1; ++ox)
      if (ox || oy) ++around(ox, oy).around;
  return index;
}

}  // namespace carc
