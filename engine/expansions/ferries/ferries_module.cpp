#include "ferries_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/game.hpp"
#include "ferries_names.hpp"

namespace carc {

using namespace ferries;

namespace {

struct Lake {
  int tile, a, b, movable, moved;
  bool has_ferry() const { return a >= 0; }
};

std::vector<Lake> lakes(const Game& g) {
  std::vector<Lake> out;
  const auto& s = g.module_state_or_empty(kModule);
  for (std::size_t i = kHeader; i + kEntry <= s.size(); i += kEntry) out.push_back({s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4]});
  return out;
}

// Index into module_state of the entry of lake `tile`, or -1.
int entry_of(const Game& g, int tile) {
  const auto& s = g.module_state_or_empty(kModule);
  for (std::size_t i = kHeader; i + kEntry <= s.size(); i += kEntry)
    if (s[i] == tile) return static_cast<int>(i);
  return -1;
}

int waiting(const Game& g) {
  const auto& s = g.module_state_or_empty(kModule);
  return s.size() > kWaiting ? s[kWaiting] : -1;
}

bool is_lake(const Game& g, int tile) {
  return tile >= 0 && tile < static_cast<int>(g.board().tiles().size()) && g.board().tile(tile).type->has_symbol(kLake);
}

// A road end on a lake: every road of a lake tile runs into its lake.
bool is_lake_end(const Game& g, int tile, int feature) {
  if (!is_lake(g, tile)) return false;
  const TileType& t = *g.board().tile(tile).type;
  return feature >= 0 && feature < static_cast<int>(t.features.size()) && t.features[static_cast<std::size_t>(feature)].kind == FeatureKind::Road;
}

// The board side a lake's road end comes in from.
Side side_of_end(const Game& g, int tile, int feature) {
  const PlacedTile& pt = g.board().tile(tile);
  for (int p = 1; p < kPorts; p += 3)
    if (pt.feature_at(static_cast<Port>(p)) == feature) return side_of(static_cast<Port>(p));
  return Side::N;
}

std::vector<int> lake_ends(const Game& g, int tile) {
  std::vector<int> out;
  const TileType& t = *g.board().tile(tile).type;
  for (int f = 0; f < static_cast<int>(t.features.size()); ++f)
    if (t.features[static_cast<std::size_t>(f)].kind == FeatureKind::Road) out.push_back(f);
  return out;
}

std::string where(const Game& g, int tile, int feature) {
  Coord at = g.board().tile(tile).at;
  return fmt::format("{} end at ({},{})", side_letter(side_of_end(g, tile, feature)), at.x, at.y);
}

// CAR-366, CAR-367: under the RGG turn summary the ferry steps need a follower the player put
// on a road of the tile just laid.
bool condition_met(const Game& g) {
  if (g.options().is(kCondition, "always")) return true;
  int tile = g.last_placed();
  if (tile < 0) return false;
  for (const Figure& f : g.figures())
    if (f.on_board() && f.tile == tile && f.owner == g.active_player() && g.rules().figures.at(f.kind).follower &&
        g.board().tile(tile).type->features[static_cast<std::size_t>(f.feature)].kind == FeatureKind::Road)
      return true;
  return false;
}

// The ferries met first when each road of the tile just laid is followed outward (CAR-364,
// CAR-365): a walk along road features that stops at a lake end, and takes the lake's ferry only
// when that ferry links this end. The tile just laid is never entered again, so its own new
// ferry takes no part. A road joined to another through no side (Regions::links: a tunnel's two
// mouths) is one road, so the walk crosses the link both ways, as it stands after the figure
// step. Lake tiles, as board indices.
std::set<int> first_ferries(const Game& g, int placed) {
  std::set<int> found;
  const Board& b = g.board();
  std::vector<Lake> all = lakes(g);
  auto ferry_at = [&](int tile, int feature) {
    for (const Lake& l : all)
      if (l.tile == tile && l.has_ferry() && (l.a == feature || l.b == feature)) return true;
    return false;
  };
  std::set<std::pair<int, int>> seen;
  std::vector<std::pair<int, int>> todo;
  auto leave = [&](int tile, int feature) {  // every road end of (tile, feature) that meets a neighbour or a link
    const PlacedTile& pt = b.tile(tile);
    for (int p = 1; p < kPorts; p += 3) {
      if (pt.feature_at(static_cast<Port>(p)) != feature) continue;
      int n = b.index_at(neighbour(pt.at, side_of(static_cast<Port>(p))));
      if (n < 0 || n == placed) continue;
      int g2 = b.tile(n).feature_at(facing_port(static_cast<Port>(p)));
      // A port no feature owns (the open side of a half tile) meets nothing.
      if (g2 < 0 || b.tile(n).type->features[static_cast<std::size_t>(g2)].kind != FeatureKind::Road) continue;
      if (seen.insert({n, g2}).second) todo.push_back({n, g2});
    }
    NodeId here = g.node_of(tile, feature);  // the road goes on across a link, whichever mouth it enters
    for (const auto& [x, y] : g.regions().links()) {
      NodeId there = x == here ? y : y == here ? x : -1;
      if (there < 0) continue;
      int n = g.regions().tile_of(there);
      if (n == placed) continue;
      int g2 = b.tile(n).feature_of(there);
      if (b.tile(n).type->features[static_cast<std::size_t>(g2)].kind != FeatureKind::Road) continue;
      if (seen.insert({n, g2}).second) todo.push_back({n, g2});
    }
  };
  const TileType& type = *b.tile(placed).type;
  for (int f = 0; f < static_cast<int>(type.features.size()); ++f)
    if (type.features[static_cast<std::size_t>(f)].kind == FeatureKind::Road) leave(placed, f);
  while (!todo.empty()) {
    auto [tile, feature] = todo.back();
    todo.pop_back();
    if (is_lake(g, tile)) {  // the road ends in the lake: a ferry there is the first one met
      if (ferry_at(tile, feature)) found.insert(tile);
      continue;
    }
    leave(tile, feature);
  }
  return found;
}

// Marks the movable ferries and opens the move decision when there are any (replacing the
// decision open now, if any); false when there are none.
bool offer_moves(Game& g, int move_phase) {
  int placed = g.last_placed();
  if (placed < 0 || !condition_met(g)) return false;
  std::set<int> first = first_ferries(g, placed);
  auto& s = g.module_state(kModule);
  bool any = false;
  for (std::size_t i = kHeader; i + kEntry <= s.size(); i += kEntry) {
    s[i + 3] = first.count(s[i]) && !s[i + 4] ? 1 : 0;
    any |= s[i + 3] != 0;
  }
  if (any) g.open_decision(move_phase, g.active_player());
  return any;
}

bool any_movable(const Game& g) {
  for (const Lake& l : lakes(g))
    if (l.movable && !l.moved) return true;
  return false;
}

// CAR-369: a figure that stands only beside its owner's follower (the builder) goes home when
// a ferry's move leaves no follower of his on its road.
void send_home_cut_off(Game& g) {
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!f.on_board() || f.neutral() || !g.rules().figures.at(f.kind).with_own_follower) continue;
    if (g.has_follower_on(f.owner, g.node_of(f.tile, f.feature))) continue;
    g.remove_figure(id, "cut off from its owner's follower by a ferry's move (CAR-369)");
  }
}

