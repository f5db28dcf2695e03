// Names the Count of Carcassonne files share: the quarters, the Count, verbs, phases, options,
// reason codes and the module's state layout.
#pragma once
#include <array>

#include "core/feature_kind.hpp"

namespace carc::count {

inline constexpr const char* kModule = "count";
inline constexpr const char* kCount = "count";  // the neutral figure

// The four quarters of the city, in the order the Count walks them clockwise (variant
// count-move = clockwise), each with the kind of feature its followers go to.
struct Quarter {
  const char* name;
  FeatureKind goes_to;
};
inline constexpr std::array<Quarter, 4> kQuarters = {{{"castle", FeatureKind::City},
                                                      {"market", FeatureKind::Field},
                                                      {"blacksmith", FeatureKind::Road},
                                                      {"cathedral", FeatureKind::Cloister}}};

// Verbs and module phases.
inline constexpr const char* kEnterVerb = "enter";        // enter KIND QUARTER [COUNT-QUARTER]
inline constexpr const char* kRedeployVerb = "redeploy";  // redeploy KIND FEATURE
inline constexpr const char* kEnterPhase = "count-enter";
inline constexpr const char* kRedeployPhase = "count-redeploy";
inline constexpr const char* kFinalPhase = "count-final";

// Options.
inline constexpr const char* kTrigger = "count-trigger";      // any-scoring | completion
inline constexpr const char* kBlocks = "count-blocks";        // leaving | entering-and-leaving
inline constexpr const char* kMove = "count-move";            // free | clockwise | follows
inline constexpr const char* kStrength = "count-mayor-wagon"; // normal | double
inline constexpr const char* kDragon = "count-dragon";        // landscape | never
inline constexpr const char* kRiver = "count-river";          // anywhere | away-from-city

// Reason codes (docs/reasons.md).
inline constexpr const char* kCountBlocks = "count-blocks";     // the Count's quarter is closed
inline constexpr const char* kWrongQuarter = "wrong-quarter";   // that figure or feature does not fit the quarter
inline constexpr const char* kNotScored = "not-being-scored";   // a redeployment goes only to a feature being scored
inline constexpr const char* kNoneThere = "none-in-quarter";    // no such follower of the player in that quarter
inline constexpr const char* kSpringAway = "spring-away-from-city";  // count-river = away-from-city refuses this spring

// Indices into Game::module_state(kModule).
inline constexpr int kPartEvents = 0;   // the event log's size when this part's tile was placed
inline constexpr int kCompleted = 1;    // 1: this part's tile completed a road, city or cloister
inline constexpr int kRoundLeft = 2;    // the redeployment round: players still to be asked after the decider
inline constexpr int kFinalState = 3;   // the final redeployment: 0 not begun, 1 going on, 2 done
inline constexpr int kFinalOut = 4;     // ... bit per player who passed and is out of it
inline constexpr int kLastPlacer = 5;   // the player who placed the last tile
inline constexpr int kFromCity = 6;     // from here: figures that came out of the city and still stand
inline constexpr int kStateSize = 6;

}  // namespace carc::count
