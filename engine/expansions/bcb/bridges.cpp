#include "bridges.hpp"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <mutex>

#include "bcb_names.hpp"
#include "core/game.hpp"
#include "core/open_sides.hpp"
#include "turn_count.hpp"

namespace carc::bcb {

namespace {

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kBridgeState);
  if (s.size() < static_cast<std::size_t>(kBridgeStateSize)) s = {-1, -1};
  return s;
}
int state_at(const Game& g, int index) {
  const std::vector<int>* s = g.module_state(kBridgeState);
  if (!s || s->size() < static_cast<std::size_t>(kBridgeStateSize)) return -1;
  return (*s)[static_cast<std::size_t>(index)];
}

// A tile a bridge may go on: one on the board, or the drawn one as it is about to lie.
struct Site {
  const TileType* type = nullptr;
  Coord at;
  Rotation rot = 0;
  int index = -1;  // board index; -1: the tile being laid
};

const char* side_name(Side s) {
  static constexpr const char* kNames[] = {"north", "east", "south", "west"};
  return kNames[static_cast<int>(s)];
}

int bridge_kind(const Game& g) { return *g.rules().tokens.find(kBridge); }

// Whether the active player may build a bridge now at all: one left, none built yet this turn
// (or, under bridges-per = tile, this part of it).
std::optional<Rejection> may_build(const Game& g) {
  if (g.players()[g.active_player()].tokens[bridge_kind(g)] <= 0)
    return Rejection{kNoBridgeLeft, fmt::format("{} has no bridge left", g.players()[g.active_player()].name)};
  bool used = state_at(g, kBridgeTurn) == current_turn(g) &&
              (g.options().is(kBridgesPer, "whole-turn") || state_at(g, kBridgePart) == g.turn_part());
  if (used)
    return Rejection{kBridgeUsed, g.options().is(kBridgesPer, "whole-turn")
                                      ? "one bridge per turn, and this turn has built one (a builder's double turn is one turn)"
                                      : "one bridge per tile laid, and this tile has one"};
  return std::nullopt;
}

// The bridge on `site` along board side `end` and its opposite: both ends on a field of the
// tile, no bridge there yet, and each end facing an empty square, the tile being laid (whose
// side core matches), or a road (CAR-294).
std::optional<Rejection> site_refusal(const Game& g, const Site& site, Side end, std::optional<Coord> laying) {
  if (has_bridge(*site.type))
    return Rejection{kBridgeCrossing, fmt::format("the tile at ({},{}) has a bridge already: a second one would not rest on "
                                                  "a field (CAR-297)", site.at.x, site.at.y)};
  // A tile changed once already (a square two half tiles share) takes no bridge: Board::alter
  // adds features to a tile once.
  if (site.index >= 0 && g.board().tile(site.index).added_first >= 0)
    return Rejection{kBridgeCrossing, fmt::format("the tile at ({},{}) was changed in play already: it takes no bridge", site.at.x, site.at.y)};
  for (Side e : {end, opposite(end)})
    if (side_open(*site.type, e, site.rot) || site.type->side(e, site.rot) != SideKind::Field)  // an open side shows no field
      return Rejection{kBridgeNotField, fmt::format("the {} end of the bridge would not lie on a field of the tile at ({},{})",
                                                    side_name(e), site.at.x, site.at.y)};
  for (Side e : {end, opposite(end)}) {
    Coord n = neighbour(site.at, e);
    if (laying && n == *laying) continue;
    const PlacedTile* nb = g.board().at(n);
    if (nb && nb->side(opposite(e)) != SideKind::Road)
      return Rejection{kBridgeEnd, fmt::format("the {} end of the bridge meets the tile at ({},{}), which shows no road there "
                                               "(CAR-294)", side_name(e), n.x, n.y)};
  }
  return std::nullopt;
}

Side unrotated(Side board_side, Rotation rot) { return static_cast<Side>((static_cast<int>(board_side) + 4 - rot % 4) % 4); }

bool adjacent(Coord a, Coord b) { return (a.x == b.x && (a.y - b.y == 1 || b.y - a.y == 1)) || (a.y == b.y && (a.x - b.x == 1 || b.x - a.x == 1)); }

ModuleAction bridge_action(const Game& g, Coord at, Side end) {
  return ModuleAction::of(*g.rules().verbs.find(kBridgeVerb),
                          {ActionArg{ArgKind::Square, at.x, at.y}, ActionArg{ArgKind::Side, static_cast<int>(end), 0}});
}

void record_bridge(Game& g) {
  std::vector<int>& s = state(g);
  s[kBridgeTurn] = current_turn(g);
  s[kBridgePart] = g.turn_part();
  g.set_tokens(g.active_player(), bridge_kind(g), g.players()[g.active_player()].tokens[bridge_kind(g)] - 1);
}

