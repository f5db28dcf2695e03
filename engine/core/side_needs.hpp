// What an empty square asks of the sides of a tile laid there, and the test of a tile's four
// rotations against it in one go (the placement listing runs it for every frontier square).
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "geometry.hpp"
#include "tile_catalog.hpp"

namespace carc {

// Four bits per side, N in the lowest four: bit 3 set = a tile lies beyond that side, bits 0-2 =
// the SideKind that tile shows there. 0 = no tile shares a side with the square.
using SideNeeds = std::uint16_t;
static_assert(static_cast<int>(SideKind::Closed) < 8, "a side kind must fit in three bits of SideNeeds");

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
// The rotations that fit as four bits (bit r = rotation r) from a word whose lane r is all ones
// when rotation r fits and zero when it does not. One multiplication gathers bits 0, 16, 32
// and 48 into bits 48..51; no other partial product lands there.
inline unsigned rotation_bits(std::uint64_t lane_masks) {
  constexpr std::uint64_t kGather = (std::uint64_t{1} << 48) | (std::uint64_t{1} << 33) | (1u << 18) | (1u << 3);
  return static_cast<unsigned>(((lane_masks & kLanes) * kGather) >> 48);
}

// rotation_bits(...) of every square: out[i] gets square i's rotations and before[i] how many
// fit on the squares before it; returns how many there are in all. Two squares at a time in
// 128-bit vectors where the compiler has them.
inline std::size_t fitting_rotations_all(std::uint64_t rotations, const NeedLanes* squares, std::size_t n,
                                         std::uint8_t* out, std::uint32_t* before) {
  constexpr std::uint8_t kCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
  static_assert(sizeof(NeedLanes) == sizeof(std::uint64_t));
  std::size_t total = 0, i = 0;
#if defined(__GNUC__)
  typedef std::uint64_t U64x2 __attribute__((vector_size(16)));
  typedef std::uint16_t U16x8 __attribute__((vector_size(16)));
  const U64x2 pattern = {rotations, rotations};
  const U64x2 ones = {0x1111111111111111ull, 0x1111111111111111ull};
  for (; i + 2 <= n; i += 2) {
    U64x2 want;
    std::memcpy(&want, squares + i, sizeof want);
    U64x2 care = (want >> 3) & ones;  // 1 in each side the needs name...
    care = (care << 4) - care;          // ...made 0xF
    U16x8 diff = reinterpret_cast<U16x8>((pattern & care) ^ want);
    U64x2 fit = reinterpret_cast<U64x2>(diff == 0);  // lane all ones iff that rotation fits
    for (int k = 0; k < 2; ++k) {
      unsigned bits = rotation_bits(fit[k]);
      out[i + k] = static_cast<std::uint8_t>(bits);
      before[i + k] = static_cast<std::uint32_t>(total);
      total += kCount[bits];
    }
  }
#endif
  for (; i < n; ++i) {
    unsigned bits = rotation_bits(fitting_rotations(rotations, squares[i]) >> 15);
    out[i] = static_cast<std::uint8_t>(bits);
    before[i] = static_cast<std::uint32_t>(total);
    total += kCount[bits];
  }
  return total;
}

// How many rotations fitting_rotations found (no popcount instruction in the baseline x86-64 set).
inline std::size_t count_rotations(std::uint64_t fits) {
  return static_cast<std::size_t>(((fits >> 15) * kLanes) >> 48);
}
// The lowest rotation fitting_rotations found (fits != 0).
inline Rotation lowest_rotation(std::uint64_t fits) { return static_cast<Rotation>(std::countr_zero(fits) / 16); }

}  // namespace carc
