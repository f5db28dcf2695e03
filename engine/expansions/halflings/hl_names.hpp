// Names the Halflings files share: the module, the verb, the tokens of the hand and reason codes.
#pragma once

namespace carc::halflings {

inline constexpr const char* kModule = "halflings";
// halfling TILE (x,y) SIDE: lay a half tile of your hand instead of drawing. SIDE is the first of
// its two short sides clockwise as it lies (N: it fills the north-east half of the square and
// shows sides N and E; E: the south-east half, sides E and S; S: south-west; W: north-west).
inline constexpr const char* kVerb = "halfling";
// A player's hand: one token per half tile type, named after the tile (hl1/a: token hl1-a).
inline constexpr int kHand = 2;  // half tiles each player holds (CAR:halflings/preparation, CAR-401)

// Options.
inline constexpr const char* kBarn = "halfling-barn";  // allowed | refused: a barn on a corner a half tile touches (CAR-410)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoHalfling = "no-halfling";          // the player does not hold that half tile
inline constexpr const char* kNotAHalf = "not-a-half-tile";        // the tile named is no half tile
inline constexpr const char* kHalfIsHeld = "half-tile-in-hand";    // a half tile placed as a drawn tile
inline constexpr const char* kLongSideMismatch = "long-side-mismatch";  // the two long sides of one square do not continue each other
inline constexpr const char* kHalfOccupied = "half-occupied";      // that half of the square is taken
inline constexpr const char* kOldHalf = "other-half-feature";      // after filling a square: a figure for the half laid earlier

}  // namespace carc::halflings
