// Names the Abbey & Mayor files share: figures, the abbey token and tile, verbs, module phases,
// options, reason codes and the module's state layout.
#pragma once

namespace carc::abbey_mayor {

inline constexpr const char* kModule = "abbey-mayor";
inline constexpr const char* kAbbeyTile = "am/abbey";  // the tile each player holds
inline constexpr const char* kAbbeyToken = "abbey";    // how many abbeys a player still holds

inline constexpr const char* kMayor = "mayor";
inline constexpr const char* kWagon = "wagon";
inline constexpr const char* kBarn = "barn";

// Verbs and the module phases.
inline constexpr const char* kAbbeyVerb = "abbey";  // lay one's abbey into a hole
inline constexpr const char* kWagonVerb = "wagon";  // move a wagon after its feature scored
inline constexpr const char* kBarnVerb = "barn";    // put one's barn on a corner of the tile just placed
inline constexpr const char* kAbbeyRound = "abbey-round";  // the last abbeys once the stack ran out
inline constexpr const char* kWagonMove = "wagon-move";

// Options.
inline constexpr const char* kFinalRound = "last-abbeys";  // round | none
inline constexpr const char* kWagonReach = "wagon-reach";        // connected | nearby

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoAbbey = "no-abbey";              // the player holds no abbey
inline constexpr const char* kNotAHole = "not-a-hole";           // an abbey goes only where all four sides touch tiles
inline constexpr const char* kNotAllField = "not-all-field";     // a barn needs four tiles meeting in field
inline constexpr const char* kBarnFarm = "barn-farm";            // the farm already has a barn (no farmer, no second barn)
inline constexpr const char* kNotNeighbouring = "not-neighbouring";  // not a feature the wagon may move to

// Indices into Game::module_state(kModule).
inline constexpr int kRoundStart = 0;    // the abbey round: the first player asked, -1 before it began
inline constexpr int kRoundAsked = 1;    // how many players of the round were asked so far
inline constexpr int kBarnPlaced = 2;    // node of the farm a barn went onto this turn, -1
inline constexpr int kWagonMoving = 3;   // the wagon whose move is being decided, -1
inline constexpr int kWagonRoot = 4;     // ... the feature it scored on (a root node)
inline constexpr int kWagonTile = 5;     // ... and the board tile it stood on
inline constexpr int kWagonsFrom = 6;    // from here: wagons waiting to move, three numbers each (figure, root, tile)
inline constexpr int kStateSize = 6;

inline constexpr int kBarnPerCity = 4;        // a barn at the end (CAR-193)
inline constexpr int kBarnPlacedPerCity = 3;  // farmers scored as a barn is placed on their farm
inline constexpr int kBarnJoinedPerCity = 1;  // farmers whose farm was joined to a barn's

}  // namespace carc::abbey_mayor
