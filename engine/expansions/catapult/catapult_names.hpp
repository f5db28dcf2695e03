// Names the Catapult files share: the module, its tokens, phases, verbs, pieces, options and codes.
#pragma once

namespace carc::catapult {

inline constexpr const char* kModule = "catapult";
inline constexpr const char* kFairSymbol = "fair";  // the tile symbol of a fair: a catapult round follows

// The four catapult tokens, one of each per player (tokens KIND): the order is the state's.
inline constexpr const char* kTokenNames[4] = {"knock-out", "seduction", "target", "catch"};
inline constexpr int kKnockOut = 0, kSeduction = 1, kTarget = 2, kCatch = 3;

// Phases: the round's first player picks the token kind; nature decides each hurl; the hurler of
// a seduction token that found an opponent's follower may swap it.
inline constexpr const char* kChoosePhase = "catapult-choose";
inline constexpr const char* kFlightPhase = "catapult-flight";
inline constexpr const char* kSeducePhase = "catapult-seduce";

// Nature's verbs (the outcome of a hurl: dexterity is chance here).
inline constexpr const char* kLandVerb = "land";         // land (x,y): the token comes to rest on that tile
inline constexpr const char* kLandOffVerb = "land-off";  // the token comes to rest off the landscape
inline constexpr const char* kHitVerb = "hit";           // a follower the knock-out token (or a chain reaction) touched
inline constexpr const char* kRestVerb = "rest";         // the knock-out token lies still: nothing more is hit
inline constexpr const char* kNearestVerb = "nearest";   // the opponent's follower nearest the seduction token
inline constexpr const char* kDistanceVerb = "distance"; // target practice: how far (cm) the token lies from the fair
inline constexpr const char* kCaughtVerb = "caught";     // catch: the catcher caught the token
inline constexpr const char* kShortVerb = "short";       // catch: the token fell short of the ruler
inline constexpr const char* kDroppedVerb = "dropped";   // catch: far enough, and not caught (or only touched)
// The hurler's verb.
inline constexpr const char* kSeduceVerb = "seduce";     // seduce KIND | seduce PLAYER KIND FEATURE: the swap

// The piece a hurled token is while it lies on a tile (pieces catapult-token at (x,y) N).
inline constexpr const char* kTokenPiece = "catapult-token";

// Options.
inline constexpr const char* kOptSeductionOff = "catapult-seduction-off";  // CAR-276

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotFollower = "catapult-not-follower";    // not a follower on the playing field
inline constexpr const char* kNotNow = "catapult-not-now";              // that outcome does not belong to this hurl now
inline constexpr const char* kOwnFollower = "catapult-own-follower";    // seduction takes an opponent's follower
inline constexpr const char* kCannotSwap = "catapult-cannot-swap";      // that follower cannot take the seduced one's place

// Self-play's target-practice outcomes: distance 0..kMaxDistance, uniform.
inline constexpr int kMaxDistance = 5;

}  // namespace carc::catapult
