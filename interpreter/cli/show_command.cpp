// carc show FILE[:SCENARIO] [--step K | --end] [--ascii | --svg OUT | --png OUT] [--scale X]:
// draw a scenario's board: by default the deciding step before and after it.
#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <memory>

#include "commands.hpp"
#include "dsl/diagnostics.hpp"
#include "explain/scenario_pick.hpp"
#include "render/chromium_png.hpp"
#include "render/scenario_board.hpp"
#include "report/scenario_ref.hpp"

namespace carc::cli {

namespace {

struct ShowArgs {
  std::string target;
  int step = -1;
  bool end = false;
  bool ascii = false;
  std::string svg;
  std::string png;
  double scale = 1;
  std::string format = "text";
};

bool ends_with(std::string path, const std::string& suffix) {
  std::transform(path.begin(), path.end(), path.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) {
    fmt::print(stderr, "{}: error: cannot write the file\n", path);
    return 2;
  }
  return 0;
}

int run_show(const ShowArgs& args) {
  // A picture of one kind under a name that says another would be taken for what its name says.
  if (ends_with(args.svg, ".png")) {
    fmt::print(stderr, "error: --svg {}: the file would hold SVG, not PNG; use --png {} for a PNG\n", args.svg, args.svg);
    return 2;
  }
  if (ends_with(args.png, ".svg")) {
    fmt::print(stderr, "error: --png {}: the file would hold PNG, not SVG; use --svg {} for an SVG\n", args.png, args.png);
    return 2;
  }
  if (args.scale != 1 && args.svg.empty() && args.png.empty()) {
    fmt::print(stderr, "error: --scale sizes an SVG or PNG picture; add --svg OUT or --png OUT\n");
    return 2;
  }
  if (args.png == "-") {
    fmt::print(stderr, "error: --png needs a file name (a PNG is not written to standard output)\n");
    return 2;
  }
  std::string error;
  auto picked = explain::pick_scenarios(args.target, error);
  if (!picked) {
    fmt::print(stderr, "{}", error);
    return 2;
  }
  fmt::print(stderr, "{}", picked->note);
  if (picked->indices.size() != 1) {
    fmt::print(stderr, "{}: error: the file holds {} scenarios; name one as FILE:ID (its line, number or title):\n",
               picked->file.path, picked->indices.size());
    for (std::size_t i : picked->indices)
      fmt::print(stderr, "  {}  \"{}\"\n", report::scenario_id(picked->file.path, picked->file.scenarios[i]),
                 picked->file.scenarios[i].title);
    return 2;
  }
  const dsl::Scenario& sc = picked->file.scenarios[picked->indices.front()];
  int steps = render::scenario_steps(sc);
  if (args.step > steps) {
    fmt::print(stderr, "{}:{}: error: --step {}: the scenario has {} step{} (its turn and final statements)\n", picked->file.path,
               sc.loc.line, args.step, steps, steps == 1 ? "" : "s");
    return 2;
  }
  auto format = !args.svg.empty() || !args.png.empty() ? render::PictureFormat::Svg
                : args.format == "carc"                ? render::PictureFormat::Carc
                                                       : render::PictureFormat::Text;
  // Without --step or --end: the deciding step before and after (a position to start from is
  // the end's).
  bool deciding = args.step < 0 && !args.end && format != render::PictureFormat::Carc;
  auto board = deciding ? render::deciding_board(picked->file, sc, format, args.scale)
                        : render::scenario_board(picked->file, sc, args.step, format, args.scale);
  if (board.outcome.status == dsl::Status::BadInput) {
    fmt::print(stderr, "{}", dsl::format_diagnostics(board.outcome.errors, picked->file.text));
    return 2;
  }
  if (!board.picture) {
    std::string point = args.step >= 0 ? fmt::format("step {}", args.step) : deciding ? std::string("the setup") : std::string("the end");
    fmt::print(stderr, "{}:{}: error: the run did not get to {} ({})\n", picked->file.path, sc.loc.line, point,
               board.outcome.status == dsl::Status::Skipped ? board.outcome.skip_reason : "an action could not be carried out");
    return 2;
  }
  if (board.outcome.status == dsl::Status::Failed)
    fmt::print(stderr, "note: the scenario fails (carc explain {} shows why); the board is drawn all the same\n", report::shell_quote(report::scenario_id(picked->file.path, sc)));
  for (const auto& what : board.left_out)
    fmt::print(stderr, "note: the setup cannot write {}; the scenario leaves it out\n", what);
  if (deciding && format != render::PictureFormat::Text) fmt::print(stderr, "note: {}\n", board.heading);
  if (!args.png.empty()) {
    if (!render::svg_to_png(*board.picture, args.png, error)) {
      fmt::print(stderr, "{}: error: {}\n", args.png, error);
      return 2;
    }
    return 0;
  }
  if (format != render::PictureFormat::Svg || args.svg == "-") {
    fmt::print("{}", *board.picture);
    return 0;
  }
  return write_file(args.svg, *board.picture);
}

}  // namespace

Runner add_show_command(CLI::App& app) {
  auto args = std::make_shared<ShowArgs>();
  auto* cmd = app.add_subcommand("show", "Draw a scenario's board: the deciding step before and after it (text by default, SVG or "
                                         "PNG), one step, or the end; or write the position as a scenario");
  cmd->add_option("scenario", args->target, "FILE or FILE:ID (ID: the scenario's first line as carc run prints it, its 1-based number, or its title)")
      ->required();
  auto* step = cmd->add_option("--step", args->step,
                               "Draw the board after step K, with what the step did marked: 0 is the setup, K the K-th turn, "
                               "final, nature or draw statement (default: the deciding step before and after it)")
                   ->check(CLI::NonNegativeNumber);
  auto* end = cmd->add_flag("--end", args->end, "Draw the board at the end of the script (--format carc: the default)");
  step->excludes(end);
  auto* ascii = cmd->add_flag("--ascii", args->ascii, "Draw the board as text (the default)");
  auto* svg = cmd->add_option("--svg", args->svg, "Write the board as SVG to this file (- for standard output)");
  auto* png = cmd->add_option("--png", args->png, "Write the board as PNG to this file, drawn by headless Chromium");
  cmd->add_option("--scale", args->scale, "Size of the SVG or PNG picture, times its natural size (default 1)")
      ->check(CLI::Range(0.1, 10.0));
  auto* fmt_opt = cmd->add_option("--format", args->format,
                                  "text (the board as a text picture) or carc (the position as a scenario with a setup block, "
                                  "to start a new scenario from)")
                      ->check(CLI::IsMember({"text", "carc"}));
  ascii->excludes(svg);
  ascii->excludes(png);
  svg->excludes(png);
  fmt_opt->excludes(svg);
  fmt_opt->excludes(png);
  fmt_opt->excludes(ascii);
  return [args] { return run_show(*args); };
}

}  // namespace carc::cli
