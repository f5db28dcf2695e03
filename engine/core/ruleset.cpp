#include "ruleset.hpp"

#include <utility>

namespace carc {

bool Ruleset::has_module(std::string_view name) const {
  for (const auto* m : modules)
    if (m->name() == name) return true;
  return false;
}

void register_core_options(OptionRegistry& r) {
  r.add({"unplaceable-tile",
         {"discard", "return"},
         {"CAR-11"},
         "A drawn tile that fits nowhere leaves the game (discard) or goes back under the stack (return) and another "
         "tile is drawn",
         "core"});
  r.add({"win-tie",
         {"shared", "none"},
         {"CAR-35"},
         "Players tied on the highest score share the victory (shared), or nobody wins and another game decides "
         "(none)",
         "core"});
  // The table's size is the players' (CAR-4): no edge by default, as on a floor or a table
  // larger than any layout; a scenario sets one to ask what its edge forbids.
  for (auto [option, extent] : {std::pair{"table-width", "width (east-west)"}, std::pair{"table-depth", "depth (north-south)"}}) {
    OptionDef def{option,
                  {"none"},
                  {"CAR-4"},
                  std::string("The table's ") + extent +
                      " in tiles, the start tile in its middle at (0,0) and the layout never shifted: no tile may "
                      "lie past its edge (refused table-edge). none: no edge that way",
                  "core"};
    def.max_number = 1000;
    r.add(std::move(def));
  }
  r.add_preset("hig", "Current Hans im Glück rules (the defaults)");
  r.add_preset("rgg", "Current Rio Grande Games rules");
  r.add_preset("zmg", "Current Z-Man Games rules");
  r.add_preset("first-edition", "The 2000 rulebook (seed 002): first-edition farms and the small-city rule");
  r.add_preset("rgg-pre-bigbox",
               "Rio Grande Games before the Big Box (the CAR's rule-set table, second column): first-edition farms "
               "and the small-city rule");
  r.add_preset("hig-pre-bigbox", "Hans im Glück before the Big Box (the CAR's rule-set table, first column)");
  r.add_preset("wch2012", "World Championship 2012 tournament rules: base game, 2-tile cities score 4, third-edition farms");
  r.add_preset_settings("zmg", "win-tie", "none");
}

std::unique_ptr<Ruleset> make_ruleset(std::vector<const ExpansionModule*> modules) {
  auto rs = std::make_unique<Ruleset>();
  rs->modules = std::move(modules);
  register_core_options(rs->options);
  for (const auto* m : rs->modules) {
    m->register_options(rs->options);
    m->register_figures(rs->figures);
    m->register_tokens(rs->tokens);
    m->register_verbs(rs->verbs, rs->phases);
    m->register_places(rs->places);
  }
  // Once every module's figures are known: the places modules open to figures of others.
  for (const auto* m : rs->modules) m->register_figure_places(rs->figures);
  return rs;
}

}  // namespace carc
