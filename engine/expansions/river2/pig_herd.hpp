// The pig-herd: a field marked with pigs (River II's r2/pig-herd; GQ11's animal field under the
// house rule of CAR-392) makes each completed city worth one more to the farm's majority farmers,
// like a neutral pig, with or without their own pig (CAR-247, CAR-248). It pays once however many
// pig-herds the farm holds (CAR-251, CAR-393) and, by default, never a barn (CAR-249, CAR-194).
#pragma once
#include "core/module.hpp"

namespace carc::river2 {

// Farm scoring hook (value_farm_city) of every module that brings pig-herds: adds the point for
// `player` when the farm holds a pig-herd under the options in force, unless another module's
// call already added it for this city.
void add_pig_herd_bonus(const Game& game, const FarmCity& fc, int player, FeatureValue& v);

}  // namespace carc::river2
