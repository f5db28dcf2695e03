#include "river1_module.hpp"

#include "expansions/river/river_supply.hpp"

namespace carc {

std::vector<std::string_view> River1Module::reason_codes() const {
  return {reason::kRiverFirst, reason::kRiverNotContinued, reason::kRiverUTurn, reason::kLakeNotLast,
          reason::kRiverBranchesJoin};
}

void River1Module::register_options(OptionRegistry& r) const {
  r.add({"river1-start-tile",
         {"removed", "after-river", "shuffled-into-land"},
         {"CAR-467", "CAR-468"},
         "What happens to the base start tile with the river: removed from the game (current rules), laid as the "
         "first land tile once the river is finished (older rules), or shuffled into the land tiles",
         "river1"});
}

void River1Module::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  const TileType* base_start = river::river_in_play(supply) ? nullptr : supply.start;
  std::vector<const TileType*> tiles;
  for (const TileType* t : catalog.types_of("river1"))
    for (int i = 0; i < t->count; ++i) tiles.push_back(t);
  // The lake comes after the shuffled river tiles, before any land tile (CAR-472).
  river::add_river_tiles(supply, tiles, false);
  const auto& start_rule = options.get("river1-start-tile");
  auto after_river = supply.groups.begin() + static_cast<std::ptrdiff_t>(river::river_groups(supply));
  if (base_start && start_rule == "after-river")
    supply.groups.insert(after_river, {base_start});
  else if (base_start && start_rule == "shuffled-into-land")
    supply.groups.back().push_back(base_start);
}

}  // namespace carc
