// The shepherd and his flock (CAR-316..319, CAR-325, CAR:hills-sheep/...): the shepherd
// deployed onto a field of the tile just placed and his first token drawn at once; when a tile
// extends his field, expanding the flock (another draw) or herding it into the stable (every
// shepherd of the field scores all its sheep); the wolf; the flock's tokens back in the bag
// whenever a shepherd leaves the board, by any rule (the dragon's meal among them).
#pragma once
#include <array>
#include <optional>
#include <vector>

#include "core/actions.hpp"
#include "core/module.hpp"
#include "core/rejection.hpp"

namespace carc {
class Game;
}

namespace carc::hills_sheep {

int shepherd_kind(const Game& g);
// The sheep beside `player`'s shepherd (the sum of his sheep tokens).
int flock_of(const Game& g, int player);
// Sheep printed in the field of `root` (a Halflings II tile): each counts whenever a flock there is scored (CAR-404).
int printed_sheep(const Game& g, NodeId root);
// The sheep tokens still in the bag, by number of sheep (1 to 4).
std::array<int, 4> sheep_in_bag(const Game& g);

std::optional<Rejection> check_shepherd_deployment(const Game& g, const Deploy& d);
void shepherd_returned(Game& g, int figure, NodeId node);

// The active player's shepherd deployed in this part of the turn and waiting for his first
// token, or -1.
int deployed_now(const Game& g);
// Whether a tile laid by this part's placement extends the field where the active player's
// shepherd stood before it (the shepherd action is due).
bool action_due(const Game& g);
// Nature draws from the bag for the active player's shepherd: his first token when his flock is
// still empty, else an expansion (a shepherd on the board always has a flock once he has drawn).
void open_first_draw(Game& g);
void open_action(Game& g);

void list_flock_actions(const Game& g, std::vector<Action>& out);
void bag_outcomes(const Game& g, std::vector<ChanceOutcome>& out);
std::optional<Rejection> check_flock_action(const Game& g, const ModuleAction& a);
// Applies expand, herd, sheep or wolf; false when the verb is none of these.
bool apply_flock_action(Game& g, const ModuleAction& a);

int sheep_on(const Game& g, int tile);
std::optional<std::string> check_flock_state(const Game& g);

}  // namespace carc::hills_sheep
