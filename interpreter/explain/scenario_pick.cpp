#include "scenario_pick.hpp"

#include <fmt/format.h>

#include "dsl/diagnostics.hpp"
#include "report/library_run.hpp"
#include "report/scenario_ref.hpp"

namespace carc::explain {

std::optional<PickedScenarios> pick_scenarios(const std::string& arg, std::string& error) {
  auto ref = report::split_scenario_ref(arg);
  if (!ref) {
    error = fmt::format("{}: error: no such file\n", arg);
    return std::nullopt;
  }
  std::vector<dsl::Diagnostic> errors;
  auto file = report::load_file(ref->path, errors);
  if (!errors.empty() || !file) {
    error += dsl::format_diagnostics(errors, file ? std::string_view(file->text) : std::string_view());
    return std::nullopt;
  }
  std::string note;
  auto indices = report::resolve_scenarios(*file, ref->which, error, &note);
  if (indices.empty()) return std::nullopt;
  return PickedScenarios{std::move(*file), std::move(indices), std::move(note)};
}

}  // namespace carc::explain
