// Naming scenarios on the command line: FILE[:SCENARIO], where SCENARIO is the scenario's
// 1-based position in the file or its title (exact, else a case-insensitive part of it that
// matches one title only). Used by carc explain and carc show.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace carc::explain {

struct PickedScenarios {
  dsl::ScenarioFile file;
  std::vector<std::size_t> indices;  // 0-based; every scenario of the file when none was named
};

// Reads and parses the file and picks the scenarios. On bad input returns nullopt and sets
// `error` to the printable diagnostics (file:line:col: error: ...).
std::optional<PickedScenarios> pick_scenarios(const std::string& arg, std::string& error);

}  // namespace carc::explain
