// Bridges, Castles & Bazaars (CAR-280..315 and the section's rule text): its twelve land tiles
// (bridges-castles-bazaars.yaml), each player's bridges (bridges.*) and castles (castles.*),
// and the auction a drawn bazaar tile starts (bazaars.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class BridgesCastlesBazaarsModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "bridges-castles-bazaars"; }
  std::string_view title() const override { return "Bridges, Castles & Bazaars"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_places(PlaceTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return true; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;
  bool reacts_to_play() const override { return true; }
  void feature_completed(Game&, NodeId root) const override;
  void value_farm_city(const Game&, const FarmCity&, int player, FeatureValue&) const override;
  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  void tile_placed(Game&, int tile_index) const override;
  const TileType* deal_tile(Game&) const override;
  bool holds_tiles(const Game&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;
  std::optional<Rejection> check_pass(const Game&) const override;
  std::optional<Rejection> layout_change(const Game&, const PlaceTile&, LayoutChange&) const override;
  void placed_with(Game&, const PlaceTile&) const override;
  bool mends_placement(const Game&, const TileType*) const override;
  std::optional<Rejection> setup_change(const Game&, const PlaceTile&, LayoutChange&) const override;
  std::optional<ModuleAction> setup_action(const Game&, int tile) const override;
  bool withholds_scoring(const Game&, NodeId root) const override;
  std::vector<std::string_view> piece_names() const override { return {"bridge", "castle"}; }
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::vector<std::pair<int, int>> pieces_across(const Game&, std::string_view piece) const override;
  NodeId special_place_feature(const Game&, int figure) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
