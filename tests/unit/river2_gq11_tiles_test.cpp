// River II and the GQ11 tiles against the CAR Consolidated Tile Reference's edge classes
// (f field, r road, c city, s river), and their river roles and symbols.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

std::map<std::string, int> edge_classes(std::string_view expansion, int& total) {
  std::map<std::string, int> counts;
  total = 0;
  for (const auto* t : builtin_catalog().types_of(expansion)) {
    counts[t->edge_class()] += t->count;
    total += t->count;
  }
  return counts;
}

int count_with(std::string_view expansion, std::string_view role) {
  int n = 0;
  for (const auto* t : builtin_catalog().types_of(expansion)) n += t->river_role == role ? t->count : 0;
  return n;
}

}  // namespace

TEST_CASE("River II: 12 tiles; spring, fork, two ends, and the CTR's river classes") {
  int total = 0;
  auto counts = edge_classes("river2", total);
  CHECK(total == 12);
  // The spring and the volcano lake (fffs), the fork (fsss), the city end (cfsf); then CCSS 1,
  // FFSS 2, CSRS 1, FSFS 1, CSCS 1, RRSS 1, RSRS 1.
  const std::map<std::string, int> ctr = {{"fffs", 2}, {"fsss", 1}, {"cfsf", 1}, {"ccss", 1}, {"ffss", 2},
                                          {"csrs", 1}, {"fsfs", 1}, {"cscs", 1}, {"rrss", 1}, {"rsrs", 1}};
  CHECK(counts == ctr);
  CHECK(count_with("river2", "spring") == 1);
  CHECK(count_with("river2", "fork") == 1);
  CHECK(count_with("river2", "lake") == 1);  // the volcano; the city end closes a branch anywhere
  const TileType* volcano = builtin_catalog().find("r2/volcano");
  REQUIRE(volcano != nullptr);
  CHECK(volcano->has_symbol("volcano"));
  const TileType* herd = builtin_catalog().find("r2/pig-herd");
  REQUIRE(herd != nullptr);
  int herds = 0;
  for (const auto& f : herd->features) herds += f.count_symbol("pig-herd");
  CHECK(herds == 1);
  // CAR-253: the city spanning the water parts no field; the tile has two.
  const TileType* bridge = builtin_catalog().find("r2/city-bridge");
  REQUIRE(bridge != nullptr);
  int fields = 0;
  for (const auto& f : bridge->features) fields += f.kind == FeatureKind::Field;
  CHECK(fields == 2);
}

TEST_CASE("GQ11: 10 land tiles in the CTR's classes, and two river tiles") {
  int total = 0;
  auto counts = edge_classes("gq11", total);
  CHECK(total == 12);
  const std::map<std::string, int> ctr = {{"cccr", 1}, {"ccff", 1}, {"ccfr", 1}, {"ccrr", 1}, {"cfcr", 1},
                                          {"crcr", 2}, {"crrr", 1}, {"ffff", 1}, {"rrrr", 1},
                                          {"frfs", 1}, {"cscs", 1}};  // the spring, the river between caps
  CHECK(counts == ctr);
  CHECK(count_with("gq11", "spring") == 1);
  // CAR-389, CAR-391: no inn on the spring's road, no pig-herd on the animal field.
  for (const auto* t : builtin_catalog().types_of("gq11"))
    for (const auto& f : t->features) {
      CHECK_FALSE(f.has_symbol("inn"));
      CHECK_FALSE(f.has_symbol("pig-herd"));
    }
}
