// Hills and vineyards (CAR-320..324, CAR:hills-sheep/...): the tile that goes face down under a
// hill as it is laid (none when the stack is empty), the tie a follower on a hill breaks (one
// follower on a hill is enough by default; the house rule counts them), the vineyards' 3 points
// to a cloister completed beside them.
#pragma once
#include <optional>
#include <vector>

#include "core/actions.hpp"
#include "core/module.hpp"

namespace carc {
class Game;
}

namespace carc::hills_sheep {

bool is_hill(const Game& g, int tile);
bool is_vineyard(const Game& g, int tile);

// At the step after the placement: the tile under a hill laid now. Opens nature's decision with
// scripted draws and returns true; otherwise takes the top of the stack and returns false.
bool lay_hill(Game& g);
void hill_outcomes(const Game& g, std::vector<ChanceOutcome>& out);
std::optional<Rejection> check_under(const Game& g, const ModuleAction& a);
void apply_under(Game& g, const ModuleAction& a);

void hill_tiebreak(const Game& g, const Region& r, std::vector<int>& winners, FeatureValue& why);
void vineyard_value(const Game& g, const Region& r, bool final_scoring, FeatureValue& v);

}  // namespace carc::hills_sheep
