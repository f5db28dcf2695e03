#include "phantom_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "phantom_names.hpp"
#include "expansions/flier/flier_module.hpp"
#include "expansions/princess_dragon/princess.hpp"

namespace carc {

using namespace phantom;

namespace {

int phantom_kind(const Game& g) { return *g.rules().figures.find(kFigure); }

bool volcano_placed(const Game& g) {
  if (g.last_placed() < 0) return false;
  if (g.board().tile(g.last_placed()).type->has_symbol(kVolcanoSymbol)) return true;
  for (int t : g.placed_with())
    if (g.board().tile(t).type->has_symbol(kVolcanoSymbol)) return true;
  return false;
}

}  // namespace

namespace phantom {

const char* step_skipped(const Game& g) {
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(phantom_kind(g))] == 0)
    return "the phantom is not in the supply (on the board, or deployed first)";
  // "May not deploy or move any other figure" (CAR-445, CAR-113).
  if (pd::princess_removed_this_turn(g)) return "the princess sent a knight home this turn";
  // A flier that found no landing ends the turn's followers (The Flier's rule text).
  if (flier::flight_failed(g)) return "the flier found no landing this turn";
  if (volcano_placed(g) && g.options().is(kVolcano, "skip")) return "a volcano was placed this turn";
  return nullptr;
}

}  // namespace phantom

std::vector<std::string_view> PhantomModule::reason_codes() const { return {kPhantomOnly}; }

void PhantomModule::register_options(OptionRegistry& r) const {
  r.add({kVolcano,
         {"skip", "elsewhere"},
         {"CAR:phantom/volcano"},
         "skip: after placing a volcano the phantom's step 4B is skipped (the order of play); elsewhere: it is "
         "offered, and the phantom may go anywhere a follower may that turn except the volcano tile itself "
         "(CAR-80 closes only that tile to followers)",
         kModule});
}

void PhantomModule::register_figures(FigureTable& t) const {
  // One per player, a follower in every respect: strength 1, any road, city, field or
  // cloister (CAR:phantom/supply, CAR:phantom/normal-follower). The tower's top and other
  // places open to every follower kind take it through FigureTable::allow.
  t.add({kFigure, true, 1, 1, {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister}});
}

void PhantomModule::register_verbs(VerbTable&, PhaseTable& phases) const {
  // Step 4B: passable (the phantom is optional) and a figure step of its own.
  phases.add(kPhase, true, true);
}

std::optional<Rejection> PhantomModule::check_deployment(const Game& g, const Deploy& d) const {
  // In step 4B only the phantom goes: it is the turn's last figure, so no builder, pig or other
  // figure follows it, nor a second follower (CAR-444).
  if (g.phase() == Phase::Module && g.waits_for(kPhase) && d.figure_kind != phantom_kind(g))
    return Rejection{kPhantomOnly, fmt::format("the second figure step takes only the phantom, not a {}",
                                               g.rules().figures.at(d.figure_kind).name)};
  return std::nullopt;
}

void PhantomModule::at_step(Game& g, OrderStep step) const {
  // Step 4B follows the first figure step, whatever it was (a follower, a builder, a pig, the
  // fairy, a tower piece, or a pass: CAR-443, CAR:phantom/second-figure), before step 5.
  if (step != OrderStep::FiguresMoved || g.last_placed() < 0) return;
  if (const char* why = step_skipped(g)) {
    // Said in explain when the phantom was there to deploy but a rule closed its step.
    if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(phantom_kind(g))] > 0)
      g.note(g.active_player(), fmt::format("no phantom step (4B): {}", why));
    return;
  }
  g.open_decision(*g.rules().phases.find(kPhase), g.active_player());
}

std::optional<Rejection> PhantomModule::check_action(const Game&, const ModuleAction&) const {
  return Rejection{"unknown-action", "The Phantom has no verbs: the phantom is deployed like any figure"};
}

std::optional<std::string> PhantomModule::check_state(const Game& g) const {
  int kind = phantom_kind(g);
  std::vector<int> owned(g.players().size(), 0);
  for (const Figure& f : g.figures())
    if (f.kind == kind) {
      if (f.owner < 0 || f.owner >= static_cast<int>(owned.size())) return std::string("a phantom belongs to nobody");
      ++owned[static_cast<std::size_t>(f.owner)];
    }
  for (std::size_t p = 0; p < owned.size(); ++p) {
    if (owned[p] != 1) return fmt::format("{} owns {} phantoms, not one", g.players()[p].name, owned[p]);
    int in_supply = g.players()[p].supply[static_cast<std::size_t>(kind)];
    if (in_supply < 0 || in_supply > 1) return fmt::format("{} has {} phantoms in the supply", g.players()[p].name, in_supply);
  }
  if (g.waits_for(kPhase)) {
    if (g.decider() != g.active_player()) return std::string("the phantom's step is open for another player than the active one");
    if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(kind)] != 1)
      return std::string("the phantom's step is open without a phantom in the supply");
  }
  return std::nullopt;
}

}  // namespace carc
