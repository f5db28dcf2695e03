// Names the Goldmines files share: the tile symbol, pieces, token, verbs, phases, options,
// reason codes and the module's state layout.
#pragma once

namespace carc::gold {

inline constexpr const char* kModule = "goldmines";
inline constexpr const char* kSymbol = "goldmine";  // tile symbol (engine/tiles/goldmines.yaml)
inline constexpr const char* kGold = "gold";        // the piece on a tile and the token a player holds
inline constexpr int kBox = 16;                     // gold pieces in the box

// Laying a goldmine tile: its piece goes on at once, the second on a tile around it, chosen by
// the active player before the figure step (phase gold-place, verb `gold (x,y)`).
inline constexpr const char* kPlacePhase = "gold-place";
inline constexpr const char* kPlaceVerb = "gold";
// Sharing out: a player whose pick changes who gets what chooses the tile (phase gold-pick,
// verb `gold-pick (x,y)`); a pick that changes nothing is taken for him.
inline constexpr const char* kPickPhase = "gold-pick";
inline constexpr const char* kPickVerb = "gold-pick";

// Options.
inline constexpr const char* kDistribution = "gold-distribution";  // in-turn | per-feature (CAR-398)
inline constexpr const char* kTiming = "gold-timing";              // together | each-feature (CAR:conflicts/c9)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotAround = "gold-not-around";  // the second piece goes on a tile around the goldmine tile
inline constexpr const char* kNoClaim = "no-gold-claim";      // no piece on that tile the player may take now

// Game::module_state keys.
inline constexpr const char* kOnTiles = "goldmines";  // gold pieces per board tile index
// The claims of this turn: [group, players (bit mask), tile, feature node] each. A group is the
// gold shared out at once: every feature of the turn (together), or one feature.
inline constexpr const char* kClaims = "goldmines/claims";
inline constexpr int kClaimSize = 4;
// While gold is shared out: [group, picks offered so far from the active player clockwise].
inline constexpr const char* kRound = "goldmines/round";

}  // namespace carc::gold
