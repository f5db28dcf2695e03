// Traders & Builders: the builder (a second tile when the player extends the builder's road or
// city), the pig (a farm pays its owner 4 per city), trade goods for completing cities and their
// majorities at the end, and 24 land tiles (CAR-45..61 and the section's rule text).
#pragma once
#include "core/module.hpp"

namespace carc {

class TradersBuildersModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "traders-builders"; }
  std::string_view title() const override { return "Traders & Builders"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_tokens(TokenTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  // The tiles add no placement rule; where the builder and pig may go is the figure table's
  // "with its owner's follower" rule, which core applies.
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  // Only option double-turn-returned = next-turn refuses a deployment (in a second part).
  bool checks_deployment() const override { return true; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;
  bool allows_deployment(const Game&, const Deploy&) const override;
  std::vector<std::string_view> reason_codes() const override;
  bool reacts_to_play() const override { return true; }
  std::optional<ExtraTileGrant> extra_tile(const Game&, int tile_index) const override;
  void features_linking(Game&, NodeId a, NodeId b) const override;
  void feature_completed(Game&, NodeId root) const override;
  void figure_returned(Game&, int figure, NodeId node) const override;
  void value_farm_city(const Game&, const FarmCity&, int player, FeatureValue&) const override;
  void final_scoring(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
