#include "half_tiles.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#include "core/open_sides.hpp"
#include "core/table.hpp"
#include "hl_names.hpp"

namespace carc::halflings {

namespace {

// The side a half tile shows first (clockwise) as it lies with rotation r: N for r0.
Side first_side(Rotation r) { return rotate(Side::N, r); }
std::optional<Rotation> rotation_of(int side) {
  if (side < 0 || side >= kSides) return std::nullopt;
  return static_cast<Rotation>(side);
}

int held(const Game& g, int player, const TileType* t) {
  auto token = g.rules().tokens.find(token_name(t));
  return token && player >= 0 ? g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(*token)] : 0;
}

// Instead of drawing: at the start of the turn (the drawn tile goes back unseen), or before
// nature names the tile when draws are scripted; never as a turn's second tile, and never once
// the stack ran out (CAR:halflings/end).
bool halfling_decision(const Game& g) {
  return (g.phase() == Phase::PlaceTile || g.phase() == Phase::Draw) && g.turn_part() == 0;
}

const TileType* tile_arg(const ModuleAction& a) {
  const auto& types = builtin_catalog().types();
  int i = a.arg(0).a;
  return i >= 0 && i < static_cast<int>(types.size()) ? types[static_cast<std::size_t>(i)].get() : nullptr;
}

// Why half tile `t` may not lie on `at` turned by `rot` (nullopt: it may); wording only when asked.
std::optional<Rejection> refusal(const Game& g, const TileType* t, Coord at, Rotation rot, bool words) {
  auto why = [&](const char* code, const char* text, auto... args) -> std::optional<Rejection> {
    if (!words) return Rejection{code, {}};
    return Rejection{code, fmt::format(fmt::runtime(text), args...)};
  };
  if (!within_reach(at, g.board().empty() ? kBoardReach : kLayoutReach))
    return why(reason::kOutOfReach, "({},{}) is beyond the board's reach", at.x, at.y);
  if (g.table().beyond(at)) return why(reason::kTableEdge, "({},{}) lies past the edge of the table", at.x, at.y);
  const Board& b = g.board();
  const PlacedTile* here = b.at(at);
  if (here) {
    if (!is_half(here->type)) return why(reason::kSquareOccupied, "({},{}) is filled already", at.x, at.y);
    // Only the empty half of that square: the long sides lie against each other.
    if (rot != (here->rot + 2) % 4)
      return why(kHalfOccupied, "the half of ({},{}) that side {} names is taken; the empty half there is side {}", at.x, at.y,
                 side_letter(first_side(rot)), side_letter(first_side(static_cast<Rotation>((here->rot + 2) % 4))));
    char mine = long_side(*t).kind, theirs = long_side(*here->type).kind;
    if (mine != theirs)
      return why(kLongSideMismatch, "its long side ({}) does not continue the long side ({}) of the half tile on ({},{})",
                 mine == 'c' ? "city" : mine == 'r' ? "road" : "field", theirs == 'c' ? "city" : theirs == 'r' ? "road" : "field",
                 at.x, at.y);
  }
  bool touches = here != nullptr;  // the long side against another half's long side
  for (Side s : {first_side(rot), rotate(first_side(rot), 1)}) {
    const PlacedTile* nb = b.at(neighbour(at, s));
    if (!nb || side_open(*nb, opposite(s))) continue;  // an empty square or another half's empty part
    touches = true;
    SideKind mine = t->side(s, rot), theirs = nb->side(opposite(s));
    if (mine != theirs && theirs != SideKind::Closed)  // a wall (an abbey's) ends whatever meets it
      return why(reason::kEdgeMismatch, "its {} side does not continue the tile at ({},{})", side_letter(s), nb->at.x, nb->at.y);
  }
  if (!touches && !b.empty())
    return why(reason::kNotAdjacent, "neither short side touches a tile of the layout, nor its long side another half's");
  return std::nullopt;
}

// Every pair made so far (a game may make a few dozen): the types, and their parts by address.
struct Pairs {
  std::mutex lock;
  std::map<std::tuple<const TileType*, const TileType*, int>, std::unique_ptr<TileType>> made;
  std::map<const TileType*, PairParts> parts;
};
Pairs& pairs() {
  static Pairs all;
  return all;
}

}  // namespace

bool is_half(const TileType* t) {
  if (!t || t->expansion != kModule) return false;
  for (int s = 0; s < kSides; ++s)
    if (side_open(*t, static_cast<Side>(s), 0)) return true;
  return false;
}

