#include "plague_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/game.hpp"
#include "expansions/castles_germany/castles.hpp"
#include "expansions/princess_dragon/fairy.hpp"
#include "plague_names.hpp"

namespace carc {

using namespace plague;

namespace {

// The plague's tokens as they lie: where each outbreak token and each flea is, and which side is up.
struct Plague {
  std::array<int, kOutbreaks> out_tile{};
  std::array<char, kOutbreaks> out_gone{};
  std::array<int, kFleas> flea_tile{};
  std::array<char, kFleas> flea_on{};
  int spread_done = 0, fled = 0, source_turn = 0;

  Plague() {
    out_tile.fill(-1);
    flea_tile.fill(-1);
  }
  bool broken_out() const { return out_tile[0] >= 0; }
  bool outbreak_active(int n) const { return out_tile[static_cast<std::size_t>(n)] >= 0 && !out_gone[static_cast<std::size_t>(n)]; }
  int flea_at(int tile) const {
    for (int f = 0; f < kFleas; ++f)
      if (flea_tile[static_cast<std::size_t>(f)] == tile) return f;
    return -1;
  }
  int in_supply() const { return static_cast<int>(std::count(flea_tile.begin(), flea_tile.end(), -1)); }
  bool any_latent() const {
    for (int f = 0; f < kFleas; ++f)
      if (flea_tile[static_cast<std::size_t>(f)] >= 0 && !flea_on[static_cast<std::size_t>(f)]) return true;
    return false;
  }
  int active_outbreaks() const {
    int n = 0;
    for (int i = 0; i < kOutbreaks; ++i) n += outbreak_active(i);
    return n;
  }
  bool active_outbreak_on(int tile) const {
    for (int i = 0; i < kOutbreaks; ++i)
      if (outbreak_active(i) && out_tile[static_cast<std::size_t>(i)] == tile) return true;
    return false;
  }
  friend bool operator==(const Plague&, const Plague&) = default;
};

Plague load(const Game& g) {
  Plague p;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) return p;
  auto at = [&](int i) { return s[static_cast<std::size_t>(i)]; };
  p.spread_done = at(kSpreadDoneAt);
  p.fled = at(kFledAt);
  p.source_turn = at(kSourceTurnAt);
  for (int i = 0; i < kOutbreaks; ++i) {
    p.out_tile[static_cast<std::size_t>(i)] = at(kOutTile + i);
    p.out_gone[static_cast<std::size_t>(i)] = static_cast<char>(at(kOutGone + i));
  }
  for (int f = 0; f < kFleas; ++f) {
    p.flea_tile[static_cast<std::size_t>(f)] = at(kFleaTile + f);
    p.flea_on[static_cast<std::size_t>(f)] = static_cast<char>(at(kFleaOn + f));
  }
  return p;
}

void save(Game& g, const Plague& p) {
  std::vector<int>& s = g.module_state(kModule);
  s.assign(static_cast<std::size_t>(kStateSize), 0);
  auto at = [&](int i) -> int& { return s[static_cast<std::size_t>(i)]; };
  at(kSpreadDoneAt) = p.spread_done;
  at(kFledAt) = p.fled;
  at(kSourceTurnAt) = p.source_turn;
  for (int i = 0; i < kOutbreaks; ++i) {
    at(kOutTile + i) = p.out_tile[static_cast<std::size_t>(i)];
    at(kOutGone + i) = p.out_gone[static_cast<std::size_t>(i)];
  }
  for (int f = 0; f < kFleas; ++f) {
    at(kFleaTile + f) = p.flea_tile[static_cast<std::size_t>(f)];
    at(kFleaOn + f) = p.flea_on[static_cast<std::size_t>(f)];
  }
}

bool is_source(const TileType* t) { return t && t->has_symbol(kSourceSymbol); }
bool source_tile(const Game& g, int tile) { return tile >= 0 && is_source(g.board().tile(tile).type); }

// The other half of a German castle when the double tile counts as one square for the plague
// (german-castle-squares = one, CAR-352), else -1.
// (Looked up once per rule that walks the board: an option lookup costs more than the walk.)
bool one_square(const Game& g) { return castles_germany::counts_as_one_square(g); }
int twin(const Game& g, bool one, int tile) { return one && tile >= 0 ? castles_germany::other_half(g, tile) : -1; }

bool side_by_side(const Game& g, int a, int b) {
  Coord x = g.board().tile(a).at, y = g.board().tile(b).at;
  return std::abs(static_cast<long long>(x.x) - y.x) + std::abs(static_cast<long long>(x.y) - y.y) == 1;
}

// Tiles that share a side, a German castle counted as one square under that option.
bool touching(const Game& g, bool one, int a, int b) {
  int a2 = twin(g, one, a), b2 = twin(g, one, b);
  if (side_by_side(g, a, b) || a2 == b) return true;
  return (a2 >= 0 && side_by_side(g, a2, b)) || (b2 >= 0 && side_by_side(g, a, b2)) ||
         (a2 >= 0 && b2 >= 0 && side_by_side(g, a2, b2));
}

// Plague regions are the tiles of active outbreaks and of fleas joined side to side (never
// corner to corner). A region with several active outbreaks keeps the highest and turns the
// others to their farm side for good (merging); a flea is active exactly when its region holds
// an active outbreak (latency after an eradication or a split, reactivation after a merger).
// An eradicated source belongs to no region, so its eradication may split one: settle again.
void settle(const Game& g, Plague& p) {
  const bool one = one_square(g);
  for (;;) {
    std::vector<int> tiles, comp;
    for (int i = 0; i < kOutbreaks; ++i)
      if (p.outbreak_active(i)) tiles.push_back(p.out_tile[static_cast<std::size_t>(i)]);
    for (int t : p.flea_tile)
      if (t >= 0) tiles.push_back(t);
    comp.assign(tiles.size(), -1);
    std::vector<Coord> at;
    for (int t : tiles) at.push_back(g.board().tile(t).at);
    // Side by side as the tiles lie (cheap), or through a German castle counted as one square.
    auto joined = [&](std::size_t a, std::size_t b) {
      long long d = std::abs(static_cast<long long>(at[a].x) - at[b].x) + std::abs(static_cast<long long>(at[a].y) - at[b].y);
      return d == 1 || (one && touching(g, one, tiles[a], tiles[b]));
    };
    int comps = 0;
    for (std::size_t s = 0; s < tiles.size(); ++s) {
      if (comp[s] >= 0) continue;
      std::vector<std::size_t> todo = {s};
      comp[s] = comps;
      while (!todo.empty()) {
        std::size_t a = todo.back();
        todo.pop_back();
        for (std::size_t b = 0; b < tiles.size(); ++b)
          if (comp[b] < 0 && joined(a, b)) {
            comp[b] = comps;
            todo.push_back(b);
          }
      }
      ++comps;
    }
    auto comp_of = [&](int tile) {
      for (std::size_t i = 0; i < tiles.size(); ++i)
        if (tiles[i] == tile) return comp[i];
      return -1;
    };
    bool changed = false;
    std::vector<int> highest(static_cast<std::size_t>(comps), -1);
    for (int i = 0; i < kOutbreaks; ++i)
      if (p.outbreak_active(i)) {
        int c = comp_of(p.out_tile[static_cast<std::size_t>(i)]);
        int& h = highest[static_cast<std::size_t>(c)];
        if (h >= 0) {  // merged: the lower number is eradicated (outbreaks are visited in order)
          p.out_gone[static_cast<std::size_t>(h)] = 1;
          changed = true;
        }
        h = i;
      }
    if (changed) continue;
    for (int f = 0; f < kFleas; ++f) {
      int t = p.flea_tile[static_cast<std::size_t>(f)];
      p.flea_on[static_cast<std::size_t>(f)] = static_cast<char>(t >= 0 && highest[static_cast<std::size_t>(comp_of(t))] >= 0);
    }
    return;
  }
}

// The tiles a flea may be put on: next to (sharing a side with) an active outbreak's tile or an
// active flea's tile, with no flea on it yet, and no plague source (CAR:plague/no-flea-on-source).
std::vector<int> flea_targets(const Game& g, const Plague& p) {
  const bool one = one_square(g);
  std::vector<int> active, out;
  for (int i = 0; i < kOutbreaks; ++i)
    if (p.outbreak_active(i)) active.push_back(p.out_tile[static_cast<std::size_t>(i)]);
  for (int f = 0; f < kFleas; ++f)
    if (p.flea_tile[static_cast<std::size_t>(f)] >= 0 && p.flea_on[static_cast<std::size_t>(f)])
      active.push_back(p.flea_tile[static_cast<std::size_t>(f)]);
  auto flea_on_square = [&](int t) { return p.flea_at(t) >= 0 || (twin(g, one, t) >= 0 && p.flea_at(twin(g, one, t)) >= 0); };
  for (int a : active)
    for (int from : {a, twin(g, one, a)}) {
      if (from < 0) continue;
      for (int s = 0; s < kSides; ++s) {
        int t = g.board().index_at(neighbour(g.board().tile(from).at, static_cast<Side>(s)));
        if (t < 0 || t == a || flea_on_square(t) || source_tile(g, t)) continue;
        if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
      }
    }
  std::sort(out.begin(), out.end());
  return out;
}

// Where the next flea comes from: the supply while it has one (-1); then a latent flea; when
// no flea is latent any more, an active one (all 18 in play, CAR:plague/all-fleas-one-region).
std::vector<int> flea_origins(const Plague& p) {
  if (p.in_supply() > 0) return {-1};
  std::vector<int> out;
  bool latent = p.any_latent();
  for (int f = 0; f < kFleas; ++f)
    if (!latent || !p.flea_on[static_cast<std::size_t>(f)]) out.push_back(f);
  return out;
}

// The position with flea `f` lifted from its tile (-1: none lifted).
Plague lifted(const Game& g, const Plague& p, int f) {
  Plague q = p;
  if (f >= 0) {
    q.flea_tile[static_cast<std::size_t>(f)] = -1;
    q.flea_on[static_cast<std::size_t>(f)] = 0;
    settle(g, q);
  }
  return q;
}

bool own_moment(const Game& g) {
  if (g.decider() != g.active_player()) return false;
  return g.phase() == Phase::PlaceTile || g.phase() == Phase::Deploy || g.phase() == Phase::ExtraTile ||
         g.waits_for(kSpreadPhase);
}

// Whether the active player still owes this turn's flea: the plague has broken out, he has not
// spread yet, and he neither drew nor laid a plague source this turn (CAR:plague/another-outbreak).
// spread_done and source_turn hold the turn part (plus one) in which they happened: under
// plague-spread-frequency = per-tile a builder's second tile owes a flea of its own
// (CAR:conflicts/c15-plague-spread).
bool spread_owed(const Game& g, const Plague& p) {
  if (!p.broken_out()) return false;
  bool per_tile = g.options().is(kOptFrequency, "per-tile");
  auto this_part = [&](int done) { return done && (!per_tile || done - 1 == g.turn_part()); };
  if (this_part(p.spread_done) || this_part(p.source_turn)) return false;
  return !(g.phase() == Phase::PlaceTile && is_source(g.drawn_tile()));
}

int square_tile(const Game& g, const ActionArg& a) { return g.board().index_at(Coord{a.a, a.b}); }

std::optional<Rejection> check_flea(const Game& g, const Plague& p, const ModuleAction& a) {
  if (!own_moment(g))
    return Rejection{reason::kWrongPhase, fmt::format("a flea is spread in one's own turn, after the draw; the game waits for {}", g.phase_label())};
  if (!p.broken_out()) return Rejection{kNoOutbreak, "the plague has not broken out: no outbreak token is in play"};
  bool per_tile = g.options().is(kOptFrequency, "per-tile");
  if (p.spread_done && (!per_tile || p.spread_done - 1 == g.turn_part()))
    return Rejection{kSpreadDone, per_tile ? "the plague spreads by one flea a tile, and this tile's is spread"
                                           : "the plague spreads by one flea a turn, and this turn's is spread"};
  if (!spread_owed(g, p))
    return Rejection{kSourceTurn, "the player who draws a plague source places its outbreak instead of a flea this turn"};
  int f = -1;
  auto origins = flea_origins(p);
  if (a.argc == 1) {
    if (origins.front() != -1) return Rejection{kFleaSource, "the supply has no flea left: name the flea to move, `flea (x,y) (from-x,from-y)`"};
  } else {
    if (origins.front() == -1) return Rejection{kFleaSource, "a flea comes from the supply while it holds one"};
    int from = square_tile(g, a.arg(1));
    f = from < 0 ? -1 : p.flea_at(from);
    if (f < 0) return Rejection{kFleaSource, fmt::format("no flea lies on ({},{})", a.arg(1).a, a.arg(1).b)};
    if (std::find(origins.begin(), origins.end(), f) == origins.end())
      return Rejection{kFleaSource, "while some flea is latent, the flea moved must be a latent one"};
  }
  Plague q = lifted(g, p, f);
  int t = square_tile(g, a.arg(0));
  std::string why;
  if (t < 0) why = "there is no tile";
  else if (p.flea_at(t) >= 0) why = "a flea already lies there";
  else if (source_tile(g, t)) why = "a flea never goes onto a plague source tile";
  else {
    auto targets = flea_targets(g, q);
    if (std::binary_search(targets.begin(), targets.end(), t)) return std::nullopt;
    why = "it shares no side with an active plague region";
  }
  return Rejection{kFleaTarget, fmt::format("no flea may go to ({},{}): {}", a.arg(0).a, a.arg(0).b, why)};
}

bool strikes(const Game& g, const Figure& f) {
  if (f.neutral() || !f.on_one_tile()) return false;  // CAR-456; a barn and a castle's followers stand on no one tile (CAR-455, CAR-457)
  return g.rules().figures.at(f.kind).follower || g.options().is(kOptOthers, "removed");  // CAR-458
}

void apply_flea(Game& g, const ModuleAction& a) {
  Plague p = load(g);
  int f = -1;
  if (a.argc == 2) f = p.flea_at(square_tile(g, a.arg(1)));
  Plague q = lifted(g, p, f);
  if (f < 0) f = q.flea_at(-1);
  int t = square_tile(g, a.arg(0));
  q.flea_tile[static_cast<std::size_t>(f)] = t;
  q.flea_on[static_cast<std::size_t>(f)] = 1;
  settle(g, q);
  q.spread_done = g.turn_part() + 1;
  save(g, q);
  Coord at = g.board().tile(t).at;
  g.note(g.active_player(), a.argc == 2 ? fmt::format("the plague spreads: a flea moves to ({},{})", at.x, at.y)
                                        : fmt::format("the plague spreads: a flea from the supply to ({},{})", at.x, at.y));
  std::vector<int> struck;
  const int other = twin(g, one_square(g), t);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& fig = g.figures()[static_cast<std::size_t>(id)];
    if ((fig.tile == t || (other >= 0 && fig.tile == other)) && strikes(g, fig)) struck.push_back(id);
  }
  for (int id : struck)
    if (g.figures()[static_cast<std::size_t>(id)].placed()) g.remove_figure(id, "struck by the plague");
  if (g.waits_for(kSpreadPhase)) g.close_decision();
}

