// The Plague (CAR-450..460 and the section's rule text): six plague-source tiles that take
// outbreak tokens, 18 fleas spread one a turn next to an active plague region, followers struck
// on a flea's tile, the flight of one follower a turn along its feature, eradication, latency and
// merging of regions (plague.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class PlagueModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "plague"; }
  std::string_view title() const override { return "The Plague"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  bool checks_placement() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void tile_placed(Game&, int tile_index) const override;
  SetAside sets_aside(const Game&, const TileType*) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
