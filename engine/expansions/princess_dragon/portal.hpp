// The magic portal: in the turn its tile is placed, a follower may be deployed onto any
// unoccupied, uncompleted feature of the board instead of the tile just placed (CAR-97..104).
// The option portal-to-completed lets it reach a feature this turn completed but nobody has
// scored yet (older HiG rules, CAR-102).
#pragma once
#include <optional>

#include "core/game.hpp"

namespace carc::pd {

bool portal_open(const Game& g);
// Whether a figure went through the magic portal since the turn's tile was placed.
bool portal_used_this_turn(const Game& g);
std::optional<Rejection> check_portal_deployment(const Game& g, const Deploy& d);

}  // namespace carc::pd
