// The records of King and Robber Baron: the largest completed city and the longest completed
// road, counted in tiles (CAR-196), and whose token each is.
#pragma once
#include <optional>
#include <string>

#include "core/game.hpp"

namespace carc::king_robber {

inline constexpr const char* kModule = "king-robber";
inline constexpr const char* kKing = "king";            // token: held by one player at most
inline constexpr const char* kRobber = "robber-baron";  // token: held by one player at most

// A city or road completed by the active player: the token moves to him when it beats the record.
void record_completion(Game& g, NodeId root);
// The end: the King's holder scores 1 per completed city, the Robber Baron's 1 per completed road.
void score_records(Game& g);
// Each token is held by one player at most, and by one exactly once a city (a road) is complete.
std::optional<std::string> check_records(const Game& g);

}  // namespace carc::king_robber
