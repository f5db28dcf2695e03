// Names the Tower files share: the token, verbs, module phases, the prison, options' values,
// reason codes and the module's state layout.
#pragma once

namespace carc::tower {

inline constexpr const char* kModule = "tower";
inline constexpr const char* kPiece = "tower-piece";  // a player's tower pieces (a token count)
inline constexpr const char* kTowerKind = "tower";    // the tile feature: a foundation, and a tower on it
inline constexpr const char* kPrison = "prison";      // one per player: the followers he holds

// Verbs and the module phases.
inline constexpr const char* kBuild = "tower";         // add a piece to a tower
inline constexpr const char* kCapture = "capture";     // take one follower in reach prisoner (phase capture)
inline constexpr const char* kRelease = "release";     // which of his followers comes back in an exchange
inline constexpr const char* kRansom = "ransom";       // buy one of one's followers back
inline constexpr const char* kCapturePhase = "capture";
inline constexpr const char* kExchangePhase = "exchange";

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoPieces = "no-tower-pieces";          // the player has no tower piece left
inline constexpr const char* kNoFoundation = "no-tower-foundation";  // the tile shows no tower foundation
inline constexpr const char* kTowerFinished = "tower-finished";      // a follower on top: it grows no more
inline constexpr const char* kTowerNotStarted = "tower-not-started";  // a bare foundation takes no follower
inline constexpr const char* kTowerFollowersOnly = "tower-followers-only";  // only followers go on top
inline constexpr const char* kNotInReach = "not-in-reach";           // not a figure the tower may take
inline constexpr const char* kNoSuchPrisoner = "no-such-prisoner";   // that player holds none of those
inline constexpr const char* kRansomPaid = "ransom-paid";            // once per turn
inline constexpr const char* kRansomUnaffordable = "ransom-unaffordable";  // the payer would go below 0

// Indices into Game::module_state(kModule).
inline constexpr int kCapturingTower = 0;  // board index of the tower whose new piece may capture, -1
inline constexpr int kRansomTaken = 1;     // 1 once this turn's ransom is paid
inline constexpr int kExchanged = 2;       // the prisoner just taken whose exchange waits for a choice, -1
inline constexpr int kHeights = 3;         // from here: the height of the tower on each board tile

inline constexpr int kRansom3 = 3;  // points a prisoner costs, for every kind of follower (CAR-135)

}  // namespace carc::tower
