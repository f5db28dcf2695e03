// The abbey: a player's own tile, laid instead of drawing into a hole whose four sides all touch
// tiles; it closes what faces it and scores as a cloister (CAR:abbey-mayor/abbey, CAR-142). Once
// the stack has run out, the players who still hold one may lay it in turn (CAR-144, CAR-28).
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::abbey_mayor {

std::vector<int>& state(Game& g);
const std::vector<int>* state_of(const Game& g);

bool is_hole(const Game& g, Coord at);
// The abbeys the decider may lay now (verb `abbey`), one per hole.
void list_abbeys(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_abbey(const Game& g, const ModuleAction& a);
void apply_abbey(Game& g, const ModuleAction& a);
// The stack ran out: asks the next player of the abbey round who can lay one (option
// last-abbeys), clockwise from the left of the last tile's player.
void abbey_round(Game& g);

}  // namespace carc::abbey_mayor
