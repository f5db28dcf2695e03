// Tile placement legality: every touching side matches, the tile touches the layout, and each
// enabled module's own constraints hold (CAR-9, CAR-16).
#include <fmt/format.h>

#include <bit>
#include <cstdint>

#include "game.hpp"
#include "module.hpp"

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

// Visits the legal placements of `tile` in listing order (frontier order, then r0..r270) until
// `visit` returns true. A frontier square is empty and touches the layout, so its geometry comes
// down to its cached side needs; modules are asked only about geometrically legal candidates.
template <class Visit>
bool Game::visit_placements(const TileType* tile, Visit&& visit) const {
  // The four rotations' side patterns side by side in 16-bit lanes, tested in one go per square.
  constexpr std::uint64_t kLanes = 0x0001000100010001ull;
  std::uint64_t patterns = 0;
  for (Rotation r = 0; r < 4; ++r) patterns |= std::uint64_t{side_pattern(*tile, r)} << (16 * r);
  const std::vector<Coord>& squares = board_.frontier();
  const std::vector<SideNeeds>& needs = board_.frontier_needs();
  for (std::size_t i = 0; i < squares.size(); ++i) {
    std::uint64_t need = needs[i];
    std::uint64_t named = ((need & 0x8888u) >> 3) * 0xFu;  // the sides that have a neighbour
    std::uint64_t diff = (patterns & named * kLanes) ^ need * kLanes;  // lane r is 0 iff rotation r fits
    std::uint64_t fits = ~(((diff & 0x7FFF7FFF7FFF7FFFull) + 0x7FFF7FFF7FFF7FFFull) | diff) & 0x8000800080008000ull;
    for (; fits; fits &= fits - 1) {
      auto r = static_cast<Rotation>(std::countr_zero(fits) / 16);
      PlaceTile a{tile, squares[i], r};
      bool ok = true;
      for (const auto* m : placement_checkers_)
        if (!m->allows_placement(*this, a)) {
          ok = false;
          break;
        }
      if (ok && visit(a)) return true;
    }
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

bool Game::fits_somewhere(const TileType* tile) const {
  return visit_placements(tile, [](const PlaceTile&) { return true; });
}

}  // namespace carc
