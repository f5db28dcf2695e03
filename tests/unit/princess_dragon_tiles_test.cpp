// The Princess & Dragon tile catalog against the published facts: 30 tiles (6 volcano, 12
// dragon, 6 magic portal, 6 princess), 2 cloisters, and the CAR tile reference's edge classes.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> pd_tiles() { return builtin_catalog().types_of("princess-dragon"); }

// Tiles (counted with their copies) that show `symbol` on the tile itself.
int tiles_showing(std::string_view symbol) {
  int n = 0;
  for (const auto* t : pd_tiles()) n += t->has_symbol(symbol) ? t->count : 0;
  return n;
}

// Tiles (counted with their copies) with `symbol` on one of their features.
int tiles_with_feature_symbol(std::string_view symbol) {
  int n = 0;
  for (const auto* t : pd_tiles())
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

Port port(std::string_view name) { return *parse_port(name); }

int features_of(const TileType& t, FeatureKind k) {
  int n = 0;
  for (const auto& f : t.features) n += f.kind == k ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("Princess & Dragon: 29 types, 30 tiles, ids pd/..., no start tile") {
  auto types = pd_tiles();
  CHECK(types.size() == 29);
  int total = 0;
  for (const auto* t : types) {
    CAPTURE(t->id);
    total += t->count;
    CHECK(t->id.rfind("pd/", 0) == 0);
  }
  CHECK(total == 30);
  CHECK(builtin_catalog().start_tile("princess-dragon") == nullptr);
}

TEST_CASE("Princess & Dragon: 6 volcanoes, 12 dragons, 6 portals, 6 princesses, each tile one symbol") {
  CHECK(tiles_showing("volcano") == 6);
  CHECK(tiles_showing("dragon") == 12);
  CHECK(tiles_showing("portal") == 6);
  CHECK(tiles_with_feature_symbol("princess") == 6);
  for (const auto* t : pd_tiles()) {
    CAPTURE(t->id);
    int marks = static_cast<int>(t->symbols.size());
    for (const auto& f : t->features) marks += f.count_symbol("princess");
    CHECK(marks == 1);  // every new tile shows exactly one of the four symbols
  }
  int cloisters = 0, pennants = 0;
  for (const auto* t : pd_tiles()) {
    cloisters += features_of(*t, FeatureKind::Cloister) * t->count;
    for (const auto& f : t->features) pennants += f.pennants * t->count;
  }
  CHECK(cloisters == 2);
  CHECK(pennants == 3);
}

TEST_CASE("Princess & Dragon: edge classes match the CAR Consolidated Tile Reference") {
  // Tile counts per edge class as the reference lists them for this expansion.
  const std::map<std::string, int> ctr_counts = {
      {"cccf", 4}, {"ccff", 4}, {"ccrr", 2}, {"cfcf", 1}, {"cfff", 2}, {"cfrr", 2}, {"crcr", 1}, {"crrf", 2},
      {"crrr", 1}, {"ffff", 1}, {"fffr", 1}, {"ffrr", 3}, {"frfr", 2}, {"frrr", 3}, {"rrrr", 1}};
  std::map<std::string, int> counts;
  for (const auto* t : pd_tiles()) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("Princess & Dragon: the tiles whose pieces are easy to misread") {
  // The tunnel: one road from north to south under the city band, and the fields on either
  // side of the road's ends are not broken (CAR section notes; CAR-62 for The Tunnel's variant).
  const TileType& tunnel = tile("pd/dragon-tunnel");
  CHECK(features_of(tunnel, FeatureKind::Road) == 1);
  CHECK(features_of(tunnel, FeatureKind::City) == 1);
  CHECK(tunnel.feature_at(port("NNW"), 0) == tunnel.feature_at(port("NNE"), 0));
  CHECK(tunnel.feature_at(port("SSE"), 0) == tunnel.feature_at(port("SSW"), 0));
  CHECK(tunnel.feature_at(port("N"), 0) == tunnel.feature_at(port("S"), 0));
  // The cloister in the city: a cloister and a three-sided city on one tile, apart.
  const TileType& cic = tile("pd/dragon-cloister-in-city");
  CHECK(features_of(cic, FeatureKind::Cloister) == 1);
  CHECK(features_of(cic, FeatureKind::City) == 1);
  // The princess cap beside a separate corner city: the small field between them is inner.
  const TileType& cc = tile("pd/princess-cap-and-corner");
  CHECK(features_of(cc, FeatureKind::City) == 2);
  int inner = 0;
  for (const auto& f : cc.features) inner += (f.kind == FeatureKind::Field && f.ports == 0) ? 1 : 0;
  CHECK(inner == 1);
  CHECK(cc.feature_at(port("N"), 0) != cc.feature_at(port("E"), 0));
  CHECK(cc.features[static_cast<std::size_t>(cc.feature_at(port("E"), 0))].pennants == 1);
  CHECK_FALSE(cc.features[static_cast<std::size_t>(cc.feature_at(port("E"), 0))].has_symbol("princess"));
}
