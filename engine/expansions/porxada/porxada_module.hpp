// La Porxada (CAR-461..465 and the section's rule text): the player who lays the tile chooses
// one of its two uses. Either he may exchange one of his followers in play with another
// player's; that player may refuse, but then loses one of his followers for the rest of the
// game. Or, if the Porxada's city is completed, every player who had a knight there scores his
// unfinished cities at the end as if they were finished.
#pragma once
#include "core/module.hpp"

namespace carc {

class PorxadaModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "porxada"; }
  std::string_view title() const override { return "La Porxada"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool reacts_to_play() const override { return true; }
  void feature_completed(Game&, NodeId root) const override;
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;
  void final_scoring(Game&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
};

}  // namespace carc