int ferries_on_board(const Game& g) {
  int n = 0;
  for (const Lake& l : lakes(g)) n += l.has_ferry() ? 1 : 0;
  return n;
}

int pair_piece(const Game& g, const Lake& l) {
  int x = static_cast<int>(side_of_end(g, l.tile, l.a)), y = static_cast<int>(side_of_end(g, l.tile, l.b));
  if (x > y) std::swap(x, y);
  // N E S W = 0 1 2 3: NE NS NW ES EW SW
  static constexpr int kIndex[4][4] = {{-1, 0, 1, 2}, {-1, -1, 3, 4}, {-1, -1, -1, 5}, {-1, -1, -1, -1}};
  return kIndex[x][y];
}

}  // namespace

std::vector<std::string_view> FerriesModule::reason_codes() const { return {kNotLakeEnds, kNotThisLake, kFerryUnchanged}; }

void FerriesModule::register_options(OptionRegistry& r) const {
  r.add({kCondition,
         {"always", "road-follower"},
         {"CAR-366", "CAR-367"},
         "always: a new lake's ferry is placed and the first ferries met may move whatever the figure step did (the rule "
         "text); road-follower: only after the player put a follower on a road of the tile just laid (RGG's turn summary)",
         kModule});
  r.add_preset_settings("rgg", kCondition, "road-follower");
}

void FerriesModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kPlacePhase, false);
  phases.add(kMovePhase, true);
  VerbDef ferry{kVerb, this, {{ArgKind::Feature, ArgKind::Feature}}, "ferry road SIDE at (x,y) road SIDE at (x,y)",
                "the ferry of that lake links these two of its road ends: the new lake's ferry (phase ferry-place), a first "
                "ferry met moved (phase ferry-move, pass to stop), or in a setup the ferry of a lake tile laid `with` it"};
  ferry.setup_on_laid = true;
  // The two road ends may be named in either order.
  ferry.listed_form = [](const Game&, const ModuleAction& a) -> std::optional<ModuleAction> {
    ModuleAction m = a;
    if (std::pair(m.args[1].a, m.args[1].b) < std::pair(m.args[0].a, m.args[0].b)) std::swap(m.args[0], m.args[1]);
    return m;
  };
  verbs.add(std::move(ferry));
}

void FerriesModule::prepare(Game& g) const {
  auto& s = g.module_state(kModule);
  s.assign(kHeader, 0);
  s[kWaiting] = -1;
}

void FerriesModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void FerriesModule::at_step(Game& g, OrderStep step) const {
  auto& s = g.module_state(kModule);
  if (s.size() < kHeader) return;
  if (step == OrderStep::TurnBegins) {  // a ferry moves once a turn, whatever the turn's tiles
    for (std::size_t i = kHeader; i + kEntry <= s.size(); i += kEntry) s[i + 3] = s[i + 4] = 0;
    return;
  }
  if (step != OrderStep::FiguresMoved) return;
  int placed = g.last_placed();
  if (placed < 0) return;
  if (is_lake(g, placed) && entry_of(g, placed) < 0) {
    bool ferry_left = ferries_on_board(g) < kSupply;
    s.insert(s.end(), {placed, -1, -1, 0, 0});
    if (!ferry_left) {  // only a scripted stack lays more lakes than the box has ferries
      g.note(g.active_player(), fmt::format("all {} ferries are on lakes: the new lake gets none, all its road ends are closed", kSupply));
      offer_moves(g, *g.rules().phases.find(kMovePhase));
      return;
    }
    if (condition_met(g)) {  // CAR-363: whether or not a follower went on
      g.module_state(kModule)[kWaiting] = placed;
      g.open_decision(*g.rules().phases.find(kPlacePhase), g.active_player());
      return;
    }
    g.note(g.active_player(), "no follower went on a road of the new lake: it gets no ferry, all its road ends are closed (CAR-366)");
    return;
  }
  offer_moves(g, *g.rules().phases.find(kMovePhase));
}

void FerriesModule::list_actions(const Game& g, std::vector<Action>& out) const {
  bool placing = g.waits_for(kPlacePhase), moving = g.waits_for(kMovePhase);
  if (!placing && !moving) return;
  int verb = *g.rules().verbs.find(kVerb);
  for (const Lake& l : lakes(g)) {
    if (placing ? l.tile != waiting(g) : !(l.movable && !l.moved)) continue;
    std::vector<int> ends = lake_ends(g, l.tile);
    for (std::size_t i = 0; i < ends.size(); ++i)
      for (std::size_t j = i + 1; j < ends.size(); ++j) {
        if (moving && ((ends[i] == l.a && ends[j] == l.b) || (ends[i] == l.b && ends[j] == l.a))) continue;
        out.push_back(ModuleAction::of(verb, {{ArgKind::Feature, l.tile, ends[i]}, {ArgKind::Feature, l.tile, ends[j]}}));
      }
  }
}