// ---- Flight.

struct Segment {
  int tile, feature;
  friend bool operator==(const Segment&, const Segment&) = default;
};

// The segments of the follower's road, city or farm it may flee to: reached from its own tile
// through tiles of the same feature, never into or across a tile with a flea (active or latent)
// or an active outbreak (CAR:plague/flight-limits), on another tile than its own.
std::vector<Segment> flight_targets(const Game& g, const Plague& p, int figure) {
  const Figure& f = g.figures()[static_cast<std::size_t>(figure)];
  NodeId root = g.regions().find(g.node_of(f.tile, f.feature));
  const bool one = one_square(g);
  auto blocked = [&](int t) { return p.flea_at(t) >= 0 || p.active_outbreak_on(t) || (twin(g, one, t) >= 0 && p.flea_at(twin(g, one, t)) >= 0); };
  std::vector<Segment> seen = {{f.tile, f.feature}}, todo = seen, out;
  while (!todo.empty()) {
    Segment s = todo.back();
    todo.pop_back();
    const PlacedTile& pt = g.board().tile(s.tile);
    PortMask m = pt.feature_ports(s.feature);
    for (int port = 0; port < kPorts; ++port) {
      if (!(m & (1u << port))) continue;
      int nb = g.board().index_at(neighbour(pt.at, side_of(static_cast<Port>(port))));
      if (nb < 0) continue;
      int nf = g.board().tile(nb).feature_at(facing_port(static_cast<Port>(port)));
      if (nf < 0 || g.regions().find(g.node_of(nb, nf)) != root) continue;
      Segment n{nb, nf};
      if (std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
      seen.push_back(n);
      if (blocked(nb)) continue;  // neither onto it nor across it
      todo.push_back(n);
      if (nb != f.tile && !g.tile_closed_to(f.kind, nb)) out.push_back(n);
    }
  }
  return out;
}

// Whether the plague has hit the follower's feature: a tile of it bears a flea or an active
// outbreak (option plague-flight = struck).
bool feature_hit(const Game& g, const Plague& p, NodeId root) {
  for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t) {
    if (p.flea_at(t) < 0 && !p.active_outbreak_on(t)) continue;
    const PlacedTile& pt = g.board().tile(t);
    for (int ft = 0; ft < static_cast<int>(pt.type->features.size()); ++ft)
      if (g.regions().find(pt.node(ft)) == root) return true;
  }
  return false;
}

