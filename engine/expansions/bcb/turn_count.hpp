// The module's count of turns begun: a castle scores only features completed on a later turn
// than it was built (CAR-304), and a bridge is one per turn. A builder's double turn is one turn.
#pragma once

namespace carc {
class Game;
}

namespace carc::bcb {

void count_turn(Game& g);  // at step 1 of each turn
int current_turn(const Game& g);

}  // namespace carc::bcb
