#include "board.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "open_sides.hpp"

namespace carc {

namespace {
constexpr std::int64_t kMaxGridSquares = std::int64_t{1} << 18;  // beyond this, squares go to far_
constexpr std::int64_t kMinMargin = 4;  // empty rows kept beyond the layout when the grid grows
}  // namespace

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
  far_.emplace_back(c, kEmpty);
  return far_.back().second;
}

void Board::cover(Coord lo, Coord hi) {
  std::int64_t x0 = x0_, y0 = y0_, x1 = x0 + width_, y1 = y0 + height_;  // [x0, x1) x [y0, y1)
  if (lo.x >= x0 && lo.y >= y0 && hi.x < x1 && hi.y < y1) return;
  // Grow by at least half the current size in each direction that needs it, so a layout that
  // spreads regrows the grid only a few times; if that would be too big, by just enough.
  auto usable = [](std::int64_t ax0, std::int64_t ay0, std::int64_t ax1, std::int64_t ay1) {
    return (ax1 - ax0) * (ay1 - ay0) <= kMaxGridSquares && ax0 >= std::numeric_limits<int>::min() &&
           ay0 >= std::numeric_limits<int>::min();
  };
  std::int64_t nx0, ny0, nx1, ny1;
  if (width_ == 0) {
    nx0 = lo.x - kMinMargin, ny0 = lo.y - kMinMargin, nx1 = hi.x + 1 + kMinMargin, ny1 = hi.y + 1 + kMinMargin;
  } else {
    std::int64_t grow_x = std::max<std::int64_t>(kMinMargin, width_ / 2);
    std::int64_t grow_y = std::max<std::int64_t>(kMinMargin, height_ / 2);
    nx0 = lo.x < x0 ? lo.x - grow_x : x0;
    ny0 = lo.y < y0 ? lo.y - grow_y : y0;
    nx1 = hi.x >= x1 ? hi.x + 1 + grow_x : x1;
    ny1 = hi.y >= y1 ? hi.y + 1 + grow_y : y1;
  }
  if (!usable(nx0, ny0, nx1, ny1)) {
    nx0 = std::min<std::int64_t>(lo.x, width_ ? x0 : lo.x), ny0 = std::min<std::int64_t>(lo.y, width_ ? y0 : lo.y);
    nx1 = std::max<std::int64_t>(hi.x + 1, width_ ? x1 : hi.x + 1), ny1 = std::max<std::int64_t>(hi.y + 1, width_ ? y1 : hi.y + 1);
    if (!usable(nx0, ny0, nx1, ny1)) return;  // too far from the layout (a scattered setup): far_
  }
  auto w = static_cast<std::uint32_t>(nx1 - nx0), h = static_cast<std::uint32_t>(ny1 - ny0);
  std::vector<Square> grid(static_cast<std::size_t>(w) * h, kEmpty);
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

void Board::reserve(int tiles) {
  auto n = static_cast<std::size_t>(tiles);
  tiles_.reserve(n);
  // Random layouts keep about one empty square beside them per tile; a few more than that.
  frontier_.reserve(n + 8);
  frontier_needs_.reserve(n + 8);
}

std::size_t Board::frontier_index(Coord c) const {
  // Coordinates compared as one 64-bit word: the frontier is searched on every placement.
  static_assert(sizeof(Coord) == sizeof(std::uint64_t));
  auto key = [](const Coord& k) {
    std::uint64_t v;
    std::memcpy(&v, &k, sizeof v);
    return v;
  };
  std::uint64_t want = key(c);
  const Coord* squares = frontier_.data();
  std::size_t i = 0;
  while (key(squares[i]) != want) ++i;
  return i;
}

int Board::surrounding_tiles(Coord c) const {
  std::int64_t gx = std::int64_t{c.x} - x0_, gy = std::int64_t{c.y} - y0_;
  if (gx >= 1 && gx + 1 < width_ && gy >= 1 && gy + 1 < height_) {  // all nine squares in the grid
    const Square* row = &grid_[static_cast<std::size_t>((gy - 1) * width_ + gx - 1)];
    int n = 0;
    for (int dy = 0; dy < 3; ++dy, row += width_)
      for (int dx = 0; dx < 3; ++dx) n += (dx != 1 || dy != 1) && row[dx] >= 0;
    return n;
  }
  int n = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if ((dx || dy) && index_at({c.x + dx, c.y + dy}) >= 0) ++n;
  return n;
}

SideNeeds Board::needs_at(Coord c) const {
  if (index_at(c) >= 0) return 0;
  unsigned needs = 0;
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    if (const PlacedTile* nb = at(neighbour(c, side)); nb && !side_open(*nb, opposite(side)))
      needs |= (8u | static_cast<unsigned>(nb->side(opposite(side)))) << (4 * s);
  }
  return static_cast<SideNeeds>(needs);
}

