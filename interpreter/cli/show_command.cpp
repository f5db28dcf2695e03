// carc show FILE[:SCENARIO] [--step K] [--ascii | --svg OUT]: draw a scenario's board.
#include <fmt/core.h>

#include <fstream>
#include <memory>

#include "commands.hpp"
#include "dsl/diagnostics.hpp"
#include "explain/scenario_pick.hpp"
#include "render/scenario_board.hpp"
#include "report/scenario_ref.hpp"

namespace carc::cli {

namespace {

struct ShowArgs {
  std::string target;
  int step = -1;
  bool ascii = false;
  std::string svg;
  std::string format = "text";
};

int run_show(const ShowArgs& args) {
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
  auto format = !args.svg.empty()       ? render::PictureFormat::Svg
                : args.format == "carc" ? render::PictureFormat::Carc
                                        : render::PictureFormat::Text;
  auto board = render::scenario_board(picked->file, sc, args.step, format);
  if (board.outcome.status == dsl::Status::BadInput) {
    fmt::print(stderr, "{}", dsl::format_diagnostics(board.outcome.errors, picked->file.text));
    return 2;
  }
  if (!board.picture) {
    fmt::print(stderr, "{}:{}: error: the run did not get to step {} ({})\n", picked->file.path, sc.loc.line, args.step,
               board.outcome.status == dsl::Status::Skipped ? board.outcome.skip_reason : "an action could not be carried out");
    return 2;
  }
  if (board.outcome.status == dsl::Status::Failed)
    fmt::print(stderr, "note: the scenario fails (carc explain {} shows why); the board is drawn all the same\n", report::shell_quote(report::scenario_id(picked->file.path, sc)));
  for (const auto& what : board.left_out)
    fmt::print(stderr, "note: the setup cannot write {}; the scenario leaves it out\n", what);
  if (format != render::PictureFormat::Svg || args.svg == "-") {
    fmt::print("{}", *board.picture);
    return 0;
  }
  std::ofstream out(args.svg, std::ios::binary);
  out << *board.picture;
  if (!out) {
    fmt::print(stderr, "{}: error: cannot write the file\n", args.svg);
    return 2;
  }
  return 0;
}

}  // namespace

Runner add_show_command(CLI::App& app) {
  auto args = std::make_shared<ShowArgs>();
  auto* cmd = app.add_subcommand("show", "Draw a scenario's board (text by default, or SVG), or write the position as a scenario");
  cmd->add_option("scenario", args->target, "FILE or FILE:ID (ID: the scenario's first line as carc run prints it, its 1-based number, or its title)")
      ->required();
  cmd->add_option("--step", args->step,
                  "Draw the board after step K: 0 is the setup, K the K-th turn or final statement (default: the end)")
      ->check(CLI::NonNegativeNumber);
  auto* ascii = cmd->add_flag("--ascii", args->ascii, "Draw the board as text (the default)");
  auto* svg = cmd->add_option("--svg", args->svg, "Write the board as SVG to this file (- for standard output)");
  auto* fmt_opt = cmd->add_option("--format", args->format,
                                  "text (the board as a text picture) or carc (the position as a scenario with a setup block, "
                                  "to start a new scenario from)")
                      ->check(CLI::IsMember({"text", "carc"}));
  ascii->excludes(svg);
  fmt_opt->excludes(svg);
  fmt_opt->excludes(ascii);
  return [args] { return run_show(*args); };
}

}  // namespace carc::cli
