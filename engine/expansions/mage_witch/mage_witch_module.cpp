#include "mage_witch_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "mw_names.hpp"

namespace carc {

using namespace mage_witch;

namespace {

// Game::module_state(kModule): the feature index each figure stands on, on the tile its Figure
// names (the figures stand on a whole tile, Spot::Tile, as neutral figures do; which feature of
// it they stand on is the module's to know). Read only while the figure is on the board: a rule
// that takes it off (the dragon's meal) leaves a stale number behind.
constexpr std::size_t kMageFeature = 0;  // (indexed by `which`: 0 the mage, 1 the witch)
constexpr std::size_t kWitchFeature = 1;
static_assert(kMageFeature == 0 && kWitchFeature == 1);
constexpr std::size_t kShared = 2;  // 1: they shared a feature when last looked at (a join is a tile that makes them share)
constexpr std::size_t kStateSize = 3;

constexpr const char* kWhich[2] = {kMage, kWitch};

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < kStateSize) s.assign(kStateSize, -1), s[kShared] = 0;
  return s;
}

int figure_of(const Game& g, int which) {
  int kind = *g.rules().figures.find(kWhich[which]);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return id;
  return -1;
}

// 0 for the mage, 1 for the witch, -1 for another figure kind.
int which_kind(const Game& g, int kind) {
  for (int w = 0; w < 2; ++w)
    if (*g.rules().figures.find(kWhich[w]) == kind) return w;
  return -1;
}

// The node of the feature the figure stands on, or -1 when it is beside the board.
NodeId node_of_figure(const Game& g, int which) {
  int id = figure_of(g, which);
  if (id < 0) return -1;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (!f.placed() || f.spot != Spot::Tile) return -1;
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() < kStateSize || s[static_cast<std::size_t>(which)] < 0) return -1;
  return g.node_of(f.tile, s[static_cast<std::size_t>(which)]);
}

bool magic_kind(FeatureKind k) { return k == FeatureKind::Road || k == FeatureKind::City; }

bool finished(const Game& g, NodeId node) { return g.regions().open_edges(node) <= 0; }

const std::string& name_of(const Game& g, int player) { return g.players()[static_cast<std::size_t>(player)].name; }

std::string where(const Game& g, int tile, int feature) {
  const PlacedTile& pt = g.board().tile(tile);
  return fmt::format("the {} at ({},{})", feature_kind_name(pt.type->features[static_cast<std::size_t>(feature)].kind), pt.at.x,
                     pt.at.y);
}

// Why the figure `which` may not go onto that feature of that board tile, or nullopt (the
// section's rule text, CAR-413, CAR-414): an unfinished road or city, not the other figure's,
// and another than its own when it is on the board already.
std::optional<Rejection> refuse_spot(const Game& g, int which, int tile, int feature) {
  const PlacedTile& pt = g.board().tile(tile);
  if (feature < 0 || feature >= static_cast<int>(pt.type->features.size()))
    return Rejection{reason::kNoSuchFeature, "that tile has no such feature"};
  if (!magic_kind(pt.type->features[static_cast<std::size_t>(feature)].kind))
    return Rejection{kNotRoadOrCity, fmt::format("the {} goes onto a road or a city, not onto {}", kWhich[which], where(g, tile, feature))};
  NodeId node = pt.node(feature);
  if (finished(g, node))
    return Rejection{kFinished, fmt::format("{} is finished: the {} goes onto an unfinished road or city", where(g, tile, feature), kWhich[which])};
  NodeId other = node_of_figure(g, 1 - which);
  if (other >= 0 && g.regions().same(other, node))
    return Rejection{kOtherThere, fmt::format("the {} stands on that {}: the mage and the witch never share a road or city",
                                              kWhich[1 - which], feature_kind_name(pt.type->features[static_cast<std::size_t>(feature)].kind))};
  NodeId own = node_of_figure(g, which);
  if (own >= 0 && g.regions().same(own, node))
    return Rejection{kSameFeature, fmt::format("the {} already stands on that {}: moved, it goes to another one (CAR-413)", kWhich[which],
                                               feature_kind_name(pt.type->features[static_cast<std::size_t>(feature)].kind))};
  return std::nullopt;
}

