// Completion and scoring during play and at the end: values, majority, ties, returns.
#include "position.hpp"

using namespace carc;
using namespace carc::test;

TEST_CASE("deploy, score and return in one turn (CAR-14, seed 002)") {
  Position p;
  p.tile("D", 0, 0);
  p.stack({"E", "U"});
  p.begin();
  p.turn("E", 0, 1, 2, "S");  // closes the 2-tile city and puts a knight in it
  auto s = p.scored();
  REQUIRE(s.size() == 1);
  CHECK(s[0].points == 4);
  CHECK(s[0].players == std::vector<int>{red});
  CHECK(s[0].kind == FeatureKind::City);
  CHECK(s[0].tiles == 2);
  CHECK(s[0].completed);
  CHECK(p.score(red) == 4);
  CHECK(p.supply(red) == 7);  // back in the supply
  CHECK(p.count_events<FigureReturned>() == 1);
  CHECK(p.region(0, 0, "N").figures.empty());
}

TEST_CASE("small-city option: a completed 2-tile city scores 2 + 1 per pennant (CAR-19)") {
  Position p({}, {{"tiny-city", "2"}});
  p.tile("D", 0, 0);
  p.stack({"E", "U"});
  p.begin();
  p.turn("E", 0, 1, 2, "S");
  CHECK(p.score(red) == 2);
}

TEST_CASE("city 2 per tile and 2 per pennant; road 1 per tile; the closing player need not own it") {
  Position p;
  p.tile("D", 0, 0);
  p.tile("F", 0, 1, 1);  // pennant city band running north-south
  p.follower(blue, 0, 1, "N");
  p.tile("U", 1, 0);
  p.follower(blue, 1, 0, "E");  // blue thief on the road D-U
  p.stack({"E", "V", "X"});
  p.begin();
  p.turn("E", 0, 2, 2);  // red closes blue's city: 3 tiles + 1 pennant
  CHECK(p.score(blue) == 8);
  CHECK(p.score(red) == 0);
  // Blue closes the road with a curve at its west end... road runs (-1,0)..(1,0) after V + X
  p.turn("V", -1, 0, 2);  // curve: E and N ... road from D's west end turning north
  CHECK(p.region(1, 0, "E").open_edges == 2);
}

TEST_CASE("a tie for the majority pays every tied player in full (seed 002)") {
  Position p;
  p.tile("E", 0, 0);           // city N
  p.follower(red, 0, 0, "N");
  p.tile("B", 1, 0);
  p.tile("E", 1, 1, 3);        // city W
  p.follower(blue, 1, 1, "W");
  p.stack({"N", "U"});
  p.begin();
  p.turn("N", 0, 1, 2);        // city S+E joins both knights' cities and closes them
  auto s = p.scored();
  REQUIRE(s.size() == 1);
  CHECK(s[0].points == 6);
  CHECK(s[0].players == std::vector<int>{red, blue});
  CHECK(p.score(red) == 6);
  CHECK(p.score(blue) == 6);
  CHECK(p.supply(red) == 7);
  CHECK(p.supply(blue) == 7);
}

TEST_CASE("more followers decide the majority but never multiply the points (CAR-21)") {
  Position p;
  p.tile("E", 0, 0);
  p.follower(red, 0, 0, "N");
  p.tile("B", 1, 0);
  p.tile("E", 1, 1, 3);
  p.follower(blue, 1, 1, "W");
  p.follower(red, 1, 1, "W", true);  // red has two knights in the joined city
  p.stack({"N", "U"});
  p.begin();
  p.turn("N", 0, 1, 2);
  auto s = p.scored();
  REQUIRE(s.size() == 1);
  CHECK(s[0].players == std::vector<int>{red});
  CHECK(s[0].points == 6);
  REQUIRE(s[0].explanation().strengths.size() == 2);
  CHECK(s[0].explanation().strengths[0].strength == 2);
  CHECK(p.score(blue) == 0);
  CHECK(p.supply(blue) == 7);  // the loser's knight goes home too
}

TEST_CASE("a cloister completes when all 8 squares around it are filled, scoring 9") {
  Position p;
  p.tile("B", 0, 0);
  p.follower(red, 0, 0, "cloister");
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}})
    p.tile("B", x, y);
  p.stack({"B", "B"});
  p.begin();
  CHECK_FALSE(p.region(0, 0, "cloister").figures.empty());
  p.turn("B", 1, 1);
  bool found = false;
  for (auto& s : p.scored())
    if (s.kind == FeatureKind::Cloister && s.completed) {
      CHECK(s.points == 9);
      CHECK(s.players == std::vector<int>{red});
      found = true;
    }
  CHECK(found);
  CHECK(p.supply(red) == 7);
}

TEST_CASE("junctions end roads: a crossing closes every road that reaches it (CAR-15, CAR-17)") {
  Position p;
  p.tile("X", 0, 0);
  p.tile("U", 1, 0);
  p.follower(red, 1, 0, "E");
  p.stack({"W", "U"});
  p.begin();
  p.turn("W", 2, 0);  // junction with roads east, south and west
  auto s = p.scored();
  REQUIRE(s.size() == 1);
  CHECK(s[0].points == 3);  // X, U, W: the road ends at both junctions
  CHECK(s[0].kind == FeatureKind::Road);
  CHECK(p.region(0, 0, "W").open_edges == 1);  // another arm of the crossing stays its own road
}

TEST_CASE("final scoring: incomplete road 1/tile, city 1/tile + 1/pennant, cloister 1 + neighbours (CAR-29)") {
  Position p({}, {}, 4);
  // Red: a road of 3 tiles, open at one end.
  p.tile("D", 0, 0);
  p.follower(red, 0, 0, "E");
  p.tile("U", 1, 0);
  p.tile("V", 2, 0, 0);  // curve west-south: road continues south, open
  // Yellow: a cloister with 4 neighbours.
  p.tile("B", 0, -1);
  p.follower(yellow, 0, -1, "cloister");
  p.tile("B", -1, -1);
  p.tile("B", 1, -1);
  // Green (2 knights) vs blue (1) in an incomplete city with a pennant.
  p.tile("F", 0, 1, 1);  // pennant band north-south above D
  p.follower(green, 0, 1, "N");
  p.follower(green, 0, 1, "N", true);
  p.follower(blue, 0, 1, "N", true);
  p.stack({});
  p.begin();
  REQUIRE(p.game->phase() == Phase::GameOver);
  CHECK(p.score(red) == 3);
  CHECK(p.score(yellow) == 5);  // 1 + four neighbours: B(-1,-1) B(1,-1) D(0,0) U(1,0)
  CHECK(p.score(green) == 3);   // D + F = 2 tiles + 1 pennant
  CHECK(p.score(blue) == 0);
  for (auto& s : p.scored()) CHECK(s.final_scoring);
}

TEST_CASE("winners: the highest score wins; a tie is shared unless win-tie=none (CAR-35)") {
  for (std::string policy : {"shared", "none"}) {
    CAPTURE(policy);
    Position p({}, {{"win-tie", policy}}, 3);
    p.tile("D", 0, 0);
    p.game->set_score(red, 10);
    p.game->set_score(blue, 10);
    p.game->set_score(yellow, 3);
    p.begin();
    REQUIRE(p.game->phase() == Phase::GameOver);
    auto w = p.game->winners();
    if (policy == "shared")
      CHECK(w == std::vector<int>{red, blue});
    else
      CHECK(w.empty());
  }
  Position p;
  p.tile("D", 0, 0);
  p.game->set_score(blue, 1);
  p.begin();
  CHECK(p.game->winners() == std::vector<int>{blue});
}
