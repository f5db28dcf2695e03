// Checks a scenario against the engine (names, setup position, scripted steps) and runs it:
// builds the position, plays the scripted turns strictly, evaluates the expectations.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include "ast.hpp"
#include "core/game.hpp"
#include "outcome.hpp"
#include "run_observer.hpp"

namespace carc::dsl {

// check_only: stop after the static checks and the setup (carc check). observer, when given,
// watches the run step by step (carc explain, show, report).
ScenarioOutcome run_scenario(const ScenarioFile& file, const Scenario& scenario, bool check_only,
                             RunObserver* observer = nullptr);

// Why an expansion without a module is known anyway: the ruling catalog has rulings waiting for
// it, or about it as a set outside the CAR. A scenario naming one is skipped; empty when unknown.
std::string unbuilt_expansion(std::string_view name);

}  // namespace carc::dsl
