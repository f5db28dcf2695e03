// Names the Ferries files share: the tile symbol, the pieces, the verb, the phases, the option,
// reason codes and the layout of the module's state.
#pragma once

namespace carc::ferries {

inline constexpr const char* kModule = "ferries";
inline constexpr const char* kLake = "ferry";             // tile symbol: a lake whose road ends a ferry links
inline constexpr const char* kVerb = "ferry";             // ferry road SIDE at (x,y) road SIDE at (x,y)
inline constexpr const char* kPlacePhase = "ferry-place";  // the new lake's ferry goes on (CAR-363)
inline constexpr const char* kMovePhase = "ferry-move";    // the first ferries met may move (CAR-364, CAR-365)

// The pieces as the pictures and scenarios see them: a ferry on a lake, named by the two board
// sides whose road ends it links (sides in the order n e s w, lower case).
inline constexpr const char* kPieces[] = {"ferry-ne", "ferry-ns", "ferry-nw", "ferry-es", "ferry-ew", "ferry-sw"};

// The box's wooden ferries: one for each of the eight lake tiles (a setup or a scripted stack
// may lay more lakes than that; a lake laid when all are on the board gets none).
inline constexpr int kSupply = 8;

// Options.
inline constexpr const char* kCondition = "ferry-condition";  // always | road-follower (CAR-366, CAR-367)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotLakeEnds = "not-lake-ends";    // the two features are not two road ends of one lake
inline constexpr const char* kNotThisLake = "ferry-not-movable";  // no ferry this turn may move on that lake
inline constexpr const char* kFerryUnchanged = "ferry-unchanged";  // the ferry already links those ends

// Game::module_state(kModule): [0] board index of the lake laid this turn that waits for its
// ferry, or -1; then per lake on the board five numbers: board tile, the two features its ferry
// links (-1 -1: no ferry), movable this turn (0/1), moved this turn (0/1).
inline constexpr int kWaiting = 0;
inline constexpr int kHeader = 1;
inline constexpr int kEntry = 5;

}  // namespace carc::ferries
