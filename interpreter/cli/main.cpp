// carc: the Carcassonne Oracle command line.
#include <fmt/core.h>

#include <exception>

#include "commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"carc - the Carcassonne Oracle: rules engine, scenarios, conformance"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("carc ") + CARC_VERSION);
  std::vector<std::pair<CLI::App*, carc::cli::Runner>> commands;
  auto add = [&](carc::cli::Runner (*make)(CLI::App&)) {
    auto before = app.get_subcommands({}).size();
    auto runner = make(app);
    commands.emplace_back(app.get_subcommands({})[before], std::move(runner));
  };
  add(carc::cli::add_selfplay_command);
  add(carc::cli::add_options_command);
  add(carc::cli::add_run_command);
  add(carc::cli::add_check_command);
  add(carc::cli::add_rulings_command);
  add(carc::cli::add_position_command);
  add(carc::cli::add_explain_command);
  add(carc::cli::add_show_command);
  add(carc::cli::add_report_command);
  add(carc::cli::add_tiles_command);
  add(carc::cli::add_export_command);
  add(carc::cli::add_observe_command);
  add(carc::cli::add_verify_command);
  add(carc::cli::add_verbs_command);
  add(carc::cli::add_completion_command);  // last: it lists the commands above
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  try {
    for (auto& [cmd, run] : commands)
      if (cmd->parsed()) return run();
  } catch (const std::exception& e) {
    fmt::print(stderr, "carc: error: {}\n", e.what());
    return 2;
  }
  return 2;
}
