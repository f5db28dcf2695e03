// The fairy: moved beside one of the mover's followers instead of a figure action; 1 point to
// that follower's owner at the start of his turn, 3 when its feature is scored; the dragon may
// not enter its tile (CAR-63..78). The option fairy-placement says whether it stands beside one
// follower (HiG) or just on a tile with one of the mover's followers (RGG, ZMG).
#pragma once
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::pd {

std::optional<Rejection> check_fairy_move(const Game& g, const ModuleAction& a);
void move_fairy(Game& g, const ModuleAction& a);
void list_fairy_moves(const Game& g, int verb, std::vector<Action>& out);
void fairy_turn_point(Game& g);
void fairy_scoring_bonus(Game& g, NodeId root, std::span<const int> figures, bool final_scoring);
void fairy_farm_bonus(Game& g);
void fairy_follower_left(Game& g, int figure);
std::optional<std::string> check_fairy_state(const Game& g);

}  // namespace carc::pd