std::optional<Rejection> check_fleeing_figure(const Game& g, const Plague& p, int id) {
  if (id < 0 || id >= static_cast<int>(g.figures().size())) return Rejection{kFlightFigure, "no such figure"};
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (f.owner != g.active_player() || !f.on_board() || !g.rules().figures.at(f.kind).follower)
    return Rejection{kFlightFigure, "only a follower of the active player standing on a road, city or farm may flee"};
  NodeId root = g.regions().find(g.node_of(f.tile, f.feature));
  FeatureKind kind = g.regions().kind(root);
  if (kind != FeatureKind::Road && kind != FeatureKind::City && kind != FeatureKind::Field)
    return Rejection{kFlightFigure, "only a follower on a road, city or farm may flee (a monk may not)"};
  if (g.options().is(kOptFlight, "struck") && !feature_hit(g, p, root))
    return Rejection{kFlightFigure, "under plague-flight = struck only a follower whose feature the plague has hit may flee"};
  return std::nullopt;
}

std::optional<Rejection> check_flee(const Game& g, const Plague& p, const ModuleAction& a) {
  if (!own_moment(g)) return Rejection{reason::kWrongPhase, fmt::format("a follower flees in its owner's turn; the game waits for {}", g.phase_label())};
  if (!p.broken_out()) return Rejection{kNoOutbreak, "no follower flees before the plague has broken out"};
  if (p.fled) return Rejection{kFlightTaken, "one follower a turn may flee, and this turn's has fled"};
  if (auto r = check_fleeing_figure(g, p, a.arg(0).a)) return r;
  Segment to{a.arg(1).a, a.arg(1).b};
  auto targets = flight_targets(g, p, a.arg(0).a);
  if (std::find(targets.begin(), targets.end(), to) != targets.end()) return std::nullopt;
  return Rejection{kFlightTarget,
                   "a follower flees to another tile's segment of its own road, city or farm, reached without entering or "
                   "crossing a tile with a flea or an active outbreak"};
}

