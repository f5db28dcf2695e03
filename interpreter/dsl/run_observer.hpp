// Watching a scenario run as it goes, for tools that explain or draw it (carc explain, carc show,
// carc report). The runner calls these at each point of the script; an observer only looks and
// never changes the game. Every call gets the game as it is at that moment.
#pragma once
#include <optional>

#include "ast.hpp"
#include "core/game.hpp"
#include "core/rejection.hpp"
#include "outcome.hpp"

namespace carc::dsl {

class RunObserver {
 public:
  virtual ~RunObserver() = default;
  // The position is built (setup done, stack set); play has not begun.
  virtual void setup_done(const Game&) {}
  // Before and after one step of the script (a turn, an expect block, final).
  virtual void step_begin(const Step&, const Game&) {}
  virtual void step_end(const Step&, const Game&) {}
  // Before a scripted action is tried (the decision it answers is still pending).
  virtual void action_begin(const TurnStep&, const Game&) {}
  // After a scripted action was tried: result is the engine's refusal, or nullopt if applied.
  virtual void action_done(const TurnStep&, const std::optional<Rejection>& /*result*/, const Game&) {}
  // After the runner ended a turn for the player (no deployment was scripted after a placement).
  virtual void turn_closed(const Game&) {}
  // The runner passed a figure step the script left open (the turn's own, also when another
  // player's statement ends it, or a further one such as the phantom's), at the end of the turn
  // statement at `at` or before the verb at `at` that goes past it.
  virtual void deploying_passed(const Game&, Loc /*at*/) {}
  // After one expectation was evaluated; held is false when it added failures.
  virtual void expectation_done(const Expectation&, bool /*held*/, const Game&) {}
  // Each failure as it is recorded (expectations and actions alike).
  virtual void failure(const Failure&) {}
  // The run is over (game is null when the scenario never got as far as a game).
  virtual void finished(const ScenarioOutcome&, const Game*) {}
};

}  // namespace carc::dsl
