// carc export: every scenario as a conformance case (docs/protocol.md), into a folder or as JSON
// lines on stdout.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "commands.hpp"
#include "conformance/case_export.hpp"

namespace carc::cli {

namespace {

namespace fs = std::filesystem;

struct ExportArgs {
  std::vector<std::string> paths;
  std::string out;
  std::string filter;
};

// DIR/base/road-completion/line-12.json for the case base/road-completion.carc:12.
fs::path case_file(const fs::path& dir, const std::string& id) {
  auto colon = id.rfind(':');
  fs::path file = id.substr(0, colon);
  return dir / file.parent_path() / file.stem() / fmt::format("line-{}.json", id.substr(colon + 1));
}

int run_export(const ExportArgs& a) {
  auto lib = conformance::export_library(a.paths, a.filter);
  fmt::print(stderr, "{}", lib.diagnostics);
  int written = 0;
  for (const auto& doc : lib.documents) {
    if (a.out == "-") {
      fmt::print("{}\n", doc.dump());
    } else {
      fs::path file = case_file(a.out, doc["case"]["id"].get<std::string>());
      std::error_code ec;
      fs::create_directories(file.parent_path(), ec);
      std::ofstream out(file);
      out << doc.dump(2) << "\n";
      if (!out) {
        fmt::print(stderr, "{}: error: cannot write the file\n", file.string());
        return 2;
      }
    }
    ++written;
  }
  for (const auto& s : lib.skipped) fmt::print(stderr, "skipped {}\n", s);
  fmt::print(stderr, "{} cases exported{}, {} skipped\n", written, a.out == "-" ? "" : " to " + a.out, lib.skipped.size());
  return lib.bad_input ? 2 : 0;
}

}  // namespace

Runner add_export_command(CLI::App& app) {
  auto args = std::make_shared<ExportArgs>();
  auto* cmd = app.add_subcommand("export", "Write each scenario as a resolved conformance case (docs/protocol.md)");
  cmd->add_option("paths", args->paths, "Scenario files or folders (searched for *.carc)")->required();
  cmd->add_option("--out", args->out, "Folder to write one JSON file per case into, or - for JSON lines on stdout")->required();
  cmd->add_option("--filter", args->filter, "Only scenarios whose title, file path or case id matches this glob");
  return [args] { return run_export(*args); };
}

}  // namespace carc::cli
