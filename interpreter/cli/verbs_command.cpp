// carc verbs: the module actions (verbs) scenarios and cases may use, with their forms.
#include <fmt/core.h>

#include <memory>

#include "commands.hpp"
#include "core/verbs.hpp"
#include "expansions/registry.hpp"

namespace carc::cli {

Runner add_verbs_command(CLI::App& app) {
  auto modules = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("verbs", "List the module actions (verbs) of the rules, with their forms and phases");
  cmd->add_option("--rules", *modules, "Expansions in force (default: every module)")->delimiter(',');
  return [modules]() -> int {
    std::vector<std::string> names = *modules;
    if (names.empty())
      for (const auto* m : all_modules())
        if (m->name() != "base") names.emplace_back(m->name());
    std::string error;
    auto rules = ruleset_for(names, error);
    if (!rules) {
      fmt::print(stderr, "carc verbs: {}\n", error);
      return 2;
    }
    if (rules->verbs.size() == 0) fmt::print("these rules add no actions\n");
    for (int v = 0; v < rules->verbs.size(); ++v) {
      const VerbDef& d = rules->verbs.at(v);
      fmt::print("{}  ({}{})\n  {}\n  {}\n", d.name, d.module ? d.module->name() : "core", d.figure_action ? "; the turn's figure action" : "", d.usage, d.summary);
    }
    if (rules->phases.size() > 0) {
      fmt::print("module phases:");
      for (int p = 0; p < rules->phases.size(); ++p) fmt::print(" {}", rules->phases.name(p));
      fmt::print("\n");
    }
    return 0;
  };
}

}  // namespace carc::cli
