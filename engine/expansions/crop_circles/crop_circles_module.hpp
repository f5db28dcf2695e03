// Crop Circles I & II (CAR-356..360 and the section's rule text): after a turn whose tile shows
// a crop circle, the active player chooses: every player, from his left and ending with him,
// may put a follower from his supply beside one of his own followers of the circle's type (A),
// or must take one of his followers of that type back (B). The shield names knights (any
// follower in a city, CAR-357), the club thieves, the pitchfork farmers.
#pragma once
#include "core/module.hpp"

namespace carc {

class CropCirclesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "crop-circles"; }
  std::string_view title() const override { return "Crop Circles I & II"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void decision_passed(Game&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
