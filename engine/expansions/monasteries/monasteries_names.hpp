// Names the Monasteries files share: the symbol, verbs, phase, option, piece and the module's
// state layout.
#pragma once

namespace carc::monasteries {

inline constexpr const char* kModule = "monasteries";
inline constexpr const char* kSymbol = "monastery";  // on the cloister of a special monastery (engine/tiles/monasteries.yaml)

// The choice a follower arriving on a special monastery makes: monk or abbot (CAR-435).
inline constexpr const char* kRolePhase = "monastery-role";
inline constexpr const char* kAbbotVerb = "abbot";  // the follower lies on its side: scored only at the end
inline constexpr const char* kMonkVerb = "monk";    // the monastery is a cloister as usual
// Reason code: a second follower (by flier) on an abbot's surrounded monastery must be an abbot (CAR-437).
inline constexpr const char* kMustBeAbbot = "monastery-surrounded";

// Pieces shown on a tile (expectations, protocol, pictures): 1 where an abbot stands.
inline constexpr const char* kAbbotPiece = "abbot";

// Option: what becomes of the base game's cloisters (CAR-434).
inline constexpr const char* kCloisters = "monastery-cloisters";  // remove | keep

// Game::module_state(kModule): a triple per follower whose role is settled, as long as it stays
// on that monastery: figure id, board tile, role (kMonk / kAbbot).
inline constexpr int kMonk = 0;
inline constexpr int kAbbot = 1;
inline constexpr int kEntry = 3;
// Game::module_state(kAsking): the figure whose role is being asked, while the decision is open.
inline constexpr const char* kAsking = "monasteries/asking";

}  // namespace carc::monasteries