void apply_flee(Game& g, const ModuleAction& a) {
  Plague p = load(g);
  p.fled = 1;
  save(g, p);
  g.move_figure(a.arg(0).a, a.arg(1).a, Spot::Feature, a.arg(1).b, g.active_player());
  pd::fairy_follower_left(g, a.arg(0).a);  // a fairy beside it stays on the tile it leaves
}

}  // namespace

std::vector<std::string_view> PlagueModule::reason_codes() const {
  return {kNoOutbreak, kSourceTurn, kSpreadDone, kFleaTarget, kFleaSource, kFlightTaken, kFlightFigure, kFlightTarget, kSourceNoFollower};
}

void PlagueModule::register_options(OptionRegistry& r) const {
  r.add({kOptOthers,
         {"stay", "removed"},
         {"CAR-458"},
         "stay: a flea sends home only the followers on its tile, as the rule text says (a builder or pig still follows "
         "its owner's last follower home); removed: every player's figure standing on the tile goes home (the CAR does "
         "not know which is meant)",
         kModule});
  r.add({kOptFlight,
         {"any", "struck"},
         {"CAR-459"},
         "any: any follower on a road, city or farm may flee (the CAR's reading); struck: only one whose road, city or "
         "farm the plague has hit (a flea or an active outbreak on one of its tiles)",
         kModule});
  r.add({kOptSourceFigures,
         {"followers", "all"},
         {"CAR:plague/source-no-follower"},
         "followers: after laying a plague source the player deploys no follower, other figures still may (the rule "
         "text names followers only); all: no figure at all",
         kModule});
  r.add({kOptFrequency,
         {"per-turn", "per-tile"},
         {"CAR:conflicts/c15-plague-spread"},
         "per-turn: one flea a turn, even when a builder gives the player a second tile (004, the CAR's double-turn "
         "table); per-tile: a flea after every tile drawn, so a builder's second tile spreads another (000, read "
         "literally)",
         kModule});
  r.add({kOptEarly,
         {"redraw", "play"},
         {"CAR:plague/safe-tiles", "CAR-452"},
         "redraw: a plague source drawn while fewer than 18 tiles lie on the board goes back into the stack and the "
         "player draws again, so the first 17 placements are safe; play: it is played at once (a position built for a "
         "test, or a group that sets up its safe tiles otherwise)",
         kModule});
}

void PlagueModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kSpreadPhase);
  VerbDef flea{kFleaVerb, this, {{ArgKind::Square}, {ArgKind::Square, ArgKind::Square}}, "flea (x,y) [(from-x,from-y)]",
               "spread the plague: a flea onto the tile at (x,y), from the supply, or moved from the tile named second "
               "once the supply is empty; once a turn, at any moment of one's turn after the draw"};
  flea.any_time = true;
  verbs.add(std::move(flea));
  VerbDef flee{kFleeVerb, this, {{ArgKind::Figure, ArgKind::Feature}}, "flee PLAYER FIGURE KIND [PORT] at (x,y) KIND [PORT] at (x,y)",
               "one of your followers takes flight along its road, city or farm to the segment named second; once a turn"};
  flee.any_time = true;
  // Accepted at every moment of the turn but listed in the figure step and the owed spread
  // only (list_actions says why).
  flee.listed_form = [](const Game& g, const ModuleAction& a) -> std::optional<ModuleAction> {
    if (g.phase() == Phase::Deploy || g.waits_for(kSpreadPhase)) return a;
    return std::nullopt;
  };
  verbs.add(std::move(flee));
}

void PlagueModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<Rejection> PlagueModule::check_deployment(const Game& g, const Deploy& d) const {
  if (!source_tile(g, g.last_placed())) return std::nullopt;
  if (!g.rules().figures.at(d.figure_kind).follower && !g.options().is(kOptSourceFigures, "all")) return std::nullopt;
  return Rejection{kSourceNoFollower, "the player who lays a plague source deploys no follower this turn"};
}

