// The Tower (CAR-114..136 and the section's rule text): tower pieces on foundations (towers.*),
// prisoners taken in a tower's reach and their exchange (capture.*), buying prisoners back
// (ransom.*), and 18 land tiles with tower foundations.
#pragma once
#include "core/module.hpp"

namespace carc {

class TowerModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "tower"; }
  std::string_view title() const override { return "The Tower"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void register_places(PlaceTable&) const override;
  void register_figure_places(FigureTable&) const override;
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
  bool deploys_anywhere(const Game&) const override;
  std::optional<Rejection> check_remote_deployment(const Game&, const Deploy&) const override;
  void mark_remote_tiles(const Game& g, std::vector<char>& open) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
