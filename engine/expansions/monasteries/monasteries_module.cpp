#include "monasteries_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "monasteries_names.hpp"

namespace carc {

using namespace monasteries;

namespace {

bool is_monastery(const PlacedTile& pt, int feature) {
  if (feature < 0 || feature >= static_cast<int>(pt.type->features.size())) return false;
  const TileFeature& f = pt.type->features[static_cast<std::size_t>(feature)];
  return f.kind == FeatureKind::Cloister && f.has_symbol(kSymbol);
}

// A follower of a player standing on a special monastery.
bool follower_on_monastery(const Game& g, const Figure& f) {
  if (!f.on_board() || f.neutral()) return false;
  if (!g.rules().figures.at(f.kind).follower) return false;
  return is_monastery(g.board().tile(f.tile), f.feature);
}

const std::vector<int>& entries(const Game& g) { return g.module_state_or_empty(kModule); }

// The settled role of figure `id` where it stands now, or -1 when none is settled there.
int role_of(const Game& g, int id) {
  const std::vector<int>& s = entries(g);
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  for (std::size_t i = 0; i + kEntry <= s.size(); i += kEntry)
    if (s[i] == id && s[i + 1] == f.tile && follower_on_monastery(g, f)) return s[i + 2];
  return -1;
}

bool is_abbot(const Game& g, int id) { return role_of(g, id) == kAbbot; }

// Forgets the roles of followers that left the monastery they were settled on.
void purge(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  std::vector<int> keep;
  for (std::size_t i = 0; i + kEntry <= s.size(); i += kEntry) {
    const Figure& f = g.figures()[static_cast<std::size_t>(s[i])];
    if (f.tile == s[i + 1] && follower_on_monastery(g, f)) keep.insert(keep.end(), {s[i], s[i + 1], s[i + 2]});
  }
  s = std::move(keep);
}

void settle(Game& g, int id, int role) {
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  g.module_state(kModule).insert(g.module_state(kModule).end(), {id, f.tile, role});
}

// The first follower on a special monastery whose role is not settled yet, or -1.
int unsettled(const Game& g) {
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (follower_on_monastery(g, g.figures()[static_cast<std::size_t>(id)]) && role_of(g, id) < 0) return id;
  return -1;
}

// Asks the owner of the next unsettled follower for its role; false when there is none.
bool ask_next(Game& g) {
  int id = unsettled(g);
  if (id < 0) return false;
  g.module_state(kAsking) = {id};
  g.open_decision(*g.rules().phases.find(kRolePhase), g.figures()[static_cast<std::size_t>(id)].owner);
  return true;
}

// The abbot's end score: the monastery's tile, and each tile in an unbroken line outwards from
// it to the north, east, south and west (an empty square ends a line).
struct AbbotCount {
  int n = 0, e = 0, s = 0, w = 0;
  int total() const { return 1 + n + e + s + w; }
};

AbbotCount abbot_count(const Game& g, int tile) {
  Coord at = g.board().tile(tile).at;
  auto line = [&](int dx, int dy) {
    int k = 0;
    while (g.board().index_at({at.x + dx * (k + 1), at.y + dy * (k + 1)}) >= 0) ++k;
    return k;
  };
  return {line(0, 1), line(1, 0), line(0, -1), line(-1, 0)};
}

std::string abbot_rule(const AbbotCount& c) {
  return fmt::format("abbot: the monastery 1 + tiles in line north {} + east {} + south {} + west {}", c.n, c.e, c.s, c.w);
}

// An abbot standing on region `figures`, or -1.
int abbot_among(const Game& g, const std::vector<int>& figures) {
  for (int id : figures)
    if (is_abbot(g, id)) return id;
  return -1;
}

// Whether the follower being asked joins an abbot on a monastery its eight neighbours surround:
// as a monk it would stand in a completed cloister, so it must be an abbot too (CAR-437).
bool must_be_abbot(const Game& g) {
  const std::vector<int>& asking = g.module_state_or_empty(kAsking);
  if (asking.size() != 1) return false;
  const Figure& f = g.figures()[static_cast<std::size_t>(asking[0])];
  if (g.board().surrounding_tiles(g.board().tile(f.tile).at) != 8) return false;
  for (int id : g.regions().figures(g.node_of(f.tile, f.feature)))
    if (id != asking[0] && is_abbot(g, id)) return true;
  return false;
}

}  // namespace

std::vector<std::string_view> MonasteriesModule::reason_codes() const { return {kMustBeAbbot}; }

void MonasteriesModule::register_options(OptionRegistry& r) const {
  r.add({kCloisters,
         {"remove", "keep"},
         {"CAR:monasteries/preparation", "CAR-434"},
         "remove: the base game's cloister tiles go back into the box and the special monasteries take their place (the "
         "rule); keep: the special monasteries are added and the base cloisters stay (the alternative the CAR mentions)",
         kModule});
}

void MonasteriesModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kRolePhase);
  verbs.add({kAbbotVerb, this, {{}}, "abbot",
             "a follower that has just arrived on a special monastery (phase monastery-role) lies on its side as its abbot"});
  verbs.add({kMonkVerb, this, {{}}, "monk",
             "a follower that has just arrived on a special monastery (phase monastery-role) stands as a monk: a cloister"});
}

void MonasteriesModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  if (options.is(kCloisters, "remove")) {
    // The base game's own cloister tiles (A and B) leave the supply.
    std::erase_if(land, [](const TileType* t) {
      if (t->expansion != "base") return false;
      return std::any_of(t->features.begin(), t->features.end(), [](const TileFeature& f) { return f.kind == FeatureKind::Cloister; });
    });
  }
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

