// The Wheel of Fortune (CAR-327..334 and the section's rule text): the wheel laid as the start
// (sixteen tiles, wheel-of-fortune.yaml), the big pig moved by the number on a crown tile as
// soon as it is drawn (nature's outcome, before the tile's placement is considered), the
// sector's event (fortune, taxes, famine, storm, inquisition, pestilence), the crown spaces'
// scoring, and followers deployed onto crown spaces instead of onto the land.
#pragma once
#include "core/module.hpp"

namespace carc {

class WheelModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "wheel-of-fortune"; }
  std::string_view title() const override { return "The Wheel of Fortune"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_places(PlaceTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  bool checks_placement() const override { return false; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void tile_drawn(Game&) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  bool closes_tile(const Game&, int figure_kind, int tile) const override;
  bool withholds_scoring(const Game&, NodeId root) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
