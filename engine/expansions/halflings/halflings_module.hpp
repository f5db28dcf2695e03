// Halflings I and II (CAR-401..410 and the section's rule text): half-size triangular tiles the
// players hold and lay instead of drawing, alone on a square or two on one (half_tiles.*). The
// geometry is core's open sides (core/open_sides.hpp); everything else about them is here.
#pragma once
#include "core/module.hpp"

namespace carc {

class HalflingsModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "halflings"; }
  std::string_view title() const override { return "Halflings I and II"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void prepare(Game&) const override;

  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  bool checks_placement() const override { return false; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void list_actions(const Game&, std::vector<Action>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  std::optional<Rejection> layout_change(const Game&, const PlaceTile&, LayoutChange&) const override;
  void placed_with(Game&, const PlaceTile&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