const std::vector<const TileType*>& half_types() {
  static const std::vector<const TileType*> all = [] {
    std::vector<const TileType*> out;
    for (const auto& t : builtin_catalog().types())
      if (is_half(t.get())) out.push_back(t.get());
    return out;
  }();
  return all;
}

std::string token_name(const TileType* t) {
  std::string name = t->id;
  std::replace(name.begin(), name.end(), '/', '-');
  return name;
}

LongSide long_side(const TileType& t) {
  LongSide out;
  std::vector<int> fields;
  int road = -1, city = -1;
  for (int f = 0; f < static_cast<int>(t.features.size()); ++f) {
    const TileFeature& tf = t.features[static_cast<std::size_t>(f)];
    if (!tf.has_symbol("inner-end")) continue;
    if (tf.kind == FeatureKind::City) city = f;
    if (tf.kind == FeatureKind::Road) road = f;
    if (tf.kind == FeatureKind::Field) fields.push_back(f);
  }
  if (city >= 0 && road < 0 && fields.empty()) return {'c', city, city, city};
  if (city < 0 && road < 0 && fields.size() == 1) return {'f', fields[0], fields[0], fields[0]};
  if (city < 0 && road >= 0 && fields.size() == 2) {
    // The field nearer the north-west end owns the earlier ports clockwise from NNW.
    auto first_port = [&](int f) { return std::countr_zero(static_cast<unsigned>(t.features[static_cast<std::size_t>(f)].ports) | 0x1000u); };
    if (first_port(fields[1]) < first_port(fields[0])) std::swap(fields[0], fields[1]);
    return {'r', fields[0], road, fields[1]};
  }
  return out;  // not a long side this module knows: such a tile is refused everywhere
}

const TileType* pair_type(const TileType* first, Rotation first_rot, const TileType* second, Rotation second_rot) {
  auto rel = static_cast<Rotation>((second_rot + 4 - first_rot % 4) % 4);
  Pairs& all = pairs();
  std::lock_guard<std::mutex> hold(all.lock);
  auto& slot = all.made[{first, second, rel}];
  if (slot) return slot.get();
  slot = std::make_unique<TileType>();
  TileType& t = *slot;
  all.parts[slot.get()] = {first, second};
  t.id = fmt::format("{}+{}", first->id, second->id);
  t.name = fmt::format("{} and {} on one square", first->name, second->name);
  t.expansion = kModule;
  t.count = 0;
  t.per_player = true;
  t.features = first->features;
  auto na = static_cast<int>(first->features.size());
  for (TileFeature f : second->features) {
    f.ports = rotate_mask(f.ports, rel);
    for (int& c : f.borders) c += na;
    t.features.push_back(std::move(f));
  }
  t.symbols = first->symbols;
  t.symbols.insert(t.symbols.end(), second->symbols.begin(), second->symbols.end());
  t.port_owner.fill(-1);
  for (int f = 0; f < static_cast<int>(t.features.size()); ++f)
    for (int p = 0; p < kPorts; ++p)
      if (t.features[static_cast<std::size_t>(f)].ports & (1u << p)) t.port_owner[static_cast<std::size_t>(p)] = static_cast<signed char>(f);
  for (int s = 0; s < kSides; ++s)
    t.sides[static_cast<std::size_t>(s)] = side_open(*first, static_cast<Side>(s), 0) ? second->side(static_cast<Side>(s), rel)
                                                                                       : first->sides[static_cast<std::size_t>(s)];
  t.connections = first->connections;
  for (auto group : second->connections) {
    for (int& f : group) f += na;
    t.connections.push_back(std::move(group));
  }
  t.closes_sides = first->closes_sides || second->closes_sides;
  return &t;
}

std::optional<PairParts> pair_parts(const TileType* t) {
  if (!t || t->expansion != kModule || is_half(t)) return std::nullopt;
  Pairs& all = pairs();
  std::lock_guard<std::mutex> hold(all.lock);
  auto it = all.parts.find(t);
  if (it == all.parts.end()) return std::nullopt;
  return it->second;
}

void list_halflings(const Game& g, int verb, std::vector<Action>& out) {
  // Not offered while nature is to name the drawn tile: nature decides then, not the player.
  if (g.phase() != Phase::PlaceTile || !halfling_decision(g)) return;
  int player = g.active_player();
  const Board& b = g.board();
  // The halves of squares with one half tile: only the other half of each is free.
  std::vector<Coord> halves;
  for (const PlacedTile& pt : b.tiles())
    if (is_half(pt.type)) halves.push_back(pt.at);
  const auto& types = builtin_catalog().types();
  for (std::size_t i = 0; i < types.size(); ++i) {
    const TileType* t = types[i].get();
    if (!is_half(t) || held(g, player, t) == 0) continue;
    auto add = [&](Coord at, Rotation rot) {
      if (refusal(g, t, at, rot, false)) return;
      out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Tile, static_cast<int>(i), 0}, ActionArg{ArgKind::Square, at.x, at.y},
                                               ActionArg{ArgKind::Side, static_cast<int>(first_side(rot)), 0}}));
    };
    for (Coord f : b.frontier())
      for (Rotation r = 0; r < 4; ++r) add(f, r);
    for (Coord h : halves) add(h, static_cast<Rotation>((b.at(h)->rot + 2) % 4));
  }
}

