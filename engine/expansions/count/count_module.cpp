#include "count_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "count_names.hpp"
#include "quarters.hpp"
#include "redeploy.hpp"

namespace carc {

using namespace count;

std::vector<std::string_view> CountModule::reason_codes() const {
  return {kCountBlocks, kWrongQuarter, kNotScored, kNoneThere, kSpringAway};
}

void CountModule::register_options(OptionRegistry& r) const {
  r.add({kTrigger,
         {"any-scoring", "completion"},
         {"CAR-207"},
         "What lets a placer send a follower into the City of Carcassonne: any scoring his tile causes that pays others "
         "and not him (RGG and Big Box 2), or only completing a road, city or cloister without profit (the original rules)",
         kModule});
  r.add({kBlocks,
         {"leaving", "entering-and-leaving"},
         {"CAR-233"},
         "The Count's quarter: nobody leaves it (every text), or nobody enters or leaves it (RGG Big Box 2 only)",
         kModule});
  r.add({kMove,
         {"free", "clockwise", "follows"},
         {"CAR:count/count-variants"},
         "Where the Count goes when a follower enters the city: where its player likes, or (the two official variants) "
         "to the next quarter clockwise, or to the quarter the follower entered",
         kModule});
  r.add({kStrength,
         {"normal", "double"},
         {"CAR:count/mayor-wagon-strength"},
         "A mayor or wagon that leaves the city counts its normal strength (the CAR's reading), or two followers (the "
         "sentence as printed, copied from the big follower's rule)",
         kModule});
  r.add({kDragon,
         {"landscape", "never"},
         {"CAR-203", "CAR-230", "CAR:count/dragon-off-city"},
         "The dragon may cross the landscape of the City of Carcassonne's tiles and eat there (FAQ 10/2012), or may "
         "never enter those twelve tiles (the rule text and the older FAQs)",
         kModule});
  r.add({kRiver,
         {"anywhere", "away-from-city"},
         {"CAR-206", "CAR-205"},
         "A river's spring with the City of Carcassonne: laid wherever it fits, river tiles that then fit nowhere "
         "leaving the game (the current rules), or against the City with the river flowing straight away from it "
         "(the original Count rules)",
         kModule});
  r.add_preset_settings("rgg", kBlocks, "entering-and-leaving");
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) {
    r.add_preset_settings(preset, kTrigger, "completion");
    r.add_preset_settings(preset, kDragon, "never");
  }
}

void CountModule::register_figures(FigureTable& t) const {
  FigureKindDef def{kCount, false, 0, 1, {}};  // one in the game, belonging to nobody
  def.neutral = true;
  t.add(std::move(def));
}

void CountModule::register_figure_places(FigureTable& t) const {
  // A mayor or wagon out of the city may count double (option count-mayor-wagon).
  for (const char* name : {"mayor", "wagon"})
    if (auto k = t.find(name)) t.strength_by_rule(*k);
}

void CountModule::register_places(PlaceTable& places) const {
  for (const Quarter& q : kQuarters) places.add(q.name, false);
}

void CountModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kEnterPhase, true);
  phases.add(kRedeployPhase, true);
  phases.add(kFinalPhase, true);
  verbs.add({kEnterVerb, this, {{ArgKind::Kind, ArgKind::Place}, {ArgKind::Kind, ArgKind::Place, ArgKind::Place}},
             "enter KIND QUARTER [QUARTER-FOR-THE-COUNT]",
             "send a follower from the supply into a quarter of the City of Carcassonne (and move the Count)"});
  verbs.add({kRedeployVerb, this, {{ArgKind::Kind, ArgKind::Feature}}, "redeploy KIND FEATURE",
             "move a follower from the quarter for that kind of feature onto it (before it is scored, or at the end)"});
}

void CountModule::prepare(Game& g) const {
  state(g)[kLastPlacer] = 0;
  // The Count starts in the castle.
  g.move_figure(count_figure(g), quarter_place(g, 0), Spot::Special, kNoDetail, Game::kNature);
}

void CountModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  supply.layout.clear();
  for (const TileType* t : catalog.types_of(kModule))
    if (t->start_at) supply.layout.push_back({t, *t->start_at, 0});
  // The city replaces the start tile (the base one is not used); a river's spring becomes the
  // first tile drawn, laid against the city (CAR-205).
  if (supply.start && supply.start->river_role == "spring") supply.groups.insert(supply.groups.begin(), {supply.start});
  supply.start = nullptr;
}

