// The enabled modules with everything they register: options, presets and figure kinds.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "figures.hpp"
#include "module.hpp"
#include "rule_options.hpp"
#include "verbs.hpp"

namespace carc {

struct Ruleset {
  std::vector<const ExpansionModule*> modules;  // in hook order
  OptionRegistry options;
  FigureTable figures;
  TokenTable tokens;
  VerbTable verbs;    // the actions modules add to the turn
  PhaseTable phases;  // the decisions modules open mid-turn
  PlaceTable places;  // the special places off the tiles where figures may be (a prison, ...)

  bool has_module(std::string_view name) const;
};

// Core's own options (drawing and ending rules every game has).
void register_core_options(OptionRegistry&);

// Builds a ruleset from modules in hook order; the result must not move (options point into it).
std::unique_ptr<Ruleset> make_ruleset(std::vector<const ExpansionModule*> modules);

}  // namespace carc
