// Resolving a module's action as written (`dragon N`, `fairy road W at (1,0)`, `princess blue
// follower city at (0,0)`) against the verbs of the rules in force (DESIGN §4 "Module actions").
#pragma once
#include <map>
#include <optional>
#include <string>
#include <variant>

#include "ast.hpp"
#include "core/game.hpp"

namespace carc::dsl {

struct VerbError {
  Loc loc;
  std::string message;
};

// How each argument kind is written, for errors and docs/dsl.md.
std::string arg_kind_usage(ArgKind k);

// A verb step as written (`fairy road W at (1,0)`), for messages.
std::string verb_text(const VerbStep& step);

// The verbs of these rules, for "unknown verb" errors.
std::string verb_list(const Ruleset& rules);

// Before the game runs: whether the verb exists in these rules and its arguments have the shape
// of one of its forms (what they name on the board is checked when the step is played).
std::optional<VerbError> check_verb_shape(const Ruleset& rules, const VerbStep& step);

// The engine action a written verb step stands for, in the game's current position (a feature
// or a figure is looked up on the board as it is now), or an error at the argument that does
// not fit. `players` maps player names to indices.
std::variant<ModuleAction, VerbError> resolve_verb(const Game& game, const std::map<std::string, int>& players,
                                                   const VerbStep& step);

}  // namespace carc::dsl
