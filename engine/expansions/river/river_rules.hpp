// How river tiles are laid, shared by every river set (River I, River II, the GQ11 river tiles):
// the spring starts the layout, river tiles come before land tiles, each continues the river at
// exactly one open end (so two branches never join), no immediate U-turn, a lake only when no
// other river tile is left (CAR-467..475, CAR-241, CAR:river2/branches-never-join).
#pragma once
#include <optional>

#include "core/module.hpp"

namespace carc {
class Game;

namespace reason {
inline constexpr const char* kRiverFirst = "river-first";                  // land tile while the river is unfinished
inline constexpr const char* kRiverNotContinued = "river-not-continued";  // river tile not joined to the river
inline constexpr const char* kRiverUTurn = "river-u-turn";                // two bends the same way in a row
inline constexpr const char* kLakeNotLast = "lake-not-last";              // lake while river tiles remain
inline constexpr const char* kRiverBranchesJoin = "river-branches-join";  // one tile joining two open river ends
}  // namespace reason

namespace river {

bool is_river_tile(const TileType* t);
// check_placement, allows_placement and placement_scope of a river module: the same rules.
std::optional<Rejection> check_placement(const Game& game, const PlaceTile& a);
bool allows_placement(const Game& game, const PlaceTile& a);
PlacementScope placement_scope(const Game& game, const TileType* tile);

}  // namespace river
}  // namespace carc
