// Farm scoring at the end, in the positions of the worked examples of the base rules (CAR,
// third edition) and of the 2000 rulebook (seed 002, first edition). The pictures are lost, so
// each position is rebuilt to match the description and the stated totals.
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {

// A lone farm bordering three completed cities; the farmer's owner scores 9 in the third edition.
void three_city_farm(Position& p) {
  p.tile("I", 0, 0);        // two separate city caps, north and west; field south-east
  p.tile("E", 0, 1, 2);     // closes the north cap
  p.tile("E", -1, 0, 1);    // closes the west cap
  p.tile("E", 1, 0);        // its field joins I's field; its city faces north
  p.tile("E", 1, 1, 2);     // closes that city
}

// City A (a closed band) between a small farm (north) and a large farm (south) that also
// borders city B: the CAR's "large farm / small farm" example.
void two_farms_two_cities(Position& p) {
  p.tile("F", 0, 0);        // city band west-east with a pennant: city A, fields north and south
  p.tile("E", -1, 0, 1);    // closes A at the west
  p.tile("E", 1, 0, 3);     // closes A at the east
  p.tile("E", 0, -1, 2);    // field joins F's south field; its city faces south: city B
  p.tile("E", 0, -2);       // closes B
}

// A closed pennant band (city A) with a farm on each side: blue farms both, red shares the south.
void band_with_farms_on_both_sides(Position& p) {
  p.tile("F", 0, 0);
  p.tile("E", -1, 0, 1);
  p.tile("E", 1, 0, 3);
  p.follower(blue, 0, 0, "NNE");
  p.follower(blue, 0, 0, "SSE");
  p.follower(red, 0, 0, "SSW", true);
}

int farm_points(const Position& p, int player) {
  int sum = 0;
  for (auto& s : p.scored())
    if (s.kind == FeatureKind::Field)
      for (int who : s.players) sum += who == player ? s.points : 0;
  return sum;
}

}  // namespace

TEST_CASE("a farm scores 3 for each completed city it borders: 9 for three cities") {
  Position p;
  three_city_farm(p);
  p.follower(blue, 0, 0, "SSE");
  p.begin();  // empty stack: straight to final scoring
  CHECK(p.score(blue) == 9);
  auto s = p.scored();
  REQUIRE(s.size() == 1);
  CHECK(s[0].kind == FeatureKind::Field);
  CHECK(s[0].points == 9);
  CHECK(s[0].final_scoring);
}

TEST_CASE("an incomplete city pays no farm (CAR-30)") {
  Position p;
  p.tile("I", 0, 0);
  p.tile("E", 0, 1, 2);  // north cap closed
  p.tile("E", 1, 0);     // open city to the north-east, bordering the farm
  p.follower(blue, 0, 0, "SSE");
  p.begin();
  CHECK(p.score(blue) == 3);  // only I's closed north cap: the west cap is open too
}

TEST_CASE("the majority owns the farm; each farm scores the cities it borders (CAR example)") {
  Position p({}, {}, 3);
  two_farms_two_cities(p);
  p.follower(red, 0, 0, "SSE");
  p.follower(red, 0, -1, "WNW", true);
  p.follower(blue, 0, 0, "NNE");
  p.follower(yellow, 0, -1, "ENE", true);
  p.begin();
  CHECK(farm_points(p, red) == 6);   // large farm: cities A and B
  CHECK(farm_points(p, blue) == 3);  // small farm: city A
  CHECK(farm_points(p, yellow) == 0);
}

TEST_CASE("tied farmers each score the full farm (CAR example with two and two)") {
  Position p({}, {}, 3);
  two_farms_two_cities(p);
  p.follower(red, 0, 0, "SSE");
  p.follower(red, 0, -1, "WNW", true);
  p.follower(yellow, 0, -1, "ENE", true);
  p.follower(yellow, 0, -1, "ESE", true);
  p.follower(blue, 0, 0, "NNE");
  p.begin();
  CHECK(farm_points(p, red) == 6);
  CHECK(farm_points(p, yellow) == 6);
  CHECK(farm_points(p, blue) == 3);
}

TEST_CASE("a farm fenced in with no completed city scores 0 and its farmer stays (CAR-31)") {
  Position p;
  p.tile("B", 0, 0);
  p.follower(red, 0, 0, "NNE");
  p.begin();
  CHECK(p.score(red) == 0);
  CHECK(p.supply(red) == 6);
}

TEST_CASE("a city bordering two farms of one player pays twice in the third edition (CAR-33)") {
  Position p;
  band_with_farms_on_both_sides(p);
  p.begin();
  CHECK(farm_points(p, blue) == 6);
  CHECK(farm_points(p, red) == 3);
}

TEST_CASE("first edition: the most farmers around a city take 4, farms need not connect (seed 002)") {
  Position p({}, {{"farm-scoring", "first-edition"}});
  band_with_farms_on_both_sides(p);
  p.begin();
  CHECK(p.score(blue) == 4);
  CHECK(p.score(red) == 0);
}

TEST_CASE("first edition: one farm supplies each city it touches, 4 each, whatever the size (seed 002)") {
  Position p({}, {{"farm-scoring", "first-edition"}});
  three_city_farm(p);
  p.follower(blue, 0, 0, "SSE");
  p.begin();
  CHECK(p.score(blue) == 12);
}

TEST_CASE("first edition: tied around the small city both score 4, the big city pays blue (seed 002)") {
  for (std::string edition : {"first-edition", "third-edition"}) {
    CAPTURE(edition);
    Position p({}, {{"farm-scoring", edition}});
    p.tile("E", 0, 0);       // small city: (0,0) north + (0,1) south
    p.tile("E", 0, 1, 2);
    p.tile("E", 1, 1);       // its field joins (0,1)'s field; its city faces north
    p.tile("F", 1, 2, 1);    // band north-south
    p.tile("E", 1, 3, 2);    // closes the big city: (1,1) (1,2) (1,3)
    p.follower(red, 0, 0, "SSE");   // farm touching only the small city
    p.follower(blue, 0, 1, "NNE");  // farm touching the small and the big city
    p.begin();
    if (edition == "first-edition") {
      CHECK(p.score(red) == 4);
      CHECK(p.score(blue) == 8);
    } else {
      CHECK(p.score(red) == 3);
      CHECK(p.score(blue) == 6);
    }
  }
}

TEST_CASE("the first-edition preset also brings the small-city rule") {
  Position p({}, {}, 2, "first-edition");
  CHECK(p.game->options().get("farm-scoring") == "first-edition");
  CHECK(p.game->options().get("tiny-city") == "2");
}

TEST_CASE("a road divides farms: only the field beside the city borders it (CAR-23)") {
  Position p;
  p.tile("D", 0, 0);     // city north, road west-east
  p.tile("E", 0, 1, 2);  // closes the city
  p.follower(red, 0, 0, "SSE");  // south of the road
  p.follower(blue, 0, 0, "ENE"); // between the road and the city
  p.begin();
  CHECK(p.score(red) == 0);
  CHECK(p.score(blue) == 3);
}
