// carc verify: check another implementation against the scenario library over the conformance
// protocol (docs/protocol.md).
#include <fmt/core.h>
#include <unistd.h>

#include <memory>

#include "commands.hpp"
#include "conformance/case_export.hpp"
#include "conformance/verify.hpp"
#include "conformance/verify_report.hpp"

namespace carc::cli {

namespace {

struct VerifyArgs {
  std::vector<std::string> paths;
  std::string known_failures;
  std::string filter;
  std::string format = "human";
  bool verbose = false;
  conformance::VerifyOptions options;
};

int run_verify(VerifyArgs& a) {
  if (!a.known_failures.empty()) {
    std::string error;
    if (!conformance::read_known_failures(a.known_failures, a.options.known_failures, error)) {
      fmt::print(stderr, "{}\n", error);
      return 2;
    }
  }
  auto lib = conformance::export_library(a.paths, a.filter);
  fmt::print(stderr, "{}", lib.diagnostics);
  a.options.progress = a.options.progress && isatty(2);
  auto results = conformance::verify_cases(lib.documents, a.options);
  auto t = conformance::verify_totals(results);
  std::string summary = conformance::verify_summary(t);
  if (a.format == "human") {
    fmt::print("{}{}\n{}\n", conformance::verify_human(results, a.verbose), conformance::verify_breakdown(t), summary);
  } else if (a.format == "tap") {
    fmt::print("{}# {}\n{}\n", conformance::verify_tap(results), conformance::verify_breakdown(t), summary);
  } else {
    fmt::print("{}", a.format == "junit" ? conformance::verify_junit(results) : conformance::verify_json(results));
    fmt::print(stderr, "{}\n", summary);
  }
  if (lib.bad_input) return 2;
  return t.failed() > 0 ? 1 : 0;
}

}  // namespace

Runner add_verify_command(CLI::App& app) {
  auto args = std::make_shared<VerifyArgs>();
  args->options.progress = true;
  auto* cmd = app.add_subcommand("verify", "Check an implementation against the scenarios over the conformance protocol");
  cmd->add_option("--impl", args->options.command, "The implementation's command line (run with sh -c)")->required();
  cmd->add_option("paths", args->paths, "Scenario files or folders (searched for *.carc)")->required();
  cmd->add_option("--known-failures", args->known_failures, "File of case ids (or globs) expected to FAIL");
  cmd->add_option("--timeout", args->options.timeout_seconds, "Seconds an implementation has for one case")->check(CLI::PositiveNumber);
  cmd->add_option("--jobs", args->options.jobs, "Cases run at once")->check(CLI::Range(1, 64));
  cmd->add_flag("--persistent", args->options.persistent, "Keep one implementation process per job (JSON lines)");
  cmd->add_option("--max-output", args->options.max_output, "Bytes of output allowed per case");
  cmd->add_option("--filter", args->filter, "Only scenarios whose title, file path or case id matches this glob");
  cmd->add_option("--format", args->format, "human, tap, junit or json")->check(CLI::IsMember({"human", "tap", "junit", "json"}));
  cmd->add_flag("-v,--verbose", args->verbose, "Also list the cases that passed");
  return [args] { return run_verify(*args); };
}

}  // namespace carc::cli
