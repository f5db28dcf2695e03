// The board of a scenario at a chosen point of its script, drawn as text or SVG: after the setup
// (step 0), after the K-th step (a `turn`, `final`, `nature` or `draw` statement; expect blocks
// are not steps) with what that step did marked, at the end, or the deciding step before and
// after (scenario_steps.hpp says which step decides). The scenario runs through the ordinary
// runner (dsl/scenario_run) with an observer.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/outcome.hpp"

namespace carc::render {

// Carc: the position as a scenario to start from (position_scenario.hpp).
enum class PictureFormat { Text, Svg, Carc };

struct ScenarioBoard {
  std::optional<std::string> picture;  // nullopt when the run never reached that point
  std::vector<std::string> left_out;   // Carc: what the setup language could not write
  std::string heading;                 // the deciding step: which step it is and why
  dsl::ScenarioOutcome outcome;
};

// The steps a scenario has: its turn, final, nature and draw statements.
int scenario_steps(const dsl::Scenario& scenario);

// step < 0: the board at the end of the run. scale: the SVG's size on screen.
ScenarioBoard scenario_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, int step, PictureFormat format,
                             double scale = 1);

// The deciding step before and after (Text or Svg).
ScenarioBoard deciding_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, PictureFormat format, double scale = 1);

}  // namespace carc::render