std::optional<Rejection> check_halfling(const Game& g, const ModuleAction& a) {
  if (!halfling_decision(g))
    return Rejection{reason::kWrongPhase,
                     fmt::format("a half tile is laid instead of drawing, at the start of a turn; the game waits for {}", g.phase_label())};
  const TileType* t = tile_arg(a);
  if (!is_half(t)) return Rejection{kNotAHalf, fmt::format("{} is no half tile", t ? t->id : "that")};
  int player = g.active_player();
  if (held(g, player, t) == 0)
    return Rejection{kNoHalfling, fmt::format("{} holds no half tile {}", g.players()[static_cast<std::size_t>(player)].name, t->id)};
  auto rot = rotation_of(a.arg(2).a);
  if (!rot) return Rejection{reason::kBadArguments, "the side names the half: N, E, S or W"};
  return refusal(g, t, {a.arg(1).a, a.arg(1).b}, *rot, true);
}

std::vector<PlaceTile> halfling_tiles(const ModuleAction& a) {
  const TileType* t = tile_arg(a);
  auto rot = rotation_of(a.arg(2).a);
  if (!is_half(t) || !rot) return {};
  return {PlaceTile{t, {a.arg(1).a, a.arg(1).b}, *rot}};
}

void apply_halfling(Game& g, const ModuleAction& a) {
  int player = g.active_player();
  const TileType* t = tile_arg(a);
  g.set_tokens(player, *g.rules().tokens.find(token_name(t)), held(g, player, t) - 1);
  PlaceTile p = halfling_tiles(a).front();
  bool fills = g.board().at(p.at) != nullptr;
  g.note(player, fmt::format("lays the half tile {} {}instead of drawing{} (CAR:halflings/placing)", t->id,
                             fills ? "into the empty half of a square " : "",
                             g.phase() == Phase::PlaceTile ? "; the drawn tile goes back on top of the stack unseen" : ""));
  if (fills) p.with = std::make_shared<ModuleAction>(a);
  std::vector<PlaceTile> laid{p};
  g.place_supply_tiles(laid, player);
}

std::optional<Rejection> fill_square(const Game& g, const PlaceTile& p, LayoutChange& change) {
  int here = g.board().index_at(p.at);
  if (here < 0) return std::nullopt;
  const PlacedTile& first = g.board().tile(here);
  change.altered_tile = here;
  change.altered_to = pair_type(first.type, first.rot, p.tile, p.rot);
  change.laid = change.altered_to;  // nothing of its own: the tile on the square is the one placed
  return std::nullopt;
}

void join_long_sides(Game& g, const PlaceTile& p) {
  int tile = g.last_placed();
  if (tile < 0) return;
  auto parts = pair_parts(g.board().tile(tile).type);
  if (!parts) return;
  LongSide a = long_side(*parts->first), b = long_side(*parts->second);
  auto na = static_cast<int>(parts->first->features.size());
  auto join = [&](int fa, int fb) { g.link_features(g.node_of(tile, fa), g.node_of(tile, na + fb)); };
  (void)p;
  join(a.middle, b.middle);
  // The second half lies turned half round: its north-west end meets the first's south-east end.
  if (a.kind == 'r') {
    join(a.nw_end, b.se_end);
    join(a.se_end, b.nw_end);
  }
}

std::optional<Rejection> check_old_half(const Game& g, const Deploy& d) {
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  if (tile < 0 || tile != g.last_placed()) return std::nullopt;
  const PlacedTile& pt = g.board().tile(tile);
  auto parts = pair_parts(pt.type);
  if (!parts || d.feature < 0 || d.feature >= static_cast<int>(parts->first->features.size())) return std::nullopt;
  return Rejection{kOldHalf, "only the half tile just laid takes a figure; the other half of the square was laid before"};
}

bool barn_refused_on(const Game& g, const TileType* t) {
  if (!t || t->expansion != kModule || !g.options().registry().find(kBarn)) return false;
  return g.options().is(kBarn, "refused");
}

}  // namespace carc::halflings
