// carc explain FILE[:SCENARIO]...: replay scenarios with a step-by-step derivation.
#include <fmt/core.h>

#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "dsl/diagnostics.hpp"
#include "explain/derivation.hpp"
#include "explain/explanation_formats.hpp"
#include "explain/scenario_pick.hpp"
#include "report/scenario_ref.hpp"

namespace carc::cli {

namespace {

int run_explain(const std::vector<std::string>& targets, const std::string& format) {
  int status = 0;
  bool first = true;
  nlohmann::json all = nlohmann::json::array();
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
      const auto& sc = picked->file.scenarios[i];
      auto e = explain::explain_scenario(picked->file, sc, i + 1);
      if (format == "json") all.push_back(explain::explanation_json(e, report::scenario_id(picked->file.path, sc), sc.title));
      else fmt::print("{}{}", first ? "" : "\n", format == "md" ? explain::explanation_markdown(e) : e.text);
      first = false;
      fmt::print(stderr, "{}", dsl::format_diagnostics(e.outcome.errors, picked->file.text));
      if (e.outcome.status == dsl::Status::BadInput) status = 2;
      else if (e.outcome.status == dsl::Status::Failed && status == 0) status = 1;
    }
  }
  if (format == "json") fmt::print("{}\n", all.dump(2));
  return status;
}

}  // namespace

Runner add_explain_command(CLI::App& app) {
  auto targets = std::make_shared<std::vector<std::string>>();
  auto format = std::make_shared<std::string>("text");
  auto* cmd = app.add_subcommand("explain",
                                 "Replay scenarios with a step-by-step derivation: each action and why it was legal, each score, "
                                 "each expectation, and the rulings that decided them");
  cmd->add_option("scenarios", *targets,
                  "FILE or FILE:ID, ID being the scenario's first line as carc run prints it, its 1-based number, or its title")
      ->required();
  cmd->add_option("--format", *format,
                  "text, md (Markdown: headings and fenced blocks, for a forum or an issue) or json (a list, one object a scenario)")
      ->check(CLI::IsMember({"text", "md", "json"}));
  return [targets, format] { return run_explain(*targets, *format); };
}

}  // namespace carc::cli
