#include "hills_sheep_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "flock.hpp"
#include "hills.hpp"
#include "hs_names.hpp"

namespace carc {

using namespace hills_sheep;

namespace {

bool shepherd_first(const Game& g) { return g.options().is(kOptOrder, "shepherd-first"); }

// Step 5 for the flock: the first token of a shepherd just deployed, or (the corrected order)
// the shepherd's action once the figure step is over. True when a decision was opened.
bool flock_step(Game& g) {
  if (int id = deployed_now(g); id >= 0) {
    open_first_draw(g);
    return true;
  }
  if (!shepherd_first(g) && action_due(g)) {
    open_action(g);
    return true;
  }
  return false;
}

}  // namespace

std::vector<std::string_view> HillsSheepModule::reason_codes() const { return {kFieldHasShepherd, kNotInBag}; }

void HillsSheepModule::register_options(OptionRegistry& r) const {
  r.add({kOptOrder,
         {"figure-first", "shepherd-first"},
         {"CAR-317", "CAR-316"},
         "figure-first: a player whose tile extends his shepherd's field may deploy a figure first, then expands or "
         "herds (the corrected rules); shepherd-first: he expands or herds as soon as the tile is placed, then takes "
         "the figure step, and may redeploy a shepherd the wolf just sent home (Z-Man's first printing, 2014)",
         kModule});
  r.add({kOptTie,
         {"any-hill", "most-hills"},
         {"CAR-321", "CAR-322"},
         "any-hill: among players tied for a majority, those with at least one follower on a hill in the feature take "
         "the points, all of them when every tied player has one (CAR-321); most-hills: those with the most followers "
         "on hills take them (the house rule of CAR-322)",
         kModule});
  r.add_preset("zmg-2014", "Z-Man Games' first printing of Hills & Sheep (2014): the shepherd acts before the figure step");
  r.add_preset_settings("zmg-2014", kOptOrder, "shepherd-first");
}

void HillsSheepModule::register_figures(FigureTable& t) const {
  // One shepherd per player: no follower (no majority, no "last follower" rules), on a field
  // of the tile just placed, beside farmers but never beside another shepherd.
  FigureKindDef def{kShepherd, false, 0, 1, {FeatureKind::Field}};
  def.apart = true;
  def.own_places_only = true;
  t.add(std::move(def));
}

void HillsSheepModule::register_tokens(TokenTable& t) const {
  for (const char* k : kSheepTokens) t.add(k);
}

void HillsSheepModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kShepherdPhase);
  phases.add(kBagPhase);
  phases.add(kHillPhase);
  verbs.add({kExpandVerb, this, {{}}, "expand", "the shepherd's field was extended: draw another token from the sheep bag"});
  verbs.add({kHerdVerb, this, {{}}, "herd",
             "the shepherd's field was extended: herd the flock into the stable, every shepherd of the field scoring its sheep"});
  verbs.add({kSheepVerb, this, {{ArgKind::Number}}, "sheep 1|2|3|4", "nature: a sheep token of that many sheep comes out of the bag"});
  verbs.add({kWolfVerb, this, {{}}, "wolf", "nature: the wolf comes out of the sheep bag"});
  verbs.add({kUnderVerb, this, {{ArgKind::Tile}}, "under TILE", "nature: the tile that goes face down under the hill just laid"});
}

void HillsSheepModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<Rejection> HillsSheepModule::check_deployment(const Game& g, const Deploy& d) const {
  return check_shepherd_deployment(g, d);
}

void HillsSheepModule::figure_returned(Game& g, int figure, NodeId node) const { shepherd_returned(g, figure, node); }

void HillsSheepModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  vineyard_value(g, r, final_scoring, v);
}

void HillsSheepModule::break_tie(const Game& g, const Region& r, std::vector<int>& winners, FeatureValue& why) const {
  hill_tiebreak(g, r, winners, why);
}

void HillsSheepModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::TilePlaced) {
    // The older order (CAR-317): the shepherd acts before the figure step.
    if (shepherd_first(g) && action_due(g)) open_action(g);
  } else if (step == OrderStep::FiguresMoved) {
    if (lay_hill(g)) return;  // nature names the tile under the hill first; apply_action goes on
    flock_step(g);
  }
}

void HillsSheepModule::list_actions(const Game& g, std::vector<Action>& out) const { list_flock_actions(g, out); }

void HillsSheepModule::chance_outcomes(const Game& g, std::vector<ChanceOutcome>& out) const {
  bag_outcomes(g, out);
  hill_outcomes(g, out);
}

std::optional<Rejection> HillsSheepModule::check_action(const Game& g, const ModuleAction& a) const {
  if (g.rules().verbs.at(a.verb).name == kUnderVerb) return check_under(g, a);
  return check_flock_action(g, a);
}

void HillsSheepModule::apply_action(Game& g, const ModuleAction& a) const {
  if (g.rules().verbs.at(a.verb).name == kUnderVerb) {
    apply_under(g, a);
    if (!flock_step(g)) g.close_decision();  // a decision opened replaces nature's
    return;
  }
  apply_flock_action(g, a);
}

std::vector<std::string_view> HillsSheepModule::piece_names() const { return {kHillPiece, kVineyardPiece, kSheepPiece}; }

int HillsSheepModule::pieces_on(const Game& g, std::string_view piece, int tile) const {
  if (piece == kHillPiece) return is_hill(g, tile) ? 1 : 0;
  if (piece == kVineyardPiece) return is_vineyard(g, tile) ? 1 : 0;
  if (piece == kSheepPiece) return sheep_on(g, tile);
  return 0;
}

std::optional<std::string> HillsSheepModule::check_state(const Game& g) const { return check_flock_state(g); }

}  // namespace carc
