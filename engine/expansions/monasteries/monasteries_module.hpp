// Monasteries in Germany / in the Netherlands & Belgium (CAR-434..440 and the section's rule
// text): a follower that arrives on a special monastery, however it arrives, is a monk (the
// monastery is a cloister as usual) or an abbot: an abbot's monastery never counts as
// completed, the abbot stays until the end and then scores 1 for the monastery and 1 for each
// tile in an unbroken line outwards along its row and its column.
#pragma once
#include "core/module.hpp"

namespace carc {

class MonasteriesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "monasteries"; }
  std::string_view title() const override { return "Monasteries in Germany / in the Netherlands & Belgium"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  void register_options(OptionRegistry&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  std::vector<std::string_view> reason_codes() const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  void final_scoring(Game&) const override;
  bool withholds_scoring(const Game&, NodeId root) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
