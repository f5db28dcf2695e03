// What German castles score: the lord of a castle surrounded on all ten squares scores 12 and
// goes home (CAR:castles-germany/castle-complete); at the end an unfinished castle scores its own
// value plus 1 per surrounding tile (CAR:castles-germany/castle-end, option german-castle-end);
// a completed road or city that ends on castle tiles is worth 3 more per castle, after inns and
// cathedrals (CAR:castles-germany/road-city-bonus, CAR-354, CAR-355); farms, by option (CAR-353).
#pragma once
#include "core/game.hpp"

namespace carc::castles_germany {

// The lords of the castles that are now surrounded score and go home (the turn's scoring step).
void score_completed_castles(Game& g);
// The castles' share of a completed road's or city's value.
void add_castle_bonus(const Game& g, const Region& r, FeatureValue& v);
// The end of the game: unfinished castles with a lord, then (option like-city) the farms of
// completed castles.
void score_castles_final(Game& g);

}  // namespace carc::castles_germany