std::optional<Rejection> FerriesModule::check_action(const Game& g, const ModuleAction& a) const {
  bool placing = g.waits_for(kPlacePhase), moving = g.waits_for(kMovePhase);
  if (!placing && !moving)
    return Rejection{reason::kWrongPhase, fmt::format("a ferry is placed or moved after the figure step of a turn that laid a lake "
                                                      "or lengthened a road through a ferry, not in {}", g.phase_label())};
  int tile = a.arg(0).a, fa = a.arg(0).b, fb = a.arg(1).b;
  if (a.arg(1).a != tile || fa == fb || !is_lake_end(g, tile, fa) || !is_lake_end(g, tile, fb))
    return Rejection{kNotLakeEnds, "a ferry links two different road ends of one lake"};
  if (placing) {
    if (tile != waiting(g)) return Rejection{kNotThisLake, "the new ferry goes on the lake just laid"};
    return std::nullopt;
  }
  int at = entry_of(g, tile);
  if (at < 0) return Rejection{kNotThisLake, "that lake has no ferry"};
  Lake l = lakes(g)[static_cast<std::size_t>((at - kHeader) / kEntry)];
  if (l.moved) return Rejection{kNotThisLake, "a ferry moves once a turn"};
  if (!l.movable)
    return Rejection{kNotThisLake, "only the first ferry met along a road the tile just laid lengthened may move (CAR-364, CAR-365)"};
  if ((l.a == fa && l.b == fb) || (l.a == fb && l.b == fa)) return Rejection{kFerryUnchanged, "the ferry already links those two ends"};
  return std::nullopt;
}

void FerriesModule::apply_action(Game& g, const ModuleAction& a) const {
  int tile = a.arg(0).a, fa = a.arg(0).b, fb = a.arg(1).b;
  int at = entry_of(g, tile);
  int player = g.active_player();
  if (g.waits_for(kPlacePhase)) {
    auto& s = g.module_state(kModule);
    s[static_cast<std::size_t>(at + 1)] = fa;
    s[static_cast<std::size_t>(at + 2)] = fb;
    s[kWaiting] = -1;
    g.connect_features(g.node_of(tile, fa), g.node_of(tile, fb));
    g.note(player, fmt::format("the new lake's ferry links the {} and the {}; its other road ends are closed (CAR-363)", where(g, tile, fa),
                               where(g, tile, fb)));
    if (!offer_moves(g, *g.rules().phases.find(kMovePhase))) g.close_decision();
    return;
  }
  auto& s = g.module_state(kModule);
  int old_a = s[static_cast<std::size_t>(at + 1)], old_b = s[static_cast<std::size_t>(at + 2)];
  s[static_cast<std::size_t>(at + 1)] = fa;
  s[static_cast<std::size_t>(at + 2)] = fb;
  s[static_cast<std::size_t>(at + 4)] = 1;
  g.disconnect_features(g.node_of(tile, old_a), g.node_of(tile, old_b));
  g.connect_features(g.node_of(tile, fa), g.node_of(tile, fb));
  g.note(player, fmt::format("the ferry moves from the {} and the {} to the {} and the {} (CAR-365)", where(g, tile, old_a), where(g, tile, old_b),
                             where(g, tile, fa), where(g, tile, fb)));
  send_home_cut_off(g);
  if (!any_movable(g)) g.close_decision();
}

// A road a ferry's move completed (or cut off into a completed road) is scored in this turn's
// scoring step like any completed road; what the tile itself completed core scored already.
void FerriesModule::turn_scoring(Game& g) const {
  std::vector<NodeId> roots;
  scorings_ahead(g, roots);
  for (NodeId node : roots) {
    NodeId root = g.regions().find(node);
    if (g.regions().figures(root).empty()) continue;
    bool withheld = false;
    for (const auto* m : g.rules().modules) withheld |= m->withholds_scoring(g, root);
    if (withheld) continue;
    for (const auto* m : g.rules().modules) m->feature_completed(g, root);
    const Region& r = g.regions().region(root);
    std::vector<PlayerStrength> strength = g.strengths(r);
    FeatureValue value = g.value_of(r, false);
    std::vector<int> winners = g.winners_of(r, strength, &value);
    if (!winners.empty()) {
      value.rulings.push_back("CAR-365");
      PointsScored ev;
      ev.players = std::move(winners);
      ev.points = value.points;
      ev.kind = FeatureKind::Road;
      ev.region = root;
      ev.completed = true;
      ev.tiles = g.tiles_counted(r);
      ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{std::move(strength), std::move(value.rule), std::move(value.rulings)});
      g.award(std::move(ev));
      g.announce_scored(root, g.regions().figures(root), false);
    }
    std::vector<int> figs = g.regions().figures(root);
    for (int id : figs) g.return_figure(id);
  }
}

void FerriesModule::scorings_ahead(const Game& g, std::vector<NodeId>& out) const {
  for (const Lake& l : lakes(g)) {
    if (!l.moved) continue;
    for (int f : lake_ends(g, l.tile)) {
      NodeId n = g.node_of(l.tile, f);
      NodeId root = g.regions().find(n);
      if (g.regions().is_complete(g.board(), n) && std::find(out.begin(), out.end(), root) == out.end()) out.push_back(root);
    }
  }
}

