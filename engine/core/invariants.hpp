// Checks that must hold after every turn; self-play runs them (DESIGN §3, issue [core] 7).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "actions.hpp"

namespace carc {
class Game;

// nullopt when the game state is consistent, otherwise what is wrong. Everything the engine keeps
// incrementally (regions, the board's frontier and its side needs, counts, the legal-action
// listing) is compared with a recomputation from scratch.
std::optional<std::string> check_invariants(const Game& game);
// The core's checks alone (no module's check_state), for a game whose players began with these
// scores (a scenario's setup may set them): the score events must add up to the change since then.
std::optional<std::string> check_core_invariants(const Game& game, const std::vector<int>& starting_scores);

// The legal-action listing must agree with the game's answer to each action actually taken:
// what the game accepts is listed, what it refuses is not. Asked just before `a` is applied:
// whether legal_actions() holds it exactly, and whether it holds it alike (an accepted module
// action may be listed with a feature argument named from another tile of the same region).
struct ListedAs {
  bool exactly = false;
  bool alike = false;
};
ListedAs listed_as(const Game& game, const Action& a);
// nullopt when the game's answer agrees with the listing, otherwise what is wrong.
std::optional<std::string> listing_disagrees(const ListedAs& listed, bool accepted);

}  // namespace carc
