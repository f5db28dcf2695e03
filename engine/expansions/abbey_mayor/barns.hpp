// The barn: a special figure put, instead of a follower, on a corner of the tile just placed
// where four tiles meet in field. Farmers already on its farm score at once; farmers whose farm
// is later joined to a barn's score then, for less; no farmer may join a barn's farm; at the end
// each barn scores its farm (CAR:abbey-mayor/barn, CAR-178..195).
#pragma once
#include <optional>
#include <vector>

#include "core/game.hpp"

namespace carc::abbey_mayor {

// The field node a barn on corner `corner` of board tile `tile` stands in.
NodeId corner_field(const Game& g, int tile, int corner);
bool corner_all_field(const Game& g, int tile, int corner);
// Whether the farm of `node` holds a barn.
bool farm_has_barn(const Game& g, NodeId node);
bool any_barn(const Game& g);

void list_barns(const Game& g, int verb, std::vector<Action>& out);
std::optional<Rejection> check_barn(const Game& g, const ModuleAction& a);
void apply_barn(Game& g, const ModuleAction& a);
// No farmer onto a barn's farm (CAR-189).
std::optional<Rejection> check_farmer(const Game& g, const Deploy& d);
// The scoring step: farms holding a barn and farmers score and send the farmers home.
// The barns' farms this turn's scoring step will score (ExpansionModule::scorings_ahead).
void barn_scorings_ahead(const Game& g, std::vector<NodeId>& out);
void score_barn_events(Game& g);
// The end: each barn scores its farm.
void score_barns_final(Game& g);

}  // namespace carc::abbey_mayor
