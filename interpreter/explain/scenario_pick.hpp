// Naming scenarios on the command line: FILE[:ID], ID as report/scenario_ref.hpp reads it (the
// scenario's first line, its position in the file, or its title). Used by carc explain and show.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace carc::explain {

struct PickedScenarios {
  dsl::ScenarioFile file;
  std::vector<std::size_t> indices;  // 0-based; every scenario of the file when none was named
  std::string note;                  // for standard error: how an ambiguous number was read
};

// Reads and parses the file and picks the scenarios. On bad input returns nullopt and sets
// `error` to the printable diagnostics (file:line:col: error: ...).
std::optional<PickedScenarios> pick_scenarios(const std::string& arg, std::string& error);

}  // namespace carc::explain
