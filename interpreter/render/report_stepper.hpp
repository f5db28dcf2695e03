// The pictures of one scenario in the HTML report, to step through: the board after the setup and
// after each step (scenario_steps.hpp), all drawn over the same squares, two shown at a time:
// before and after one step, the deciding step first. Prev/next buttons and a slider pick the
// step; a small script in the page (no network, no library) moves between them, and without
// scripts the deciding step still shows. In the "before" role a board's marks (what the step
// before it did) are hidden, so each pair reads as before and after one step.
//
//   <div class="stepper" data-steps="N" data-deciding="K">   controls, then one
//   <figure class="frame" data-frame="I">                      per board, I = 0 .. N
#pragma once
#include <string>

#include "scenario_steps.hpp"

namespace carc::render {

std::string stepper_html(const ScenarioSteps& steps);

// The page's style and script for the steppers (once per page).
const char* stepper_style();
const char* stepper_script();

}  // namespace carc::render
