#include "castles.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>

#include "cg_names.hpp"
#include "core/table.hpp"

namespace carc::castles_germany {

namespace {

struct Halves {
  const TileType* castle = nullptr;
  const TileType* other = nullptr;
};

// The two halves of castle k (0-based), from the catalog.
const Halves& halves(int k) {
  static const std::vector<Halves> all = [] {
    std::vector<Halves> out;
    for (const char* name : kCastles)
      out.push_back({builtin_catalog().find(fmt::format("cg/{}-w", name)), builtin_catalog().find(fmt::format("cg/{}-e", name))});
    return out;
  }();
  return all[static_cast<std::size_t>(k)];
}

// Compared by address with the catalog's six castle halves: asked for every tile of the board
// whenever a listing or a check looks for the castles laid.
bool is_castle_half(const TileType* t) {
  for (int k = 0; k < kCastleCount; ++k)
    if (halves(k).castle == t) return true;
  return false;
}

// Where the other half lies from the castle half, for a double tile rotated by r: east unrotated.
Side other_side(Rotation r) { return rotate(Side::E, r); }

int held(const Game& g, int player, int k) {
  auto token = g.rules().tokens.find(kCastles[k]);
  return token && player >= 0 ? g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(*token)] : 0;
}

// Instead of drawing: the start of his turn (the drawn tile goes back unseen), or before nature
// names the tile when draws are scripted. Not a turn's second tile: the rule replaces the draw.
bool castle_decision(const Game& g) {
  return (g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw) && g.turn_part() == 0;
}

// Chebyshev distance between squares, without overflow for far-apart coordinates.
long long apart(Coord a, Coord b) {
  return std::max(std::llabs(static_cast<long long>(a.x) - b.x), std::llabs(static_cast<long long>(a.y) - b.y));
}

struct Spot2 {
  Coord castle, other;
  Rotation rot;
};

Spot2 spot_of(const ModuleAction& a) {
  Coord at{a.arg(1).a, a.arg(1).b};
  Side side = static_cast<Side>(a.arg(2).a & 3);
  Rotation rot = static_cast<Rotation>((static_cast<int>(side) + 3) % 4);  // E: r0, S: r90, W: r180, N: r270
  // Beyond the board's reach the neighbour is not worked out (it could overflow): refused anyway.
  return {at, within_reach(at, kLayoutReach) ? neighbour(at, side) : at, rot};
}

// Why the double tile may not lie there (nullopt: it may), without wording when `words` is false;
// `castles` are the castles on the board (found once for a whole listing).
std::optional<Rejection> refusal(const Game& g, const std::vector<LaidCastle>& castles, int k, const Spot2& s, bool words) {
  // The wording is built only when asked for: the listing tries many squares that fail.
  auto why = [&](const char* code, const char* text, auto... args) -> std::optional<Rejection> {
    if (!words) return Rejection{code, {}};
    return Rejection{code, fmt::format(fmt::runtime(text), args...)};
  };
  for (Coord c : {s.castle, s.other}) {
    if (!within_reach(c, kLayoutReach)) return why(reason::kOutOfReach, "({},{}) is beyond the board's reach", c.x, c.y);
    if (g.table().beyond(c)) return why(reason::kTableEdge, "({},{}) lies past the edge of the table", c.x, c.y);
    if (g.board().at(c)) return why(reason::kSquareOccupied, "({},{}) already holds a tile", c.x, c.y);
  }
  const Halves& h = halves(k);
  bool touches = false;
  for (int half = 0; half < 2; ++half) {
    Coord at = half == 0 ? s.castle : s.other;
    const TileType* t = half == 0 ? h.castle : h.other;
    for (int d = 0; d < kSides; ++d) {
      Side side = static_cast<Side>(d);
      const PlacedTile* nb = g.board().at(neighbour(at, side));
      if (!nb) continue;
      touches = true;
      if (t->side(side, s.rot) != nb->side(opposite(side)))
        return why(reason::kEdgeMismatch, "the {} side of its half at ({},{}) does not continue the tile at ({},{})",
                   side_letter(side), at.x, at.y, nb->at.x, nb->at.y);
    }
  }
  if (!touches && !g.board().empty()) return why(reason::kNotAdjacent, "neither half touches a tile of the layout");
  for (const LaidCastle& c : castles)
    for (int t : {c.castle_half, c.other_half}) {
      Coord at = g.board().tile(t).at;
      if (apart(at, s.castle) <= 1 || apart(at, s.other) <= 1)
        return why(kCastleTouches, "it would touch the castle tile at ({},{}), along a side or at a corner (CAR:castles-germany/no-touch)",
                   at.x, at.y);
    }
  return std::nullopt;
}

}  // namespace

std::vector<LaidCastle> laid_castles(const Game& g) {
  std::vector<LaidCastle> out;
  const auto& tiles = g.board().tiles();
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t)
    if (is_castle_half(tiles[static_cast<std::size_t>(t)].type)) out.push_back({t, other_half(g, t)});
  return out;
}

int other_half(const Game& g, int tile) {
  if (tile < 0) return -1;
  const PlacedTile& pt = g.board().tile(tile);
  if (pt.type->expansion != kModule) return -1;
  Side toward = is_castle_half(pt.type) ? other_side(pt.rot) : opposite(other_side(pt.rot));
  return g.board().index_at(neighbour(pt.at, toward));
}

int castle_of(const Game& g, int tile) {
  if (tile < 0 || g.board().tile(tile).type->expansion != kModule) return -1;
  return is_castle_half(g.board().tile(tile).type) ? tile : other_half(g, tile);
}

