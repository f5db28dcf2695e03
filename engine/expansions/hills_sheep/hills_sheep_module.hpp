// Hills & Sheep (CAR-316..326 and the section's rule text): the shepherd and his flock drawn
// from the sheep bag, expanded or herded into the stable when his field is extended, lost to
// the wolf, shared by the shepherds of a merged field (flock.*); hills, which take a tile under
// them and break ties for the followers on them, and vineyards, worth 3 to a cloister completed
// beside them (hills.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class HillsSheepModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "hills-sheep"; }
  std::string_view title() const override { return "Hills & Sheep"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  bool checks_placement() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool reacts_to_play() const override { return true; }
  void figure_returned(Game&, int figure, NodeId node) const override;
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  bool breaks_ties() const override { return true; }
  void break_tie(const Game&, const Region&, std::vector<int>& winners, FeatureValue& why) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
