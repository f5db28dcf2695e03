// Names of The Messages' options, verbs, phases, tokens and reason codes.
#pragma once

namespace carc::messages {

inline constexpr const char* kModule = "messages";
// The points a player's second counting figure, the messenger (the woman follower), counts:
// a token count, so a position shows them and a setup sets them. The other counting figure
// counts the rest of his score.
inline constexpr const char* kToken = "messenger";
// Options.
inline constexpr const char* kFarmerValue = "messages-farmer-value";  // 2 | 3 (CAR-424)
inline constexpr const char* kRecall = "messages-recall";             // majority | always (conflicts C5)
inline constexpr const char* kShared = "messages-shared-space";       // draw | alone (ZMG; conflicts C4 notes)
// Phases and verbs.
inline constexpr const char* kFigurePhase = "counting-figure";  // verbs counter, messenger
inline constexpr const char* kDrawPhase = "message-draw";       // nature: verb message N
inline constexpr const char* kMessagePhase = "message";          // verbs carry-out, call-home, seal
inline constexpr const char* kTilePhase = "message-tile";        // nature: verb message-tile TILE (message 7)
inline constexpr const char* kLayPhase = "message-lay";          // verb lay (x,y) DEGREES (message 7)
inline constexpr const char* kCounterVerb = "counter";
inline constexpr const char* kMessengerVerb = "messenger";
inline constexpr const char* kDrawVerb = "message";
inline constexpr const char* kCarryVerb = "carry-out";
inline constexpr const char* kRecallVerb = "call-home";
inline constexpr const char* kSealVerb = "seal";
inline constexpr const char* kTileVerb = "message-tile";
inline constexpr const char* kLayVerb = "lay";
// Reason codes.
inline constexpr const char* kTooFewPoints = "messenger-too-few-points";
inline constexpr const char* kNotThisMessage = "message-not-this-one";
inline constexpr const char* kNoFollower = "message-no-follower";
inline constexpr const char* kNoSuchMessage = "message-not-in-deck";
inline constexpr const char* kNotInStack = "message-tile-not-in-stack";
inline constexpr const char* kCannotLay = "message-tile-cannot-go-there";

// The score track's spaces: a counting figure stands on its points modulo this; the dark
// spaces are the multiples of kDark (0, 5, 10, ...).
inline constexpr int kTrack = 50;
inline constexpr int kDark = 5;
inline constexpr int kMessages = 8;

}  // namespace carc::messages
