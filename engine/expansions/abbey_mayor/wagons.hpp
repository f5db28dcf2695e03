// The wagon: a follower of roads, cities and cloisters that, once its feature has scored during
// play, may move on to a neighbouring feature nobody holds that is not finished, or go home
// (CAR:abbey-mayor/wagon-move, CAR-170..177). Several wagons move in turn order from the
// player whose turn it is.
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::abbey_mayor {

// A feature has scored during play: its wagons wait to move once the scoring step is over.
void wagons_scored(Game& g, NodeId root);
// Asks the next waiting wagon's owner where it goes (phase wagon-move); false when no wagon
// has anywhere to go any more.
bool next_wagon(Game& g);
// The features (roots) the wagon that scored on `root`, standing on board tile `tile`, may move to.
std::vector<NodeId> wagon_destinations(const Game& g, NodeId root, int tile);
void list_wagon_moves(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_wagon_move(const Game& g, const ModuleAction& a);
void apply_wagon_move(Game& g, const ModuleAction& a);
// The wagon's owner keeps it home (pass): the next wagon, if any.
bool wagon_passed(Game& g);

}  // namespace carc::abbey_mayor