int Board::place(const TileType* type, Coord at, Rotation rot) {
  int index = static_cast<int>(tiles_.size());
  if (index >= std::numeric_limits<Square>::max()) throw std::length_error("a layout holds at most 32767 tiles");
  tiles_.push_back({type, at, static_cast<Rotation>(rot % 4), next_node_, static_cast<int>(type->features.size())});
  next_node_ += static_cast<int>(type->features.size());
  ++version_;
  // The square and the four beside it, straight from the grid when it holds them.
  cover({at.x - 1, at.y - 1}, {at.x + 1, at.y + 1});
  std::int64_t gx = std::int64_t{at.x} - x0_, gy = std::int64_t{at.y} - y0_;
  bool in_grid = gx >= 1 && gx + 1 < width_ && gy >= 1 && gy + 1 < height_;
  std::size_t centre = in_grid ? static_cast<std::size_t>(gy * width_ + gx) : 0;
  auto square_at = [&](Side side) -> Square& {
    if (!in_grid) return square_mut(neighbour(at, side));
    switch (side) {
      case Side::N: return grid_[centre + width_];
      case Side::E: return grid_[centre + 1];
      case Side::S: return grid_[centre - width_];
      default: return grid_[centre - 1];
    }
  };
  {
    Square& sq = in_grid ? grid_[centre] : square_mut(at);
    if (sq == kFrontier) {
      auto i = static_cast<std::ptrdiff_t>(frontier_index(at));
      frontier_.erase(frontier_.begin() + i);
      frontier_needs_.erase(frontier_needs_.begin() + i);
    }
    sq = static_cast<Square>(index);
  }
  const PlacedTile& pt = tiles_.back();
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    Square& nb = square_at(side);
    if (nb >= 0 || side_open(pt, side)) continue;  // an open side touches nothing beyond it
    auto need = static_cast<SideNeeds>((8u | static_cast<unsigned>(pt.side(side))) << (4 * static_cast<int>(opposite(side))));
    Coord n = neighbour(at, side);
    if (nb == kEmpty) {
      nb = kFrontier;
      frontier_.push_back(n);
      frontier_needs_.push_back(need_lanes(need));
    } else {
      NeedLanes& lanes = frontier_needs_[frontier_index(n)];
      lanes = need_lanes(static_cast<SideNeeds>(lanes.needs() | need));
    }
  }
  return index;
}

void Board::alter(int index, const TileType* variant) {
  PlacedTile& pt = tiles_[static_cast<std::size_t>(index)];
  auto had = static_cast<int>(pt.type->features.size());
  auto now = static_cast<int>(variant->features.size());
  if (pt.added_first >= 0 || now < had) throw std::logic_error("a laid tile gains features once, and never loses any");
  pt.type = variant;
  if (now > had) {
    pt.added_first = next_node_;
    next_node_ += now - had;
  }
  ++version_;
  for (int s = 0; s < kSides; ++s) {
    Coord n = neighbour(pt.at, static_cast<Side>(s));
    if (auto i = frontier_position(n)) {
      frontier_needs_[*i] = need_lanes(needs_at(n));
    } else if (!side_open(pt, static_cast<Side>(s)) && index_at(n) < 0) {  // a side the variant fills: its square joins the frontier
      cover(n, n);
      square_mut(n) = kFrontier;
      frontier_.push_back(n);
      frontier_needs_.push_back(need_lanes(needs_at(n)));
    }
  }
}

}  // namespace carc
