// Followers leaving the City of Carcassonne: during play, once around the table from the
// placer's left, onto a feature about to be scored (CAR-218..227); at the end, one at a time
// in turn until nobody can or will, onto any feature the final scoring scores (CAR-226). The
// quarter a follower leaves decides the kind of feature; the Count's quarter is closed.
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::count {

// Step 5: opens the redeployment round if someone can redeploy onto what will be scored.
bool open_round(Game& g);
// GameEnds: the final redeployment, once.
bool open_final(Game& g);
// The decider passed: the next player of the round (false: the round is over).
bool round_passed(Game& g);

void list_redeployments(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_redeployment(const Game& g, const ModuleAction& a);
void apply_redeployment(Game& g, const ModuleAction& a);

}  // namespace carc::count
