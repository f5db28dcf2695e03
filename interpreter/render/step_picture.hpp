// One step of a scenario drawn before and after it (scenario_steps.hpp): the board before the
// step and the board after it, side by side in SVG or one under the other as text, the after
// board with the step's marks (the regions scored highlighted, the figures that came home faded
// where they stood) and the step's scores and returns in words. The setup (frame 0) is one board.
#pragma once
#include <string>
#include <vector>

#include "scenario_steps.hpp"

namespace carc::render {

// What the step did, one line each: "red scores 9 for the field NE at (0,0) (3 cities)",
// "red follower came home from city N at (0,1) (scored)".
std::vector<std::string> step_lines(const Game& after, const StepMarks& marks);

// heading: a first line over both boards (which step, and why it is the one shown).
std::string step_svg(const ScenarioSteps& steps, int frame, const std::string& heading, double scale = 1);
std::string step_text(const ScenarioSteps& steps, int frame, const std::string& heading);

}  // namespace carc::render
