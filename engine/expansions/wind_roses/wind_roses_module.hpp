// The Wind Roses (CAR-512..515 and the section's rule text): the orange wind rose is the start
// tile and divides the board into sections; a quarter-rose tile laid in the section it names
// earns its player 3 points at once, before the figure step (CAR-513), a scoring of its own
// (CAR-514). The blue rose, once laid, divides the board in its place, by its own orientation.
#pragma once
#include "core/module.hpp"

namespace carc {

class WindRosesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "wind-roses"; }
  std::string_view title() const override { return "The Wind Roses"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool opens_the_turn() const override { return true; }
  void tile_placed(Game&, int tile_index) const override;
};

}  // namespace carc