bool spot_allowed(const Game& g, int tile, int feature, NodeId own, NodeId other) {
  const PlacedTile& pt = g.board().tile(tile);
  if (!magic_kind(pt.type->features[static_cast<std::size_t>(feature)].kind)) return false;
  NodeId node = pt.node(feature);
  if (finished(g, node)) return false;
  if (other >= 0 && g.regions().same(other, node)) return false;
  return own < 0 || !g.regions().same(own, node);
}

// Calls visit(which, tile, feature) for each place either figure may go now; stops early when
// visit returns true.
template <class Visit>
bool visit_spots(const Game& g, Visit&& visit) {
  NodeId nodes[2] = {node_of_figure(g, 0), node_of_figure(g, 1)};
  for (int which = 0; which < 2; ++which) {
    if (figure_of(g, which) < 0) continue;
    for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t) {
      const PlacedTile& pt = g.board().tile(t);
      for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
        if (spot_allowed(g, t, f, nodes[which], nodes[1 - which]) && visit(which, t, f)) return true;
    }
  }
  return false;
}

bool any_spot(const Game& g) {
  return visit_spots(g, [](int, int, int) { return true; });
}

void take_off(Game& g, int which, const char* cause) {
  int id = figure_of(g, which);
  if (id < 0 || !g.figures()[static_cast<std::size_t>(id)].placed()) return;
  g.remove_figure(id, cause);
  state(g)[static_cast<std::size_t>(which)] = -1;
}

bool sharing(const Game& g) {
  NodeId mage = node_of_figure(g, 0), witch = node_of_figure(g, 1);
  return mage >= 0 && witch >= 0 && g.regions().same(mage, witch);
}

void remember_sharing(Game& g) { state(g)[kShared] = sharing(g) ? 1 : 0; }

bool shared_before(const Game& g) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  return s.size() >= kStateSize && s[kShared] == 1;
}

// Step 3g: a tile with the mage symbol, or one that joined the mage's feature with the witch's.
void step_3g(Game& g) {
  int tile = g.last_placed();
  if (tile < 0) return;
  bool symbol = g.board().tile(tile).type->has_symbol(kSymbol);
  for (int t : g.placed_with()) symbol = symbol || g.board().tile(t).type->has_symbol(kSymbol);
  // A join: the tile made them share a feature they did not share before (under symbol-only
  // rules, or when nothing could take either, they may share one already).
  bool joined = sharing(g) && !shared_before(g) && g.options().is(kJoinOpt, "move");
  NodeId mage = node_of_figure(g, 0), witch = node_of_figure(g, 1);
  if (joined && finished(g, mage) && g.options().is(kJoinScoringOpt, "score-both")) {
    joined = false;
    g.note(g.active_player(), "the tile joins the mage's and the witch's feature and finishes it: under these rules both stay for "
                              "its scoring (option mage-witch-join-scoring = score-both, CAR-417)");
  }
  if (!symbol && !joined) return remember_sharing(g);
  int player = g.active_player();
  if (joined)
    g.note(player, fmt::format("the tile joins the mage's and the witch's {}: {} moves one of them elsewhere (CAR order of play 3g{})",
                               feature_kind_name(g.regions().kind(mage)), name_of(g, player), finished(g, mage) ? ", before scoring: CAR-417" : ""));
  if (any_spot(g)) {
    g.open_decision(*g.rules().phases.find(kMovePhase), player);
    return;
  }
  bool on_board = mage >= 0 || witch >= 0;
  if (on_board && g.options().is(kNoPlaceOpt, "remove")) {
    g.note(player, fmt::format("no unfinished road or city can take the mage or the witch: {} takes one of them off the board (CAR-415)",
                               name_of(g, player)));
    g.open_decision(*g.rules().phases.find(kRemovePhase), player);
    return;
  }
  remember_sharing(g);
  g.note(player, on_board ? "no unfinished road or city can take the mage or the witch: they stay where they are "
                            "(option mage-witch-no-place = stay, CAR-415)"
                          : "no unfinished road or city can take the mage or the witch: both wait beside the board (CAR-416)");
}

