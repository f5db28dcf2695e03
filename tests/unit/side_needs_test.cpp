// The side-needs encoding and the all-rotations-at-once fit test the placement listing uses,
// checked against TileType::side on every catalog tile.
#include <doctest/doctest.h>

#include <vector>

#include "core/random.hpp"
#include "core/side_needs.hpp"
#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

// Needs with a random subset of sides named, each with a random side kind.
SideNeeds random_needs(Rng& rng) {
  unsigned needs = 0;
  for (int s = 0; s < kSides; ++s)
    if (rng.below(2)) needs |= (8u | static_cast<unsigned>(rng.below(4))) << (4 * s);
  return static_cast<SideNeeds>(needs);
}

// The plain rule: every named side shows the kind the needs name.
bool fits_plainly(const TileType& t, Rotation r, SideNeeds needs) {
  for (int s = 0; s < kSides; ++s) {
    unsigned nibble = (needs >> (4 * s)) & 0xFu;
    if ((nibble & 8u) && static_cast<unsigned>(t.side(static_cast<Side>(s), r)) != (nibble & 7u)) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("side patterns, rotation lanes and the fit test agree with TileType::side") {
  Rng rng(7);
  for (const auto& type : builtin_catalog().types()) {
    std::uint64_t lanes = rotation_lanes(*type);
    std::vector<NeedLanes> squares;
    std::vector<unsigned> expected;
    for (int i = 0; i < 41; ++i) {  // an odd count: the two-at-a-time loop and its tail
      SideNeeds needs = random_needs(rng);
      unsigned bits = 0;
      for (Rotation r = 0; r < 4; ++r) {
        SideNeeds pattern = side_pattern(*type, r);
        CHECK(((lanes >> (16 * r)) & 0xFFFF) == pattern);
        CHECK(meets(pattern, needs) == fits_plainly(*type, r, needs));
        if (fits_plainly(*type, r, needs)) bits |= 1u << r;
      }
      NeedLanes square = need_lanes(needs);
      CHECK(square.needs() == needs);
      std::uint64_t fits = fitting_rotations(lanes, square);
      CHECK(rotation_bits(fits >> 15) == bits);
      CHECK(count_rotations(fits) == static_cast<std::size_t>(__builtin_popcount(bits)));
      if (bits) CHECK(lowest_rotation(fits) == __builtin_ctz(bits));
      squares.push_back(square);
      expected.push_back(bits);
    }
    std::vector<std::uint8_t> out(squares.size());
    std::vector<std::uint32_t> before(squares.size());
    std::size_t total = fitting_rotations_all(lanes, squares.data(), squares.size(), out.data(), before.data());
    std::size_t want_total = 0;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      CHECK(out[i] == expected[i]);
      CHECK(before[i] == want_total);
      want_total += static_cast<std::size_t>(__builtin_popcount(expected[i]));
    }
    CHECK(total == want_total);
  }
}
