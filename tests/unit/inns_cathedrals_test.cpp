// The Inns & Cathedrals module: its figure, its share of the tile supply, and the inn and
// cathedral values on the tile pieces they belong to.
#include "position.hpp"

using namespace carc;
using namespace carc::test;

TEST_CASE("the big follower: one per player, a follower of strength 2 on any claimable feature") {
  Position p({"inns-cathedrals"});
  const FigureTable& figures = p.rules->figures;
  auto big = figures.find("big-follower");
  REQUIRE(big.has_value());
  const FigureKindDef& def = figures.at(*big);
  CHECK(def.follower);
  CHECK(def.strength == 2);
  CHECK(def.supply == 1);
  for (FeatureKind k : {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister})
    CHECK(figures.can_deploy(*big, k));
  CHECK(p.game->players()[red].supply[*big] == 1);
  CHECK(p.supply(red) == 7);  // the normal followers are unchanged
  // Without the expansion there is no big follower.
  Position base;
  CHECK_FALSE(base.rules->figures.find("big-follower").has_value());
}

TEST_CASE("the 18 tiles join the base game's land tiles; with River I they come after the river") {
  for (bool river : {false, true}) {
    CAPTURE(river);
    std::string err;
    std::vector<std::string> names = {"inns-cathedrals"};
    if (river) names.push_back("river1");
    auto rules = ruleset_for(names, err);
    REQUIRE(rules != nullptr);
    RuleOptions opts(rules->options);
    TileSupply supply;
    for (const auto* m : rules->modules) m->build_supply(opts, builtin_catalog(), supply);
    REQUIRE_FALSE(supply.groups.empty());
    const auto& land = supply.groups.back();
    int ic = 0, base = 0;
    for (const TileType* t : land) (t->expansion == "inns-cathedrals" ? ic : base) += 1;
    CHECK(ic == 18);
    CHECK(base == 71);  // the base start tile is the start (or, with the river, removed)
    CHECK(supply.start->id == (river ? "r1/spring" : "D"));
  }
}

TEST_CASE("the inn bonus follows the road piece the inn stands by, not the whole tile") {
  // The junction tile east of D: its west road (no inn) joins D's road, its east road has the inn.
  Position p({"inns-cathedrals"});
  p.tile("D", 0, 0);
  p.tile("ic/junction-inn", 1, 0);
  p.follower(red, 1, 0, "W");
  p.follower(blue, 1, 0, "E");
  p.tile("W", 2, 0);
  p.stack({"W"});
  p.begin();
  p.turn("W", -1, 0);
  auto scored = p.scored();
  REQUIRE(scored.size() == 1);
  CHECK(scored[0].points == 3);  // three tiles, 1 each: the inn is on the other road
  CHECK(scored[0].players == std::vector<int>{red});
  // The stack ran out: the game is over, and the inn road, complete since the setup, never scored.
  CHECK(p.game->phase() == Phase::GameOver);
  CHECK(p.score(blue) == 0);
}
