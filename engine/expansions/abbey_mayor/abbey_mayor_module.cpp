#include "abbey_mayor_module.hpp"

#include <fmt/format.h>

#include "abbeys.hpp"
#include "am_names.hpp"
#include "barns.hpp"
#include "core/game.hpp"
#include "wagons.hpp"

namespace carc {

using namespace abbey_mayor;

std::vector<std::string_view> AbbeyMayorModule::reason_codes() const {
  return {kNoAbbey, kNotAHole, kNotAllField, kBarnFarm, kNotNeighbouring};
}

void AbbeyMayorModule::register_options(OptionRegistry& r) const {
  r.add({kFinalRound,
         {"round", "none"},
         {"CAR-144", "CAR-28"},
         "round: once the last land tile is played, each player still holding his abbey may lay it, clockwise from the "
         "left of whoever laid the last tile, and then the game ends (HiG and RGG from Big Box 2); none: the game ends "
         "with the last land tile (an older FAQ)",
         kModule});
  r.add({kWagonReach,
         {"connected", "nearby"},
         {"CAR-170", "CAR:conflicts/c23-wagon-reach"},
         "connected: a wagon moves only to a feature that touches its scored one where a wagon can pass (a road into a "
         "crossing, a city gate or a cloister, an abbey's side: the CAR's ruling); nearby: to any feature on its own tile "
         "or the eight around it (the condensed order of play)",
         kModule});
  for (const char* preset : {"hig-pre-bigbox", "rgg-pre-bigbox"}) r.add_preset_settings(preset, kFinalRound, "none");
}

void AbbeyMayorModule::register_figures(FigureTable& t) const {
  FigureKindDef mayor{kMayor, true, 1, 1, {FeatureKind::City}};
  mayor.own_places_only = true;
  mayor.strength_by_rule = true;  // the pennants of his city (CAR-162)
  t.add(mayor);
  FigureKindDef wagon{kWagon, true, 1, 1, {FeatureKind::Road, FeatureKind::City, FeatureKind::Cloister}};
  wagon.own_places_only = true;
  t.add(wagon);
  FigureKindDef barn{kBarn, false, 0, 1, {}};  // put on a corner by its verb, never deployed onto a feature
  barn.own_places_only = true;
  barn.on_corners = true;
  t.add(barn);
}

void AbbeyMayorModule::register_tokens(TokenTable& t) const { t.add(kAbbeyToken); }

void AbbeyMayorModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kAbbeyRound, true);
  phases.add(kWagonMove, true);
  VerbDef abbey{kAbbeyVerb, this, {{ArgKind::Square}}, "abbey (x,y)",
                "lay your abbey into that hole instead of the drawn tile (also as a builder's second tile, and in the abbey "
                "round once the stack is empty)"};
  abbey.places_tile = true;
  abbey.tile_laid = kAbbeyTile;
  verbs.add(abbey);
  verbs.add({kWagonVerb, this, {{ArgKind::Feature}}, "wagon KIND [PORT] at (x,y)",
             "after its feature scored: move your wagon onto that feature (`pass` keeps it home)"});
  verbs.add({kBarnVerb, this, {{ArgKind::Corner}}, "barn NE|SE|SW|NW",
             "put your barn on that corner of the tile just placed, as the turn's figure action", true});
}

void AbbeyMayorModule::prepare(Game& g) const {
  int k = *g.rules().tokens.find(kAbbeyToken);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) g.set_tokens(p, k, 1);
}

void AbbeyMayorModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    if (!t->per_player)
      for (int i = 0; i < t->count; ++i) land.push_back(t);
}

std::optional<Rejection> AbbeyMayorModule::check_deployment(const Game& g, const Deploy& d) const { return check_farmer(g, d); }

void AbbeyMayorModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::FeaturesScored)
    next_wagon(g);
  else if (step == OrderStep::GameEnds)
    abbey_round(g);
}

void AbbeyMayorModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  list_abbeys(g, *verbs.find(kAbbeyVerb), out);
  list_barns(g, *verbs.find(kBarnVerb), out);
  list_wagon_moves(g, *verbs.find(kWagonVerb), out);
}

std::optional<Rejection> AbbeyMayorModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kAbbeyVerb) return check_abbey(g, a);
  if (verb == kBarnVerb) return check_barn(g, a);
  return check_wagon_move(g, a);
}

void AbbeyMayorModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  if (verb == kAbbeyVerb)
    apply_abbey(g, a);
  else if (verb == kBarnVerb)
    apply_barn(g, a);
  else
    apply_wagon_move(g, a);
}

void AbbeyMayorModule::decision_passed(Game& g) const { wagon_passed(g); }

void AbbeyMayorModule::region_scored(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) const {
  int mayor = *g.rules().figures.find(kMayor);
  for (int id : figures)
    if (g.figures()[static_cast<std::size_t>(id)].kind == mayor) {
      int pennants = g.regions().region(root).pennants;
      g.note(g.figures()[static_cast<std::size_t>(id)].owner,
             pennants == 0 ? "the mayor counts 0 in a city without pennants: he holds it but wins nothing (CAR-164)"
                           : fmt::format("the mayor counts {}, the pennants of his city (CAR-162)", pennants));
    }
  if (!final_scoring) wagons_scored(g, root);
}

void AbbeyMayorModule::turn_scoring(Game& g) const { score_barn_events(g); }

void AbbeyMayorModule::scorings_ahead(const Game& g, std::vector<NodeId>& out) const { barn_scorings_ahead(g, out); }

std::optional<int> AbbeyMayorModule::figure_strength(const Game& g, const Region& r, int figure) const {
  if (g.figures()[static_cast<std::size_t>(figure)].kind != *g.rules().figures.find(kMayor)) return std::nullopt;
  return r.pennants;
}

void AbbeyMayorModule::final_scoring(Game& g) const { score_barns_final(g); }

std::optional<std::string> AbbeyMayorModule::check_state(const Game& g) const {
  // Every abbey is either held or on the board, one per player.
  int token = *g.rules().tokens.find(kAbbeyToken);
  int held = 0, laid = 0;
  for (const auto& p : g.players()) held += p.tokens[static_cast<std::size_t>(token)];
  for (const auto& t : g.board().tiles()) laid += t.type->id == kAbbeyTile;
  if (held + laid != static_cast<int>(g.players().size()))
    return fmt::format("{} abbeys held and {} on the board for {} players", held, laid, g.players().size());
  // Between turns no farm holds both a barn and farmers: they scored and went home.
  if (g.phase() == Phase::PlaceTile && any_barn(g))
    for (const Figure& f : g.figures())
      if (f.on_board() && g.regions().kind(g.node_of(f.tile, f.feature)) == FeatureKind::Field &&
          g.rules().figures.at(f.kind).follower && farm_has_barn(g, g.node_of(f.tile, f.feature)))
        return "a farmer stands on a farm with a barn after the scoring step";
  return std::nullopt;
}

}  // namespace carc
