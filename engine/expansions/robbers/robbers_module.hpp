// The Robbers (Mini #6; CAR-476..489 and the section's rule text): each player's robber on the
// scoreboard beside another player's counting figure, placed after a tile with the robber symbol
// (robbers.cpp: placement), taking half of that figure's next scoring event, following it when it
// moves without being robbable, and the end of the game (robbery.cpp).
#pragma once
#include "core/module.hpp"

namespace carc {

class RobbersModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "robbers"; }
  std::string_view title() const override { return "The Robbers"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_places(PlaceTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void counting_figure_moved(Game&, int player, int figure, int from, int points, std::size_t event) const override;
  bool settles_again(const Game&) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;
  int beside_counting_figure(const Game&, int figure) const override;
  bool set_beside_counting_figure(Game&, int figure, int index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
