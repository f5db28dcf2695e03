// Checks that must hold after every turn; self-play runs them (DESIGN §3, issue [core] 7).
#pragma once
#include <optional>
#include <string>

namespace carc {
class Game;

// nullopt when the game state is consistent, otherwise what is wrong.
std::optional<std::string> check_invariants(const Game& game);

}  // namespace carc
