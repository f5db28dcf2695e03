#include "river2_module.hpp"

#include "expansions/river/river_rules.hpp"
#include "expansions/river/river_supply.hpp"
#include "pig_herd.hpp"
#include "r2_names.hpp"
#include "volcano.hpp"

namespace carc {

using namespace river2;

std::vector<std::string_view> River2Module::reason_codes() const {
  return {reason::kRiverFirst, reason::kRiverNotContinued, reason::kRiverUTurn, reason::kLakeNotLast,
          reason::kRiverBranchesJoin, kVolcanoNoFigure};
}

void River2Module::register_options(OptionRegistry& r) const {
  r.add({kVolcanoDragon,
         {"placed", "not-placed"},
         {"CAR-244", "CAR-245"},
         "With The Princess & the Dragon, the volcano lake brings the dragon onto itself (Hans im Glueck) or not "
         "(the RGG Big Box 2 text asks only for the second tile)",
         kModule});
  r.add_preset_settings("rgg", kVolcanoDragon, "not-placed");
  r.add({kSets,
         {"one", "twice"},
         {"CAR-238"},
         "River II once (the rules plan nothing else), or its tiles twice (as with Count, King and Consorts): one "
         "spring and one volcano left out, the second fork shuffled in with the river tiles (a house rule; the "
         "publisher gives no rule)",
         kModule});
  r.add({kPigHerdNeeds,
         {"traders-builders", "nothing"},
         {"CAR-243"},
         "The pig-herd pays only when Traders & Builders is in play (the rule text: without it the tile means "
         "nothing), or always (the CAR's reading, and the ZMG text)",
         kModule});
  r.add_preset_settings("zmg", kPigHerdNeeds, "nothing");
  r.add({kPigHerdPig,
         {"independent", "pig-required"},
         {"CAR-247", "CAR-248"},
         "The pig-herd pays the farm's majority whether or not a pig is there (Big Box 2 on), or only a player "
         "with his pig on the farm (the older, unclear wording)",
         kModule});
  r.add({kPigHerdBarn,
         {"farmers-only", "barn-too"},
         {"CAR-249", "CAR-194", "CAR-394", "CAR-250", "CAR-195", "CAR-395"},
         "The pig-herd pays farmers only, never a barn's final score (official), or a barn too, 5 per city "
         "(the house rule)",
         kModule});
}

void River2Module::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  // The base start tile is not used with River II (CAR-235); River I's option decides when both are.
  int copies = options.is(kSets, "twice") ? 2 : 1;
  std::vector<const TileType*> tiles;
  for (int c = 0; c < copies; ++c)
    for (const TileType* t : catalog.types_of(kModule))
      for (int i = 0; i < t->count; ++i) tiles.push_back(t);
  river::add_river_tiles(supply, tiles, false);
}

std::optional<Rejection> River2Module::check_placement(const Game& g, const PlaceTile& a) const {
  return river::check_placement(g, a);
}

bool River2Module::allows_placement(const Game& g, const PlaceTile& a) const { return river::allows_placement(g, a); }

PlacementScope River2Module::placement_scope(const Game& g, const TileType* t) const {
  return river::placement_scope(g, t);
}

std::optional<Rejection> River2Module::check_deployment(const Game& g, const Deploy& d) const {
  return check_volcano_deployment(g, d);
}

std::optional<ExtraTileGrant> River2Module::extra_tile(const Game& g, int tile_index) const {
  return volcano_extra_tile(g, tile_index);
}

void River2Module::value_farm_city(const Game& g, const FarmCity& fc, int player, FeatureValue& v) const {
  add_pig_herd_bonus(g, fc, player, v);
}

}  // namespace carc
