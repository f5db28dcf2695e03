// Names the Princess & Dragon files share: figures, verbs, the module phase, symbols, codes.
#pragma once

namespace carc::pd {

inline constexpr const char* kModule = "princess-dragon";
inline constexpr const char* kDragon = "dragon";
inline constexpr const char* kFairy = "fairy";
inline constexpr const char* kPrincess = "princess";
inline constexpr const char* kDragonMove = "dragon-move";  // the module phase and its verb is kDragon

// Tile symbols (engine/tiles/princess-dragon.yaml).
inline constexpr const char* kVolcanoSymbol = "volcano";
inline constexpr const char* kDragonSymbol = "dragon";
inline constexpr const char* kPortalSymbol = "portal";
inline constexpr const char* kPrincessSymbol = "princess";  // on a city

// Reason codes (docs/reasons.md).
inline constexpr const char* kDragonOnTile = "dragon-on-tile";        // no figure may stand on the dragon's tile
inline constexpr const char* kDragonBlocked = "dragon-blocked";       // no tile there, visited this move, or the fairy's
inline constexpr const char* kPortalFollowersOnly = "portal-followers-only";  // only followers pass the magic portal
inline constexpr const char* kPortalCompleted = "portal-completed";   // the portal reaches no completed feature
inline constexpr const char* kPortalUsed = "portal-used";   // the turn's first figure went through the portal (CAR-448)
inline constexpr const char* kFairyNoFollower = "fairy-no-follower";  // the fairy goes beside one of the mover's followers
inline constexpr const char* kFairyVolcano = "fairy-volcano";         // (older rules) no fairy move on a volcano turn
inline constexpr const char* kPrincessNoKnight = "princess-no-knight";  // not a knight of the city the princess joins
inline constexpr const char* kPrincessMustRemove = "princess-must-remove";  // (RGG/ZMG) the princess obliges a removal
inline constexpr const char* kNoPrincess = "no-princess";             // the tile just placed shows no princess

// Indices into Game::module_state(kModule).
inline constexpr int kStepsLeft = 0;  // steps of the dragon's current move still to go
inline constexpr int kMover = 1;      // the player who moves the dragon next
inline constexpr int kVisited = 2;    // from here: the tiles this move has visited

}  // namespace carc::pd
