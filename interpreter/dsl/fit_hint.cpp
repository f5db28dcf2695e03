#include "fit_hint.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <vector>

namespace carc::dsl {

std::string fit_hint(const Game& game, const TileType* tile, Coord at, bool setup) {
  std::vector<std::string> fitting;
  for (Rotation r = 0; r < 4; ++r) {
    auto refusal = setup ? game.check_setup_tile(tile, at, r) : game.check(PlaceTile{tile, at, r});
    if (!refusal) fitting.push_back(fmt::format("r{}", 90 * r));
  }
  if (fitting.empty()) return fmt::format("; no rotation of {} fits at ({},{})", tile->id, at.x, at.y);
  return fmt::format("; {} fits at ({},{}) as {}", tile->id, at.x, at.y, fmt::join(fitting, " or "));
}

}  // namespace carc::dsl
