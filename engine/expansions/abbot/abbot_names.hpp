// Names the Abbot files share: the figure, the garden place, the verb, options, reason codes.
#pragma once

namespace carc::abbot {

inline constexpr const char* kModule = "abbot";
inline constexpr const char* kFigure = "abbot";
inline constexpr const char* kGarden = "garden";  // the place on a garden tile (tile vocabulary)
inline constexpr const char* kTower = "tower";    // The Tower's foundation, for the abbot-tower option
inline constexpr const char* kTilePrefix = "ab/";  // ab/E is base tile E with a garden

// The verb: take the abbot back instead of deploying (C II's move-wood alternative).
inline constexpr const char* kRecall = "recall";

// Options.
inline constexpr const char* kTowerOption = "abbot-tower";    // refused | allowed (CAR-126, CAR-337)
inline constexpr const char* kRecallOption = "abbot-recall";  // figure-action | follower-only (CAR-339)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotRecallable = "not-recallable";    // no abbot of the player's on the board, or not that figure
inline constexpr const char* kAbbotRecalled = "abbot-recalled";    // a follower after the abbot's recall this turn
inline constexpr const char* kGardenFinished = "garden-finished";  // the abbot goes only to an unfinished cloister or garden

// Indices into Game::module_state(kModule).
inline constexpr int kRecalledTurn = 0;  // 1 once the abbot was recalled in this figure step (follower-only)
inline constexpr int kStateSize = 1;

}  // namespace carc::abbot
