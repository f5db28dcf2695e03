// The Games Quarterly #11 tiles (CAR-387..395): ten land tiles shuffled in with the others, and two
// river tiles that join the river when a river set is in play: a spring whose road ends at a house
// (no inn, CAR-389) and a straight river between two city caps. No rule of their own; the options
// are the animal field as a pig-herd (a house rule, CAR-392) and which spring starts the river.
#pragma once
#include "core/module.hpp"

namespace carc {

class Gq11Module final : public ExpansionModule {
 public:
  std::string_view name() const override { return "gq11"; }
  std::string_view title() const override { return "The Games Quarterly #11 tiles"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  void value_farm_city(const Game&, const FarmCity&, int player, FeatureValue&) const override;
};

}  // namespace carc
