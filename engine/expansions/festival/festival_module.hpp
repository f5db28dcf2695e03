// The Festival (CAR-371..377 and the section's rule text): ten land tiles with the festival
// symbol. After placing one, the player's figure step may, instead of a deployment, take one of
// his own figures back from anywhere in play into his supply (the verb `festival`); captured
// followers stay in their prison, and neutral or other players' figures are never taken. It is
// the turn's figure action: the fairy cannot move as well, while the Phantom's own step 4B
// still follows it.
#pragma once
#include "core/module.hpp"

namespace carc {

class FestivalModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "festival"; }
  std::string_view title() const override { return "The Festival"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool opens_the_turn() const override { return true; }
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
};

}  // namespace carc
