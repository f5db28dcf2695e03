// The Tunnel (CAR-502..511 and the section's rule text): four land tiles whose roads end at
// tunnel mouths, open ends of their roads; each player's tunnel tokens (sets of two, by the
// number of players), one placed a turn at any moment of the player's turn on an unclaimed
// mouth; the second token of a set links its mouth to the first one's (Regions::link), so the
// roads become one road that completes the usual way at its ends, and a road a link completed is
// scored in that turn's scoring step.
#pragma once
#include "core/module.hpp"

namespace carc {

class TunnelModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "tunnel"; }
  std::string_view title() const override { return "The Tunnel"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void turn_scoring(Game&) const override;
  void scorings_ahead(const Game&, std::vector<NodeId>&) const override;
  std::vector<std::string_view> piece_names() const override { return {"tunnel-token"}; }
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
