// Towers on the board: their heights, adding a piece (the `tower` verb), and the follower on
// top that finishes a tower.
#pragma once
#include "core/game.hpp"
#include "tower_names.hpp"

namespace carc::tower {

std::vector<int>& state(Game& g);  // the module's state, laid out as tower_names.hpp says
int height(const Game& g, int tile_index);
// The tile's tower feature (a foundation), or -1.
int tower_feature(const Game& g, int tile_index);
// The figure on top of the tile's tower, or -1.
int figure_on_top(const Game& g, int tile_index);
bool any_tower(const Game& g);
// open[t] = 1 for each board tile t with a tower on it (a piece or more).
void mark_towers(const Game& g, std::vector<char>& open);
int pieces_left(const Game& g, int player);
// Tower pieces each player starts with, by the number of players (10, 9, 7, 6, 5 for 2..6).
int initial_pieces(int players);
// Builders and pigs count as followers (the rules before the Big Box, option builder-pig-status).
bool old_figures(const Game& g);
// Whether a figure of this kind counts as a follower for the tower (capture, the top).
bool tower_follower(const Game& g, int kind);

std::optional<Rejection> check_build(const Game& g, const ModuleAction& a);
void apply_build(Game& g, const ModuleAction& a);  // may open the capture decision
void list_builds(const Game& g, int verb, std::vector<Action>& out);

// A deployment onto a tower's top: only followers, only once a piece stands there.
std::optional<Rejection> check_top_deployment(const Game& g, const Deploy& d);
// A tower's top anywhere on the board is open to the figure step.
std::optional<Rejection> check_remote_top(const Game& g, const Deploy& d);

std::optional<std::string> check_tower_state(const Game& g);

}  // namespace carc::tower
