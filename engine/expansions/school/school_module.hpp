// The School (CAR-492..501 and the section's rule text): two tiles laid beside the start tile,
// six separate roads leading to the school (school.yaml); the teacher, a neutral figure on one
// school tile, goes to whoever completes a school road once it has been scored; his holder
// scores the points of the next completed feature again (choosing among several, CAR-494) and
// sends him back to the school. The dragon may eat him there (CAR-499).
#pragma once
#include "core/module.hpp"

namespace carc {

class SchoolModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "school"; }
  std::string_view title() const override { return "The School"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_tokens(TokenTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  bool reacts_to_play() const override { return true; }
  void feature_completed(Game&, NodeId root) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
