// carc explain: replays a scenario through the ordinary runner (dsl/scenario_run) while watching
// it, and writes a derivation a player can follow: every action and why the engine accepted or
// refused it, every feature scored (tiles, pennants, figures and strengths, majority, points,
// rule), the final scoring, every expectation and whether it held, and the rulings that decided
// each step with their one-line summaries from the ruling catalog.
#pragma once
#include <string>

#include "dsl/ast.hpp"
#include "dsl/outcome.hpp"

namespace carc::explain {

struct Explanation {
  std::string text;
  dsl::ScenarioOutcome outcome;
};

// `number` is the scenario's 1-based position in its file (shown in the heading).
Explanation explain_scenario(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, std::size_t number);

}  // namespace carc::explain
