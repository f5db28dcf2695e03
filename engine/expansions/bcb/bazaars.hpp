// Bazaars (Bridges, Castles & Bazaars; CAR-281..291): a bazaar tile drawn and placed starts an
// auction once its turn is over. As many tiles as players are revealed; from the player after
// the bazaar's, each player without a tile in turn chooses one and opens the bidding, the others
// without a tile bid once each or pass, and the chooser buys it from the highest bidder or sells
// it to him; the last tile goes free to the last player. The bought tiles are then played, one a
// turn, in the usual order from the player after the bazaar's, instead of drawing.
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

void bazaar_tile_placed(Game& g, int tile_index);
void start_auction(Game& g);  // step 1 of the turn after the bazaar's
const TileType* deal_bought_tile(Game& g);
bool bazaar_holds_tiles(const Game& g);
bool is_bazaar_verb(const std::string& verb);
std::optional<Rejection> check_bazaar_action(const Game& g, const ModuleAction& a);
void apply_bazaar_action(Game& g, const ModuleAction& a);
void bazaar_passed(Game& g);  // a bidder passes
void list_bazaar_actions(const Game& g, std::vector<Action>& out);
void bazaar_chances(const Game& g, std::vector<ChanceOutcome>& out);
std::optional<std::string> check_bazaars(const Game& g);

}  // namespace carc::bcb
