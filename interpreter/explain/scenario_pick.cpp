#include "scenario_pick.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "dsl/diagnostics.hpp"
#include "report/library_run.hpp"

namespace carc::explain {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string choices(const dsl::ScenarioFile& f) {
  std::string out;
  for (std::size_t i = 0; i < f.scenarios.size(); ++i)
    out += fmt::format("  {}:{}  \"{}\" (line {})\n", f.path, i + 1, f.scenarios[i].title, f.scenarios[i].loc.line);
  return out;
}

}  // namespace

std::optional<PickedScenarios> pick_scenarios(const std::string& arg, std::string& error) {
  // The file is the longest prefix that exists: a title may itself hold a colon.
  std::string path = arg, which;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(arg, ec)) {
    for (std::size_t colon = arg.find(':'); colon != std::string::npos; colon = arg.find(':', colon + 1))
      if (std::filesystem::is_regular_file(arg.substr(0, colon), ec)) {
        path = arg.substr(0, colon);
        which = arg.substr(colon + 1);
      }
  }
  if (!std::filesystem::is_regular_file(path, ec)) {
    error = fmt::format("{}: error: no such file\n", arg);
    return std::nullopt;
  }
  std::vector<dsl::Diagnostic> errors;
  auto file = report::load_file(path, errors);
  if (!errors.empty() || !file) {
    error += dsl::format_diagnostics(errors, file ? std::string_view(file->text) : std::string_view());
    return std::nullopt;
  }
  PickedScenarios picked{std::move(*file), {}};
  const auto& scenarios = picked.file.scenarios;
  if (which.empty()) {
    for (std::size_t i = 0; i < scenarios.size(); ++i) picked.indices.push_back(i);
    if (scenarios.empty()) {
      error = fmt::format("{}: error: the file holds no scenario\n", path);
      return std::nullopt;
    }
    return picked;
  }
  if (std::all_of(which.begin(), which.end(), [](unsigned char c) { return std::isdigit(c); })) {
    std::size_t n = which.size() > 6 ? 0 : std::stoul(which);
    if (n < 1 || n > scenarios.size()) {
      error = fmt::format("{}: error: no scenario number {}: the file has {}\n{}", path, which, scenarios.size(), choices(picked.file));
      return std::nullopt;
    }
    picked.indices.push_back(n - 1);
    return picked;
  }
  for (std::size_t i = 0; i < scenarios.size(); ++i)
    if (scenarios[i].title == which) {
      picked.indices.push_back(i);
      return picked;
    }
  for (std::size_t i = 0; i < scenarios.size(); ++i)
    if (lower(scenarios[i].title).find(lower(which)) != std::string::npos) picked.indices.push_back(i);
  if (picked.indices.size() == 1) return picked;
  error = fmt::format("{}: error: {} scenario title{} match `{}`; name one by number or title:\n{}", path,
                      picked.indices.empty() ? "no" : std::to_string(picked.indices.size()), picked.indices.size() == 1 ? "" : "s",
                      which, choices(picked.file));
  return std::nullopt;
}

}  // namespace carc::explain
