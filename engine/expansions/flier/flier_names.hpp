// Names the Flier files share: tile symbols, verbs, phases, reason codes and the module's state.
#pragma once

namespace carc::flier {

inline constexpr const char* kModule = "flier";
// The flying machine's arrow as the tile lies unrotated: west, or north-west; it turns with the tile.
inline constexpr const char* kOrthogonal = "flier-orthogonal";
inline constexpr const char* kDiagonal = "flier-diagonal";

// Verbs and the module phases.
inline constexpr const char* kFly = "fly";    // a follower from the supply onto the flying machine (the figure action)
inline constexpr const char* kRoll = "roll";  // nature's: the die, 1 to 3 (two faces each)
inline constexpr const char* kLand = "alight";  // the player: where on the landing tile the flier comes down
inline constexpr const char* kRollPhase = "flier-roll";
inline constexpr const char* kLandPhase = "flier-land";

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoMachine = "no-flying-machine";        // the tile just placed shows none
inline constexpr const char* kNotFollower = "flier-not-follower";     // only followers fly
inline constexpr const char* kMachineUsed = "flying-machine-used";    // the turn's first figure used it (CAR-379)
inline constexpr const char* kBadRoll = "bad-roll";                   // the die shows 1, 2 or 3
inline constexpr const char* kLandingTile = "not-landing-tile";       // a feature of another tile than the landing tile
inline constexpr const char* kLandingFeature = "flier-cannot-land";   // no unfinished road, city or cloister this figure may take

// Indices into Game::module_state(kModule).
inline constexpr int kFlyingKind = 0;   // the figure kind in flight, -1
inline constexpr int kOrigin = 1;       // board index of the flying machine's tile
inline constexpr int kLanding = 2;      // board index of the landing tile once the die is cast, -1
inline constexpr int kFailedAt = 3;     // tiles on the board when a flight last found no landing (-1 never)
inline constexpr int kFlownAt = 4;      // tiles on the board when a figure last took off (-1 never)
inline constexpr int kStateSize = 5;

}  // namespace carc::flier
