// What an empty square asks of the sides of a tile laid there, and the test of a tile's four
// rotations against it in one go (the placement listing runs it for every frontier square).
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>

#include "geometry.hpp"
#include "tile_catalog.hpp"

namespace carc {

// Four bits per side, N in the lowest four: bit 3 set = a tile lies beyond that side, bits 0-2 =
// the SideKind that tile shows there. 0 = no tile shares a side with the square.
using SideNeeds = std::uint16_t;
static_assert(static_cast<int>(SideKind::River) < 8, "a side kind must fit in three bits of SideNeeds");

// The sides of `type` laid with rotation `rot` in the same encoding, every side marked present.
inline SideNeeds side_pattern(const TileType& type, Rotation rot) {
  unsigned unrotated = 0;
  for (int s = 0; s < kSides; ++s) unrotated |= (8u | static_cast<unsigned>(type.sides[s])) << (4 * s);
  unsigned shift = 4u * (rot % 4u);  // side s of the laid tile is side s - rot of the unrotated one
  return static_cast<SideNeeds>(((unrotated << shift) | (unrotated >> (16u - shift))) & 0xFFFFu);
}

// Whether a tile whose sides are `pattern` matches every side `needs` names.
constexpr bool meets(SideNeeds pattern, SideNeeds needs) {
  auto named = static_cast<unsigned>(needs & 0x8888u) >> 3;  // bit 0 of each named side
  return (pattern & named * 0xFu) == needs;
}

// ---- All four rotations at once: 16-bit lane r of a 64-bit word holds rotation r.
inline constexpr std::uint64_t kLanes = 0x0001000100010001ull;

// The side patterns of a tile's four rotations, rotation r in lane r.
inline std::uint64_t rotation_lanes(const TileType& type) {
  std::uint64_t unrotated = side_pattern(type, 0), lanes = 0;
  for (unsigned r = 0; r < 4; ++r)  // rotating by r turns the pattern by r sides (4r bits)
    lanes |= (((unrotated << (4 * r)) | (unrotated >> (16 - 4 * r))) & 0xFFFF) << (16 * r);
  return lanes;
}

// A square's needs repeated in every lane: kept per frontier square so that the test below is a
// handful of instructions.
struct NeedLanes {
  std::uint64_t want = 0;
  SideNeeds needs() const { return static_cast<SideNeeds>(want & 0xFFFF); }
};
inline NeedLanes need_lanes(SideNeeds needs) { return {std::uint64_t{needs} * kLanes}; }

// Bit 16r + 15 is set iff rotation r of `rotations` meets `square` (all other bits are clear).
inline std::uint64_t fitting_rotations(std::uint64_t rotations, NeedLanes square) {
  std::uint64_t care = ((square.want >> 3) & 0x1111111111111111ull) * 0xF;  // 0xF per side it names
  std::uint64_t diff = (rotations & care) ^ square.want;  // lane r is 0 iff rotation r fits
  return ~(((diff & 0x7FFF7FFF7FFF7FFFull) + 0x7FFF7FFF7FFF7FFFull) | diff) & 0x8000800080008000ull;
}
// How many rotations fitting_rotations found (no popcount instruction in the baseline x86-64 set).
inline std::size_t count_rotations(std::uint64_t fits) {
  return static_cast<std::size_t>(((fits >> 15) * kLanes) >> 48);
}
// The lowest rotation fitting_rotations found (fits != 0).
inline Rotation lowest_rotation(std::uint64_t fits) { return static_cast<Rotation>(std::countr_zero(fits) / 16); }

}  // namespace carc
