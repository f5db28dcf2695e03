// Names the Besiegers files share: the symbol, verb, phase, options, reason codes and the
// module's state layout.
#pragma once

namespace carc::besiegers {

inline constexpr const char* kModule = "besiegers";
inline constexpr const char* kSiege = "siege";  // the symbol on a city that besieges it (engine/tiles/besiegers.yaml)

// The escape at the end of a turn (or of each part of a builder's double turn).
inline constexpr const char* kEscapeVerb = "escape";    // escape PLAYER FIGURE KIND [PORT] at (x,y)
inline constexpr const char* kEscapePhase = "escape";   // passable: the player may keep his knights

// Options.
inline constexpr const char* kTiles = "siege-tiles";       // besiegers | cathars | both: the tiles shuffled in
inline constexpr const char* kEscape = "siege-escape";     // siege-tile | city-tile: where the cloister must lie (CAR-346)
inline constexpr const char* kPennant = "siege-pennant";   // one | two: a besieged pennant's value (CAR-342)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotBesieged = "not-besieged";        // the figure stands in no besieged city
inline constexpr const char* kNoEscapeRoute = "no-escape-route";   // no cloister, abbey or shrine beside the city as the rule asks
inline constexpr const char* kNotAKnight = "not-a-knight";         // not one of the player's own followers in a city
inline constexpr const char* kEscapeTaken = "escape-taken";        // one knight a turn (a part of a double turn) escapes

// Indices into Game::module_state(kModule).
inline constexpr int kEscapedAt = 0;  // the event log's size right after the latest escape (0: none yet)
inline constexpr int kStateSize = 1;

}  // namespace carc::besiegers
