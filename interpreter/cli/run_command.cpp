// carc run / carc check: run scenario files (or only check them) and report.
#include <fmt/core.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "report/library_run.hpp"

namespace carc::cli {

namespace {

struct RunArgs {
  std::vector<std::string> paths;
  std::string filter;
  std::string format = "human";
  bool verbose = false;
};

int run_library(const RunArgs& args, bool check_only) {
  std::vector<std::string> missing;
  auto files = report::collect_files(args.paths, missing);
  std::vector<report::FileRun> runs;
  for (const auto& f : files) runs.push_back(report::run_file(f, check_only, args.filter));
  auto t = report::totals(runs);
  for (const auto& m : missing) fmt::print(stderr, "{}\n", m);
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

}  // namespace

Runner add_run_command(CLI::App& app) {
  auto args = std::make_shared<RunArgs>();
  auto* cmd = app.add_subcommand("run", "Run scenario files; the last line is `N passed, N failed, N skipped`");
  cmd->add_option("paths", args->paths, "Scenario files or folders (searched for *.carc)")->required();
  cmd->add_option("--filter", args->filter, "Only scenarios whose title or file path matches this glob");
  cmd->add_option("--format", args->format, "human, tap, junit or json")->check(CLI::IsMember({"human", "tap", "junit", "json"}));
  cmd->add_flag("-v,--verbose", args->verbose, "Also list the scenarios that passed");
  return [args] { return run_library(*args, false); };
}

Runner add_check_command(CLI::App& app) {
  auto args = std::make_shared<RunArgs>();
  auto* cmd = app.add_subcommand("check", "Parse and check scenario files without running their turns");
  cmd->add_option("files", args->paths, "Scenario files or folders")->required();
  cmd->add_option("--format", args->format, "human, tap, junit or json")->check(CLI::IsMember({"human", "tap", "junit", "json"}));
  return [args] { return run_library(*args, true); };
}

}  // namespace carc::cli
