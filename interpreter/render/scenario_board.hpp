// The board of a scenario at a chosen point of its script, drawn as text or SVG: after the setup
// (step 0), after the K-th turn or `final` statement (step K; expect blocks are not steps), or
// at the end. The scenario runs through the ordinary runner (dsl/scenario_run) with an observer.
#pragma once
#include <optional>
#include <string>

#include "dsl/ast.hpp"
#include "dsl/outcome.hpp"

namespace carc::render {

enum class PictureFormat { Text, Svg };

struct ScenarioBoard {
  std::optional<std::string> picture;  // nullopt when the run never reached that point
  dsl::ScenarioOutcome outcome;
};

// The steps a scenario has: its turn and `final` statements.
int scenario_steps(const dsl::Scenario& scenario);

// step < 0: the board at the end of the run.
ScenarioBoard scenario_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, int step, PictureFormat format);

}  // namespace carc::render