void PlagueModule::at_step(Game& g, OrderStep step) const {
  if (g.module_state_or_empty(kModule).empty()) return;  // no source laid yet
  Plague p = load(g);
  if (step == OrderStep::TurnBegins) {
    p.spread_done = p.fled = p.source_turn = 0;
    // CAR:plague/eradicate: the supply empty and no latent flea left to move, the lowest active
    // outbreak is eradicated, unless it is the only active one.
    if (p.broken_out() && p.in_supply() == 0 && !p.any_latent() && p.active_outbreaks() > 1) {
      for (int i = 0; i < kOutbreaks; ++i)
        if (p.outbreak_active(i)) {
          p.out_gone[static_cast<std::size_t>(i)] = 1;
          settle(g, p);
          Coord at = g.board().tile(p.out_tile[static_cast<std::size_t>(i)]).at;
          g.note(g.active_player(), fmt::format("outbreak {} at ({},{}) is eradicated: no flea is left in the supply or latent", i + 1, at.x, at.y));
          break;
        }
    }
    save(g, p);
    return;
  }
  if (step != OrderStep::FeaturesScored || !spread_owed(g, p)) return;
  // The turn ends: a flea still owed is spread now, if any may go anywhere (CAR:plague/spread-every-turn).
  for (int f : flea_origins(p))
    for (int t : flea_targets(g, lifted(g, p, f)))
      if (f < 0 || t != p.flea_tile[static_cast<std::size_t>(f)]) {
      g.open_decision(*g.rules().phases.find(kSpreadPhase), g.active_player());
      return;
    }
}

void PlagueModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.module_state_or_empty(kModule).empty() || !own_moment(g)) return;
  Plague p = load(g);
  const VerbTable& verbs = g.rules().verbs;
  if (spread_owed(g, p)) {
    int verb = *verbs.find(kFleaVerb);
    for (int f : flea_origins(p))
      for (int t : flea_targets(g, lifted(g, p, f))) {
        Coord at = g.board().tile(t).at;
        if (f < 0) {
          out.emplace_back(ModuleAction::of(verb, {{ArgKind::Square, at.x, at.y}}));
        } else {
          if (t == p.flea_tile[static_cast<std::size_t>(f)]) continue;  // never back onto its own tile
          Coord from = g.board().tile(p.flea_tile[static_cast<std::size_t>(f)]).at;
          out.emplace_back(ModuleAction::of(verb, {{ArgKind::Square, at.x, at.y}, {ArgKind::Square, from.x, from.y}}));
        }
      }
  }
  // Flights are listed in the figure step and the owed spread only (they are accepted at every
  // moment of the turn): listed at each decision they would multiply self-play's work for no
  // new position.
  if (!p.broken_out() || p.fled || !(g.phase() == Phase::Deploy || g.waits_for(kSpreadPhase))) return;
  int verb = *verbs.find(kFleeVerb);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    if (g.figures()[static_cast<std::size_t>(id)].owner != g.active_player() || check_fleeing_figure(g, p, id)) continue;
    for (Segment s : flight_targets(g, p, id))
      out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}, {ArgKind::Feature, s.tile, s.feature}}));
  }
}

std::optional<Rejection> PlagueModule::check_action(const Game& g, const ModuleAction& a) const {
  Plague p = load(g);
  if (g.rules().verbs.at(a.verb).name == kFleaVerb) return check_flea(g, p, a);
  return check_flee(g, p, a);
}