int tiles_around(const Game& g, const LaidCastle& c) {
  Coord a = g.board().tile(c.castle_half).at, b = g.board().tile(c.other_half).at;
  std::set<Coord> around;
  for (Coord h : {a, b})
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy) {
        Coord q{h.x + dx, h.y + dy};
        if (!(q == a) && !(q == b)) around.insert(q);
      }
  int n = 0;
  for (Coord q : around) n += g.board().at(q) != nullptr;
  return n;
}

int place_feature(const Game& g, int castle_half) {
  const auto& features = g.board().tile(castle_half).type->features;
  for (int f = 0; f < static_cast<int>(features.size()); ++f)
    if (feature_kind_name(features[static_cast<std::size_t>(f)].kind) == kPlace) return f;
  return -1;
}

bool counts_as_one_square(const Game& g) {
  return g.options().registry().find(kSquares) && g.options().is(kSquares, "one");
}

int squares_saved_on_line(const Game& g, Coord from, Coord to) {
  if (!counts_as_one_square(g) || (from.x != to.x && from.y != to.y)) return 0;
  auto on_segment = [&](Coord c) {
    return c.x >= std::min(from.x, to.x) && c.x <= std::max(from.x, to.x) && c.y >= std::min(from.y, to.y) &&
           c.y <= std::max(from.y, to.y);
  };
  int saved = 0;
  for (const LaidCastle& c : laid_castles(g))
    if (on_segment(g.board().tile(c.castle_half).at) && on_segment(g.board().tile(c.other_half).at)) ++saved;
  return saved;
}

bool safe_from_dragon(const Game& g, int id) {
  if (!g.options().registry().find(kDragon) || !g.options().is(kDragon, "safe")) return false;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  return f.on_board() && castle_of(g, f.tile) == f.tile && f.feature == place_feature(g, f.tile);
}

std::optional<Rejection> check_lord(const Game& g, const Deploy& d) {
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  if (tile < 0 || g.placed_now(tile) || castle_of(g, tile) != tile || d.feature != place_feature(g, tile)) return std::nullopt;
  if (tiles_around(g, {tile, other_half(g, tile)}) < 10) return std::nullopt;
  return Rejection{kCastleFinished, "that castle is already surrounded: it is finished and takes no lord (CAR:castles-germany/castle-complete)"};
}

void list_castles(const Game& g, int verb, std::vector<Action>& out) {
  // Not offered while nature is to name the drawn tile: nature decides then, not the player.
  if (g.phase() != Phase::PlaceTile || !castle_decision(g)) return;
  int player = g.active_player();
  std::vector<int> mine;
  for (int k = 0; k < kCastleCount; ++k)
    if (held(g, player, k) > 0) mine.push_back(k);
  if (mine.empty()) return;
  // Every (castle square, side) where one half lies on the frontier, each once: from the castle
  // half when it is on the frontier, else from the other half.
  std::vector<std::pair<Coord, int>> spots;
  const Board& b = g.board();
  for (Coord f : b.frontier())
    for (int d = 0; d < kSides; ++d) {
      Coord o = neighbour(f, static_cast<Side>(d));
      if (b.at(o)) continue;
      spots.push_back({f, d});
      if (!b.frontier_position(o)) spots.push_back({o, static_cast<int>(opposite(static_cast<Side>(d)))});
    }
  std::vector<LaidCastle> castles = laid_castles(g);
  for (int k : mine)
    for (const auto& [at, d] : spots) {
      ModuleAction a = ModuleAction::of(
          verb, {ActionArg{ArgKind::Number, k + 1, 0}, ActionArg{ArgKind::Square, at.x, at.y}, ActionArg{ArgKind::Side, d, 0}});
      if (!refusal(g, castles, k, spot_of(a), false)) out.emplace_back(a);
    }
}

std::optional<Rejection> check_castle(const Game& g, const ModuleAction& a) {
  if (!castle_decision(g))
    return Rejection{reason::kWrongPhase,
                     fmt::format("a castle is laid instead of drawing, at the start of a turn; the game waits for {}", g.phase_label())};
  int k = a.arg(0).a - 1;
  int player = g.active_player();
  if (k < 0 || k >= kCastleCount)
    return Rejection{kNoCastle, fmt::format("the castles are numbered 1 to {}", kCastleCount)};
  if (held(g, player, k) == 0)
    return Rejection{kNoCastle, fmt::format("{} does not hold castle {} ({})", g.players()[static_cast<std::size_t>(player)].name,
                                            k + 1, kCastles[k])};
  return refusal(g, laid_castles(g), k, spot_of(a), true);
}

std::vector<PlaceTile> castle_tiles(const ModuleAction& a) {
  int k = a.arg(0).a - 1;
  if (k < 0 || k >= kCastleCount) return {};
  Spot2 s = spot_of(a);
  return {{halves(k).castle, s.castle, s.rot}, {halves(k).other, s.other, s.rot}};
}

void apply_castle(Game& g, const ModuleAction& a) {
  int k = a.arg(0).a - 1;
  int player = g.active_player();
  g.set_tokens(player, *g.rules().tokens.find(kCastles[k]), held(g, player, k) - 1);
  g.note(player, fmt::format("lays his castle {} instead of drawing{} (CAR:castles-germany/place)", kCastles[k],
                             g.phase() == Phase::PlaceTile ? "; the drawn tile goes back on top of the stack unseen" : ""));
  g.place_supply_tiles(castle_tiles(a), player);
}

}  // namespace carc::castles_germany
