// Names River II shares with the modules whose rules meet it (The Princess & the Dragon reads
// whether the volcano lake calls the dragon; GQ11 shares the pig-herd).
#pragma once

namespace carc::river2 {

inline constexpr const char* kModule = "river2";
inline constexpr const char* kVolcanoSymbol = "volcano";
inline constexpr const char* kPigHerdSymbol = "pig-herd";

// Options (see register_options).
inline constexpr const char* kVolcanoDragon = "river2-volcano-dragon";  // placed | not-placed
inline constexpr const char* kSets = "river2-sets";                     // one | twice
inline constexpr const char* kPigHerdNeeds = "pig-herd-needs";          // traders-builders | nothing
inline constexpr const char* kPigHerdPig = "pig-herd-pig";              // independent | pig-required
inline constexpr const char* kPigHerdBarn = "pig-herd-barn";            // farmers-only | barn-too

// Reason code: no figure on the volcano lake the turn it is laid (CAR-245).
inline constexpr const char* kVolcanoNoFigure = "river-volcano";

}  // namespace carc::river2
