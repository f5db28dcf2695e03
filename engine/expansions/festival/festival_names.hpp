// Names the Festival files share: the tile symbol, the verb, the option and the reason codes.
#pragma once

namespace carc::festival {

inline constexpr const char* kModule = "festival";
inline constexpr const char* kSymbol = "festival";  // the tile mark: the festival's figure step may take a figure back
inline constexpr const char* kVerb = "festival";    // take one of one's figures back, as the turn's figure action

// Option: what the festival may take back (CAR-375). figures: any of one's own figures (HiG);
// followers: followers only (RGG's anniversary edition, the CundCo reprint).
inline constexpr const char* kScope = "festival-scope";  // figures | followers

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoFestival = "no-festival";              // the tile just placed shows no festival
inline constexpr const char* kNotOwn = "festival-not-own";             // another player's figure, or a neutral one
inline constexpr const char* kCaptured = "festival-captured";          // a follower held in a prison (The Tower)
inline constexpr const char* kFollowersOnly = "festival-followers-only";  // festival-scope = followers: no other figure
inline constexpr const char* kNoSuchFigure = "festival-no-figure";     // none of one's figures of that kind stands there

// The special place of The Tower where captured followers are held (one per player).
inline constexpr const char* kPrisonPlace = "prison";

}  // namespace carc::festival
