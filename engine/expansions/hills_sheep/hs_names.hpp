// Names the Hills & Sheep files share: the module, its figure, tokens, verbs, phases, pieces,
// options and reason codes.
#pragma once

#include <array>

namespace carc::hills_sheep {

inline constexpr const char* kModule = "hills-sheep";
inline constexpr const char* kShepherd = "shepherd";       // the figure (one per player)
inline constexpr const char* kHillSymbol = "hill";         // tile symbols
inline constexpr const char* kVineyardSymbol = "vineyard";

// The sheep tokens beside a player's shepherd are that player's tokens of these kinds (one
// shepherd each, so a player's tokens are his shepherd's flock): `tokens red sheep-3 1`.
inline constexpr std::array<const char*, 4> kSheepTokens = {"sheep-1", "sheep-2", "sheep-3", "sheep-4"};
// The bag's contents (CAR:hills-sheep/sheep-bag): 4 tokens of 1 sheep, 5 of 2, 5 of 3, 2 of 4, 2 wolves.
inline constexpr std::array<int, 4> kSheepInBox = {4, 5, 5, 2};
inline constexpr int kWolves = 2;

// Verbs.
inline constexpr const char* kExpandVerb = "expand";  // the shepherd's player: draw another token
inline constexpr const char* kHerdVerb = "herd";      // the shepherd's player: score the flock
inline constexpr const char* kSheepVerb = "sheep";    // nature: a sheep token of N sheep comes out of the bag
inline constexpr const char* kWolfVerb = "wolf";      // nature: the wolf comes out of the bag
inline constexpr const char* kUnderVerb = "under";    // nature: the tile that goes under a hill

// Phases.
inline constexpr const char* kShepherdPhase = "shepherd";  // expand or herd
inline constexpr const char* kBagPhase = "sheep-bag";      // nature draws from the bag
inline constexpr const char* kHillPhase = "hill-under";    // nature names the tile under a hill (scripted draws)

// Pieces (pictures, `pieces NAME at (x,y) N`).
inline constexpr const char* kHillPiece = "hill";
inline constexpr const char* kVineyardPiece = "vineyard";
inline constexpr const char* kSheepPiece = "sheep";  // sheep beside the shepherds on a tile

// Options.
inline constexpr const char* kOptOrder = "shepherd-order";     // CAR-317
inline constexpr const char* kOptTie = "hill-tiebreak";        // CAR-321, CAR-322

// Reason codes (docs/reasons.md).
inline constexpr const char* kFieldHasShepherd = "shepherd-field-taken";  // another shepherd is in that field
inline constexpr const char* kNotInBag = "not-in-bag";                    // no such token left in the bag

}  // namespace carc::hills_sheep
