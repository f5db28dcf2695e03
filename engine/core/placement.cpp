// Tile placement legality: every touching side matches, the tile touches the layout, and each
// enabled module's own constraints hold (CAR-9, CAR-16).
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "game.hpp"
#include "module.hpp"
#include "open_sides.hpp"
#include "short_list.hpp"

namespace carc {

namespace {
std::string_view side_kind_word(SideKind k) {
  switch (k) {
    case SideKind::City: return "city";
    case SideKind::Road: return "road";
    case SideKind::River: return "river";
    case SideKind::Closed: return "closed";
    default: return "field";
  }
}
}  // namespace

std::optional<Rejection> Game::check_geometry(const TileType* tile, Coord at, Rotation rot,
                                             const LayoutChange* change) const {
  if (!within_reach(at, board_.empty() ? kBoardReach : kLayoutReach))
    return Rejection{reason::kOutOfReach, fmt::format("({},{}) is beyond the board's reach (±{} squares)", at.x, at.y,
                                                      board_.empty() ? kBoardReach : kLayoutReach)};
  if (board_.at(at)) return Rejection{reason::kSquareOccupied, fmt::format("({},{}) already holds a tile", at.x, at.y)};
  // An empty board (a scenario that lays no setup tile) starts its layout at (0,0): one square,
  // so that the listing of legal placements can hold every placement the check accepts.
  if (board_.empty())
    return at == Coord{0, 0} ? std::nullopt
                             : std::optional<Rejection>(Rejection{reason::kNotAdjacent, fmt::format(
                                   "the board is empty: its first tile goes at (0,0), not ({},{})", at.x, at.y)});
  bool touches = false;
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    const PlacedTile* nb = board_.at(neighbour(at, side));
    // An open side (core/open_sides.hpp), the new tile's or the neighbour's, meets nothing.
    if (!nb || side_open(*nb, opposite(side)) || side_open(*tile, side, rot)) continue;
    touches = true;
    SideKind mine = tile->side(side, rot), theirs = nb->side(opposite(side));
    if (change && change->altered_tile >= 0 && nb == &board_.tile(change->altered_tile))
      theirs = change->altered_to->side(opposite(side), nb->rot);
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
  // The tile this turn drew and set aside: refused as such, also once the next tile is drawn.
  if (a.tile && a.tile == last_set_aside_ && (phase_ == Phase::Draw || (phase_ == Phase::PlaceTile && a.tile != drawn_)))
    return Rejection{reason::kTileSetAside, fmt::format("{} was drawn and set aside: it cannot be placed", a.tile->id)};
  if (phase_ != Phase::PlaceTile)
    return Rejection{reason::kWrongPhase, fmt::format("the game waits for {}, not a tile", phase_label())};
  if (a.tile != drawn_)
    return Rejection{reason::kWrongTile, fmt::format("the drawn tile is {}, not {}", drawn_->id, a.tile ? a.tile->id : "?")};
  if (a.with) {
    LayoutChange change;
    if (auto r = placement_change(a, change)) return r;
    if (auto r = check_geometry(change.laid ? change.laid : a.tile, a.at, a.rot, &change)) return r;
    for (const auto* m : rules_->modules)
      if (auto r = m->check_placement(*this, a)) return r;
    return std::nullopt;
  }
  // The drawn tile's sides were matched against every frontier square when the turn began: a
  // square and rotation found fitting then needs no second look (anything else is checked in full).
  const FitMemo& memo = fit_memo_;
  std::optional<std::size_t> square;
  bool fits = memo.tile == a.tile && memo.layout == board_.version() &&
              (square = board_.frontier_position(a.at)) && *square < memo.fits.size() &&
              (memo.fits[*square] >> (a.rot % 4) & 1u);
  if (!fits)
    if (auto r = check_geometry(a.tile, a.at, a.rot)) return r;
  for (const auto* m : rules_->modules)
    if (auto r = m->check_placement(*this, a)) return r;
  return std::nullopt;
}

std::optional<Rejection> Game::placement_change(const PlaceTile& a, LayoutChange& change) const {
  const ModuleAction& with = *a.with;
  if (auto r = check_module_action_form(with)) return r;
  if (auto r = rules_->verbs.at(with.verb).module->layout_change(*this, a, change)) return r;
  return std::nullopt;
}

namespace {

using Checkers = ShortList<const ExpansionModule*, 8>;

// Of `modules` (those that may refuse placements), the ones to ask square by square about
// `tile`; false when one of them refuses it everywhere.
bool placement_checkers(const Game& game, const std::vector<const ExpansionModule*>& modules, const TileType* tile,
                        Checkers& out) {
  for (const auto* m : modules) switch (m->placement_scope(game, tile)) {
      case PlacementScope::Nowhere: return false;
      case PlacementScope::PerSquare: out.push_back(m); break;
      case PlacementScope::Everywhere: break;
    }
  return true;
}

}  // namespace

// The squares a tile may go on and what their sides need: the frontier, or on an empty board the
// origin, which needs nothing.
const std::vector<Coord>& Game::placement_squares() const {
  static const std::vector<Coord> origin{Coord{0, 0}};
  return board_.empty() ? origin : board_.frontier();
}
const std::vector<NeedLanes>& Game::placement_needs() const {
  static const std::vector<NeedLanes> free{NeedLanes{}};
  return board_.empty() ? free : board_.frontier_needs();
}

// Visits the legal placements of `tile` in listing order (frontier order, then r0..r270) until
// `visit` returns true. A frontier square is empty and touches the layout, so its geometry comes
// down to its cached side needs; modules are asked only about geometrically legal candidates,
// and only those whose rule depends on the square.
template <class Visit>
bool Game::visit_placements(const TileType* tile, Visit&& visit) const {
  Checkers checkers;
  if (!placement_checkers(*this, placement_modules_, tile, checkers)) return false;
  std::uint64_t patterns = rotation_lanes(*tile);
  const std::vector<Coord>& squares = placement_squares();
  const std::vector<NeedLanes>& needs = placement_needs();
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

const Game::FitMemo& Game::geometric_fits(const TileType* tile) const {
  FitMemo& memo = fit_memo_;
  if (memo.tile == tile && memo.layout == board_.version()) return memo;
  const std::vector<NeedLanes>& needs = placement_needs();
  std::uint64_t patterns = rotation_lanes(*tile);
  memo.fits.resize(needs.size());
  memo.before.resize(needs.size());
  memo.total = fitting_rotations_all(patterns, needs.data(), needs.size(), memo.fits.data(), memo.before.data());
  memo.tile = tile;
  memo.layout = board_.version();
  return memo;
}

std::size_t Game::count_placements(const TileType* tile) const {
  Checkers checkers;
  if (!placement_checkers(*this, placement_modules_, tile, checkers)) return 0;
  if (checkers.empty()) return geometric_fits(tile).total;  // geometry alone decides
  std::size_t n = 0;
  visit_placements(tile, [&](const PlaceTile&) {
    ++n;
    return false;
  });
  return n;
}

std::optional<PlaceTile> Game::nth_placement(const TileType* tile, std::size_t k) const {
  Checkers checkers;
  if (!placement_checkers(*this, placement_modules_, tile, checkers)) return std::nullopt;
  if (checkers.empty()) {  // skip whole squares until the one holding the k-th fitting rotation
    const FitMemo& memo = geometric_fits(tile);
    if (k >= memo.total) return std::nullopt;
    // The last square with fewer than k + 1 placements before it holds the k-th.
    auto i = static_cast<std::size_t>(std::upper_bound(memo.before.begin(), memo.before.end(), k) - memo.before.begin()) - 1;
    unsigned bits = memo.fits[i];
    for (std::size_t left = k - memo.before[i]; left > 0; --left) bits &= bits - 1;
    return PlaceTile{tile, placement_squares()[i], static_cast<Rotation>(std::countr_zero(bits))};
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
  Checkers checkers;
  if (!placement_checkers(*this, placement_modules_, tile, checkers)) return false;
  if (checkers.empty()) return geometric_fits(tile).total > 0;  // and the turn's next questions are answered
  return visit_placements(tile, [](const PlaceTile&) { return true; });
}

}  // namespace carc
