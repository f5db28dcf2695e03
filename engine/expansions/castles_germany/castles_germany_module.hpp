// Castles in Germany (CAR-352..355 and the section's rule text): six double tiles the players
// hold and lay instead of drawing (castles.*), their lords, the 12 points of a surrounded castle,
// its end value and the bonus of roads and cities that end on castles (castle_scoring.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class CastlesGermanyModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "castles-germany"; }
  std::string_view title() const override { return "Castles in Germany"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void register_figure_places(FigureTable&) const override;
  void prepare(Game&) const override;

  // A castle half alone is refused everywhere (check_placement); any other tile is not its concern.
  PlacementScope placement_scope(const Game&, const TileType*) const override;
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  void turn_scoring(Game&) const override;
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  void final_scoring(Game&) const override;
  bool joins_tiles() const override { return true; }
  int one_tile_with(const Game&, int tile) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
