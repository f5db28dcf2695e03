#include "scenario_ref.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace carc::report {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string choices(const dsl::ScenarioFile& f) {
  std::string out;
  for (const auto& sc : f.scenarios) out += fmt::format("  {}  \"{}\"\n", scenario_id(f.path, sc), sc.title);
  return out;
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

std::optional<ScenarioRef> split_scenario_ref(const std::string& arg) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(arg, ec)) return ScenarioRef{arg, ""};
  std::optional<ScenarioRef> found;
  for (std::size_t colon = arg.find(':'); colon != std::string::npos; colon = arg.find(':', colon + 1))
    if (std::filesystem::is_regular_file(arg.substr(0, colon), ec)) found = ScenarioRef{arg.substr(0, colon), arg.substr(colon + 1)};
  return found;
}

std::vector<std::size_t> resolve_scenarios(const dsl::ScenarioFile& file, const std::string& which, std::string& error,
                                           std::string* note) {
  const auto& scenarios = file.scenarios;
  std::vector<std::size_t> picked;
  if (which.empty()) {
    for (std::size_t i = 0; i < scenarios.size(); ++i) picked.push_back(i);
    if (picked.empty()) error = fmt::format("{}: error: the file holds no scenario\n", file.path);
    return picked;
  }
  if (all_digits(which)) {
    // The printed form (the first line) wins over the position: a pasted id always means what it said.
    std::size_t n = which.size() > 9 ? 0 : std::stoul(which);
    for (std::size_t i = 0; i < scenarios.size(); ++i)
      if (static_cast<std::size_t>(scenarios[i].loc.line) == n) {
        if (note && n >= 1 && n <= scenarios.size() && n - 1 != i)
          *note = fmt::format("note: {}:{} is the scenario on line {}; the scenario number {} of the file is {}\n", file.path, which, n,
                              n, scenario_id(file.path, scenarios[n - 1]));
        return {i};
      }
    if (n >= 1 && n <= scenarios.size()) return {n - 1};
    error = fmt::format("{}: error: no scenario starts on line {}, and the file has only {} scenario{}:\n{}", file.path, which,
                        scenarios.size(), scenarios.size() == 1 ? "" : "s", choices(file));
    return {};
  }
  for (std::size_t i = 0; i < scenarios.size(); ++i)
    if (scenarios[i].title == which) return {i};
  for (std::size_t i = 0; i < scenarios.size(); ++i)
    if (lower(scenarios[i].title).find(lower(which)) != std::string::npos) picked.push_back(i);
  if (picked.size() == 1) return picked;
  error = fmt::format("{}: error: {} scenario title{} match `{}`; name one by its id or title:\n{}", file.path,
                      picked.empty() ? "no" : std::to_string(picked.size()), picked.size() == 1 ? "" : "s", which, choices(file));
  return {};
}

std::string scenario_id(const std::string& path, const dsl::Scenario& sc) { return fmt::format("{}:{}", path, sc.loc.line); }

std::string shell_quote(const std::string& arg) {
  bool plain = !arg.empty() && std::all_of(arg.begin(), arg.end(), [](unsigned char c) {
    return std::isalnum(c) || std::string_view("/._-:+=,@%").find(static_cast<char>(c)) != std::string_view::npos;
  });
  if (plain) return arg;
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace carc::report
