// Little Buildings (CAR-411, CAR-412 and the section's rule text): 18 buildings (houses, towers,
// sheds) shared out among the players. Instead of deploying a follower a player may put one on
// the tile he has just placed, as the turn's figure action; it stays to the end, and every
// road, city, cloister or farm scored adds 1 per building on its tiles (a cloister: on its
// tile and the eight around it), after every other modifier, during play and at the end.
#pragma once
#include "core/module.hpp"

namespace carc {

class LittleBuildingsModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "little-buildings"; }
  std::string_view title() const override { return "Little Buildings"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override { return {"no-building-left"}; }
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;

  bool opens_the_turn() const override { return true; }
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;

  std::vector<std::string_view> piece_names() const override;
  int pieces_on(const Game&, std::string_view piece, int tile_index) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
