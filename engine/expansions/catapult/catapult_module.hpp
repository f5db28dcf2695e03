// The Catapult (CAR-272..279 and the section's rule text): twelve fair tiles; a fair's placement
// interrupts play for a catapult round once the turn is over, in which every player hurls the
// token kind the round's first player picked, one after another clockwise. Where a token lands
// and what it touches is dexterity, which the oracle makes nature's decision (scripted by
// scenarios, drawn from a documented distribution by self-play); the module applies the effect:
// knock-out (followers touched go home), seduction (the nearest opponent follower may be swapped
// for one of the hurler's), target practice (5 for the nearest to the fair), catch (5 for the
// catcher or the hurler).
#pragma once
#include "core/module.hpp"

namespace carc {

class CatapultModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "catapult"; }
  std::string_view title() const override { return "The Catapult"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  void register_verbs(VerbTable&, PhaseTable&) const override;
  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
