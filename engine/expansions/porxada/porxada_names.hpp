// Names the La Porxada files share: the symbol, verbs, phases, option and the module's state.
#pragma once

namespace carc::porxada {

inline constexpr const char* kModule = "porxada";
inline constexpr const char* kSymbol = "porxada";  // on the city of px/porxada

// After the figure step of the turn that laid the tile: the placer's choice of its two uses.
inline constexpr const char* kChoicePhase = "porxada-choice";
inline constexpr const char* kSwapChoice = "porxada-swap";    // use 1: exchange followers (only with a follower in play)
inline constexpr const char* kBonusChoice = "porxada-bonus";  // use 2: the end bonus of the Porxada's city
inline constexpr const char* kSwapPhase = "porxada-offer";  // passable: he may still not exchange (CAR-461)
inline constexpr const char* kSwapVerb = "swap";  // swap FIGURE FIGURE: his follower, another player's
inline constexpr const char* kAnswerPhase = "porxada-answer";   // the other player accepts or refuses
inline constexpr const char* kAcceptVerb = "accept";
inline constexpr const char* kRefuseVerb = "refuse";  // refuse FIGURE | refuse KIND: that follower leaves the game

// Option: which knights earn the end bonus (CAR-463, an open question).
inline constexpr const char* kKnights = "porxada-knights";  // completion | scoring | ever

// Reason codes (docs/reasons.md).
inline constexpr const char* kNoFollowerInPlay = "no-follower-in-play";  // the swap needs a follower of one's own in play
inline constexpr const char* kNotExchangeable = "not-exchangeable";      // not two followers in play, his and another's, each fit for the other's place

// Game::module_state(kModule): the use chosen and what it needs.
inline constexpr int kUse = 0;        // 0 none yet, 1 swap, 2 bonus
inline constexpr int kCity = 1;       // a node of the Porxada's city (its tile's city feature), -1 none
inline constexpr int kCompleted = 2;  // 1 once the Porxada's city is completed
inline constexpr int kMine = 3;       // the offered exchange: the placer's follower
inline constexpr int kTheirs = 4;     // ... and the other player's
inline constexpr int kStateSize = 5;
// Game::module_state(kKnightsKey): a flag per player: had a knight in the city as the option says.
inline constexpr const char* kKnightsKey = "porxada/knights";

}  // namespace carc::porxada
