// The builder's double turn: a tile that extends the road or city where its owner's builder
// stands earns a second tile in the same turn (CAR:traders-builders/builder-double-turn).
#pragma once
#include <optional>
#include <string>

#include "core/module.hpp"

namespace carc {

inline constexpr const char* kBuilder = "builder";
// A follower that came home in the first part of a double turn, under double-turn-returned = next-turn.
inline constexpr const char* kReturnedThisTurn = "returned-this-turn";

// Asked right after `tile_index` was placed, before its figure step.
std::optional<ExtraTileGrant> builder_extra_tile(const Game& game, int tile_index);
// Two features are about to be linked (a tunnel): a link that adds tiles to the road or city
// where the active player's builder stands earns the second tile, as a tile extending it would
// (CAR-50).
void builder_features_linking(Game& game, NodeId a, NodeId b);
// A turn has at most one extra part unless the house rule allows more.
std::optional<std::string> check_builder_turns(const Game& game);

}  // namespace carc
