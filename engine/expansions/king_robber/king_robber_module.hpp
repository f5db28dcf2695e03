// King and Robber Baron (CAR-196..200 and the section's rule text): the King goes to whoever
// completes a city of more tiles than any completed before, the Robber Baron likewise for roads
// (records.*); at the end their holders score 1 per completed city / road. Five land tiles.
#pragma once
#include "core/module.hpp"

namespace carc {

class KingRobberModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "king-robber"; }
  std::string_view title() const override { return "King and Robber Baron"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_tokens(TokenTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  void feature_completed(Game&, NodeId root) const override;
  bool reacts_to_play() const override { return true; }
  void final_scoring(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
