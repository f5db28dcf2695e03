// Sides, ports, rotations and board coordinates (DESIGN §3 "Geometry").
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

namespace carc {

// Sides clockwise from north.
enum class Side : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };
inline constexpr int kSides = 4;

// Twelve ports, three per side, clockwise: NNW N NNE | ENE E ESE | SSE S SSW | WSW W WNW.
// Index = side * 3 + offset; offset 1 is the middle port, 0 and 2 the half sides.
using Port = std::uint8_t;
inline constexpr int kPorts = 12;
using PortMask = std::uint16_t;  // bit p set = port p

constexpr Port middle_port(Side s) { return static_cast<Port>(static_cast<int>(s) * 3 + 1); }
constexpr Side side_of(Port p) { return static_cast<Side>(p / 3); }
constexpr bool is_middle(Port p) { return p % 3 == 1; }
constexpr Side opposite(Side s) { return static_cast<Side>((static_cast<int>(s) + 2) % 4); }

// The port of the neighbouring tile that touches port p across its side.
constexpr Port facing_port(Port p) {
  int side = p / 3, off = p % 3;
  return static_cast<Port>(((side + 2) % 4) * 3 + (2 - off));
}

// Rotation in clockwise quarter turns: 0..3 (r0 r90 r180 r270).
using Rotation = std::uint8_t;
constexpr Port rotate(Port p, Rotation r) { return static_cast<Port>((p + 3 * r) % kPorts); }
constexpr Port unrotate(Port p, Rotation r) { return static_cast<Port>((p + kPorts - 3 * (r % 4)) % kPorts); }
constexpr Side rotate(Side s, Rotation r) { return static_cast<Side>((static_cast<int>(s) + r) % 4); }
PortMask rotate_mask(PortMask m, Rotation r);

std::string_view port_name(Port p);
std::optional<Port> parse_port(std::string_view name);
char side_letter(Side s);
std::optional<Rotation> parse_rotation(std::string_view text);  // "r0" "r90" "r180" "r270"
int rotation_degrees(Rotation r);

// Board coordinates: x grows east, y grows north.
struct Coord {
  int x = 0, y = 0;
  friend constexpr bool operator==(Coord a, Coord b) { return a.x == b.x && a.y == b.y; }
  friend constexpr bool operator<(Coord a, Coord b) { return a.x != b.x ? a.x < b.x : a.y < b.y; }
};
// How far the engine's board reaches. Setup tiles lie within ±kBoardReach on each axis
// (Game::check_setup_tile refuses others); a layout grows one square per tile and holds at most
// 32767 tiles (Board), so none of its squares lies beyond kLayoutReach, and neighbour() never
// overflows an int. A placement beyond kLayoutReach is refused (reason out-of-reach).
inline constexpr int kBoardReach = 2'000'000'000;
inline constexpr int kLayoutReach = kBoardReach + (1 << 15);
constexpr bool within_reach(Coord c, int reach) { return c.x >= -reach && c.x <= reach && c.y >= -reach && c.y <= reach; }

constexpr Coord neighbour(Coord c, Side s) {
  switch (s) {
    case Side::N: return {c.x, c.y + 1};
    case Side::E: return {c.x + 1, c.y};
    case Side::S: return {c.x, c.y - 1};
    default: return {c.x - 1, c.y};
  }
}

// Corners of a square, 0..3 clockwise from the north-east, as points of their own grid: the
// north-east corner of square (x,y) is point (x+1,y+1), shared with three other squares.
constexpr Coord corner_point(Coord square, int corner) {
  constexpr int dx[4] = {1, 1, 0, 0}, dy[4] = {1, 0, 0, 1};
  return {square.x + dx[corner & 3], square.y + dy[corner & 3]};
}
// The corner a half port touches (NNE and ENE: the north-east).
constexpr int corner_of(Port half) { return ((half + 10) % kPorts) / 3; }
// The two half ports that meet at a corner, clockwise (NNE and ENE for the north-east).
constexpr Port corner_port(int corner, int which) { return static_cast<Port>((3 * (corner & 3) + 2 + which) % kPorts); }

struct CoordHash {
  std::size_t operator()(Coord c) const noexcept {
    return std::hash<std::uint64_t>{}((static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.x)) << 32) ^
                                      static_cast<std::uint32_t>(c.y));
  }
};

}  // namespace carc
