// Abbey & Mayor (CAR-137..195 and the section's rule text): the abbey each player may lay into a
// hole (abbeys.*), the mayor whose strength is his city's pennants, the wagon that moves on after
// scoring (wagons.*), the barn on field corners and its farm scorings (barns.*), and 12 land tiles.
#pragma once
#include "core/module.hpp"

namespace carc {

class AbbeyMayorModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "abbey-mayor"; }
  std::string_view title() const override { return "Abbey & Mayor"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;
  void turn_scoring(Game&) const override;
  void scorings_ahead(const Game&, std::vector<NodeId>&) const override;
  std::optional<int> figure_strength(const Game&, const Region&, int figure) const override;
  void final_scoring(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
