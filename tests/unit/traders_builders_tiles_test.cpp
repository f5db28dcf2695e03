// The Traders & Builders tile catalog against the published facts: 24 tiles, one of each; the
// CAR tile reference's edge classes for the expansion; trade goods 9 wine, 6 grain, 5 cloth (one
// token per symbol); no pennant; one cloister; and the four tiles the rules single out.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> tb_tiles() { return builtin_catalog().types_of("traders-builders"); }

const TileType& tile(const std::string& id) {
  const TileType* t = builtin_catalog().find(id);
  REQUIRE_MESSAGE(t != nullptr, "unknown tile " << id);
  return *t;
}

int features_of(const TileType& t, FeatureKind k) {
  int n = 0;
  for (const auto& f : t.features) n += f.kind == k ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("Traders & Builders: 24 types of one tile each, ids tb/..., no start tile") {
  auto types = tb_tiles();
  CHECK(types.size() == 24);
  for (const auto* t : types) {
    CAPTURE(t->id);
    CHECK(t->id.rfind("tb/", 0) == 0);
    CHECK(t->count == 1);
  }
  CHECK(builtin_catalog().start_tile("traders-builders") == nullptr);
}

TEST_CASE("Traders & Builders: edge classes per the CAR Consolidated Tile Reference") {
  // The reference's count of Traders & Builders tiles under each edge heading (appendix A of
  // ../shared/notes/car-reference-sections.md, from the CAR's tile reference).
  const std::map<std::string, int> ctr = {{"cccc", 2}, {"cccf", 3}, {"cccr", 3}, {"ccff", 2}, {"ccfr", 2},
                                          {"ccrf", 2}, {"ccrr", 2}, {"cfcf", 1}, {"cfcr", 2}, {"crcr", 1},
                                          {"crff", 1}, {"cfrr", 1}, {"frrr", 1}, {"rrrr", 1}};
  std::map<std::string, int> ours;
  for (const auto* t : tb_tiles()) ours[t->edge_class()] += t->count;
  CHECK(ours == ctr);
}

TEST_CASE("Traders & Builders: 20 goods symbols (9 wine, 6 grain, 5 cloth), all on cities, one per tile") {
  std::map<std::string, int> goods;
  int pennants = 0, cloisters = 0;
  for (const auto* t : tb_tiles()) {
    CAPTURE(t->id);
    int on_tile = 0;
    for (const auto& f : t->features) {
      pennants += f.pennants;
      for (const auto& s : f.symbols) {
        CHECK(f.kind == FeatureKind::City);
        ++goods[s];
        ++on_tile;
      }
    }
    CHECK(on_tile <= 1);
    cloisters += features_of(*t, FeatureKind::Cloister);
  }
  CHECK(goods == std::map<std::string, int>{{"cloth", 5}, {"grain", 6}, {"wine", 9}});
  CHECK(pennants == 0);
  CHECK(cloisters == 1);
}

TEST_CASE("Traders & Builders: the four tiles the rules describe") {
  // The bridge: two roads that do not meet, and four separate fields.
  const TileType& bridge = tile("tb/bridge");
  CHECK(features_of(bridge, FeatureKind::Road) == 2);
  CHECK(features_of(bridge, FeatureKind::Field) == 4);
  CHECK(bridge.feature_at(middle_port(Side::N), 0) == bridge.feature_at(middle_port(Side::S), 0));
  CHECK(bridge.feature_at(middle_port(Side::E), 0) == bridge.feature_at(middle_port(Side::W), 0));
  CHECK(bridge.feature_at(middle_port(Side::N), 0) != bridge.feature_at(middle_port(Side::E), 0));
  // One road ends at the city, the other at a house; three fields.
  const TileType& house = tile("tb/cap-road-house");
  CHECK(features_of(house, FeatureKind::Road) == 2);
  CHECK(features_of(house, FeatureKind::Field) == 3);
  CHECK(house.features[house.feature_at(middle_port(Side::W), 0)].symbols.empty());  // no inn (CAR-47)
  // The cloister cuts the road into three.
  const TileType& cloister = tile("tb/cloister-three-roads");
  CHECK(features_of(cloister, FeatureKind::Cloister) == 1);
  CHECK(features_of(cloister, FeatureKind::Road) == 3);
  // Three separate cities on one tile.
  CHECK(features_of(tile("tb/corner-two-caps-cloth"), FeatureKind::City) == 3);
}

TEST_CASE("Traders & Builders: every field of a tile with a city says which cities it borders") {
  for (const auto* t : tb_tiles()) {
    CAPTURE(t->id);
    if (!t->has_kind(FeatureKind::City)) continue;
    int bordering = 0;
    for (const auto& f : t->features)
      if (f.kind == FeatureKind::Field) bordering += f.borders.empty() ? 0 : 1;
    // Only the house tile has a field that touches no city (south-west of its two roads).
    CHECK(bordering == features_of(*t, FeatureKind::Field) - (t->id == "tb/cap-road-house" ? 1 : 0));
  }
}
