// The Mage & the Witch (Mini #5; CAR-413..420, the section's rule text, order of play steps 3g,
// 7h and 7j): two neutral figures on unfinished roads and cities. Laying a tile with the mage
// symbol, or a tile that joins the mage's feature with the witch's, obliges the player to place
// or move one of them before the figure step (phase mage-witch); with nowhere to go, one leaves
// the board (phase mage-witch-remove, by option). Scored with its feature, the mage adds 1 per
// tile and the witch halves the points, rounding up; then the figure leaves the board.
#pragma once
#include "core/module.hpp"

namespace carc {

class MageWitchModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "mage-witch"; }
  std::string_view title() const override { return "The Mage & the Witch"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
