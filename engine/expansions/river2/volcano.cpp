#include "volcano.hpp"

#include "r2_names.hpp"

namespace carc::river2 {

bool is_volcano_lake(const TileType* t) { return t->river_role == "lake" && t->has_symbol(kVolcanoSymbol); }

bool volcano_calls_dragon(const Game& g, const TileType* t) {
  if (!t->has_symbol(kVolcanoSymbol)) return false;
  if (!is_volcano_lake(t)) return true;
  // River II's option decides; without the module (a setup that lays the tile) its default holds.
  return !g.options().registry().find(kVolcanoDragon) || g.options().is(kVolcanoDragon, "placed");
}

std::optional<Rejection> check_volcano_deployment(const Game& g, const Deploy& d) {
  int target = d.tile < 0 ? g.last_placed() : d.tile;
  if (target != g.last_placed() || !is_volcano_lake(g.board().tile(target).type)) return std::nullopt;
  return Rejection{kVolcanoNoFigure, "the player who lays the volcano lake deploys no figure on it (CAR-245)"};
}

std::optional<ExtraTileGrant> volcano_extra_tile(const Game& g, int tile_index) {
  // Once a turn: a volcano laid as a turn's second tile earns no third (CAR-54).
  if (g.turn_part() > 0 || !is_volcano_lake(g.board().tile(tile_index).type)) return std::nullopt;
  return ExtraTileGrant{false, "the volcano lake ends the river: its player takes another tile at once",
                        {"CAR:river2/volcano-extra-tile", "CAR-245"}};
}

}  // namespace carc::river2
