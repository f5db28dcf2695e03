// The turn state machine: pending decisions, legal actions and every core reason code.
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {
// D at the origin, the next two draws given.
Position start_with(std::vector<std::string> draws) {
  Position p;
  p.tile("D", 0, 0);
  p.stack(draws);
  p.begin();
  return p;
}
}  // namespace

TEST_CASE("a drawn tile waits to be placed, then a deployment or a pass is pending") {
  auto p = start_with({"E", "U"});
  CHECK(p.game->phase() == Phase::PlaceTile);
  CHECK(p.game->drawn_tile()->id == "E");
  CHECK(p.game->active_player() == red);
  CHECK_FALSE(p.place("E", 0, 1, 2));
  CHECK(p.game->phase() == Phase::Deploy);
  CHECK_FALSE(p.pass());
  CHECK(p.game->phase() == Phase::PlaceTile);
  CHECK(p.game->active_player() == blue);
  CHECK(p.game->drawn_tile()->id == "U");
}

TEST_CASE("a game of nobody is refused") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"little-buildings"}, error);
  REQUIRE(rules != nullptr);
  CHECK_THROWS_AS(Game(rules, RuleOptions(rules->options), std::vector<std::string>{}), std::invalid_argument);
}

TEST_CASE("placement reason codes") {
  auto p = start_with({"E", "U"});
  CHECK(p.place("E", 0, 0)->code == "square-occupied");
  CHECK(p.place("E", 5, 5)->code == "not-adjacent");
  CHECK(p.place("E", 0, 1, 0)->code == "edge-mismatch");  // its field side meets D's city
  CHECK(p.place("E", 1, 0, 0)->code == "edge-mismatch");  // its field side meets D's road
  CHECK(p.place("U", 0, 1)->code == "wrong-tile");
  CHECK(p.game->apply(Deploy{0, 0})->code == "wrong-phase");
  CHECK(p.pass()->code == "wrong-phase");
  CHECK(p.game->phase() == Phase::PlaceTile);  // a refused action changes nothing
  CHECK(p.game->board().tiles().size() == 1);
}

TEST_CASE("a placement matches on every touching side, not just one (CAR-9)") {
  Position p;
  p.tile("D", 0, 0);
  p.tile("U", 1, 0);     // road continues east
  p.tile("E", 0, 1, 2);  // closes D's city; its east side is field
  p.stack({"E", "U"});
  p.begin();
  // At (1,1) E turned 180 matches the field to its west but puts its city on U's field.
  auto r = p.place("E", 1, 1, 2);
  REQUIRE(r.has_value());
  CHECK(r->code == "edge-mismatch");
  CHECK_FALSE(p.place("E", 1, 1, 0));  // city north, fields west and south: all match
}

TEST_CASE("deployment reason codes") {
  Position p;
  p.tile("D", 0, 0);
  p.follower(red, 0, 0, "E");  // red thief on D's road
  p.stack({"U", "U", "V"});
  p.begin();
  CHECK_FALSE(p.place("U", 1, 0));  // extends red's road
  CHECK(p.place("U", 2, 0)->code == "wrong-phase");
  CHECK(p.deploy("W")->code == "region-occupied");
  CHECK(p.game->apply(Deploy{0, 99})->code == "no-such-feature");
  CHECK(p.game->apply(Deploy{7, 0})->code == "figure-not-allowed");
  CHECK_FALSE(p.deploy("NNE"));  // the field north of the road is free
  CHECK(p.supply(red) == 5);

  // Blue has nothing left to deploy.
  p.game->set_supply(blue, 0, 0);
  CHECK_FALSE(p.place("U", -1, 0));
  CHECK(p.deploy("SSW")->code == "supply-empty");
  auto legal = p.game->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(std::holds_alternative<Pass>(legal[0]));
  CHECK_FALSE(p.pass());
}

