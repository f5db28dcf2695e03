// The River II (CAR-234..253 and the section's rule text): the spring starts the layout, the fork
// is laid first, both branches grow and never join, the volcano lake comes last and lets its
// placer take another tile; the pig-herd pays farmers. The placement rules and the river's place
// in the supply are shared with River I (expansions/river/).
#pragma once
#include "core/module.hpp"

namespace carc {

class River2Module final : public ExpansionModule {
 public:
  std::string_view name() const override { return "river2"; }
  std::string_view title() const override { return "The River II"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  bool allows_placement(const Game&, const PlaceTile&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override;
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;
  std::optional<ExtraTileGrant> extra_tile(const Game&, int tile_index) const override;
  bool reacts_to_play() const override { return true; }
  void value_farm_city(const Game&, const FarmCity&, int player, FeatureValue&) const override;
};

}  // namespace carc
