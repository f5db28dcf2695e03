// Subcommands of `carc`. Each registers itself on the CLI11 app and returns the exit code.
#pragma once
#include <CLI/CLI.hpp>
#include <functional>

namespace carc::cli {

// A subcommand's action, run after parsing when that subcommand was chosen.
using Runner = std::function<int()>;

Runner add_selfplay_command(CLI::App& app);
Runner add_options_command(CLI::App& app);
Runner add_run_command(CLI::App& app);
Runner add_check_command(CLI::App& app);
Runner add_rulings_command(CLI::App& app);
Runner add_position_command(CLI::App& app);
Runner add_explain_command(CLI::App& app);
Runner add_show_command(CLI::App& app);
Runner add_report_command(CLI::App& app);
Runner add_tiles_command(CLI::App& app);
Runner add_export_command(CLI::App& app);
Runner add_observe_command(CLI::App& app);
Runner add_verify_command(CLI::App& app);
Runner add_verbs_command(CLI::App& app);
Runner add_completion_command(CLI::App& app);

}  // namespace carc::cli
