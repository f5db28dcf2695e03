// The Darmstadt promo (CAR-361, CAR-362 and the section's rule text): a completed city holding
// the Darmstadtium pays each player of its majority 3 more; a completed church (a cloister in
// every respect) is scored as a cloister, then the player(s) with the most followers on its tile
// and the eight around it score 3 more.
#pragma once
#include "core/module.hpp"

namespace carc {

class DarmstadtModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "darmstadt"; }
  std::string_view title() const override { return "Darmstadt Promo"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  bool reacts_to_play() const override { return true; }
  void feature_completed(Game&, NodeId root) const override;
  bool opens_the_turn() const override { return true; }
  void turn_scoring(Game&) const override;
};

}  // namespace carc
