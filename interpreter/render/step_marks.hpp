// What one step of play did that a picture of it marks: the figures that came home (drawn faded
// where they stood) and the regions that scored (highlighted, a farm with the cities it is paid
// for). Read from the events the step logged, on the game as it is after the step.
#pragma once
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::render {

struct FeatureOnBoard {
  int tile = 0;     // board index
  int feature = 0;  // index in the tile type's features
};

// A figure that left the board in the step, as it stood before it left.
struct CameHome {
  Figure figure;       // owner, kind, tile and feature where it stood
  std::string reason;  // "scored" or the rule that removed it (eaten by the dragon, ...)
};

struct ScoredRegion {
  std::vector<FeatureOnBoard> features;  // every feature of the region
  std::vector<FeatureOnBoard> cities;    // a farm: the features of the finished cities it borders
  int city_count = 0;                    // a farm: how many such cities
  std::vector<FeatureOnBoard> farms;     // a city paid to farmers (first edition): their farms
  int farm_count = 0;
  FeatureKind kind{};                    // the region's kind (a field for a farm)
  std::vector<int> players;
  int points = 0;
  std::string text;  // "red scores 9 for the field at (0,0) (3 cities)"
};

struct StepMarks {
  std::vector<CameHome> came_home;
  std::vector<ScoredRegion> scored;
  std::vector<std::string> other_points;  // points not tied to a region (the most tokens, a ransom)
  bool empty() const { return came_home.empty() && scored.empty() && other_points.empty(); }
};

// The marks of the events game.events()[first..] (the step's events) on the game after the step.
StepMarks step_marks(const Game& game, std::size_t first);

}  // namespace carc::render
