// Tile placement legality: every touching side matches, the tile touches the layout, and each
// enabled module's own constraints hold (CAR-9, CAR-16).
#include <fmt/format.h>

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

std::vector<PlaceTile> Game::legal_placements(const TileType* tile) const {
  std::vector<PlaceTile> out;
  for (Coord c : board_.frontier())
    for (Rotation r = 0; r < 4; ++r) {
      PlaceTile a{tile, c, r};
      if (check_geometry(tile, c, r)) continue;
      bool ok = true;
      for (const auto* m : rules_->modules)
        if (m->check_placement(*this, a)) {
          ok = false;
          break;
        }
      if (ok) out.push_back(a);
    }
  return out;
}

bool Game::fits_somewhere(const TileType* tile) const {
  for (Coord c : board_.frontier())
    for (Rotation r = 0; r < 4; ++r) {
      if (check_geometry(tile, c, r)) continue;
      PlaceTile a{tile, c, r};
      bool ok = true;
      for (const auto* m : rules_->modules)
        if (m->check_placement(*this, a)) {
          ok = false;
          break;
        }
      if (ok) return true;
    }
  return false;
}

}  // namespace carc
