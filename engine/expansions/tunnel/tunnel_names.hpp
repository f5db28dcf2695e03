// Names the Tunnel files share: the token, the verb, the option, reason codes, state layout.
#pragma once
#include <utility>

namespace carc::tunnel {

inline constexpr const char* kModule = "tunnel";
inline constexpr const char* kMouth = "tunnel";          // the feature symbol of a road ending at a tunnel mouth
inline constexpr const char* kToken = "tunnel-token";    // tokens a player still holds (a piece once placed)
inline constexpr const char* kVerb = "tunnel";           // tunnel SET road [PORT] at (x,y)

// Tiles of other sets played with two tunnel mouths when The Tunnel is in play: variant, original.
inline constexpr std::pair<const char*, const char*> kVariants[] = {{"tu/pd-dragon-tunnel", "pd/dragon-tunnel"},
                                                                    {"tu/am-tunnel-under-city", "am/tunnel-under-city"}};

// Options.
inline constexpr const char* kTwoPlayerSets = "tunnel-2p-sets";  // three | two (CAR-503)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotAMouth = "not-a-mouth";          // the feature is no road ending at a tunnel mouth
inline constexpr const char* kMouthClaimed = "mouth-claimed";     // a token already lies on that mouth
inline constexpr const char* kNoSuchSet = "no-such-set";          // the player has no such set, or both its tokens are down
inline constexpr const char* kTokenPlaced = "token-placed";       // one tunnel token a turn

// Game::module_state(kModule): [0] a token was placed this turn (0/1), [1] sets per player,
// [2] the root node of a tunnel linked this turn or -1, then per placed token four numbers:
// player, set (1-based), board tile, feature.
inline constexpr int kPlacedThisTurn = 0;
inline constexpr int kSets = 1;
inline constexpr int kLinkedNode = 2;
inline constexpr int kHeader = 3;
inline constexpr int kEntry = 4;

}  // namespace carc::tunnel