void PlagueModule::apply_action(Game& g, const ModuleAction& a) const {
  if (g.rules().verbs.at(a.verb).name == kFleaVerb)
    apply_flea(g, a);
  else
    apply_flee(g, a);
}

// CAR:plague/first-outbreak, CAR:plague/another-outbreak: a source laid takes the lowest outbreak
// token not yet used; its player spreads no flea this turn.
void PlagueModule::tile_placed(Game& g, int tile_index) const {
  if (!source_tile(g, tile_index)) return;
  Plague p = load(g);
  p.source_turn = g.turn_part() + 1;
  for (int i = 0; i < kOutbreaks; ++i) {
    if (p.out_tile[static_cast<std::size_t>(i)] >= 0) continue;
    p.out_tile[static_cast<std::size_t>(i)] = tile_index;
    settle(g, p);
    Coord at = g.board().tile(tile_index).at;
    g.note(g.active_player(), fmt::format("outbreak {} breaks out at ({},{})", i + 1, at.x, at.y));
    break;
  }
  save(g, p);
}

ExpansionModule::SetAside PlagueModule::sets_aside(const Game& g, const TileType* t) const {
  if (!is_source(t) || g.options().is(kOptEarly, "play")) return {};
  if (static_cast<int>(g.board().tiles().size()) >= kSafeTiles) return {};
  return {"a plague source drawn before 18 tiles lie on the board goes back into the stack", true};
}

std::vector<std::string_view> PlagueModule::piece_names() const { return {kFleaPiece, kLatentPiece, kOutbreakPiece, kEradicatedPiece}; }

int PlagueModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  if (g.module_state_or_empty(kModule).empty()) return 0;
  Plague p = load(g);
  int n = 0;
  if (piece == kFleaPiece || piece == kLatentPiece) {
    int f = p.flea_at(tile_index);
    if (f >= 0 && (p.flea_on[static_cast<std::size_t>(f)] != 0) == (piece == kFleaPiece)) n = 1;
  } else {
    for (int i = 0; i < kOutbreaks; ++i)
      if (p.out_tile[static_cast<std::size_t>(i)] == tile_index && (p.out_gone[static_cast<std::size_t>(i)] != 0) == (piece == kEradicatedPiece))
        ++n;
  }
  return n;
}

std::optional<std::string> PlagueModule::check_state(const Game& g) const {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.empty()) return std::nullopt;
  if (s.size() != static_cast<std::size_t>(kStateSize)) return "the plague's state has the wrong size";
  Plague p = load(g);
  int tiles = static_cast<int>(g.board().tiles().size());
  for (int i = 0; i < kOutbreaks; ++i) {
    int t = p.out_tile[static_cast<std::size_t>(i)];
    if (t >= tiles || (t >= 0 && !source_tile(g, t))) return fmt::format("outbreak {} lies on no plague source", i + 1);
    if (t < 0 && i + 1 < kOutbreaks && p.out_tile[static_cast<std::size_t>(i + 1)] >= 0)
      return fmt::format("outbreak {} is in play while {} is not", i + 2, i + 1);
  }
  for (int f = 0; f < kFleas; ++f) {
    int t = p.flea_tile[static_cast<std::size_t>(f)];
    if (t < 0) continue;
    if (t >= tiles || source_tile(g, t)) return "a flea lies on a plague source or off the board";
    for (int e = f + 1; e < kFleas; ++e)
      if (p.flea_tile[static_cast<std::size_t>(e)] == t) return "two fleas share a tile";
  }
  if (p.broken_out() && p.active_outbreaks() == 0) return "no outbreak is active although the plague has broken out";
  Plague q = p;
  settle(g, q);
  if (!(q == p)) return "the fleas' sides or the outbreaks do not match the plague regions (a merger or latency not applied)";
  return std::nullopt;
}

}  // namespace carc
