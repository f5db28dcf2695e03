// The Flier (Flying Machines, CAR-378..386 and the section's rule text): eight land tiles with
// a flying machine. Instead of deploying on such a tile, the player may launch a follower from
// his supply as a flier (`fly KIND`); nature casts the die (1-3, phase `flier-roll`) and the
// flier travels that many tiles in the arrow's direction. If a tile lies there with an unfinished
// road, city or cloister the figure may stand on (occupied or not, never a field), the player
// must land it on one of them (phase `flier-land`, `alight FEATURE`); otherwise the figure stays in
// his supply and he deploys no more followers that turn.
#pragma once
#include "core/module.hpp"

namespace carc {

class FlierModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "flier"; }
  std::string_view title() const override { return "The Flier (Flying Machines)"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }

  bool opens_the_turn() const override { return true; }
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

namespace flier {
// Whether this turn's flight (of the tile just placed) found no landing: its player then
// deploys no more followers this turn (the Phantom's step is skipped).
bool flight_failed(const Game& g);
}  // namespace flier

}  // namespace carc
