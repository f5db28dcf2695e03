// Bridges, Castles & Bazaars: its tile catalog against the published facts (12 tiles, 8 of them
// with a bazaar; the CAR tile reference's edge classes), and the bridged variant of a tile.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/tile_catalog.hpp"
#include "expansions/bcb/bridges.hpp"

using namespace carc;

TEST_CASE("Bridges, Castles & Bazaars: 11 types, 12 tiles, 8 bazaars, one triangular city piece") {
  int total = 0, bazaars = 0, not_caps = 0;
  for (const auto* t : builtin_catalog().types_of("bridges-castles-bazaars")) {
    CAPTURE(t->id);
    CHECK(t->id.rfind("bcb/", 0) == 0);
    total += t->count;
    if (t->has_symbol("bazaar")) bazaars += t->count;
    for (const auto& f : t->features) not_caps += !f.cap;
  }
  CHECK(builtin_catalog().types_of("bridges-castles-bazaars").size() == 11);
  CHECK(total == 12);
  CHECK(bazaars == 8);  // the CAR's table of symbols: bazaars 8
  CHECK(not_caps == 1);
}

TEST_CASE("Bridges, Castles & Bazaars: edge classes match the CAR Consolidated Tile Reference") {
  const std::map<std::string, int> ctr_counts = {{"cccc", 2}, {"cccr", 1}, {"cfcf", 2}, {"cfrf", 2},
                                                 {"ffff", 1}, {"fffr", 1}, {"frfr", 3}};
  std::map<std::string, int> counts;
  for (const auto* t : builtin_catalog().types_of("bridges-castles-bazaars")) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("A bridged tile: the printed features, then a road between two field sides that keeps the fields whole") {
  const TileType* h = builtin_catalog().find("H");  // city caps north and south, fields east and west
  REQUIRE(h);
  const TileType* b = bcb::bridged(*h, Side::E);
  CHECK(b == bcb::bridged(*h, Side::W));  // one variant per axis, asked by either end
  CHECK(b != bcb::bridged(*h, Side::N));
  REQUIRE(b->features.size() == h->features.size() + 1);
  const TileFeature& road = b->features.back();
  CHECK(road.kind == FeatureKind::Road);
  CHECK(road.has_symbol("bridge"));
  CHECK(road.ports == ((1u << middle_port(Side::E)) | (1u << middle_port(Side::W))));
  CHECK(b->side(Side::E, 0) == SideKind::Road);
  CHECK(b->side(Side::W, 0) == SideKind::Road);
  CHECK(b->side(Side::N, 0) == SideKind::City);
  // The field keeps its half ports on both sides: nothing under the bridge is parted.
  int field = b->port_owner[*parse_port("ENE")];
  CHECK(field == b->port_owner[*parse_port("ESE")]);
  CHECK(field == b->port_owner[*parse_port("WSW")]);
  CHECK(b->features[static_cast<std::size_t>(field)].kind == FeatureKind::Field);
  CHECK(bcb::has_bridge(*b));
  CHECK_FALSE(bcb::has_bridge(*h));
  CHECK(b->id == h->id);
}

// A bazaar keeps its tiles as indices into the built-in catalog, and `deal_bought_tile` tests a
// hand for `< 0`. tools/mutants-equivalent.tsv counts `<= 0` there as equivalent because index 0
// is the abbey (the tile files are embedded in name order, abbey-mayor.yaml first), which each
// player holds and no stack ever holds, so no bazaar can offer it. This keeps that reason true.
TEST_CASE("The catalog's first tile type is the per-player abbey, which no bazaar can offer") {
  REQUIRE(!builtin_catalog().types().empty());
  const TileType* first = builtin_catalog().types().front().get();
  CHECK(first->id == "am/abbey");
  CHECK(first->per_player);
}
