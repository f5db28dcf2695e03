#include "gq11_module.hpp"

#include "expansions/river/river_rules.hpp"
#include "expansions/river/river_supply.hpp"
#include "expansions/river2/pig_herd.hpp"

namespace carc {

void Gq11Module::register_options(OptionRegistry& r) const {
  r.add({"gq11-animal-field",
         {"plain", "pig-herd"},
         {"CAR-391", "CAR-392"},
         "The GQ11 field with pigs and cows is a plain field (the publisher's ruling) or counts as a pig-herd, "
         "+1 per completed city for its farmers, with or without Traders & Builders (a house rule)",
         "gq11"});
  r.add({"gq11-spring",
         {"start", "left-out"},
         {"CAR-390"},
         "With a river set, the GQ11 spring (its road parts the farm) starts the single river in place of the "
         "set's spring, or stays in the box; either way one spring only",
         "gq11"});
}

void Gq11Module::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  std::vector<const TileType*> river;
  for (const TileType* t : catalog.types_of("gq11")) {
    if (!river::is_river_tile(t)) {
      for (int i = 0; i < t->count; ++i) supply.land().push_back(t);
    } else if (t->river_role != "spring" || options.is("gq11-spring", "start")) {
      for (int i = 0; i < t->count; ++i) river.push_back(t);
    }
  }
  // The river tiles are played only with a river set (they make no river of their own).
  if (river::river_in_play(supply)) river::add_river_tiles(supply, river, true);
}

void Gq11Module::value_farm_city(const Game& g, const FarmCity& fc, int player, FeatureValue& v) const {
  river2::add_pig_herd_bonus(g, fc, player, v);  // only its house rule makes the animal field one
}

}  // namespace carc
