// Checks that must hold after every turn; self-play runs them (DESIGN §3, issue [core] 7).
#pragma once
#include <optional>
#include <string>

namespace carc {
class Game;

// nullopt when the game state is consistent, otherwise what is wrong. Everything the engine keeps
// incrementally (regions, the board's frontier and its side needs, counts, the legal-action
// listing) is compared with a recomputation from scratch.
std::optional<std::string> check_invariants(const Game& game);

}  // namespace carc
