// Sides, ports, rotations and board coordinates.
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "core/geometry.hpp"
#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

Port port(const char* name) {
  auto p = parse_port(name);
  REQUIRE_MESSAGE(p.has_value(), "no port " << name);
  return *p;
}

PortMask mask_of(std::initializer_list<const char*> names) {
  PortMask m = 0;
  for (const char* n : names) m = static_cast<PortMask>(m | (1u << port(n)));
  return m;
}

}  // namespace

TEST_CASE("facing_port pairs each port with the one it touches across its side") {
  const std::pair<const char*, const char*> pairs[] = {{"NNW", "SSW"}, {"N", "S"}, {"NNE", "SSE"},
                                                       {"ENE", "WNW"}, {"E", "W"}, {"ESE", "WSW"}};
  for (const auto& pair : pairs) {  // no structured binding: CAPTURE's lambda cannot take one in clang 14
    const char* a = pair.first;
    const char* b = pair.second;
    CAPTURE(a);
    CHECK(port_name(facing_port(port(a))) == b);
    CHECK(port_name(facing_port(port(b))) == a);
  }
  for (int p = 0; p < kPorts; ++p) {
    auto pp = static_cast<Port>(p);
    CAPTURE(port_name(pp));
    CHECK(facing_port(facing_port(pp)) == pp);
    CHECK(side_of(facing_port(pp)) == opposite(side_of(pp)));
    CHECK(is_middle(facing_port(pp)) == is_middle(pp));
  }
}

TEST_CASE("rotating ports and sides") {
  CHECK(rotate(middle_port(Side::N), Rotation{1}) == middle_port(Side::E));
  CHECK(port_name(rotate(port("NNW"), Rotation{1})) == "ENE");
  CHECK(port_name(rotate(port("WNW"), Rotation{1})) == "NNE");
  CHECK(port_name(rotate(port("ESE"), Rotation{3})) == "NNE");
  CHECK(rotate(Side::N, Rotation{1}) == Side::E);
  CHECK(rotate(Side::W, Rotation{1}) == Side::N);
  CHECK(rotate(Side::E, Rotation{2}) == Side::W);
  for (int p = 0; p < kPorts; ++p)
    for (int r = 0; r < 4; ++r) {
      auto pp = static_cast<Port>(p);
      auto rr = static_cast<Rotation>(r);
      CAPTURE(p);
      CAPTURE(r);
      CHECK(unrotate(rotate(pp, rr), rr) == pp);
      CHECK(rotate(unrotate(pp, rr), rr) == pp);
      CHECK(side_of(rotate(pp, rr)) == rotate(side_of(pp), rr));
    }
  CHECK(rotate(port("S"), Rotation{0}) == port("S"));
}

TEST_CASE("rotate_mask moves every port of a mask") {
  const PortMask city_n = mask_of({"NNW", "N", "NNE"});
  CHECK(rotate_mask(city_n, Rotation{1}) == mask_of({"ENE", "E", "ESE"}));
  CHECK(rotate_mask(city_n, Rotation{2}) == mask_of({"SSE", "S", "SSW"}));
  CHECK(rotate_mask(mask_of({"WNW", "N"}), Rotation{1}) == mask_of({"NNE", "E"}));
  CHECK(rotate_mask(0, Rotation{3}) == 0);
  const PortMask all = static_cast<PortMask>((1u << kPorts) - 1);
  CHECK(rotate_mask(all, Rotation{1}) == all);
  const PortMask odd = mask_of({"NNW", "E", "SSW", "WNW"});
  CHECK(rotate_mask(rotate_mask(odd, Rotation{1}), Rotation{3}) == odd);
  CHECK(rotate_mask(odd, Rotation{0}) == odd);
}

TEST_CASE("port names round-trip") {
  const char* names[] = {"NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"};
  for (int p = 0; p < kPorts; ++p) {
    auto pp = static_cast<Port>(p);
    CAPTURE(p);
    CHECK(port_name(pp) == names[p]);
    auto back = parse_port(port_name(pp));
    REQUIRE(back.has_value());
    CHECK(*back == pp);
  }
  CHECK(middle_port(Side::E) == port("E"));
  CHECK_FALSE(parse_port("X").has_value());
  CHECK_FALSE(parse_port("n").has_value());
  CHECK_FALSE(parse_port("").has_value());
}

TEST_CASE("parse_rotation accepts r0 r90 r180 r270 only") {
  CHECK(parse_rotation("r0") == Rotation{0});
  CHECK(parse_rotation("r90") == Rotation{1});
  CHECK(parse_rotation("r180") == Rotation{2});
  CHECK(parse_rotation("r270") == Rotation{3});
  CHECK_FALSE(parse_rotation("r45").has_value());
  CHECK_FALSE(parse_rotation("").has_value());
  CHECK_FALSE(parse_rotation("90").has_value());
  CHECK_FALSE(parse_rotation("r360").has_value());
  CHECK(rotation_degrees(Rotation{3}) == 270);
}

TEST_CASE("neighbour: x grows east, y grows north") {
  const Coord c{2, -1};
  CHECK(neighbour(c, Side::N) == Coord{2, 0});
  CHECK(neighbour(c, Side::E) == Coord{3, -1});
  CHECK(neighbour(c, Side::S) == Coord{2, -2});
  CHECK(neighbour(c, Side::W) == Coord{1, -1});
  for (Side s : {Side::N, Side::E, Side::S, Side::W}) CHECK(neighbour(neighbour(c, s), opposite(s)) == c);
}

TEST_CASE("TileType::side for tile D rotated 90 degrees") {
  const TileType* d = builtin_catalog().find("D");
  REQUIRE(d != nullptr);
  // Unrotated: N city, E road, S field, W road.
  CHECK(d->side(Side::N, 0) == SideKind::City);
  CHECK(d->side(Side::E, 0) == SideKind::Road);
  CHECK(d->side(Side::S, 0) == SideKind::Field);
  CHECK(d->side(Side::W, 0) == SideKind::Road);
  // A quarter turn clockwise brings the city to the east.
  CHECK(d->side(Side::N, 1) == SideKind::Road);
  CHECK(d->side(Side::E, 1) == SideKind::City);
  CHECK(d->side(Side::S, 1) == SideKind::Road);
  CHECK(d->side(Side::W, 1) == SideKind::Field);
  // And the city feature owns the east ports on the board.
  int city = d->feature_at(middle_port(Side::E), 1);
  REQUIRE(city >= 0);
  CHECK(d->features[static_cast<std::size_t>(city)].kind == FeatureKind::City);
  CHECK(d->features[static_cast<std::size_t>(d->feature_at(middle_port(Side::N), 1))].kind == FeatureKind::Road);
}
