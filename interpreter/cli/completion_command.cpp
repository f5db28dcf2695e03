// carc completion bash|fish: a shell completion script written from the command line's own
// definition (its subcommands and their options), so it never falls behind the tool.
#include <fmt/core.h>

#include <memory>

#include "commands.hpp"

namespace carc::cli {

namespace {

// Every long and short option name of a command, as typed.
std::vector<std::string> option_words(const CLI::App& cmd) {
  std::vector<std::string> out;
  for (const CLI::Option* o : cmd.get_options()) {
    for (const auto& l : o->get_lnames()) out.push_back("--" + l);
    for (const auto& s : o->get_snames()) out.push_back("-" + s);
  }
  return out;
}

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// Single quotes for fish strings.
std::string fish_quote(std::string s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return out + "'";
}

std::string bash_script(CLI::App& app) {
  std::vector<std::string> names;
  std::string cases;
  for (const CLI::App* sub : app.get_subcommands({})) {
    names.push_back(sub->get_name());
    cases += fmt::format("    {}) opts=\"{}\" ;;\n", sub->get_name(), join(option_words(*sub)));
  }
  return fmt::format(R"(# bash completion for carc (carc completion bash); also works in zsh after `bashcompinit`.
_carc() {{
  local cur="${{COMP_WORDS[COMP_CWORD]}}" opts=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "{} --help --version" -- "$cur") )
    return
  fi
  case "${{COMP_WORDS[1]}}" in
{}  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=( $(compgen -W "$opts --help" -- "$cur") )
  else
    COMPREPLY=( $(compgen -d -- "$cur") $(compgen -f -X '!*.carc' -- "$cur") )
  fi
}}
complete -o filenames -F _carc carc
)",
                     join(names), cases);
}

std::string fish_script(CLI::App& app) {
  std::string out = "# fish completion for carc (carc completion fish)\ncomplete -c carc -f\n";
  for (const CLI::App* sub : app.get_subcommands({})) {
    out += fmt::format("complete -c carc -n __fish_use_subcommand -a {} -d {}\n", sub->get_name(), fish_quote(sub->get_description()));
    out += fmt::format("complete -c carc -n '__fish_seen_subcommand_from {}' -F\n", sub->get_name());
    for (const CLI::Option* o : sub->get_options()) {
      std::string flags;
      for (const auto& l : o->get_lnames()) flags += " -l " + l;
      for (const auto& s : o->get_snames()) flags += " -s " + s;
      if (flags.empty()) continue;  // a positional argument
      out += fmt::format("complete -c carc -n '__fish_seen_subcommand_from {}'{} -d {}\n", sub->get_name(), flags,
                         fish_quote(o->get_description()));
    }
  }
  return out;
}

}  // namespace

Runner add_completion_command(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("completion", "Print a shell completion script: bash (zsh with bashcompinit too) or fish");
  cmd->add_option("shell", *shell, "bash or fish")->required()->check(CLI::IsMember({"bash", "fish"}));
  return [&app, shell] {
    fmt::print("{}", *shell == "bash" ? bash_script(app) : fish_script(app));
    return 0;
  };
}

}  // namespace carc::cli
