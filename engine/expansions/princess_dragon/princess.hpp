// The princess: a tile whose princess joins an occupied city lets its player send one knight of
// that city home instead of a figure action (CAR-105..113). Options: whether she may or must
// (princess), and whether a big follower goes only as the last knight (princess-big-follower).
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::pd {

// The figures the princess of the tile just placed may send home now.
std::vector<int> princess_targets(const Game& g);
// A refusal when the princess's rule obliges a removal that the action is not.
std::optional<Rejection> princess_obliges(const Game& g);
std::optional<Rejection> check_princess(const Game& g, const ModuleAction& a);
void apply_princess(Game& g, const ModuleAction& a);
// Whether a knight was sent home by the princess since the turn's tile was placed: the player
// then deploys and moves no other figure this turn (read by The Phantom, CAR-445).
bool princess_removed_this_turn(const Game& g);
void list_princess(const Game& g, int verb, std::vector<Action>& out);

}  // namespace carc::pd
