// carc run / carc check: run scenario files (or only check them) and report.
#include <fmt/core.h>
#include <fnmatch.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "report/last_failed.hpp"
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
  bool fail_fast = false;
  bool rerun_failed = false;
  std::string color = "auto";
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

// --rerun-failed: the recorded entries, only those under the given paths when paths are given.
std::vector<std::string> rerun_paths(const std::vector<std::string>& given) {
  std::vector<std::string> out;
  for (const auto& entry : report::recorded_failures()) {
    bool under = given.empty();
    for (const auto& g : given) {
      std::string dir = g.ends_with("/") ? g : g + "/";
      under = under || entry == g || entry.starts_with(dir) || entry.starts_with(g + ":");
    }
    if (under) out.push_back(entry);
  }
  return out;
}

bool failed(const report::FileRun& r) {
  return !r.file_errors.empty() || std::any_of(r.outcomes.begin(), r.outcomes.end(), [](const auto& o) {
           return o.status == dsl::Status::Failed || o.status == dsl::Status::BadInput;
         });
}

int run_library(const RunArgs& args, bool check_only) {
  if (!cites_known(args.cites)) return 2;
  std::vector<std::string> paths = args.paths;
  if (args.rerun_failed) {
    paths = rerun_paths(args.paths);
    if (paths.empty()) {
      fmt::print(stderr, "note: nothing to rerun: no failure is recorded in {}{}\n", report::kLastFailedFile,
                 args.paths.empty() ? "" : " under these paths");
      return 0;
    }
  } else if (paths.empty()) {
    fmt::print(stderr, "carc {}: error: name the scenario files or folders (or use --rerun-failed)\n", check_only ? "check" : "run");
    return 2;
  }
  std::vector<std::string> missing;
  auto targets = report::collect_targets(paths, missing);
  for (const auto& m : missing) fmt::print(stderr, "{}\n", m);
  std::vector<report::FileRun> runs;
  for (const auto& t : targets) {
    runs.push_back(report::run_file(t.path, check_only, {t.which, args.filter, args.cites}, args.list, args.fail_fast));
    if (args.fail_fast && failed(runs.back())) break;
  }
  if (args.list) return list_scenarios(runs, missing);
  if (!check_only && !report::record_failures(runs))
    fmt::print(stderr, "note: cannot write {} here; --rerun-failed will not know this run\n", report::kLastFailedFile);
  auto t = report::totals(runs);
  std::string summary = report::summary_line(t);
  if (args.fail_fast && !runs.empty() && failed(runs.back()))
    fmt::print(stderr, "note: stopped at the first failure (--fail-fast)\n");
  if (args.format == "human") fmt::print("{}{}\n", report::format_human(runs, args.verbose, report::palette_for(args.color)), summary);
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
  cmd->add_flag("-x,--fail-fast", args.fail_fast, "Stop at the first scenario that fails or is bad input");
  cmd->add_option("--color", args.color, "Colour PASS, FAIL and SKIP: auto (on a terminal, unless NO_COLOR is set), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
}

}  // namespace

Runner add_run_command(CLI::App& app) {
  auto args = std::make_shared<RunArgs>();
  auto* cmd = app.add_subcommand("run", "Run scenario files; the last line is `N passed, N failed, N skipped`");
  cmd->add_option("paths", args->paths, "Scenario files, folders (searched for *.carc) or FILE:ID for one scenario");
  add_selection_options(cmd, *args);
  cmd->add_flag("--rerun-failed", args->rerun_failed,
                std::string("Run only what failed or was bad input in the earlier runs here (recorded in ") + report::kLastFailedFile + ")");
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