bool region_has_symbol(const Game& g, const Region& r, const char* symbol) {
  for (int t : r.tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& feat = pt.type->features[static_cast<std::size_t>(f)];
      if (feat.kind == r.kind && feat.has_symbol(symbol) && &g.regions().region(pt.node(f)) == &r) return true;
    }
  }
  return false;
}

// The modules whose additions the CAR's modifier order (step 7h) and the 2013 order of play put
// after the witch: she halves what comes before them and leaves their points whole (CAR-412,
// conflict c11).
bool adds_after_witch(std::string_view module) {
  return module == "little-buildings" || module == "castles-germany" || module == "darmstadt";
}

// Of the points the modules before this one gave the feature, those of the rows after the witch.
int points_after_witch(const Game& g, const Region& r, bool final_scoring, const ExpansionModule* self) {
  FeatureValue probe;
  int late = 0;
  for (const auto* m : g.rules().modules) {
    if (m == self) break;
    int before = probe.points;
    m->value_feature(g, r, final_scoring, probe);
    if (adds_after_witch(m->name())) late += probe.points - before;
  }
  return late;
}

int half_rounded_up(int points) { return points >= 0 ? (points + 1) / 2 : -(-points / 2); }

void add_rule(FeatureValue& v, const std::string& words) { v.rule += (v.rule.empty() ? "" : ", ") + words; }

}  // namespace

std::vector<std::string_view> MageWitchModule::reason_codes() const {
  return {kNotRoadOrCity, kFinished, kOtherThere, kSameFeature, kNotOnBoard};
}

void MageWitchModule::register_options(OptionRegistry& r) const {
  r.add({kJoinOpt,
         {"move", "symbol-only"},
         {"CAR:conflicts/c22-mage-witch-forced-move"},
         "When the mage or the witch must be moved: after a tile with the mage symbol, and after a tile that joins the "
         "mage's road or city with the witch's (move: the CAR's order of play, step 3g), or only after the symbol "
         "(symbol-only: the 2013 order of play), when the two may end up sharing a feature and both count",
         kModule});
  r.add({kJoinScoringOpt,
         {"move-first", "score-both"},
         {"CAR-417"},
         "A tile that joins the mage's and the witch's feature and finishes it: one of them is moved away before it is "
         "scored (move-first: Hans im Glück), or the feature is scored with both (score-both: the Rio Grande rules, "
         "which lack that sentence)",
         kModule});
  r.add({kNoPlaceOpt,
         {"stay", "remove"},
         {"CAR-415", "CAR-416"},
         "A mage tile when no unfinished road or city can take either figure: nothing happens, the figures stay where "
         "they are (stay: the Hans im Glück text, which says nothing of it), or the player takes the mage or the witch "
         "off the board if one is on it (remove: the clause the CAR's text takes from the Rio Grande rules)",
         kModule});
  r.add({kHalvesOpt,
         {"listed-rows", "whole-total"},
         {"CAR:conflicts/c11-witch-halving", "CAR-418"},
         "What the witch halves: the points of the rows before her in the CAR's modifier order (the feature's base, an "
         "inn or cathedral, a siege, the mage), leaving little buildings, a German castle and the Darmstadtium whole "
         "(listed-rows), or the feature's whole total (whole-total: the 2013 order of play read literally)",
         kModule});
  for (const char* preset : {"rgg", "rgg-pre-bigbox"}) {
    r.add_preset_settings(preset, kJoinScoringOpt, "score-both");
    r.add_preset_settings(preset, kNoPlaceOpt, "remove");
  }
}

void MageWitchModule::register_figures(FigureTable& t) const {
  for (const char* name : kWhich) {
    FigureKindDef def{name, false, 0, 1, {}};  // one of each in the game, belonging to nobody
    def.neutral = true;
    def.edible = true;  // the dragon eats them since March 2015 (CAR-90, option dragon-eats-neutral)
    t.add(std::move(def));
  }
}

void MageWitchModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

// Step 7h: the mage, then the witch, after the inn or cathedral and a siege, before the little
// buildings (this module comes after every module that changes a feature's value).
void MageWitchModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (!magic_kind(r.kind)) return;
  NodeId mage = node_of_figure(g, 0), witch = node_of_figure(g, 1);
  bool has_mage = mage >= 0 && &g.regions().region(mage) == &r;
  bool has_witch = witch >= 0 && &g.regions().region(witch) == &r;
  if (!has_mage && !has_witch) return;
  bool inn_or_cathedral = region_has_symbol(g, r, r.kind == FeatureKind::Road ? "inn" : "cathedral");
  // The tiles as the feature's own value counts them: a German castle's two halves are one tile.
  int tiles = g.tiles_counted(r);
  if (has_mage) {
    v.points += tiles;
    add_rule(v, fmt::format("the mage: 1 more per tile x {}", tiles));
    v.rulings.push_back("CAR:mage-witch/mage-scoring");
    if (final_scoring && inn_or_cathedral) v.rulings.push_back("CAR-419");
  }
  if (has_witch) {
    bool whole = g.options().is(kHalvesOpt, "whole-total");
    int late = whole ? 0 : points_after_witch(g, r, final_scoring, this);
    int halved = v.points - late;
    v.points = half_rounded_up(halved) + late;
    add_rule(v, late != 0 ? fmt::format("the witch: {} halved, rounding up, = {}; the {} after her stay whole", halved,
                                        half_rounded_up(halved), late)
                          : fmt::format("the witch: halved, rounding up, {} -> {}", halved, half_rounded_up(halved)));
    v.rulings.push_back("CAR:mage-witch/witch-scoring");
    v.rulings.push_back("CAR:conflicts/c11-witch-halving");
    if (inn_or_cathedral && !final_scoring) v.rulings.push_back("CAR-418");
  }
}

void MageWitchModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kMovePhase);
  phases.add(kRemovePhase);
  verbs.add({kMage, this, {{ArgKind::Feature}}, "mage KIND [PORT] at (x,y)",
             "after a mage tile (phase mage-witch): the mage onto that unfinished road or city, from beside the board or "
             "from another feature (CAR-413, CAR-414)"});
  verbs.add({kWitch, this, {{ArgKind::Feature}}, "witch KIND [PORT] at (x,y)",
             "after a mage tile (phase mage-witch): the witch onto that unfinished road or city, from beside the board or "
             "from another feature (CAR-413, CAR-414)"});
  verbs.add({kDismissVerb, this, {{ArgKind::Kind}}, "dismiss mage|witch",
             "when no unfinished road or city can take either (phase mage-witch-remove): that figure leaves the board "
             "(CAR-415)"});
}

void MageWitchModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TilePlaced) {
    step_3g(g);
  } else if (step == OrderStep::FeaturesScored) {
    // A finished feature that paid nobody still takes the figure off (step 7j).
    for (int which = 0; which < 2; ++which) {
      NodeId node = node_of_figure(g, which);
      if (node >= 0 && finished(g, node)) take_off(g, which, "its road or city was finished");
    }
    remember_sharing(g);
  }
}

void MageWitchModule::region_scored(Game& g, NodeId root, std::span<const int>, bool final_scoring) const {
  if (final_scoring) return;
  for (int which = 0; which < 2; ++which) {
    NodeId node = node_of_figure(g, which);
    if (node >= 0 && g.regions().same(node, root)) take_off(g, which, "its road or city was scored");
  }
}

void MageWitchModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  if (g.waits_for(kMovePhase)) {
    int verb[2] = {*verbs.find(kMage), *verbs.find(kWitch)};
    visit_spots(g, [&](int which, int tile, int feature) {
      out.emplace_back(ModuleAction::of(verb[which], {{ArgKind::Feature, tile, feature}}));
      return false;
    });
  } else if (g.waits_for(kRemovePhase)) {
    for (int which = 0; which < 2; ++which)
      if (node_of_figure(g, which) >= 0)
        out.emplace_back(ModuleAction::of(*verbs.find(kDismissVerb), {{ArgKind::Kind, *g.rules().figures.find(kWhich[which]), 0}}));
  }
}

