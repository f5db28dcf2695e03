// The Goldmines (mini-expansion #4; CAR-396..400 and the section's rule text): a tile with the
// gold symbol puts a gold piece on itself and one on a tile around it (diagonals too), before
// the figure step. When a road, city or cloister is completed and scored, its majority claims
// the gold on its tiles (a cloister: its tile and the eight around; a castle of Bridges, Castles
// & Bazaars: its six vicinity tiles, CAR-396). Claimants take one piece at a time, the active
// player first and then clockwise, each choosing any piece he may claim (CAR-397), or under the
// RGG rule one piece per feature each (CAR-398). At the end each player's gold is worth 1, 2, 3
// or 4 a piece by how many he holds (CAR-399); gold still on the board is lost.
#pragma once
#include "core/module.hpp"

namespace carc {

class GoldminesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "goldmines"; }
  std::string_view title() const override { return "The Goldmines"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void final_scoring(Game&) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
