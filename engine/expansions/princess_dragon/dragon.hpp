// The volcano and the dragon: the dragon comes into play on a volcano, dragon tiles drawn before
// that are set aside, and a dragon tile sets it moving six steps, one per player in turn order,
// never back onto a tile of the same move nor onto the fairy's, eating the figures where it
// enters (CAR-79..96 and the section's rule text).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/module.hpp"

namespace carc::pd {

ExpansionModule::SetAside dragon_sets_aside(const Game& g, const TileType* t);
void volcano_placed(Game& g, int tile_index);
// At the step the option dragon-timing names: a dragon tile placed this turn starts the move.
void start_dragon_move(Game& g, OrderStep step);
// The tiles the dragon may step onto now, by side (-1 where it may not).
std::vector<int> dragon_targets(const Game& g);
std::optional<Rejection> check_dragon_step(const Game& g, const ModuleAction& a);
void dragon_step(Game& g, const ModuleAction& a);
void list_dragon_steps(const Game& g, int verb, std::vector<Action>& out);
// A figure may not be deployed on the dragon's tile.
std::optional<Rejection> check_dragon_tile(const Game& g, const Deploy& d);
std::optional<std::string> check_dragon_state(const Game& g);

}  // namespace carc::pd
