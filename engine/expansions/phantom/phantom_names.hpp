// Names the Phantom files share: the figure kind, the phase, the option and the reason code.
#pragma once

namespace carc::phantom {

inline constexpr const char* kModule = "phantom";
inline constexpr const char* kFigure = "phantom";  // each player's translucent follower, one each
inline constexpr const char* kPhase = "phantom";   // step 4B: the second figure step, the phantom only

// Option: after a volcano the second figure step is skipped (the order of play), or open for
// the phantom anywhere but the volcano itself (CAR-80's reading: only that tile is closed).
inline constexpr const char* kVolcano = "phantom-volcano";  // skip | elsewhere

// Reason code (docs/reasons.md): another figure in the phantom's own step.
inline constexpr const char* kPhantomOnly = "phantom-only";

// The tile symbol that ends the turn's figure steps after the first (River II's lake and the
// dragon's volcano both show it).
inline constexpr const char* kVolcanoSymbol = "volcano";

}  // namespace carc::phantom
