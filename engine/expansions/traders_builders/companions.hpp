// The builder and the pig depend on a follower: each goes home when its owner's last follower
// leaves its feature (CAR-59; under the old rules, option builder-pig-status = followers, they stay).
#pragma once
#include <optional>
#include <string>

#include "core/regions.hpp"

namespace carc {

class Game;

// After `figure` went home from the region of `node`: sends back its owner's builder or pig there
// when no follower of that owner is left on it.
void return_unaccompanied(Game& game, int figure, NodeId node);
// Every builder and pig on the board stands with a follower of its owner (current rules).
std::optional<std::string> check_companions(const Game& game);

}  // namespace carc
