// The Russian promos (CAR-490, CAR-491 and the section's rule text): Baba Yaga's hut, an
// anti-cloister. Its follower scores at the end 1 per empty square among the eight around it,
// plus 1 for the hut under the 2015 rules; once the hut is surrounded the follower goes home
// with the hut's point alone. The Choice of Bogatyr is a tile with no rule of its own.
#pragma once
#include "core/module.hpp"

namespace carc {

class RussianModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "russian"; }
  std::string_view title() const override { return "Russian Promos (Baba Yaga, Choice of Bogatyr)"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
};

}  // namespace carc
