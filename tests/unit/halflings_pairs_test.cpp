// A square of two half tiles is a whole tile: each of its twelve ports belongs to a feature of
// one half or the other, and none of its sides is open, whichever two halves share it and
// however the square is turned (the second half lies turned half round against the first).
#include <doctest/doctest.h>

#include "core/open_sides.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/halflings/half_tiles.hpp"

using namespace carc;

TEST_CASE("every square of two half tiles gives each port a feature and has no open side") {
  const auto& halves = halflings::half_types();
  REQUIRE(halves.size() >= 2);
  int pairs = 0;
  for (const TileType* first : halves)
    for (const TileType* second : halves)
      for (int r = 0; r < 4; ++r) {
        auto first_rot = static_cast<Rotation>(r), second_rot = static_cast<Rotation>((r + 2) % 4);
        const TileType* pair = halflings::pair_type(first, first_rot, second, second_rot);
        REQUIRE(pair != nullptr);
        INFO(pair->id, " at r", r * 90);
        for (int p = 0; p < kPorts; ++p) CHECK(pair->port_owner[static_cast<std::size_t>(p)] >= 0);
        for (int s = 0; s < kSides; ++s) CHECK_FALSE(side_open(*pair, static_cast<Side>(s), 0));
        ++pairs;
      }
  CHECK(pairs == static_cast<int>(halves.size() * halves.size() * 4));
}