// A setup's `TILE at (x,y) with ferry road SIDE at (x,y) road SIDE at (x,y)`: the lake tile
// just laid gets its ferry, linking two of its road ends, as if placed in play (no move follows).
std::optional<Rejection> FerriesModule::setup_laid(Game& g, int tile, const ModuleAction& a) const {
  const PlacedTile& pt = g.board().tile(tile);
  if (!is_lake(g, tile)) return Rejection{kNotLakeEnds, fmt::format("no lake at ({},{}): {} shows none for a ferry", pt.at.x, pt.at.y, pt.type->id)};
  for (int k = 0; k < 2; ++k) {
    int other = a.arg(k).a;
    if (other == tile) continue;
    const PlacedTile& o = g.board().tile(other);
    if (is_lake(g, other) && entry_of(g, other) >= 0 && lakes(g)[static_cast<std::size_t>((entry_of(g, other) - kHeader) / kEntry)].has_ferry())
      return Rejection{kNotThisLake, fmt::format("the lake at ({},{}) has its ferry already; a setup tile carries its own ferry, on its "
                                                 "own road ends at ({},{})", o.at.x, o.at.y, pt.at.x, pt.at.y)};
    return Rejection{kNotLakeEnds, fmt::format("a setup tile carries its own ferry: name two road ends of the lake at ({},{}), not a "
                                               "feature at ({},{})", pt.at.x, pt.at.y, o.at.x, o.at.y)};
  }
  int fa = a.arg(0).b, fb = a.arg(1).b;
  for (int f : {fa, fb})
    if (!is_lake_end(g, tile, f))
      return Rejection{kNotLakeEnds, fmt::format("a ferry links two road ends of the lake at ({},{}), and the {} named is none", pt.at.x, pt.at.y,
                                                 feature_kind_name(pt.type->features[static_cast<std::size_t>(f)].kind))};
  if (fa == fb) return Rejection{kNotLakeEnds, fmt::format("a ferry links two different road ends: the {} is named twice", where(g, tile, fa))};
  if (ferries_on_board(g) >= kSupply)
    return Rejection{reason::kSupplyEmpty, fmt::format("no ferry left: all {} ferries are on lakes already", kSupply)};
  auto& s = g.module_state(kModule);
  s.insert(s.end(), {tile, fa, fb, 0, 0});
  g.connect_features(g.node_of(tile, fa), g.node_of(tile, fb));
  return std::nullopt;
}

std::optional<ModuleAction> FerriesModule::setup_action(const Game& g, int tile) const {
  for (const Lake& l : lakes(g))
    if (l.tile == tile && l.has_ferry())
      return ModuleAction::of(*g.rules().verbs.find(kVerb), {{ArgKind::Feature, tile, l.a}, {ArgKind::Feature, tile, l.b}});
  return std::nullopt;
}

std::vector<std::string_view> FerriesModule::piece_names() const { return {std::begin(kPieces), std::end(kPieces)}; }

int FerriesModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  for (const Lake& l : lakes(g))
    if (l.tile == tile_index && l.has_ferry()) return piece == kPieces[pair_piece(g, l)] ? 1 : 0;
  return 0;
}

std::optional<std::string> FerriesModule::check_state(const Game& g) const {
  int ferries = 0;
  for (const Lake& l : lakes(g)) {
    if (!is_lake(g, l.tile)) return std::string("a ferry entry names a tile without a lake");
    if (l.has_ferry()) {
      ++ferries;
      if (!is_lake_end(g, l.tile, l.a) || !is_lake_end(g, l.tile, l.b) || l.a == l.b)
        return std::string("a ferry links something other than two road ends of its lake");
      if (!g.regions().same(g.node_of(l.tile, l.a), g.node_of(l.tile, l.b))) return std::string("a ferry's two road ends are not one road");
    }
  }
  if (ferries > kSupply) return fmt::format("{} ferries on the board, more than the {} of the box", ferries, kSupply);
  int connections = static_cast<int>(g.regions().connections().size());
  if (connections < ferries) return fmt::format("{} ferries on the board but {} connections", ferries, connections);
  return std::nullopt;
}

}  // namespace carc
