// Farm scoring at the end of the game, in both editions the CAR records (CAR-32, CAR-33).
#pragma once

namespace carc {
class Game;

// Per farm: its majority owner(s) score 3 for each completed city it borders (CAR-30..34).
void score_farms_third_edition(Game& game);
// Per completed city: 4 to the player(s) with the most farmers on all farms touching it (seed 002).
void score_farms_first_edition(Game& game);
}  // namespace carc
