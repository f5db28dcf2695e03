// The Abbot (New Carcassonne / Carcassonne II; CAR-335..340 and the section's rule text): one
// abbot per player, a follower that goes only onto a cloister or a garden (a place on eight
// base tiles of C II, given to no other follower), and that its owner may take back in the
// figure step instead of deploying, scoring it at once as a cloister is scored at the end.
// Gardens complete and score like cloisters; the module scores them (they are module places,
// which core never scores).
#pragma once
#include "core/module.hpp"

namespace carc {

class AbbotModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "abbot"; }
  std::string_view title() const override { return "The Abbot (Carcassonne II)"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  bool checks_placement() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void tile_placed(Game&, int tile_index) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void turn_scoring(Game&) const override;
  void final_scoring(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
