// Tile placement legality: every touching side matches, the tile touches the layout, and each
// enabled module's own constraints hold (CAR-9, CAR-16).
#include <fmt/format.h>

#include <cstdint>

#include "game.hpp"
#include "module.hpp"
#include "short_list.hpp"

namespace carc {

namespace {
std::string_view side_kind_word(SideKind k) {
  switch (k) {
    case SideKind::City: return "city";
    case SideKind::Road: return "road";
    case SideKind::River: return "river";
    default: return "field";
  }
}
}  // namespace

std::optional<Rejection> Game::check_geometry(const TileType* tile, Coord at, Rotation rot) const {
  if (board_.at(at)) return Rejection{reason::kSquareOccupied, fmt::format("({},{}) already holds a tile", at.x, at.y)};
  if (board_.empty()) return std::nullopt;  // the first tile starts the layout anywhere
  bool touches = false;
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    const PlacedTile* nb = board_.at(neighbour(at, side));
    if (!nb) continue;
    touches = true;
    SideKind mine = tile->side(side, rot), theirs = nb->side(opposite(side));
    if (mine != theirs)
      return Rejection{reason::kEdgeMismatch,
                       fmt::format("its {} side ({}) meets the {} side ({}) of the tile at ({},{})", side_letter(side),
                                   side_kind_word(mine), side_letter(opposite(side)), side_kind_word(theirs), nb->at.x,
                                   nb->at.y)};
  }
  if (!touches) return Rejection{reason::kNotAdjacent, fmt::format("({},{}) touches no tile of the layout", at.x, at.y)};
  return std::nullopt;
}

std::optional<Rejection> Game::check_place(const PlaceTile& a) const {
  if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (phase_ != Phase::PlaceTile)
    return Rejection{reason::kWrongPhase, fmt::format("the game waits for {}, not a tile", phase_name(phase_))};
  if (a.tile != drawn_)
    return Rejection{reason::kWrongTile, fmt::format("the drawn tile is {}, not {}", drawn_->id, a.tile ? a.tile->id : "?")};
  if (auto r = check_geometry(a.tile, a.at, a.rot)) return r;
  for (const auto* m : rules_->modules)
    if (auto r = m->check_placement(*this, a)) return r;
  return std::nullopt;
}

namespace {

using Checkers = ShortList<const ExpansionModule*, 8>;

// The modules to ask square by square about `tile`; false when one of them refuses it everywhere.
bool placement_checkers(const Game& game, const TileType* tile, Checkers& out) {
  for (const auto* m : game.rules().modules) switch (m->placement_scope(game, tile)) {
      case PlacementScope::Nowhere: return false;
      case PlacementScope::PerSquare: out.push_back(m); break;
      case PlacementScope::Everywhere: break;
    }
  return true;
}

}  // namespace

// Visits the legal placements of `tile` in listing order (frontier order, then r0..r270) until
// `visit` returns true. A frontier square is empty and touches the layout, so its geometry comes
// down to its cached side needs; modules are asked only about geometrically legal candidates,
// and only those whose rule depends on the square.
template <class Visit>
bool Game::visit_placements(const TileType* tile, Visit&& visit) const {
  Checkers checkers;
  if (!placement_checkers(*this, tile, checkers)) return false;
  std::uint64_t patterns = rotation_lanes(*tile);
  const std::vector<Coord>& squares = board_.frontier();
  const std::vector<NeedLanes>& needs = board_.frontier_needs();
  for (std::size_t i = 0; i < squares.size(); ++i)
    for (std::uint64_t fits = fitting_rotations(patterns, needs[i]); fits; fits &= fits - 1) {
      PlaceTile a{tile, squares[i], lowest_rotation(fits)};
      bool ok = true;
      for (std::size_t m = 0; ok && m < checkers.size(); ++m) ok = checkers[m]->allows_placement(*this, a);
      if (ok && visit(a)) return true;
    }
  return false;
}

std::vector<PlaceTile> Game::legal_placements(const TileType* tile) const {
  std::vector<PlaceTile> out;
  visit_placements(tile, [&](const PlaceTile& a) {
    out.push_back(a);
    return false;
  });
  return out;
}

void Game::legal_placements_into(const TileType* tile, std::vector<Action>& out) const {
  visit_placements(tile, [&](const PlaceTile& a) {
    out.emplace_back(a);
    return false;
  });
}

std::size_t Game::count_placements(const TileType* tile) const {
  Checkers checkers;
  if (!placement_checkers(*this, tile, checkers)) return 0;
  std::size_t n = 0;
  if (checkers.empty()) {  // geometry alone decides: count the fitting rotations
    std::uint64_t patterns = rotation_lanes(*tile);
    std::uint64_t sums = 0;  // per lane: squares where that rotation fits (at most 0xFFFF before a flush)
    std::size_t in_sums = 0;
    auto flush = [&] {
      for (int lane = 0; lane < 4; ++lane) n += (sums >> (16 * lane)) & 0xFFFF;
      sums = 0;
      in_sums = 0;
    };
    for (const NeedLanes& need : board_.frontier_needs()) {
      sums += fitting_rotations(patterns, need) >> 15;
      if (++in_sums == 0xFFFF) flush();
    }
    flush();
    return n;
  }
  visit_placements(tile, [&](const PlaceTile&) {
    ++n;
    return false;
  });
  return n;
}

std::optional<PlaceTile> Game::nth_placement(const TileType* tile, std::size_t k) const {
  Checkers checkers;
  if (!placement_checkers(*this, tile, checkers)) return std::nullopt;
  if (checkers.empty()) {  // skip whole squares until the one holding the k-th fitting rotation
    std::uint64_t patterns = rotation_lanes(*tile);
    const std::vector<NeedLanes>& needs = board_.frontier_needs();
    for (std::size_t i = 0; i < needs.size(); ++i) {
      std::uint64_t fits = fitting_rotations(patterns, needs[i]);
      std::size_t here = count_rotations(fits);
      if (k >= here) {
        k -= here;
        continue;
      }
      for (; k > 0; --k) fits &= fits - 1;
      return PlaceTile{tile, board_.frontier()[i], lowest_rotation(fits)};
    }
    return std::nullopt;
  }
  std::optional<PlaceTile> found;
  visit_placements(tile, [&](const PlaceTile& a) {
    if (k-- > 0) return false;
    found = a;
    return true;
  });
  return found;
}

bool Game::fits_somewhere(const TileType* tile) const {
  return visit_placements(tile, [](const PlaceTile&) { return true; });
}

}  // namespace carc
