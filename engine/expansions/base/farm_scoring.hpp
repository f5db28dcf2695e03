// Farm scoring at the end of the game, in both editions the CAR records (CAR-32, CAR-33).
#pragma once
#include <string>
#include <vector>

#include "core/regions.hpp"

namespace carc {
class Game;

// Per farm: its majority owner(s) score 3 for each completed city it borders (CAR-30..34).
void score_farms_third_edition(Game& game);
// Per completed city: 4 to the player(s) with the most farmers on all farms touching it (seed 002).
void score_farms_first_edition(Game& game);
// One farm scored now, third-edition style: its majority owner(s) score `per_city` for each
// completed city it borders, plus what modules add per city (a pig). `rule` names the scoring in
// explain ("barn placed"), `rulings` the ids that decided it. Other expansions' farm scorings
// during play (a barn's) use it; the farmers stay where they are.
void score_farm_now(Game& game, NodeId farm, int per_city, bool final_scoring, const std::string& rule,
                    const std::vector<std::string>& rulings);
}  // namespace carc
