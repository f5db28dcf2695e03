// Bridges (Bridges, Castles & Bazaars; CAR-292..298): a player's bridge carries a road across
// a tile from one field side to the opposite one. It is built with the placement when the tile
// fits only so (PlaceTile::with), or later in the figure step; on the tile just placed or a
// neighbour of it, one per turn. A bridged tile is the printed tile plus a road feature (a
// variant made in play): the fields and cities under it stay whole (CAR:bcb/bridge-rules).
#pragma once
#include <optional>
#include <vector>

#include "core/actions.hpp"
#include "core/module.hpp"
#include "core/rejection.hpp"

namespace carc {
class Game;
}

namespace carc::bcb {

// `t` with a bridge whose ends are its own (unrotated) side `end` and the opposite side; the
// same pointer each time it is asked for, kept for the program's life.
const TileType* bridged(const TileType& t, Side end);
bool has_bridge(const TileType& t);

std::optional<Rejection> check_bridge(const Game& g, const ModuleAction& a);  // in the figure step
void build_bridge(Game& g, const ModuleAction& a);
std::optional<Rejection> bridge_layout_change(const Game& g, const PlaceTile& a, LayoutChange& change);
void bridge_built_with(Game& g, const PlaceTile& a);
// A setup tile laid with a bridge on it, and the bridge that rebuilds a laid tile's in a setup.
std::optional<Rejection> bridge_setup_change(const Game& g, const PlaceTile& a, LayoutChange& change);
std::optional<ModuleAction> bridge_setup_action(const Game& g, int tile);
// The bridges the active player may build now: with a placement that needs one (phase
// place-tile), or in the figure step (on the tile just placed and its neighbours).
void list_bridges(const Game& g, std::vector<Action>& out);
bool bridge_mends(const Game& g, const TileType* tile);

}  // namespace carc::bcb
