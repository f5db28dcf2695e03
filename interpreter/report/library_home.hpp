// Where the scenario library is. The ruling catalog's claims ("a passing scenario cites it") are
// about one set of scenarios: the `scenarios/` folder of a checkout, the one beside `rulings/`.
// Commands that default to the library find it from the working folder up, as git finds its
// repository, and judge coverage only when the run is that library.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace carc::report {

// The library folder of the checkout holding `from` (or one of its parents), or nullopt.
std::optional<std::string> find_library(const std::string& from = ".");

// Whether the given paths are exactly the library: one folder, a library folder.
bool is_library(const std::vector<std::string>& paths);

}  // namespace carc::report
