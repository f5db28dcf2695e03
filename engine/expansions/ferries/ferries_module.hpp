// The Ferries (CAR-363..370 and the section's rule text): lake tiles whose roads end in the
// lake. After the figure step of a turn that laid one, its ferry links two of its road ends into
// one road (Regions::connect; the other ends are closed). Then, following each road out of the
// tile just laid (across core's links too: a tunnel's two mouths), the first ferry met may move
// once this turn to link another pair of ends of its lake (Regions::disconnect,
// Regions::connect); a builder cut off from his owner's followers goes home (CAR-369), and a road
// a move completed is scored in that turn's scoring step. A setup lays a lake with its ferry as
// `with ferry ...` on the tile (setup_laid); eight ferries in the box.
#pragma once
#include "core/module.hpp"

namespace carc {

class FerriesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "ferries"; }
  std::string_view title() const override { return "The Ferries"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
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
  std::optional<Rejection> setup_laid(Game&, int tile, const ModuleAction&) const override;
  std::optional<ModuleAction> setup_action(const Game&, int tile) const override;
  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
