// Besiegers, Cathars and Siege: the tile catalog against the CAR (six Besiegers tiles and four
// Cathars tiles, one siege each and no pennant; the edge classes of its Consolidated Tile
// Reference; 14 sieges in all counting RGG's Siege, whose four tiles share the Cathars layout),
// and which tiles the option siege-tiles shuffles in.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> set_tiles(std::string_view prefix) {
  std::vector<const TileType*> out;
  for (const auto* t : builtin_catalog().types_of("besiegers"))
    if (t->id.starts_with(prefix)) out.push_back(t);
  return out;
}

std::map<std::string, int> edge_counts(const std::vector<const TileType*>& tiles) {
  std::map<std::string, int> counts;
  for (const auto* t : tiles) counts[t->edge_class()] += t->count;
  return counts;
}

int sieges(const std::vector<const TileType*>& tiles) {
  int n = 0;
  for (const auto* t : tiles)
    for (const auto& f : t->features) n += t->count * f.count_symbol("siege");
  return n;
}

std::map<std::string, int> supply_of(const char* value) {
  std::string error;
  auto rules = ruleset_for({"besiegers"}, error);
  REQUIRE(rules);
  RuleOptions options(rules->options);
  REQUIRE_FALSE(options.set("siege-tiles", value).has_value());
  TileSupply supply;
  for (const auto* m : rules->modules) m->build_supply(options, builtin_catalog(), supply);
  std::map<std::string, int> out;
  for (const auto& group : supply.groups)
    for (const auto* t : group)
      if (t->expansion == "besiegers") ++out[t->id.substr(0, 3)];
  return out;
}

}  // namespace

TEST_CASE("Besiegers: six tiles, Cathars: four, one siege on a city each and no pennant") {
  auto besiegers = set_tiles("bs/"), cathars = set_tiles("ca/");
  CHECK(besiegers.size() == 6);
  CHECK(cathars.size() == 4);
  CHECK(sieges(besiegers) == 6);
  CHECK(sieges(cathars) == 4);
  // With RGG's Siege (the Cathars layout again), the CAR's Symbols and Features count: 14.
  CHECK(sieges(besiegers) + 2 * sieges(cathars) == 14);
  for (const auto* t : builtin_catalog().types_of("besiegers")) {
    CHECK(t->count == 1);
    for (const auto& f : t->features) {
      CHECK(f.pennants == 0);
      if (f.has_symbol("siege")) CHECK(f.kind == FeatureKind::City);
    }
  }
}

TEST_CASE("Besiegers and Cathars: edge classes match the CAR Consolidated Tile Reference") {
  const std::map<std::string, int> besiegers = {{"cccf", 1}, {"ccfr", 1}, {"ccrf", 1},
                                                {"cfrf", 1}, {"cfrr", 1}, {"crrf", 1}};
  const std::map<std::string, int> cathars = {{"ccff", 1}, {"ccrr", 1}, {"cfff", 1}, {"crfr", 1}};
  CHECK(edge_counts(set_tiles("bs/")) == besiegers);
  CHECK(edge_counts(set_tiles("ca/")) == cathars);
}

TEST_CASE("Besiegers: siege-tiles chooses the set shuffled in with the land tiles") {
  CHECK(supply_of("besiegers") == std::map<std::string, int>{{"bs/", 6}});
  CHECK(supply_of("cathars") == std::map<std::string, int>{{"ca/", 4}});
  CHECK(supply_of("both") == std::map<std::string, int>{{"bs/", 6}, {"ca/", 4}});
}