PlacementScope CountModule::placement_scope(const Game& g, const TileType* tile) const {
  return tile->river_role == "spring" && g.options().is(kRiver, "away-from-city") ? PlacementScope::PerSquare
                                                                                 : PlacementScope::Everywhere;
}

// Under count-river = away-from-city the spring touches the City on the side opposite its water.
std::optional<Rejection> CountModule::check_placement(const Game& g, const PlaceTile& a) const {
  if (a.tile->river_role != "spring" || !g.options().is(kRiver, "away-from-city")) return std::nullopt;
  for (int s = 0; s < kSides; ++s) {
    if (a.tile->side(static_cast<Side>(s), a.rot) != SideKind::River) continue;
    const PlacedTile* behind = g.board().at(neighbour(a.at, opposite(static_cast<Side>(s))));
    if (behind && behind->type->expansion == kModule) return std::nullopt;
  }
  return Rejection{kSpringAway, "with count-river = away-from-city the spring lies against the City of Carcassonne, its "
                                "river flowing straight away from it (CAR-206)"};
}

void CountModule::tile_placed(Game& g, int) const {
  std::vector<int>& s = state(g);
  s[kPartEvents] = static_cast<int>(g.events().size());
  s[kCompleted] = 0;
  s[kLastPlacer] = g.active_player();
}

void CountModule::feature_completed(Game& g, NodeId root) const {
  FeatureKind k = g.regions().kind(root);
  if (k == FeatureKind::Road || k == FeatureKind::City || k == FeatureKind::Cloister) state(g)[kCompleted] = 1;
}

void CountModule::figure_returned(Game& g, int figure, NodeId) const {
  std::vector<int>& s = state(g);
  auto from = s.begin() + kFromCity;
  s.erase(std::remove(from, s.end(), figure), s.end());
}

void CountModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::FiguresMoved) {
    open_round(g);
  } else if (step == OrderStep::FeaturesScored) {
    if (entry_earned(g)) g.open_decision(*g.rules().phases.find(kEnterPhase), g.active_player());
  } else if (step == OrderStep::GameEnds) {
    open_final(g);
  }
}

void CountModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  list_entries(g, *verbs.find(kEnterVerb), out);
  list_redeployments(g, *verbs.find(kRedeployVerb), out);
}

std::optional<Rejection> CountModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kEnterVerb) return check_entry(g, a);
  return check_redeployment(g, a);
}

void CountModule::apply_action(Game& g, const ModuleAction& a) const {
  if (g.rules().verbs.at(a.verb).name == kEnterVerb)
    apply_entry(g, a);
  else
    apply_redeployment(g, a);
}

void CountModule::decision_passed(Game& g) const { round_passed(g); }

std::optional<int> CountModule::figure_strength(const Game& g, const Region&, int figure) const {
  if (!g.options().is(kStrength, "double")) return std::nullopt;
  const std::vector<int>* s = state_of(g);
  if (!s || std::find(s->begin() + kFromCity, s->end(), figure) == s->end()) return std::nullopt;
  return 2;
}

// The dragon flies over the landscape of the city's tiles but never into the walled city
// itself: the two tiles that are all city (CAR-203, CAR-230); none of them under count-dragon =
// never (the rule text, CAR-229).
bool CountModule::closes_tile(const Game& g, int figure_kind, int tile) const {
  if (g.rules().figures.at(figure_kind).name != "dragon") return false;
  const TileType& t = *g.board().tile(tile).type;
  if (t.expansion != kModule) return false;
  return g.options().is(kDragon, "never") || t.features.size() == 1;
}

std::optional<std::string> CountModule::check_state(const Game& g) const {
  if (count_quarter(g) < 0) return std::string("the Count stands in no quarter of the city");
  for (const Figure& f : g.figures()) {
    if (!f.placed() || f.spot != Spot::Special || quarter_of_place(g, f.tile) < 0) continue;
    if (f.neutral()) {
      if (f.kind != *g.rules().figures.find(kCount)) return std::string("a neutral figure other than the Count is in the city");
    } else if (!fits_quarter(g, f.kind, quarter_of_place(g, f.tile))) {
      return fmt::format("a {} stands in the {}", g.rules().figures.at(f.kind).name,
                         kQuarters[static_cast<std::size_t>(quarter_of_place(g, f.tile))].name);
    }
  }
  if (const std::vector<int>* s = state_of(g))
    for (auto it = s->begin() + kFromCity; it != s->end(); ++it)
      if (!g.figures()[static_cast<std::size_t>(*it)].on_board()) return std::string("a figure out of the city is no longer on the board");
  return std::nullopt;
}

}  // namespace carc
