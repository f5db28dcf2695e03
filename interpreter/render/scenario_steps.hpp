// A scenario's play step by step, for pictures that show a step before and after it: the game
// after the setup and after each step of the script (a `turn`, `final`, `nature` or `draw`
// statement; `expect` blocks are not steps), what each step did (step_marks.hpp), and which step
// decides the scenario:
//   - the step of the first failure: the step an action failed in, or for a failing expectation
//     the last step before it (the one whose outcome it checks);
//   - else the last step that scored points;
//   - else the last step the run got through (the setup when the script has no steps).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/outcome.hpp"
#include "step_marks.hpp"

namespace carc::render {

struct StepFrame {
  int step = 0;                      // 0: the setup; K: the K-th step
  std::string what;                  // "the setup", "turn blue (line 9)"
  std::string label;                 // "the setup", "step 2: turn blue (line 9)"
  std::shared_ptr<const Game> game;  // the game after the step
  StepMarks marks;                   // what the step did (nothing for the setup)
};

struct ScenarioSteps {
  std::vector<StepFrame> frames;    // the setup and each step the run got through, in order
  std::shared_ptr<const Game> end;  // the game at the end of the run; null when play never began
  int steps = 0;                    // the steps the script has (the run may stop before the last)
  int deciding = -1;                // index into frames of the deciding step; -1 when no frame
  std::string why;                  // why that step decides, in words
  dsl::ScenarioOutcome outcome;
};

ScenarioSteps record_steps(const dsl::ScenarioFile& file, const dsl::Scenario& scenario);

}  // namespace carc::render
