// Besiegers, Cathars and Siege (CAR-341..351 and the section's rule text): land tiles whose
// siege besieges the city they join. A completed besieged city scores 1 per tile and pennant
// (2 with a cathedral), an unfinished one nothing at the end, and farmers count it double; at
// the end of his turn a player may take one knight out of a besieged city through a cloister
// beside it (sieges.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class BesiegersModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "besiegers"; }
  std::string_view title() const override { return "Besiegers, Cathars and Siege"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  void value_farm_city(const Game&, const FarmCity&, int player, FeatureValue&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
