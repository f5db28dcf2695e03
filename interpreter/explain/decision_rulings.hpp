// The rulings that decide a score besides the scoring rule the engine names: that the feature
// was complete (its kind's completion rule, which is what makes a road closed into a loop score),
// and who took the points where several players had figures (the majority rule, during play or
// at the end). carc explain prints them under the engine's own.
#pragma once
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::explain {

// Ids not already in the event's own rulings, in the order a reader meets the decisions.
std::vector<std::string> decision_rulings(const Game& game, const PointsScored& scored);

}  // namespace carc::explain
