#include "flier_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "expansions/abbot/abbot_names.hpp"
#include "expansions/phantom/phantom_names.hpp"
#include "flier_names.hpp"

namespace carc {

using namespace flier;

namespace {

int tiles_on_board(const Game& g) { return static_cast<int>(g.board().tiles().size()); }

int state(const Game& g, int i) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (static_cast<int>(s.size()) < kStateSize) return -1;  // no flight yet
  return s[static_cast<std::size_t>(i)];
}

std::vector<int>& state_of(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (static_cast<int>(s.size()) < kStateSize) s.assign(kStateSize, -1);
  return s;
}

// The flying machine's arrow on board tile `tile`, as a step (dx, dy), or {0,0} without one.
Coord arrow(const Game& g, int tile) {
  const PlacedTile& pt = g.board().tile(tile);
  Coord d{0, 0};
  if (pt.type->has_symbol(kOrthogonal))
    d = {-1, 0};  // west, unrotated
  else if (pt.type->has_symbol(kDiagonal))
    d = {-1, 1};  // north-west, unrotated
  for (int r = 0; r < pt.rot; ++r) d = {d.y, -d.x};  // a clockwise quarter turn
  return d;
}

bool machine_placed(const Game& g) { return g.last_placed() >= 0 && !(arrow(g, g.last_placed()) == Coord{0, 0}); }

// The turn's tile has launched a flier already (the flying machine is a feature: CAR-379).
bool flown(const Game& g) { return state(g, kFlownAt) == tiles_on_board(g); }

bool in_phantom_step(const Game& g) { return g.waits_for(phantom::kPhase); }

// Whether a flier of `kind` may come down on feature `f` of board tile `tile`: an unfinished
// road, city or cloister (a feature completed by the tile just laid is complete: CAR-380), one
// this kind of figure may stand on (a mayor only in a city: CAR-378, CAR-383), occupied or not.
bool landable(const Game& g, int kind, int tile, int f) {
  const PlacedTile& pt = g.board().tile(tile);
  FeatureKind fk = pt.type->features[static_cast<std::size_t>(f)].kind;
  // The Abbot's garden is the one place besides these three (only the abbot stands there, so
  // can_deploy sorts him out; the Abbot's check_deployment refuses a surrounded one): CAR-382, CAR-384.
  std::optional<FeatureKind> garden = parse_feature_kind(abbot::kGarden);
  bool is_garden = garden && fk == *garden;
  if (fk != FeatureKind::Road && fk != FeatureKind::City && fk != FeatureKind::Cloister && !is_garden) return false;
  if (!g.rules().figures.can_deploy(kind, fk)) return false;
  // A completed feature a module keeps from counting as completed is still open to a flier (an
  // abbot's surrounded monastery: CAR-437); the modules' deployment rules then apply as to any
  // deployment (no figure on the Wheel of Fortune itself: CAR-381).
  NodeId root = g.regions().find(pt.node(f));
  bool complete = g.regions().is_complete(g.board(), root);
  for (const ExpansionModule* m : g.rules().modules)
    if (complete && m->withholds_scoring(g, root)) complete = false;
  if (complete || g.tile_closed_to(kind, tile)) return false;
  Deploy d{kind, f, tile};
  for (const ExpansionModule* m : g.rules().modules)
    if (!m->allows_deployment(g, d)) return false;
  return true;
}

int features_of(const Game& g, int tile) { return static_cast<int>(g.board().tile(tile).type->features.size()); }

bool any_landing(const Game& g, int kind, int tile) {
  for (int f = 0; f < features_of(g, tile); ++f)
    if (landable(g, kind, tile, f)) return true;
  return false;
}

std::optional<Rejection> check_fly(const Game& g, const ModuleAction& a) {
  int kind = a.arg(0).a;
  bool phantom_step = in_phantom_step(g);
  if (g.phase() != Phase::Deploy && !phantom_step)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     "a flier is launched instead of the turn's deployment"};
  if (!machine_placed(g)) return Rejection{kNoMachine, "the tile just placed shows no flying machine"};
  const FigureKindDef& def = g.rules().figures.at(kind);
  if (!def.follower || def.neutral) return Rejection{kNotFollower, fmt::format("only a follower flies, not a {}", def.name)};
  if (phantom_step && def.name != phantom::kFigure)
    return Rejection{phantom::kPhantomOnly, fmt::format("the second figure step takes only the phantom, not a {}", def.name)};
  if (flown(g)) return Rejection{kMachineUsed, "this turn's flying machine has launched a flier already"};
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(kind)] <= 0)
    return Rejection{reason::kSupplyEmpty, fmt::format("no {} left in the supply", def.name)};
  return std::nullopt;
}

void fly(Game& g, const ModuleAction& a) {
  std::vector<int>& s = state_of(g);
  s[kFlyingKind] = a.arg(0).a;
  s[kOrigin] = g.last_placed();
  s[kLanding] = -1;
  s[kFlownAt] = tiles_on_board(g);
  g.open_decision(*g.rules().phases.find(kRollPhase), Game::kNature);
}

