// The quarters of the City of Carcassonne and followers entering them: the trigger (a tile's
// scoring paid someone but not its placer, CAR-207..214), which figure may go to which quarter
// (the kind of feature the quarter sends its followers to, CAR-209, CAR-217), and the Count.
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::count {

std::vector<int>& state(Game& g);
const std::vector<int>* state_of(const Game& g);

int quarter_place(const Game& g, int quarter);    // Ruleset::places index of a quarter
int quarter_of_place(const Game& g, int place);   // the quarter a place is, -1 for another place
int count_quarter(const Game& g);                 // where the Count stands
int count_figure(const Game& g);
// Whether a figure of `kind` may stand in `quarter`: a follower that may be deployed on the kind
// of feature the quarter sends its followers to (the mayor only to the castle, no barn at all).
bool fits_quarter(const Game& g, int kind, int quarter);
// The followers of `player` in `quarter`, figure ids.
std::vector<int> in_quarter(const Game& g, int quarter, int player);

// The placer may send a follower into the city now (phase count-enter).
bool entry_earned(Game& g);
void list_entries(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_entry(const Game& g, const ModuleAction& a);
void apply_entry(Game& g, const ModuleAction& a);

}  // namespace carc::count
