// Names and colours shared by the board pictures (SVG, text) and explain: how a player, a
// figure and a feature on the board are shown to people.
#pragma once
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::render {

// The colour a player is drawn in: the player's name when it names a colour (red, blue, green,
// yellow, black, grey, pink, purple, orange, white), else one of a fixed palette by seat.
std::string player_colour(const std::string& name, int seat);

// A feature of a placed tile as a scenario names it: "city N at (0,1)", "cloister at (2,0)".
// The port is the first one of the feature as the tile lies (a middle port when it has one).
std::string feature_ref(const PlacedTile& tile, int feature);

// "red follower", "blue big-follower".
std::string figure_name(const Game& game, const Figure& f);

// ", beside counting figure 2" for a figure in a player's place beside one of his counting
// figures when he has several (The Robbers with The Messages), else "".
std::string beside_words(const Game& game, int figure);
// The figures in special places off the tiles, one line each: "blue follower in red's prison",
// "blue robber in red's scoreboard, beside counting figure 2".
std::vector<std::string> held_lines(const Game& game);
// The same, each line after `indent` and ending in a newline (empty when none).
std::string held_text(const Game& game, const std::string& indent);

}  // namespace carc::render
