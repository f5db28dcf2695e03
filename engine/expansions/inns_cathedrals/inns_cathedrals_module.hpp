// Inns & Cathedrals: one big follower per player (strength 2), 18 land tiles, and the inn and
// cathedral scoring: double value when complete, nothing when left incomplete (CAR-39..44).
#pragma once
#include "core/module.hpp"

namespace carc {

class InnsCathedralsModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "inns-cathedrals"; }
  std::string_view title() const override { return "Inns & Cathedrals"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_figures(FigureTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  // The big follower is deployed by core's rules like a normal one; the tiles add no placement rule.
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
};

}  // namespace carc
