// Names the Heretics and Shrines files share: the symbol, options and reason codes.
#pragma once

namespace carc::shrines {

inline constexpr const char* kModule = "shrines";
inline constexpr const char* kShrine = "shrine";  // the symbol on a cloister that makes it a shrine (engine/tiles/shrines.yaml)

// Options.
inline constexpr const char* kTiles = "shrine-tiles";        // five | six: HiG's five tiles, or RGG's six cult places
inline constexpr const char* kCrowding = "shrine-crowding";  // forbidden | unoccupied: the neighbour limits (CAR-256, CAR-259)

// Reason codes (docs/reasons.md).
inline constexpr const char* kTooManyCloisters = "shrine-beside-cloisters";  // a shrine would touch two cloisters (CAR-256, CAR-257)
inline constexpr const char* kTooManyShrines = "cloister-beside-shrines";    // a cloister would touch two shrines (CAR-256, CAR-257)
inline constexpr const char* kCrowded = "crowded-shrine";                    // house rule: no follower on a building laid into a crowded area (CAR-259)

}  // namespace carc::shrines
