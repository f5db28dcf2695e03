// carc explain FILE[:SCENARIO]...: replay scenarios with a step-by-step derivation.
#include <fmt/core.h>

#include <memory>

#include "commands.hpp"
#include "dsl/diagnostics.hpp"
#include "explain/derivation.hpp"
#include "explain/scenario_pick.hpp"

namespace carc::cli {

namespace {

int run_explain(const std::vector<std::string>& targets) {
  int status = 0;
  bool first = true;
  for (const auto& target : targets) {
    std::string error;
    auto picked = explain::pick_scenarios(target, error);
    if (!picked) {
      fmt::print(stderr, "{}", error);
      status = 2;
      continue;
    }
    fmt::print(stderr, "{}", picked->note);
    for (std::size_t i : picked->indices) {
      auto e = explain::explain_scenario(picked->file, picked->file.scenarios[i], i + 1);
      fmt::print("{}{}", first ? "" : "\n", e.text);
      first = false;
      fmt::print(stderr, "{}", dsl::format_diagnostics(e.outcome.errors, picked->file.text));
      if (e.outcome.status == dsl::Status::BadInput) status = 2;
      else if (e.outcome.status == dsl::Status::Failed && status == 0) status = 1;
    }
  }
  return status;
}

}  // namespace

Runner add_explain_command(CLI::App& app) {
  auto targets = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("explain",
                                 "Replay scenarios with a step-by-step derivation: each action and why it was legal, each score, "
                                 "each expectation, and the rulings that decided them");
  cmd->add_option("scenarios", *targets,
                  "FILE or FILE:ID, ID being the scenario's first line as carc run prints it, its 1-based number, or its title")
      ->required();
  return [targets] { return run_explain(*targets); };
}

}  // namespace carc::cli
