// carc report --html OUT [PATHS...]: the scenario library as one self-contained web page.
#include <fmt/core.h>

#include <fstream>
#include <memory>

#include "commands.hpp"
#include "render/html_report.hpp"

namespace carc::cli {

namespace {

struct ReportArgs {
  std::string html;
  std::vector<std::string> paths = {"scenarios"};
};

int run_report(const ReportArgs& args) {
  auto rep = render::html_report(args.paths);
  for (const auto& e : rep.path_errors) fmt::print(stderr, "{}\n", e);
  std::ofstream out(args.html, std::ios::binary);
  out << rep.html;
  if (!out) {
    fmt::print(stderr, "{}: error: cannot write the file\n", args.html);
    return 2;
  }
  fmt::print("wrote {}\n{} passed, {} failed, {} skipped\n", args.html, rep.passed, rep.failed, rep.skipped);
  if (rep.bad_input || !rep.path_errors.empty()) return 2;
  return rep.failed ? 1 : 0;
}

}  // namespace

Runner add_report_command(CLI::App& app) {
  auto args = std::make_shared<ReportArgs>();
  auto* cmd = app.add_subcommand("report", "Write the scenario library as one self-contained HTML page");
  cmd->add_option("--html", args->html, "The page to write")->required();
  cmd->add_option("paths", args->paths, "Scenario files or folders (default: scenarios)");
  return [args] { return run_report(*args); };
}

}  // namespace carc::cli
