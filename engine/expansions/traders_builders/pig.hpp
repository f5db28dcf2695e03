// The pig: on a farm where its owner has a farmer, it makes each completed city worth one more
// to that owner when the farm pays him (4 instead of 3; CAR:traders-builders/pig-scoring, CAR-57).
#pragma once
#include "core/module.hpp"

namespace carc {

inline constexpr const char* kPig = "pig";

// Farm scoring hook: adds the pig's point for `player` when his pig stands on one of the farms.
void add_pig_bonus(const Game& game, const FarmCity& fc, int player, FeatureValue& v);

}  // namespace carc
