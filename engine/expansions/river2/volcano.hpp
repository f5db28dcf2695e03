// River II's volcano lake, laid last: its placer deploys no figure on it and may take another
// tile at once (CAR-245); with The Princess & the Dragon the dragon comes onto it, unless the
// rules leave that out (option river2-volcano-dragon, CAR-244; the dragon's own module moves it).
#pragma once
#include <optional>

#include "core/game.hpp"

namespace carc::river2 {

// A river tile showing a volcano: the lake that ends River II.
bool is_volcano_lake(const TileType* t);
// Whether a volcano lake placed under these options brings the dragon (read by The Princess &
// the Dragon; a volcano that is no river tile always does).
bool volcano_calls_dragon(const Game& g, const TileType* t);
std::optional<Rejection> check_volcano_deployment(const Game& g, const Deploy& d);
std::optional<ExtraTileGrant> volcano_extra_tile(const Game& g, int tile_index);

}  // namespace carc::river2