// The bridges that could let `tile` lie at `at` with rotation `rot` where its sides alone do
// not fit (`needs`: what the tiles around ask, as the board keeps it per frontier square):
// fields of the tile meeting roads (a bridge on the tile along that line), or one road of the
// tile meeting a field (a bridge on that neighbour). Each is to be checked in full.
template <class Out>
void mending_bridges(const Game& g, const TileType* tile, Coord at, Rotation rot, SideNeeds needs, Out&& out) {
  int field_meets_road = 0, road_meets_field = 0, other = 0;
  Side road_side{}, field_side{};
  for (int s = 0; s < kSides; ++s) {
    unsigned need = (needs >> (4 * s)) & 0xFu;
    if (!(need & 8u)) continue;  // no tile beyond this side
    Side side = static_cast<Side>(s);
    SideKind mine = tile->side(side, rot), theirs = static_cast<SideKind>(need & 7u);
    if (mine == theirs) continue;
    if (mine == SideKind::Field && theirs == SideKind::Road) {
      ++field_meets_road;
      field_side = side;
    } else if (mine == SideKind::Road && theirs == SideKind::Field) {
      ++road_meets_field;
      road_side = side;
    } else {
      ++other;
    }
  }
  if (other) return;
  // Cheap necessary conditions first; the full check follows for what passes them.
  if (field_meets_road && !road_meets_field && tile->side(opposite(field_side), rot) == SideKind::Field)
    out(at, static_cast<Side>(static_cast<int>(field_side) % 2));
  if (road_meets_field == 1 && !field_meets_road) {
    Coord other_square = neighbour(at, road_side);
    const PlacedTile* nb = g.board().at(other_square);
    if (nb && nb->side(road_side) == SideKind::Field && !has_bridge(*nb->type))
      out(other_square, static_cast<Side>(static_cast<int>(road_side) % 2));
  }
}

// Calls visit(square, rotation, bridge square, bridge end) for every bridge that could let
// `tile` lie where its sides alone do not fit (from the needs kept per frontier square).
template <class Visit>
void each_mending_bridge(const Game& g, const TileType* tile, Visit&& visit) {
  const auto& squares = g.board().frontier();
  const auto& needs = g.board().frontier_needs();
  for (std::size_t i = 0; i < squares.size(); ++i)
    for (Rotation r = 0; r < 4; ++r)
      mending_bridges(g, tile, squares[i], r, needs[i].needs(), [&](Coord at, Side end) { visit(squares[i], r, at, end); });
}

}  // namespace

const TileType* bridged(const TileType& t, Side end) {
  static std::mutex lock;
  static std::map<std::pair<const TileType*, int>, std::unique_ptr<TileType>> made;
  int axis = static_cast<int>(end) % 2;
  std::lock_guard<std::mutex> hold(lock);
  auto& slot = made[{&t, axis}];
  if (slot) return slot.get();
  auto v = std::make_unique<TileType>(t);
  auto index = static_cast<signed char>(v->features.size());
  TileFeature road;
  road.kind = FeatureKind::Road;
  road.symbols = {kBridgeSymbol};
  for (Side s : {static_cast<Side>(axis), static_cast<Side>(axis + 2)}) {
    Port mid = middle_port(s);
    int under = v->port_owner[mid];
    if (under >= 0) v->features[static_cast<std::size_t>(under)].ports &= static_cast<PortMask>(~(1u << mid));
    road.ports |= static_cast<PortMask>(1u << mid);
    v->port_owner[mid] = index;
    v->sides[static_cast<std::size_t>(s)] = SideKind::Road;
  }
  v->features.push_back(std::move(road));
  slot = std::move(v);
  return slot.get();
}

bool has_bridge(const TileType& t) {
  for (const TileFeature& f : t.features)
    if (f.kind == FeatureKind::Road && f.has_symbol(kBridgeSymbol)) return true;
  return false;
}

std::optional<Rejection> check_bridge(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Deploy)
    return Rejection{reason::kWrongPhase, fmt::format("a bridge is built with the placement that needs it (`with`) or in the "
                                                      "figure step; the game waits for {}", g.phase_label())};
  if (auto r = may_build(g)) return r;
  Coord at{a.arg(0).a, a.arg(0).b};
  int index = g.board().index_at(at);
  const PlacedTile& placed = g.board().tile(g.last_placed());
  if (index < 0 || !(index == g.last_placed() || adjacent(at, placed.at)))
    return Rejection{kBridgeFar, fmt::format("a bridge goes on the tile just placed at ({},{}) or on a tile beside it",
                                             placed.at.x, placed.at.y)};
  const PlacedTile& pt = g.board().tile(index);
  return site_refusal(g, Site{pt.type, pt.at, pt.rot, index}, static_cast<Side>(a.arg(1).a), std::nullopt);
}

void build_bridge(Game& g, const ModuleAction& a) {
  Coord at{a.arg(0).a, a.arg(0).b};
  int index = g.board().index_at(at);
  const PlacedTile& pt = g.board().tile(index);
  auto end = static_cast<Side>(a.arg(1).a);
  g.alter_tile(index, bridged(*pt.type, unrotated(end, pt.rot)));
  record_bridge(g);
  g.note(g.active_player(), fmt::format("{} builds a bridge on ({},{}) from its {} side to its {} side", g.players()[g.active_player()].name,
                                        at.x, at.y, side_name(end), side_name(opposite(end))));
}

