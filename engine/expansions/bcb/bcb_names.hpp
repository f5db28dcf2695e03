// Names the Bridges, Castles & Bazaars files share: pieces, verbs, phases, options, reason
// codes and the module's state.
#pragma once

namespace carc::bcb {

inline constexpr const char* kModule = "bridges-castles-bazaars";

// The pieces each player holds (tokens): three of each, two with five or six players.
inline constexpr const char* kBridge = "bridge";
inline constexpr const char* kCastle = "castle";
inline constexpr const char* kBridgeSymbol = "bridge";  // the road feature a bridge adds to a tile
inline constexpr const char* kBazaarSymbol = "bazaar";  // the tile mark that starts an auction
inline constexpr const char* kCastlePlace = "castles";  // the special place castle followers stand in (the Count has a "castle" quarter)

// Verbs and module phases.
inline constexpr const char* kBridgeVerb = "bridge";        // bridge (x,y) SIDE
inline constexpr const char* kCastleVerb = "castle";        // castle city at (x,y)
inline constexpr const char* kCastlePhase = "castle-choice";
inline constexpr const char* kCastleScorePhase = "castle-scoring";
inline constexpr const char* kCastleScoreVerb = "castle-score";  // castle-score KIND at (x,y)

// Options.
inline constexpr const char* kBridgesPer = "bridges-per";        // whole-turn | each-tile (a builder's double turn)
inline constexpr const char* kTownShape = "castle-town";         // semicircles | end-pieces (CAR-299)
inline constexpr const char* kCastleFarms = "castle-farms";      // every | scored (CAR-313)
inline constexpr const char* kCastlePigHerd = "castle-pig-herd"; // counts | not (CAR-312)
inline constexpr const char* kCastleFairy = "castle-fairy";      // never | printed (CAR-309)
inline constexpr const char* kBazaarKind = "bazaar-variant";      // auction | free-pick (CAR-290)
inline constexpr const char* kBazaarBids = "bazaar-bids";         // any | covered (CAR-285, CAR-291)
inline constexpr const char* kBazaarTooFew = "bazaar-too-few";    // auction-fewer | ignore (CAR-288)
inline constexpr const char* kBazaarChooser = "bazaar-next-chooser";  // chooser-again | next-player (CAR-286)
inline constexpr const char* kBridgeDiscard = "bridge-discard";   // allowed | forbidden (CAR-293, conflict c3)
inline constexpr const char* kBazaarInRound = "bazaar-in-round";  // postpone | ignore (conflict c8)
inline constexpr const char* kBazaarWaited = "bazaar-waited-chooser";  // turn-player | after-drawer (CAR-283)

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoBridgeLeft = "no-bridge-left";
inline constexpr const char* kBridgeUsed = "bridge-used";            // one bridge per turn
inline constexpr const char* kBridgeFar = "bridge-not-adjacent";     // not the placed tile or a neighbour of it
inline constexpr const char* kBridgeNotField = "bridge-not-on-field";  // an end would not lie on a field
inline constexpr const char* kBridgeCrossing = "bridge-crossing";    // the tile has a bridge already (CAR-297)
inline constexpr const char* kBridgeEnd = "bridge-end-blocked";      // an end meets a tile that shows no road (CAR-294)
inline constexpr const char* kBridgeNotNeeded = "bridge-not-needed"; // `with` a placement that fits as it is
inline constexpr const char* kNoCastleLeft = "no-castle-left";
inline constexpr const char* kNotATown = "not-a-town";               // no town of two caps being completed
inline constexpr const char* kCastleTown = "castle-town";             // the town a castle was built on takes no figure
inline constexpr const char* kNotOffered = "not-offered";           // no such tile among the bazaar's
inline constexpr const char* kBridgeRequired = "bridge-required";  // bridge-discard = forbidden: the tile must be laid with a bridge
inline constexpr const char* kBadBid = "bad-bid";                   // below the bid to beat, negative, or not covered

// Game::module_state keys and layouts.
inline constexpr const char* kBridgeState = "bridges-castles-bazaars/bridges";
inline constexpr int kBridgeTurn = 0;   // the turn of the last bridge built (turn_count.hpp), -1 none
inline constexpr int kBridgePart = 1;   // ... and the part of that turn (Game::turn_part)
inline constexpr int kBridgeStateSize = 2;

}  // namespace carc::bcb
