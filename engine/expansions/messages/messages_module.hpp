// The Messages (Mini #2; CAR-421..433 and the section's rule text): each player's two counting
// figures (the messenger's points are the token `messenger`), the choice of which one moves at
// each award (made at the end of the scoring round, before anything reads the track), a message
// drawn by the active player when one of his figures lands on a dark space (at most one per
// round), and the eight messages or their 2 points.
#pragma once
#include "core/module.hpp"

namespace carc {

class MessagesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "messages"; }
  std::string_view title() const override { return "The Messages"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void register_tokens(TokenTable&) const override;
  void register_verbs(VerbTable&, PhaseTable&) const override;
  bool checks_placement() const override { return false; }
  bool checks_deployment() const override { return false; }

  bool opens_the_turn() const override { return true; }
  void at_step(Game&, OrderStep) const override;
  void points_awarded(Game&, std::size_t event) const override;
  bool keeps_counting_figures() const override;
  void counting_figures(const Game&, int player, std::vector<int>& points) const override;
  bool settles_again(const Game&) const override;
  void list_actions(const Game&, std::vector<Action>&) const override;
  void chance_outcomes(const Game&, std::vector<ChanceOutcome>&) const override;
  std::optional<Rejection> check_action(const Game&, const ModuleAction&) const override;
  void apply_action(Game&, const ModuleAction&) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
