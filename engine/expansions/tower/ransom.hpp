// Buying a prisoner back: once in a turn (a builder's double turn included), 3 points paid to
// the player who holds him, at any time of one's own turn.
#pragma once
#include "core/game.hpp"

namespace carc::tower {

std::optional<Rejection> check_ransom(const Game& g, const ModuleAction& a);
void apply_ransom(Game& g, const ModuleAction& a);
void list_ransoms(const Game& g, int verb, std::vector<Action>& out);
void new_turn(Game& g);  // a turn begins: its ransom is still to pay

}  // namespace carc::tower
