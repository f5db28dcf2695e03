// The Count of Carcassonne (CAR-201..233 and the section's rule text): the City of Carcassonne
// laid as the start (twelve tiles, count.yaml), its four quarters, followers entering them when
// a tile's scoring pays others but not its placer (quarters.*), and leaving them for a feature
// being scored or, at the end, for any feature (redeploy.*); the Count blocks one quarter.
#pragma once
#include "core/module.hpp"

namespace carc {

class CountModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "count"; }
  std::string_view title() const override { return "The Count of Carcassonne"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_figure_places(FigureTable&) const override;
  void register_places(PlaceTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  // Where a river's spring may go beside the City (option count-river, CAR-206).
  PlacementScope placement_scope(const Game&, const TileType*) const override;
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  bool checks_deployment() const override { return false; }
  bool reacts_to_play() const override { return true; }
  void feature_completed(Game&, NodeId root) const override;
  void figure_returned(Game&, int figure, NodeId node) const override;
  void tile_placed(Game&, int tile_index) const override;
  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;
  std::optional<int> figure_strength(const Game&, const Region&, int figure) const override;
  bool closes_tile(const Game&, int figure_kind, int tile) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
