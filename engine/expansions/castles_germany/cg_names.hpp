// Names the Castles in Germany files share: the castles (tiles and tokens), the place, the verb,
// options and reason codes.
#pragma once

namespace carc::castles_germany {

inline constexpr const char* kModule = "castles-germany";
inline constexpr const char* kPlace = "german-castle";  // the castle on its half: holds the lord or lady

// The six double tiles, numbered as the verb `castle` names them. The token of the same name
// counts whether a player holds that castle; its halves are `cg/NAME-w` (the castle) and `-e`.
inline constexpr const char* kCastles[6] = {"koenigstein", "konradsheim", "rieneck", "eltz", "wartburg", "bentheim"};
inline constexpr int kCastleCount = 6;

inline constexpr const char* kVerb = "german-castle";  // german-castle N (x,y) SIDE: lay castle N, its other half on SIDE (Bridges, Castles & Bazaars has `castle`)

// Options.
inline constexpr const char* kEndValue = "german-castle-end";      // two | one: the castle tile's own end value
inline constexpr const char* kSquares = "german-castle-squares";   // two | one: for dragon steps and tower reach (CAR-352)
inline constexpr const char* kTiles = "german-castle-tiles";       // one | two: a castle among a feature's tiles
inline constexpr const char* kFarm = "german-castle-farm";         // none | like-city (CAR-353)
inline constexpr const char* kDragon = "german-castle-dragon";     // eaten | safe: the lord and the dragon (CAR-94)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoCastle = "no-castle";            // the player does not hold that castle
inline constexpr const char* kCastleTouches = "castle-touches";  // it would touch another castle, also at a corner
inline constexpr const char* kCastleIsDouble = "castle-is-double";  // a castle half placed on its own, as a drawn tile
inline constexpr const char* kCastleFinished = "castle-finished";  // a lord for a castle already surrounded (by the portal)

inline constexpr int kCompleteValue = 12;  // a completed castle's lord (CAR:castles-germany/castle-complete)
inline constexpr int kRoadCityBonus = 3;   // per castle a completed road or city ends on
inline constexpr int kFarmValue = 3;       // per completed castle for its farm, option like-city

}  // namespace carc::castles_germany
