// How many legal actions of one module verb the game offers now: what a scenario's `actions VERB
// = N` and the protocol's `actions` query compare, so that the listing of legal actions (which
// self-play and other implementations rely on) is pinned, not only the checks of taken actions.
// A placement listed with a module's action (a tile laid with a bridge) counts for that action's verb.
#pragma once

#include <string_view>

#include "game.hpp"

namespace carc {

int count_legal_actions(const Game& g, std::string_view verb);

}  // namespace carc
