// One way to name a scenario on every command: FILE:ID. `carc run`, `explain`, `show` and the
// reports print FILE:LINE (the line of the scenario's `scenario` keyword); every command also
// takes the scenario's 1-based position in the file and its title, so an id pasted from any
// output works as the argument of any command.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace carc::report {

// "FILE[:ID]" split where FILE is the longest prefix that is a regular file (a title may hold
// colons). nullopt when no prefix is a file.
struct ScenarioRef {
  std::string path;
  std::string which;  // empty: every scenario of the file
};
std::optional<ScenarioRef> split_scenario_ref(const std::string& arg);

// The indices (0-based) of the scenarios `which` names. A number is the first line of a scenario
// when one starts on that line, else its position in the file; other text is the exact title,
// else a case-insensitive part of one title only. Empty `which`: every scenario. On no match
// returns an empty vector and sets `error` to a printable message listing the file's scenarios.
// When a number is the first line of one scenario and the position of another, `note` (if
// given) says which was taken and how to name the other.
std::vector<std::size_t> resolve_scenarios(const dsl::ScenarioFile& file, const std::string& which, std::string& error,
                                           std::string* note = nullptr);

// The id printed for a scenario: FILE:LINE.
std::string scenario_id(const std::string& path, const dsl::Scenario& sc);

// The argument quoted for a POSIX shell when it needs it, so a printed command can be pasted.
std::string shell_quote(const std::string& arg);

}  // namespace carc::report