// An abbot's monastery scores only at the end, by its row and column (the section's scoring).
void MonasteriesModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (r.kind != FeatureKind::Cloister || !final_scoring) return;
  int abbot = abbot_among(g, r.figures);
  if (abbot < 0) return;
  AbbotCount c = abbot_count(g, g.figures()[static_cast<std::size_t>(abbot)].tile);
  v.points = c.total();
  v.rule = abbot_rule(c);
  v.rulings = {"CAR:monasteries/abbot-scoring"};
}

// A monastery with an abbot never counts as completed (CAR-438, CAR-305): it is not scored when
// its eight neighbours are filled, and its abbot stays.
bool MonasteriesModule::withholds_scoring(const Game& g, NodeId root) const {
  if (g.regions().kind(root) != FeatureKind::Cloister) return false;
  for (int id : g.regions().figures(root))
    if (is_abbot(g, id)) return true;
  return false;
}

// Core scores the unfinished cloisters at the end; an abbot's monastery whose eight neighbours
// are all there is no finished cloister either, and is scored here the same way.
void MonasteriesModule::final_scoring(Game& g) const {
  for (NodeId root : g.occupied_roots()) {
    if (g.regions().kind(root) != FeatureKind::Cloister) continue;
    if (!g.regions().is_complete(g.board(), root)) continue;  // core scored it
    std::vector<int> figs = g.regions().figures(root);
    int abbot = abbot_among(g, figs);
    if (abbot < 0) continue;
    const Region& r = g.regions().region(root);
    std::vector<PlayerStrength> strength = g.strengths(r);
    std::vector<int> winners = majority_of(strength);
    if (winners.empty()) continue;
    FeatureValue value = g.value_of(r, true);
    PointsScored ev;
    ev.players = std::move(winners);
    ev.points = value.points;
    ev.kind = r.kind;
    ev.region = root;
    ev.completed = false;
    ev.final_scoring = true;
    ev.tiles = static_cast<int>(r.tiles.size());
    ev.why = std::make_shared<const ScoreExplanation>(
        ScoreExplanation{std::move(strength), std::move(value.rule), std::move(value.rulings)});
    g.award(std::move(ev));
    g.announce_scored(root, figs, true);
  }
}

void MonasteriesModule::at_step(Game& g, OrderStep step) const {
  switch (step) {
    case OrderStep::TurnBegins: {
      // Followers put on a monastery outside any turn (a setup) stand as monks.
      purge(g);
      for (int id = unsettled(g); id >= 0; id = unsettled(g)) settle(g, id, kMonk);
      break;
    }
    case OrderStep::FiguresMoved:    // after the figure step (a deployment, the phantom, the portal)
    case OrderStep::FeaturesScored:  // after the scoring step (a wagon's move)
      purge(g);
      ask_next(g);
      break;
    default: break;
  }
}

void MonasteriesModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (!g.waits_for(kRolePhase)) return;
  out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kAbbotVerb), {}));
  if (!must_be_abbot(g)) out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kMonkVerb), {}));
}

std::optional<Rejection> MonasteriesModule::check_action(const Game& g, const ModuleAction& a) const {
  if (!g.waits_for(kRolePhase))
    return Rejection{reason::kWrongPhase, fmt::format("a follower's role is chosen as it arrives on a special monastery; "
                                                      "the game waits for {}", g.phase_label())};
  if (g.rules().verbs.at(a.verb).name == kMonkVerb && must_be_abbot(g))
    return Rejection{kMustBeAbbot, "beside an abbot on a monastery its eight neighbours surround, a follower arriving is an abbot "
                                   "too: as a monk it would stand in a completed cloister (CAR-437)"};
  return std::nullopt;
}

void MonasteriesModule::apply_action(Game& g, const ModuleAction& a) const {
  int id = g.module_state(kAsking).at(0);
  bool abbot = g.rules().verbs.at(a.verb).name == kAbbotVerb;
  settle(g, id, abbot ? kAbbot : kMonk);
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  Coord at = g.board().tile(f.tile).at;
  g.note(f.owner, abbot ? fmt::format("the follower on the monastery at ({},{}) is its abbot: the monastery never counts as "
                                      "completed and is scored at the end along its row and column",
                                      at.x, at.y)
                        : fmt::format("the follower on the monastery at ({},{}) is a monk: the monastery is a cloister", at.x, at.y));
  g.module_state(kAsking).clear();
  if (!ask_next(g)) g.close_decision();
}

std::vector<std::string_view> MonasteriesModule::piece_names() const { return {kAbbotPiece}; }

int MonasteriesModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  if (piece != kAbbotPiece) return 0;
  int n = 0;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].tile == tile_index && is_abbot(g, id)) ++n;
  return n;
}

std::optional<std::string> MonasteriesModule::check_state(const Game& g) const {
  if (g.waits_for(kRolePhase)) {
    const std::vector<int>& asking = g.module_state_or_empty(kAsking);
    if (asking.size() != 1) return std::string("a monastery role is asked for no follower");
    const Figure& f = g.figures()[static_cast<std::size_t>(asking[0])];
    if (!follower_on_monastery(g, f)) return std::string("the follower asked for its role stands on no special monastery");
    if (g.decider() != f.owner) return std::string("a monastery role is asked of another player than the follower's owner");
  } else if (g.phase() == Phase::PlaceTile) {
    // Between turns every follower on a special monastery has a role.
    if (unsettled(g) >= 0) return std::string("a follower stands on a special monastery with no role settled");
  }
  return std::nullopt;
}

}  // namespace carc