std::optional<Rejection> MageWitchModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kDismissVerb) {
    if (!g.waits_for(kRemovePhase))
      return Rejection{reason::kWrongPhase, fmt::format("no figure has to leave the board: the game waits for {}", g.phase_label())};
    int which = which_kind(g, a.arg(0).a);
    if (which < 0) return Rejection{reason::kBadArguments, "only the mage or the witch is taken off the board here"};
    if (node_of_figure(g, which) < 0)
      return Rejection{kNotOnBoard, fmt::format("the {} is not on the board", kWhich[which])};
    return std::nullopt;
  }
  if (!g.waits_for(kMovePhase))
    return Rejection{reason::kWrongPhase, fmt::format("the {} moves only after a mage tile (or a tile joining the two), before the "
                                                      "figure step: the game waits for {}",
                                                      verb, g.phase_label())};
  int which = verb == kMage ? 0 : 1;
  int tile = a.arg(0).a;
  if (tile < 0 || tile >= static_cast<int>(g.board().tiles().size()))
    return Rejection{reason::kBadArguments, "no tile lies there"};
  return refuse_spot(g, which, tile, a.arg(0).b);
}

void MageWitchModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  int player = g.decider();
  if (verb == kDismissVerb) {
    int which = which_kind(g, a.arg(0).a);
    g.note(player, fmt::format("{} takes the {} off the board: no unfinished road or city can take it (CAR-415)", name_of(g, player),
                               kWhich[which]));
    take_off(g, which, "no unfinished road or city could take it");
    remember_sharing(g);
    g.close_decision();
    return;
  }
  int which = verb == kMage ? 0 : 1;
  int tile = a.arg(0).a, feature = a.arg(0).b;
  bool moved = node_of_figure(g, which) >= 0;
  g.note(player, fmt::format("{} {} the {} {} {}", name_of(g, player), moved ? "moves" : "puts", kWhich[which],
                             moved ? "to" : "onto", where(g, tile, feature)));
  g.move_figure(figure_of(g, which), tile, Spot::Tile, kNoDetail, player);
  state(g)[static_cast<std::size_t>(which)] = feature;
  remember_sharing(g);
  g.close_decision();
}

std::optional<std::string> MageWitchModule::check_state(const Game& g) const {
  NodeId nodes[2] = {-1, -1};
  for (int which = 0; which < 2; ++which) {
    int id = figure_of(g, which);
    if (id < 0) continue;
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!f.placed()) continue;
    if (f.spot != Spot::Tile) return fmt::format("the {} stands elsewhere than on a tile", kWhich[which]);
    const std::vector<int>& s = g.module_state_or_empty(kModule);
    int feature = s.size() < kStateSize ? -1 : s[static_cast<std::size_t>(which)];
    const PlacedTile& pt = g.board().tile(f.tile);
    if (feature < 0 || feature >= static_cast<int>(pt.type->features.size()))
      return fmt::format("the {} stands on a tile but on no feature of it", kWhich[which]);
    if (!magic_kind(pt.type->features[static_cast<std::size_t>(feature)].kind))
      return fmt::format("the {} stands on a feature that is no road or city", kWhich[which]);
    nodes[which] = pt.node(feature);
    if (g.phase() == Phase::PlaceTile && finished(g, nodes[which]))
      return fmt::format("the {} is still on a finished road or city", kWhich[which]);
  }
  // Sharing a feature is remembered (a later tile that adds to it joins nothing).
  bool share = nodes[0] >= 0 && nodes[1] >= 0 && g.regions().same(nodes[0], nodes[1]);
  if (g.phase() == Phase::PlaceTile && share && !shared_before(g))
    return std::string("the module's memory of whether the mage and the witch share a feature is out of date");
  return std::nullopt;
}

}  // namespace carc
