#include "besiegers_module.hpp"

#include <fmt/format.h>

#include "besiegers_names.hpp"
#include "core/game.hpp"
#include "sieges.hpp"

namespace carc {

using namespace besiegers;

namespace {

// The root of region `r` (a city) through one of its tiles' features: Regions hands out one
// Region object per region, so the feature whose region is `r` itself belongs to it.
NodeId root_of(const Game& g, const Region& r) {
  for (int t : r.tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (pt.type->features[static_cast<std::size_t>(f)].kind == r.kind && &g.regions().region(pt.node(f)) == &r)
        return g.regions().find(pt.node(f));
  }
  return -1;
}

void add_rule(FeatureValue& v, std::string_view words) {
  v.rule += std::string(v.rule.empty() ? "" : ", ") + std::string(words);
}

}  // namespace

std::vector<std::string_view> BesiegersModule::reason_codes() const {
  return {kNotBesieged, kNoEscapeRoute, kNotAKnight, kEscapeTaken};
}

void BesiegersModule::register_options(OptionRegistry& r) const {
  r.add({kTiles,
         {"besiegers", "cathars", "both"},
         {"CAR:besiegers/tile-sets"},
         "The siege tiles shuffled in: the six of The Besiegers (Hans im Glueck), the four of The Cathars (which also stand "
         "for RGG's Siege, the same layout with new art), or all ten",
         kModule});
  r.add({kEscape,
         {"siege-tile", "city-tile"},
         {"CAR-346"},
         "siege-tile: a knight escapes only through a cloister, abbey or shrine beside a siege tile of its city, diagonals "
         "included (The Besiegers, The Cathars); city-tile: beside any tile of the besieged city (RGG's Siege)",
         kModule});
  r.add({kPennant,
         {"one", "two"},
         {"CAR-342"},
         "one: a pennant of a completed besieged city scores 1 like its tiles (the later clarification the CAR follows); two: "
         "the first Cathars and Siege texts lower only the tiles, so a pennant keeps its usual value",
         kModule});
  r.add_preset_settings("rgg", kTiles, "cathars");
  r.add_preset_settings("rgg", kEscape, "city-tile");
}

void BesiegersModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kEscapePhase, true);
  verbs.add({kEscapeVerb, this, {{ArgKind::Figure}}, "escape PLAYER FIGURE KIND [PORT] at (x,y)",
             "at the end of your turn (phase escape): one of your knights leaves a besieged city through a cloister beside it"});
}

void BesiegersModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  std::string_view set = options.get(kTiles);
  for (const TileType* t : catalog.types_of(kModule)) {
    bool cathars = t->id.starts_with("ca/");
    if (set != "both" && cathars != (set == "cathars")) continue;
    for (int i = 0; i < t->count; ++i) land.push_back(t);
  }
}

// A besieged city: 1 less per tile and per pennant when it is completed (CAR's scoring table,
// after the cathedral: 1 and 1, or 2 and 2 with a cathedral, CAR-343); nothing at the end.
void BesiegersModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (r.kind != FeatureKind::City) return;
  NodeId root = root_of(g, r);
  if (root < 0 || !besieged(g, root)) return;
  if (final_scoring) {
    v.points = 0;
    v.rule = "unfinished besieged city: 0";
    v.rulings.push_back("CAR:besiegers/unfinished");
    return;
  }
  int tiles = g.tiles_counted(r);
  bool pennants = g.options().is(kPennant, "one");
  v.points -= tiles + (pennants ? r.pennants : 0);
  add_rule(v, pennants ? fmt::format("besieged: 1 less per tile x {} and per pennant x {}", tiles, r.pennants)
                       : fmt::format("besieged: 1 less per tile x {} (pennants unchanged, siege-pennant = two)", tiles));
  v.rulings.push_back("CAR:besiegers/completed");
  if (!pennants) v.rulings.push_back("CAR-342");
}

// Farmers count a completed besieged city double, whatever their farm adds for it (a pig, a
// barn's value) and however many sieges it holds (CAR-350, CAR-351). A module later in the hook
// order would not be doubled, so this module comes last.
void BesiegersModule::value_farm_city(const Game& g, const FarmCity& fc, int, FeatureValue& v) const {
  if (!besieged(g, fc.city)) return;
  v.points += fc.base + v.points;
  add_rule(v, "a besieged city counts double");
  v.rulings.push_back("CAR:besiegers/farms");
}

void BesiegersModule::at_step(Game& g, OrderStep step) const {
  if (step == OrderStep::FeaturesScored) offer_escape(g);
}

void BesiegersModule::list_actions(const Game& g, std::vector<Action>& out) const {
  list_escapes(g, *g.rules().verbs.find(kEscapeVerb), out);
}

std::optional<Rejection> BesiegersModule::check_action(const Game& g, const ModuleAction& a) const { return check_escape(g, a); }

void BesiegersModule::apply_action(Game& g, const ModuleAction& a) const { apply_escape(g, a); }

std::optional<std::string> BesiegersModule::check_state(const Game& g) const {
  if (g.waits_for(kEscapePhase)) {
    if (g.decider() != g.active_player()) return std::string("the escape is offered to another player than the one whose turn it is");
    if (escape_candidates(g).empty()) return std::string("the escape is offered with no knight that may escape");
  }
  return std::nullopt;
}

}  // namespace carc
