// Castles (Bridges, Castles & Bazaars; CAR-299..315): a town of two city caps that a tile
// completes may be turned into a castle by its occupier instead of being scored. The castle's
// follower then waits for the first feature completed in its vicinity (its two tiles and the
// two beside each of them across its length) on a later turn, and scores that feature's value
// too. Its followers wait in the special place `castles`, on no tile. The town stays a
// completed city region for farms (4 a castle), but is never scored and never counts as a
// completed city (the King, CAR-314).
#pragma once
#include <optional>
#include <vector>

#include "core/actions.hpp"
#include "core/module.hpp"
#include "core/rejection.hpp"

namespace carc {
class Game;
}

namespace carc::bcb {

// Step 5 of the order of play (after the figure step, CAR-301): offers each town this turn
// completes to its occupier, one decision at a time.
void offer_castles(Game& g);
std::optional<Rejection> check_castle(const Game& g, const ModuleAction& a);
void build_castle(Game& g, const ModuleAction& a);
void castle_declined(Game& g);  // Pass in castle-choice: the town is scored as usual
bool is_castle_town(const Game& g, NodeId root);
bool castle_scored(const Game& g, NodeId root);
// The town a follower in a castle stands for, or -1 when the figure is in no castle.
NodeId castle_town_of(const Game& g, int figure);

// A feature being scored (or completed unoccupied): castles whose vicinity it reaches are due
// its value. Paid at step 8, the owner choosing where several values differ.
void note_completion(Game& g, NodeId root);
void pay_castles(Game& g);
std::optional<Rejection> check_castle_score(const Game& g, const ModuleAction& a);
void choose_castle_score(Game& g, const ModuleAction& a);

void list_castle_actions(const Game& g, std::vector<Action>& out);
// Where the castles lie: their two tiles (board indices), for the pictures and other modules.
struct CastleView {
  int tile_a = -1, tile_b = -1;
};
std::vector<CastleView> castles(const Game& g);
std::optional<std::string> check_castles(const Game& g);

}  // namespace carc::bcb
