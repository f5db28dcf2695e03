// The river part of a full game's supply when river sets are combined (expansions/river/):
// one spring as the start, the fork in a group of its own first, the river tiles, one lake last
// (CAR-237, CAR-390, CAR-466; CAR-238 for River II twice).
#include "position.hpp"

using namespace carc;

namespace {

struct Dealt {
  TileSupply supply;
  int river_tiles = 0;  // in the groups before the land
  std::vector<std::string> first, last;  // ids of the first and last river groups
};

Dealt supply_of(std::vector<std::string> names, std::vector<std::pair<std::string, std::string>> options = {}) {
  std::string err;
  auto rules = ruleset_for(names, err);
  REQUIRE(rules != nullptr);
  RuleOptions opts(rules->options);
  for (const auto& [k, v] : options) REQUIRE_FALSE(opts.set(k, v).has_value());
  Dealt d;
  for (const auto* m : rules->modules) m->build_supply(opts, builtin_catalog(), d.supply);
  for (std::size_t g = 0; g + 1 < d.supply.groups.size(); ++g)
    for (const TileType* t : d.supply.groups[g]) d.river_tiles += t->has_kind(FeatureKind::River);
  if (d.supply.groups.size() < 2) return d;  // land only: no river
  for (const TileType* t : d.supply.groups.front()) d.first.push_back(t->id);
  for (const TileType* t : d.supply.groups[d.supply.groups.size() - 2]) d.last.push_back(t->id);
  return d;
}

int count_of(const TileSupply& s, std::string_view id) {
  int n = s.start && s.start->id == id;
  for (const auto& g : s.groups)
    for (const TileType* t : g) n += t->id == id;
  return n;
}

}  // namespace

TEST_CASE("River II alone: its spring starts, the fork first, the volcano last, no base start tile") {
  Dealt d = supply_of({"river2"});
  CHECK(d.supply.start->id == "r2/spring");
  CHECK(d.first == std::vector<std::string>{"r2/fork"});
  CHECK(d.last == std::vector<std::string>{"r2/volcano"});
  CHECK(d.river_tiles == 11);
  CHECK(count_of(d.supply, "D") == 3);  // four in the box, the start copy left out (CAR-235)
}

TEST_CASE("River I and River II: one spring, River I's lake left out, the volcano last") {
  Dealt d = supply_of({"river1", "river2"});
  CHECK(d.supply.start->id == "r1/spring");
  CHECK(count_of(d.supply, "r2/spring") == 0);
  CHECK(count_of(d.supply, "r1/lake") == 0);
  CHECK(d.first == std::vector<std::string>{"r2/fork"});
  CHECK(d.last == std::vector<std::string>{"r2/volcano"});
  CHECK(d.river_tiles == 1 + 10 + 9 + 1);
}

TEST_CASE("River I's start-tile option still places D after the merged river") {
  Dealt d = supply_of({"river1", "river2"}, {{"river1-start-tile", "after-river"}});
  REQUIRE(d.supply.groups.size() >= 2);
  const auto& after = d.supply.groups[d.supply.groups.size() - 2];
  REQUIRE(after.size() == 1);
  CHECK(after.front()->id == "D");
}

TEST_CASE("River II twice: one spring, one volcano, the second fork among the river tiles") {
  Dealt d = supply_of({"river2"}, {{"river2-sets", "twice"}});
  CHECK(count_of(d.supply, "r2/spring") == 1);
  CHECK(count_of(d.supply, "r2/volcano") == 1);
  CHECK(count_of(d.supply, "r2/fork") == 2);
  CHECK(d.first == std::vector<std::string>{"r2/fork"});
  CHECK(d.river_tiles == 1 + 18 + 1 + 1);
}

TEST_CASE("GQ11: its spring replaces the set's or stays out; its river tiles only with a river") {
  Dealt with = supply_of({"river2", "gq11"});
  CHECK(with.supply.start->id == "gq/spring");
  CHECK(count_of(with.supply, "r2/spring") == 0);
  CHECK(count_of(with.supply, "gq/city-caps") == 1);
  Dealt left = supply_of({"river2", "gq11"}, {{"gq11-spring", "left-out"}});
  CHECK(left.supply.start->id == "r2/spring");
  CHECK(count_of(left.supply, "gq/spring") == 0);
  CHECK(count_of(left.supply, "gq/city-caps") == 1);
  Dealt alone = supply_of({"gq11"});
  CHECK(alone.supply.start->id == "D");
  CHECK(count_of(alone.supply, "gq/spring") == 0);
  CHECK(count_of(alone.supply, "gq/city-caps") == 0);
  CHECK(count_of(alone.supply, "gq/animals") == 1);
}
