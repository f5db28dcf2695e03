// carc report --html OUT [PATHS...]: the scenario library as one self-contained web page.
#include <fmt/core.h>

#include <fstream>
#include <memory>

#include "commands.hpp"
#include "render/html_report.hpp"
#include "report/library_home.hpp"

namespace carc::cli {

namespace {

struct ReportArgs {
  std::string html;
  std::vector<std::string> paths;  // default: the library
  std::string coverage = "auto";
};

int run_report(const ReportArgs& args) {
  std::vector<std::string> paths = args.paths;
  if (paths.empty()) {
    auto library = report::find_library();
    if (!library) {
      fmt::print(stderr,
                 "carc report: error: no scenario library in this folder or above it (a `scenarios/` folder beside "
                 "`rulings/`); name the scenario files or folders to report\n");
      return 2;
    }
    paths = {*library};
  }
  // The coverage table measures the ruling catalog against the library; of other files it says little.
  bool coverage = args.coverage == "auto" ? report::is_library(paths) : args.coverage == "on";
  auto rep = render::html_report(paths, coverage);
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
  cmd->add_option("paths", args->paths,
                  "Scenario files or folders (default: the library, the `scenarios/` folder beside `rulings/` here or above)");
  cmd->add_option("--coverage", args->coverage,
                  "End with the ruling coverage table: on, off, or auto (the default: only for the library)")
      ->check(CLI::IsMember({"auto", "on", "off"}));
  return [args] { return run_report(*args); };
}

}  // namespace carc::cli