std::optional<Rejection> bridge_layout_change(const Game& g, const PlaceTile& a, LayoutChange& change) {
  const ModuleAction& with = *a.with;
  if (g.rules().verbs.at(with.verb).name != kBridgeVerb) return Rejection{reason::kUnknownAction, "only a bridge goes with a placement"};
  if (auto r = may_build(g)) return r;
  if (!g.check(PlaceTile{a.tile, a.at, a.rot}))
    return Rejection{kBridgeNotNeeded, fmt::format("{} fits at ({},{}) as it is: build the bridge after placing it", a.tile->id,
                                                   a.at.x, a.at.y)};
  Coord at{with.arg(0).a, with.arg(0).b};
  auto end = static_cast<Side>(with.arg(1).a);
  if (at == a.at) {
    if (auto r = site_refusal(g, Site{a.tile, a.at, a.rot, -1}, end, std::nullopt)) return r;
    change.laid = bridged(*a.tile, unrotated(end, a.rot));
    return std::nullopt;
  }
  int index = g.board().index_at(at);
  if (index < 0 || !adjacent(at, a.at))
    return Rejection{kBridgeFar, fmt::format("a bridge goes on the tile being placed at ({},{}) or on a tile beside it", a.at.x, a.at.y)};
  const PlacedTile& pt = g.board().tile(index);
  if (auto r = site_refusal(g, Site{pt.type, pt.at, pt.rot, index}, end, a.at)) return r;
  change.altered_tile = index;
  change.altered_to = bridged(*pt.type, unrotated(end, pt.rot));
  return std::nullopt;
}

void bridge_built_with(Game& g, const PlaceTile& a) {
  record_bridge(g);
  Coord at{a.with->arg(0).a, a.with->arg(0).b};
  auto end = static_cast<Side>(a.with->arg(1).a);
  g.note(g.active_player(), fmt::format("{} builds a bridge on ({},{}) from its {} side to its {} side so that {} fits at ({},{})",
                                        g.players()[g.active_player()].name, at.x, at.y, side_name(end), side_name(opposite(end)),
                                        a.tile->id, a.at.x, a.at.y));
}

std::optional<Rejection> bridge_setup_change(const Game& g, const PlaceTile& a, LayoutChange& change) {
  const ModuleAction& with = *a.with;
  if (g.rules().verbs.at(with.verb).name != kBridgeVerb) return Rejection{reason::kUnknownAction, "only a bridge goes with a setup tile"};
  Coord at{with.arg(0).a, with.arg(0).b};
  if (!(at == a.at)) return Rejection{kBridgeFar, "a setup tile carries its own bridge: name its own square"};
  if (auto r = site_refusal(g, Site{a.tile, a.at, a.rot, -1}, static_cast<Side>(with.arg(1).a), std::nullopt)) return r;
  change.laid = bridged(*a.tile, unrotated(static_cast<Side>(with.arg(1).a), a.rot));
  return std::nullopt;
}

std::optional<ModuleAction> bridge_setup_action(const Game& g, int tile) {
  const PlacedTile& pt = g.board().tile(tile);
  for (const TileFeature& f : pt.type->features)
    if (f.kind == FeatureKind::Road && f.has_symbol(kBridgeSymbol))
      for (int s = 0; s < kSides; ++s)
        if (f.ports & (1u << middle_port(static_cast<Side>(s))))
          return bridge_action(g, pt.at, static_cast<Side>(static_cast<int>(rotate(static_cast<Side>(s), pt.rot)) % 2));
  return std::nullopt;
}

void list_bridges(const Game& g, std::vector<Action>& out) {
  if (g.phase() == Phase::PlaceTile && g.drawn_tile()) {
    if (may_build(g)) return;
    const TileType* tile = g.drawn_tile();
    each_mending_bridge(g, tile, [&](Coord c, Rotation r, Coord at, Side end) {
      PlaceTile p{tile, c, r, std::make_shared<const ModuleAction>(bridge_action(g, at, end))};
      if (!g.check(p)) out.emplace_back(std::move(p));
    });
  } else if (g.phase() == Phase::Deploy && g.last_placed() >= 0) {
    if (may_build(g)) return;
    Coord placed = g.board().tile(g.last_placed()).at;
    for (Coord at : {placed, neighbour(placed, Side::N), neighbour(placed, Side::E), neighbour(placed, Side::S),
                     neighbour(placed, Side::W)}) {
      if (g.board().index_at(at) < 0) continue;
      for (Side end : {Side::N, Side::E}) {
        ModuleAction a = bridge_action(g, at, end);
        if (!check_bridge(g, a)) out.emplace_back(a);
      }
    }
  }
}

bool bridge_mends(const Game& g, const TileType* tile) {
  if (may_build(g)) return false;
  bool found = false;
  each_mending_bridge(g, tile, [&](Coord c, Rotation r, Coord at, Side end) {
    found = found || !g.check(PlaceTile{tile, c, r, std::make_shared<const ModuleAction>(bridge_action(g, at, end))});
  });
  return found;
}

}  // namespace carc::bcb
