// The Inns & Cathedrals tile catalog against the published facts: 18 tiles, 6 inns, 2
// cathedrals, 3 pennants, 1 cloister, and the CAR tile reference's edge classes.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> ic_tiles() { return builtin_catalog().types_of("inns-cathedrals"); }

// Tiles (counted with their copies) that show `symbol` on some feature.
int tiles_with_symbol(std::string_view symbol) {
  int n = 0;
  for (const auto* t : ic_tiles())
    for (const auto& f : t->features)
      if (f.has_symbol(symbol)) {
        n += t->count;
        break;
      }
  return n;
}

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

TEST_CASE("Inns & Cathedrals: 17 types, 18 tiles, ids ic/..., no start tile") {
  auto types = ic_tiles();
  CHECK(types.size() == 17);
  int total = 0;
  for (const auto* t : types) {
    CAPTURE(t->id);
    total += t->count;
    CHECK(t->id.rfind("ic/", 0) == 0);
    CHECK(t->count == (t->id == "ic/cathedral" ? 2 : 1));
  }
  CHECK(total == 18);
  CHECK(builtin_catalog().start_tile("inns-cathedrals") == nullptr);
}

TEST_CASE("Inns & Cathedrals: 6 inns, 2 cathedrals, 3 pennants, 1 cloister (CAR symbols and features)") {
  CHECK(tiles_with_symbol("inn") == 6);
  CHECK(tiles_with_symbol("cathedral") == 2);
  int pennants = 0, cloisters = 0;
  for (const auto* t : ic_tiles()) {
    for (const auto& f : t->features) pennants += f.pennants * t->count;
    cloisters += features_of(*t, FeatureKind::Cloister) * t->count;
  }
  CHECK(pennants == 3);
  CHECK(cloisters == 1);
  // No trade goods, and inns sit on roads, cathedrals on cities (the loader checks the kinds).
  CHECK(tiles_with_symbol("wine") + tiles_with_symbol("grain") + tiles_with_symbol("cloth") == 0);
}

TEST_CASE("Inns & Cathedrals: edge classes match the CAR Consolidated Tile Reference") {
  const std::map<std::string, std::string> ctr = {
      {"ic/cathedral", "cccc"},      {"ic/four-cities", "cccc"},     {"ic/three-cities", "cccf"},
      {"ic/corner-and-cap", "cccf"}, {"ic/corner-inn", "ccfr"},      {"ic/corner-road-end", "ccrf"},
      {"ic/corner-inn-curve", "ccrr"}, {"ic/cap-split-field", "cfff"}, {"ic/cap-road-end", "cfrf"},
      {"ic/cap-inn-curve", "cfrr"},  {"ic/crossing", "crcr"},        {"ic/band-two-roads", "crcr"},
      {"ic/curve-inn", "ffrr"},      {"ic/cloister-road", "frfr"},   {"ic/straight-inn", "frfr"},
      {"ic/junction-inn", "frrr"},   {"ic/two-curves", "rrrr"}};
  CHECK(ctr.size() == ic_tiles().size());
  for (const auto& entry : ctr) {  // no structured binding: CAPTURE's lambda cannot take one in clang 14
    const auto& id = entry.first;
    const auto& cls = entry.second;
    CAPTURE(id);
    CHECK(tile(id).edge_class() == cls);
  }
  // The reference's tile counts per edge class for Inns & Cathedrals.
  const std::map<std::string, int> ctr_counts = {
      {"cccc", 3}, {"cccf", 2}, {"ccfr", 1}, {"ccrf", 1}, {"ccrr", 1}, {"cfff", 1}, {"cfrf", 1},
      {"cfrr", 1}, {"crcr", 2}, {"ffrr", 1}, {"frfr", 2}, {"frrr", 1}, {"rrrr", 1}};
  std::map<std::string, int> counts;
  for (const auto* t : ic_tiles()) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("Inns & Cathedrals: the tiles whose pieces are easy to misread") {
  // Four separate caps, and a field touching no side that borders all four.
  const TileType& four = tile("ic/four-cities");
  CHECK(features_of(four, FeatureKind::City) == 4);
  REQUIRE(features_of(four, FeatureKind::Field) == 1);
  for (const auto& f : four.features)
    if (f.kind == FeatureKind::Field) {
      CHECK(f.ports == 0);
      CHECK(f.borders.size() == 4);
    }
  // A cloister or a crossing cuts the road: two road features, one port each (CAR-38).
  for (const char* id : {"ic/cloister-road", "ic/crossing", "ic/band-two-roads"}) {
    CAPTURE(id);
    CHECK(features_of(tile(id), FeatureKind::Road) == 2);
    for (const auto& f : tile(id).features)
      if (f.kind == FeatureKind::Road) CHECK(std::popcount(static_cast<unsigned>(f.ports)) == 1);
  }
  // The junction tile's inn stands by one of its three roads (CAR-43).
  const TileType& junction = tile("ic/junction-inn");
  CHECK(features_of(junction, FeatureKind::Road) == 3);
  int inns = 0;
  for (const auto& f : junction.features) inns += f.count_symbol("inn");
  CHECK(inns == 1);
  CHECK(junction.features[junction.port_owner[middle_port(Side::E)]].has_symbol("inn"));
  // The pennant of the corner-and-cap tile is in its corner city, not in the cap.
  const TileType& cc = tile("ic/corner-and-cap");
  CHECK(cc.features[cc.port_owner[middle_port(Side::N)]].pennants == 1);
  CHECK(cc.features[cc.port_owner[middle_port(Side::S)]].pennants == 0);
  // The city cap whose field is cut short: two fields, both bordering the cap.
  CHECK(features_of(tile("ic/cap-split-field"), FeatureKind::Field) == 2);
  CHECK(tile("ic/cap-split-field").port_owner[middle_port(Side::E)] !=
        tile("ic/cap-split-field").port_owner[middle_port(Side::S)]);
}

TEST_CASE("catalog format: only a field may touch no side") {
  auto load = [](const std::string& features, std::vector<CatalogError>& errors) {
    TileCatalog cat;
    std::string text = "expansion: test\ntiles:\n  - id: T\n    count: 1\n    features:\n" + features;
    return cat.load_text(text, "test.yaml", errors);
  };
  const std::string rest = "      - kind: city\n        ports: [N, E, S, W]\n";
  std::vector<CatalogError> errors;
  CHECK(load(rest + "      - kind: field\n        ports: []\n        borders: [N]\n", errors));
  CHECK(errors.empty());
  errors.clear();
  CHECK_FALSE(load(rest + "      - kind: road\n        ports: []\n", errors));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].message.find("a road needs at least one port") != std::string::npos);
}
