// carc run / carc check: run scenario files (or only check them) and report.
#include <fmt/core.h>
#include <fnmatch.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "report/library_run.hpp"
#include "report/scenario_ref.hpp"
#include "rulings/ruling_catalog.hpp"

namespace carc::cli {

namespace {

struct RunArgs {
  std::vector<std::string> paths;
  std::string filter;
  std::vector<std::string> cites;
  std::string format = "human";
  bool verbose = false;
  bool list = false;
};

// A --cites pattern that names no ruling of the catalog is a typo, not an empty selection.
bool cites_known(const std::vector<std::string>& globs) {
  bool ok = true;
  for (const auto& g : globs) {
    const auto& all = rulings::builtin_rulings().all();
    bool any = std::any_of(all.begin(), all.end(), [&](const auto& r) { return fnmatch(g.c_str(), r.id.c_str(), 0) == 0; });
    if (!any) {
      fmt::print(stderr, "carc: error: --cites {}: no ruling of the catalog matches (carc rulings --grep WORD finds ids)\n", g);
      ok = false;
    }
  }
  return ok;
}

// --list: the id and title of each selected scenario, nothing run.
int list_scenarios(const std::vector<report::FileRun>& runs, const std::vector<std::string>& missing) {
  bool bad = !missing.empty();
  for (const auto& r : runs) {
    fmt::print(stderr, "{}", dsl::format_diagnostics(r.file_errors, r.text));
    bad = bad || !r.file_errors.empty();
    for (const auto& o : r.outcomes) fmt::print("{}:{}  {}\n", r.path, o.loc.line, o.title);
  }
  return bad ? 2 : 0;
}

int run_library(const RunArgs& args, bool check_only) {
  if (!cites_known(args.cites)) return 2;
  std::vector<std::string> missing;
  auto targets = report::collect_targets(args.paths, missing);
  for (const auto& m : missing) fmt::print(stderr, "{}\n", m);
  std::vector<report::FileRun> runs;
  for (const auto& t : targets)
    runs.push_back(report::run_file(t.path, check_only, {t.which, args.filter, args.cites}, args.list));
  if (args.list) return list_scenarios(runs, missing);
  auto t = report::totals(runs);
  std::string summary = report::summary_line(t);
  if (args.format == "human") fmt::print("{}{}\n", report::format_human(runs, args.verbose), summary);
  else if (args.format == "tap") fmt::print("{}# {}\n{}\n", report::format_tap(runs), summary, summary);
  else {
    fmt::print("{}", args.format == "junit" ? report::format_junit(runs) : report::format_json(runs));
    fmt::print(stderr, "{}\n", summary);
  }
  if (t.bad_input || !missing.empty()) return 2;
  return t.failed > 0 ? 1 : 0;
}

void add_selection_options(CLI::App* cmd, RunArgs& args) {
  cmd->add_option("--filter", args.filter, "Only scenarios whose title, file path or id (FILE:LINE) matches this glob");
  cmd->add_option("--cites", args.cites, "Only scenarios citing a ruling that matches this glob (CAR-32, 'CAR:base/*'); repeatable")
      ->allow_extra_args(false);
  cmd->add_flag("--list", args.list, "Only list the selected scenarios (FILE:LINE TITLE), running nothing");
}

}  // namespace

Runner add_run_command(CLI::App& app) {
  auto args = std::make_shared<RunArgs>();
  auto* cmd = app.add_subcommand("run", "Run scenario files; the last line is `N passed, N failed, N skipped`");
  cmd->add_option("paths", args->paths, "Scenario files, folders (searched for *.carc) or FILE:ID for one scenario")->required();
  add_selection_options(cmd, *args);
  cmd->add_option("--format", args->format, "human, tap, junit or json")->check(CLI::IsMember({"human", "tap", "junit", "json"}));
  cmd->add_flag("-v,--verbose", args->verbose, "Also list the scenarios that passed");
  return [args] { return run_library(*args, false); };
}

Runner add_check_command(CLI::App& app) {
  auto args = std::make_shared<RunArgs>();
  auto* cmd = app.add_subcommand("check", "Parse and check scenario files without running their turns");
  cmd->add_option("files", args->paths, "Scenario files, folders or FILE:ID")->required();
  add_selection_options(cmd, *args);
  cmd->add_option("--format", args->format, "human, tap, junit or json")->check(CLI::IsMember({"human", "tap", "junit", "json"}));
  return [args] { return run_library(*args, true); };
}

}  // namespace carc::cli
