// Names of The Robbers' options, verbs, phases, places and reason codes.
#pragma once

namespace carc::robbers {

inline constexpr const char* kModule = "robbers";
inline constexpr const char* kFigure = "robber";
inline constexpr const char* kSymbol = "robber";
inline constexpr const char* kPlace = "scoreboard";  // one per player: beside that player's counting figure
// Options.
inline constexpr const char* kPlacement = "robbers-placement";  // next | each (CAR-478)
inline constexpr const char* kEnd = "robbers-end";              // three | none (CAR-487)
inline constexpr const char* kWhen = "robbers-when";            // immediately | after-scoring (CAR-476)
// Phases and verbs.
inline constexpr const char* kPlacePhase = "robber-place";    // passable: verb robber PLAYER
inline constexpr const char* kChoosePhase = "robber-choice";  // verb rob PLAYER
inline constexpr const char* kOrderPhase = "robber-order";    // verb first N
inline constexpr const char* kFollowPhase = "robber-follow";  // passable: verb follow
inline constexpr const char* kPlaceVerb = "robber";
inline constexpr const char* kRobVerb = "rob";
inline constexpr const char* kFirstVerb = "score-first";
inline constexpr const char* kFollowVerb = "follow";
// Reason codes.
inline constexpr const char* kOwnFigure = "robber-own-figure";
inline constexpr const char* kAlreadyThere = "robber-already-there";
inline constexpr const char* kNotCandidate = "robber-not-a-victim";
inline constexpr const char* kNotFirst = "robber-no-such-score";

// The scoreboard's spaces: a counting figure stands on its owner's score modulo this.
inline constexpr int kTrack = 50;

}  // namespace carc::robbers
