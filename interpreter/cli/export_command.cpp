// carc export: every scenario as a conformance case (docs/protocol.md), into a folder or as JSON
// lines on stdout.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "commands.hpp"
#include "conformance/case_export.hpp"
#include "conformance/selfplay_cases.hpp"

namespace carc::cli {

namespace {

namespace fs = std::filesystem;

struct ExportArgs {
  std::vector<std::string> paths;
  std::string out;
  std::string filter;
  int selfplay = 0;  // random games to write instead of the scenarios
  std::uint64_t seed = 1;
  int players = 2;
};

// DIR/base/road-completion/line-12.json for the case base/road-completion.carc:12.
fs::path case_file(const fs::path& dir, const std::string& id) {
  auto colon = id.rfind(':');
  fs::path file = id.substr(0, colon);
  return dir / file.parent_path() / file.stem() / fmt::format("line-{}.json", id.substr(colon + 1));
}

// DIR/selfplay/seed-S.json for the case selfplay:S.
fs::path selfplay_file(const fs::path& dir, const std::string& id) {
  return dir / "selfplay" / fmt::format("seed-{}.json", id.substr(id.rfind(':') + 1));
}

int run_export(const ExportArgs& a) {
  if (a.selfplay > 0 && !a.paths.empty()) {
    fmt::print(stderr, "error: give scenario paths or --selfplay N, not both\n");
    return 2;
  }
  if (a.selfplay == 0 && a.paths.empty()) {
    fmt::print(stderr, "error: give scenario paths to export, or --selfplay N for random games\n");
    return 2;
  }
  conformance::CaseLibrary lib;
  if (a.selfplay > 0) {
    // Game i is played from seed S+i, like `carc selfplay`.
    for (int i = 0; i < a.selfplay; ++i) lib.documents.push_back(conformance::selfplay_case(a.seed + static_cast<std::uint64_t>(i), a.players));
  } else {
    lib = conformance::export_library(a.paths, a.filter);
  }
  fmt::print(stderr, "{}", lib.diagnostics);
  int written = 0;
  for (const auto& doc : lib.documents) {
    if (a.out == "-") {
      fmt::print("{}\n", doc.dump());
    } else {
      const std::string id = doc["case"]["id"].get<std::string>();
      fs::path file = a.selfplay > 0 ? selfplay_file(a.out, id) : case_file(a.out, id);
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
  cmd->add_option("paths", args->paths, "Scenario files or folders (searched for *.carc)");
  cmd->add_option("--out", args->out, "Folder to write one JSON file per case into, or - for JSON lines on stdout")->required();
  cmd->add_option("--filter", args->filter, "Only scenarios whose title, file path or case id matches this glob");
  cmd->add_option("--selfplay", args->selfplay, "Instead of scenarios, N random complete base games as replay cases")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--seed", args->seed, "With --selfplay: game i is played from seed S+i");
  cmd->add_option("--players", args->players, "With --selfplay: players per game")->check(CLI::Range(2, 6));
  return [args] { return run_export(*args); };
}

}  // namespace carc::cli
