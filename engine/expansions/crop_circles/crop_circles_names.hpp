// Names the Crop Circles files share: the tile symbols, verbs, phases, option and the module's
// state layout.
#pragma once

namespace carc::crop {

inline constexpr const char* kModule = "crop-circles";

// Tile symbols (engine/tiles/crop-circles.yaml): which followers the circle acts on.
inline constexpr const char* kShield = "crop-shield";        // knights: followers in cities
inline constexpr const char* kClub = "crop-club";            // thieves: followers on roads
inline constexpr const char* kPitchfork = "crop-pitchfork";  // farmers: followers on fields
// A round circle that is any of the three (a Halflings II tile, CAR-405): the player who laid the
// tile names the type first (phase crop-joker).
inline constexpr const char* kJoker = "crop-joker";
inline constexpr const char* kJokerPhase = "crop-joker";
inline constexpr const char* kKnightsVerb = "crop-knights";
inline constexpr const char* kThievesVerb = "crop-thieves";
inline constexpr const char* kFarmersVerb = "crop-farmers";

// The active player's choice after his turn's scoring (step 8), then each player in turn from
// his left, ending with him.
inline constexpr const char* kChoicePhase = "crop-circle";
inline constexpr const char* kAddVerb = "crop-add";        // A: each player may add a follower
inline constexpr const char* kRemoveVerb = "crop-remove";  // B: each player must remove one
inline constexpr const char* kDeployPhase = "crop-deploy";  // passable: the addition is optional
inline constexpr const char* kDeployVerb = "crop-deploy";   // crop-deploy KIND FEATURE: beside one's own follower there
inline constexpr const char* kTakePhase = "crop-take";      // not passable: the removal is owed
inline constexpr const char* kTakeVerb = "crop-take";       // crop-take FIGURE: one's own follower of the type goes home

// Option: which tile sets are shuffled in.
inline constexpr const char* kSets = "crop-circle-sets";  // first | second | both

// Reason codes (docs/reasons.md).
inline constexpr const char* kNotBeside = "not-beside-own";  // no follower of one's own of that type on that feature of that tile
inline constexpr const char* kWrongType = "wrong-type";      // not a follower of the type the circle names

// Game::module_state(kModule) while a circle is resolved.
inline constexpr int kMode = 0;     // 0 none, 1 add, 2 remove
inline constexpr int kKind = 1;     // the FeatureKind the circle names
inline constexpr int kAsked = 2;    // players asked so far (from the active player's left)
inline constexpr int kStateSize = 3;

}  // namespace carc::crop