TEST_CASE("no figure may stand on a river (not-claimable)") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);
  p.stack({"r1/straight", "r1/lake"});
  p.begin();
  auto sides = p.game->legal_placements(tile_type("r1/straight"));
  REQUIRE_FALSE(sides.empty());
  CHECK_FALSE(p.game->apply(sides.front()));
  const PlacedTile& pt = p.game->board().tile(p.game->last_placed());
  int river = -1;
  for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
    if (pt.type->features[f].kind == FeatureKind::River) river = f;
  REQUIRE(river >= 0);
  CHECK(p.game->apply(Deploy{0, river})->code == "not-claimable");
}

TEST_CASE("legal actions list exactly what apply accepts") {
  auto p = start_with({"V", "E"});
  auto placements = p.game->legal_placements(tile_type("V"));
  // Brute force over a window around the layout: everything accepted is listed and vice versa.
  int accepted = 0;
  for (int x = -3; x <= 3; ++x)
    for (int y = -3; y <= 3; ++y)
      for (Rotation r = 0; r < 4; ++r)
        if (!p.game->check(PlaceTile{tile_type("V"), {x, y}, r})) ++accepted;
  CHECK(accepted == static_cast<int>(placements.size()));
  // V (road curve) next to a lone D: N side of D takes nothing with a road... count by hand:
  // west (-1,0) and east (1,0) need a road facing D: 2 rotations each; south (0,-1) needs a
  // field facing north: 2 rotations; north (0,1) needs a city: none.
  CHECK(placements.size() == 6);
  CHECK_FALSE(p.game->apply(placements.front()));
  auto deploys = p.game->legal_deployments();
  CHECK(deploys.size() == 3);  // road and the two fields of V
  CHECK(p.game->legal_actions().size() == 4);  // ... and a pass
}

TEST_CASE("after the last tile the game is over and refuses every action") {
  auto p = start_with({"E"});
  p.turn("E", 0, 1, 2);
  CHECK(p.game->phase() == Phase::GameOver);
  CHECK(p.place("E", 0, -1)->code == "game-over");
  CHECK(p.pass()->code == "game-over");
  CHECK(p.game->apply(Deploy{0, 0})->code == "game-over");
  CHECK(p.count_events<GameEnded>() == 1);
  CHECK(p.game->legal_actions().empty());
}

TEST_CASE("a drawn tile that fits nowhere is discarded and the next one drawn") {
  // C (city on all sides) cannot touch a lone cloister B (fields all round).
  Position p;
  p.tile("B", 0, 0);
  p.stack({"C", "U"});
  p.begin();
  CHECK(p.game->drawn_tile()->id == "U");
  REQUIRE(p.count_events<TileDiscarded>() == 1);
  CHECK(p.game->stack().empty());
}

TEST_CASE("option unplaceable-tile=return puts the tile back under the stack") {
  Position p({}, {{"unplaceable-tile", "return"}});
  p.tile("B", 0, 0);
  p.stack({"C", "U"});
  p.begin();
  CHECK(p.game->drawn_tile()->id == "U");
  REQUIRE(p.game->stack().size() == 1);
  CHECK(p.game->stack().front()->id == "C");
  // C still fits nowhere after U is laid at (1,0)... it would fit next to nothing: discarded at last.
  p.turn("U", 1, 0, 1);
  CHECK(p.game->phase() == Phase::GameOver);
  CHECK(p.count_events<TileDiscarded>() == 2);
}

TEST_CASE("the tile drawn and set aside this turn is refused as such while the next tile is in hand") {
  Position p;
  p.tile("C", 0, 0);  // a city on every side: B (all field) fits nowhere
  p.stack({"B", "E"});
  p.begin();
  REQUIRE(p.game->phase() == Phase::PlaceTile);
  CHECK(p.game->drawn_tile()->id == "E");
  CHECK(p.place("B", 0, 1)->code == "tile-set-aside");
  CHECK(p.place("U", 0, 1)->code == "wrong-tile");
  CHECK_FALSE(p.place("E", 0, 1, 2));
}
