// Names the Mage & Witch files share: the module, its tile symbol, figures, phases, verbs,
// options and reason codes.
#pragma once

namespace carc::mage_witch {

inline constexpr const char* kModule = "mage-witch";
inline constexpr const char* kSymbol = "mage";  // the tile symbol: place or move one of the two (step 3g)
inline constexpr const char* kMage = "mage";    // neutral figure: 1 more point per tile of its road or city
inline constexpr const char* kWitch = "witch";  // neutral figure: halves its road's or city's points, rounding up

inline constexpr const char* kMovePhase = "mage-witch";           // the player places or moves one of them
inline constexpr const char* kRemovePhase = "mage-witch-remove";  // nowhere to go: one of them leaves the board
inline constexpr const char* kDismissVerb = "dismiss";            // dismiss mage|witch

// Options.
inline constexpr const char* kJoinOpt = "mage-witch-join";            // move | symbol-only (conflict c22)
inline constexpr const char* kJoinScoringOpt = "mage-witch-join-scoring";  // move-first | score-both (CAR-417)
inline constexpr const char* kNoPlaceOpt = "mage-witch-no-place";     // remove | stay (CAR-415, CAR-416)
inline constexpr const char* kHalvesOpt = "witch-halves";             // listed-rows | whole-total (conflict c11)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotRoadOrCity = "magic-not-road-city";  // the feature named is no road or city
inline constexpr const char* kFinished = "magic-finished";            // ... it is finished
inline constexpr const char* kOtherThere = "magic-shared";            // ... the other figure stands on it
inline constexpr const char* kSameFeature = "magic-same-feature";     // ... the moved figure already stands on it (CAR-413)
inline constexpr const char* kNotOnBoard = "magic-not-on-board";      // dismiss names a figure beside the board

}  // namespace carc::mage_witch