void roll(Game& g, const ModuleAction& a) {
  std::vector<int>& s = state_of(g);
  int n = a.arg(0).a;
  Coord d = arrow(g, s[kOrigin]);
  Coord from = g.board().tile(s[kOrigin]).at;
  Coord at{from.x + n * d.x, from.y + n * d.y};
  int tile = g.board().index_at(at);
  const std::string& name = g.rules().figures.at(s[kFlyingKind]).name;
  if (tile >= 0 && any_landing(g, s[kFlyingKind], tile)) {
    s[kLanding] = tile;
    g.open_decision(*g.rules().phases.find(kLandPhase), g.active_player());
    return;
  }
  // No landing: the flier goes back to the supply, and no more followers this turn.
  g.note(g.active_player(), fmt::format("the {} flies {} to ({},{}) and finds {}: it stays in the supply", name, n, at.x,
                                        at.y, tile < 0 ? "no tile" : "no unfinished road, city or cloister to land on"));
  s[kFlyingKind] = -1;
  s[kFailedAt] = tiles_on_board(g);
  g.close_decision();
}

void land(Game& g, const ModuleAction& a) {
  std::vector<int>& s = state_of(g);
  int kind = s[kFlyingKind], player = g.active_player();
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == player && f.kind == kind && f.in_supply()) {
      g.move_figure(id, a.arg(0).a, Spot::Feature, a.arg(0).b, player);
      break;
    }
  }
  s[kFlyingKind] = -1;
  s[kLanding] = -1;
  g.close_decision();
}

}  // namespace

namespace flier {

bool flight_failed(const Game& g) { return state(g, kFailedAt) == tiles_on_board(g); }

}  // namespace flier

std::vector<std::string_view> FlierModule::reason_codes() const {
  return {kNoMachine, kNotFollower, kMachineUsed, kBadRoll, kLandingTile, kLandingFeature};
}

void FlierModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kRollPhase);
  phases.add(kLandPhase);
  verbs.add({kFly, this, {{ArgKind::Kind}}, "fly KIND",
             "launch a follower from your supply from the flying machine of the tile just placed, instead of deploying",
             true});
  verbs.add({kRoll, this, {{ArgKind::Number}}, "roll 1|2|3", "nature's: the flier's die (two faces each of 1, 2, 3)"});
  verbs.add({kLand, this, {{ArgKind::Feature}}, "alight KIND [PORT] at (x,y)",
             "after the die: land the flier on an unfinished road, city or cloister of the tile it reached"});
}

void FlierModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land_tiles = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land_tiles.push_back(t);
}

void FlierModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  if (g.waits_for(kLandPhase)) {
    int tile = state(g, kLanding), kind = state(g, kFlyingKind);
    for (int f = 0; f < features_of(g, tile); ++f)
      if (landable(g, kind, tile, f)) out.emplace_back(ModuleAction::of(*verbs.find(kLand), {{ArgKind::Feature, tile, f}}));
    return;
  }
  if ((g.phase() != Phase::Deploy && !in_phantom_step(g)) || !machine_placed(g) || flown(g)) return;
  int verb = *verbs.find(kFly);
  for (int k = 0; k < g.rules().figures.size(); ++k) {
    ModuleAction a = ModuleAction::of(verb, {{ArgKind::Kind, k, 0}});
    if (!check_fly(g, a)) out.emplace_back(a);
  }
}

void FlierModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const {
  if (!g.waits_for(kRollPhase)) return;
  int verb = *g.rules().verbs.find(kRoll);
  // The die shows 1, 1, 2, 2, 3, 3: each distance as likely.
  for (int n = 1; n <= 3; ++n) out.push_back({ModuleAction::of(verb, {{ArgKind::Number, n, 0}}), 2});
}

std::optional<Rejection> FlierModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kFly) return check_fly(g, a);
  if (verb == kRoll) {
    if (!g.waits_for(kRollPhase)) return Rejection{reason::kWrongPhase, "no flier is in the air"};
    if (a.arg(0).a < 1 || a.arg(0).a > 3) return Rejection{kBadRoll, "the flier's die shows 1, 2 or 3"};
    return std::nullopt;
  }
  if (!g.waits_for(kLandPhase)) return Rejection{reason::kWrongPhase, "no flier waits to land"};
  if (a.arg(0).a != state(g, kLanding)) return Rejection{kLandingTile, "the flier lands on the tile the die sent it to"};
  if (!landable(g, state(g, kFlyingKind), a.arg(0).a, a.arg(0).b))
    return Rejection{kLandingFeature, fmt::format("a {} flier lands only on an unfinished road, city, cloister (or, the abbot, garden) it may stand on",
                                                  g.rules().figures.at(state(g, kFlyingKind)).name)};
  return std::nullopt;
}

void FlierModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kFly)
    fly(g, a);
  else if (verb == kRoll)
    roll(g, a);
  else
    land(g, a);
}

std::optional<std::string> FlierModule::check_state(const Game& g) const {
  if (g.waits_for(kLandPhase)) {
    if (state(g, kFlyingKind) < 0 || state(g, kLanding) < 0) return std::string("a flier waits to land, but none is in the air");
    if (g.decider() != g.active_player()) return std::string("another player than the active one lands the flier");
    if (!any_landing(g, state(g, kFlyingKind), state(g, kLanding))) return std::string("a flier waits to land where it cannot");
  } else if (g.waits_for(kRollPhase)) {
    if (state(g, kFlyingKind) < 0) return std::string("the die is cast for no flier");
  } else if (state(g, kFlyingKind) >= 0) {
    return std::string("a flier is left in the air");
  }
  return std::nullopt;
}

}  // namespace carc
