// The Princess & the Dragon (CAR-62..113 and the section's rule text): the volcano and the
// dragon (dragon.*), the fairy (fairy.*), the princess (princess.*), the magic portal
// (portal.*) and 30 land tiles. The first module built on the open turn: verbs, a module
// phase (the dragon's move), neutral figures and tiles set aside by a rule.
#pragma once
#include "core/module.hpp"

namespace carc {

class PrincessDragonModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "princess-dragon"; }
  std::string_view title() const override { return "The Princess & the Dragon"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  bool closes_tile(const Game&, int figure_kind, int tile) const override;  // the dragon's tile, to figures moved there
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;
  bool allows_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void tile_placed(Game&, int tile_index) const override;
  bool deploys_anywhere(const Game&) const override;
  std::optional<Rejection> check_remote_deployment(const Game&, const Deploy&) const override;
  SetAside sets_aside(const Game&, const TileType*) const override;
  std::optional<Rejection> check_pass(const Game&) const override;
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;

  bool reacts_to_play() const override { return true; }
  void figure_returned(Game&, int figure, NodeId node) const override;
  void final_scoring(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
