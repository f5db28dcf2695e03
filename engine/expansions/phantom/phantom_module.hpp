// The Phantom (CAR-441..449 and the section's rule text): each player's phantom, a follower in
// every respect, deployed as the turn's only follower or in a second figure step of its own
// (step 4B) that follows the first, whatever the first did, and closes the turn's figure actions.
// The step is a core module phase that deploys (PhaseTable::add with `deploys`), so every
// deployment rule of core and of the other modules applies to the phantom there unchanged.
#pragma once
#include "core/module.hpp"

namespace carc {

class PhantomModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "phantom"; }
  std::string_view title() const override { return "The Phantom"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;

  bool checks_placement() const override { return false; }
  PlacementScope placement_scope(const Game&, const TileType*) const override { return PlacementScope::Everywhere; }
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

namespace phantom {
// Why the turn's second figure step is not offered now, or nullptr when it is: the phantom is
// not in the supply, the princess sent a knight home, a volcano was placed (by option).
const char* step_skipped(const Game& g);
}  // namespace phantom

}  // namespace carc
