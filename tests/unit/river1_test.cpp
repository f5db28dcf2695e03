// River I placement rules (CAR-473..475) and its tile supply.
#include "core/random.hpp"
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {
std::optional<std::string> code(const std::optional<Rejection>& r) {
  if (!r) return std::nullopt;
  return r->code;
}
}  // namespace

TEST_CASE("river tiles come before land tiles and must continue the river") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);  // river leaves the spring to the east
  p.stack({"r1/straight", "D", "r1/lake"});
  p.begin();
  // Only east of the spring continues the river: the straight piece, turned to run west-east.
  auto legal = p.game->legal_placements(tile_type("r1/straight"));
  REQUIRE_FALSE(legal.empty());
  for (auto& a : legal) CHECK(a.at == Coord{1, 0});
  CHECK(code(p.place("r1/straight", 0, 1, 0)) == "river-not-continued");  // above the spring, river running west-east
  p.turn(legal.front().tile->id, 1, 0, legal.front().rot);
  // A land tile while river tiles remain and the river is open.
  // D fits nowhere by rule while the lake is still to come: set aside, the lake is drawn.
  CHECK(p.count_events<TileDiscarded>() == 1);
  CHECK(p.game->drawn_tile()->id == "r1/lake");
}

TEST_CASE("a land tile is refused with river-first") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);
  p.tile("r1/straight", 1, 0);
  p.stack({"r1/straight", "r1/lake"});
  p.begin();
  // Ask the rules directly: D next to the spring's field while river tiles remain.
  Game& g = *p.game;
  CHECK(code(g.check(PlaceTile{g.drawn_tile(), {2, 0}, 0})) == std::nullopt);
  PlaceTile land{tile_type("D"), {0, 1}, 2};
  for (const auto* m : g.rules().modules)
    if (auto r = m->check_placement(g, land)) CHECK(r->code == "river-first");
}

TEST_CASE("the lake comes last") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);
  p.stack({"r1/lake", "r1/straight", "r1/curve"});
  p.begin();
  // The lake fits geometrically but river tiles are still to come: it fits nowhere by rule.
  CHECK(p.count_events<TileDiscarded>() == 1);
  CHECK(p.game->drawn_tile()->id == "r1/straight");
  PlaceTile lake{tile_type("r1/lake"), {1, 0}, 2};
  bool refused = false;
  for (const auto* m : p.game->rules().modules)
    if (auto r = m->check_placement(*p.game, lake)) refused = r->code == "lake-not-last";
  CHECK(refused);
}

TEST_CASE("two bends the same way in a row are a U-turn; a straight piece between is fine (CAR-475)") {
  const TileType* curve = tile_type("r1/curve");
  // Unrotated the curve joins W and S. Entered from the west it turns right (heading east, leaving south).
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);  // river leaves east
  p.tile("r1/curve", 1, 0);   // enters W, leaves S: a right turn
  p.stack({"r1/curve", "r1/straight", "r1/lake"});
  p.begin();
  // At (1,-1) entered from the north: leaving west is another right turn (U-turn), east a left turn.
  std::optional<Rotation> uturn, left;
  for (Rotation r = 0; r < 4; ++r) {
    if (curve->side(Side::N, r) != SideKind::River) continue;
    if (curve->side(Side::W, r) == SideKind::River) uturn = r;
    if (curve->side(Side::E, r) == SideKind::River) left = r;
  }
  REQUIRE(uturn);
  REQUIRE(left);
  CHECK(code(p.place("r1/curve", 1, -1, *uturn)) == "river-u-turn");
  CHECK_FALSE(p.place("r1/curve", 1, -1, *left));
}

TEST_CASE("a U-shape with a straight piece between the bends is legal (CAR-475)") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);
  p.tile("r1/curve", 1, 0);           // right turn, river heads south
  p.tile("r1/straight", 1, -1, 1);    // straight north-south
  p.stack({"r1/curve", "r1/lake"});
  p.begin();
  const TileType* curve = tile_type("r1/curve");
  std::optional<Rotation> right;
  for (Rotation r = 0; r < 4; ++r)
    if (curve->side(Side::N, r) == SideKind::River && curve->side(Side::W, r) == SideKind::River) right = r;
  REQUIRE(right);
  CHECK_FALSE(p.place("r1/curve", 1, -2, *right));
}

TEST_CASE("the river splits the fields on either side (CAR-474)") {
  Position p({"river1"});
  p.tile("r1/straight", 0, 0);
  p.tile("r1/straight", 1, 0);
  CHECK_FALSE(p.game->regions().same(p.node(1, 0, "NNE"), p.node(1, 0, "SSE")));
  CHECK_FALSE(p.game->regions().same(p.node(0, 0, "NNW"), p.node(1, 0, "SSE")));
  // The spring's field wraps around the water (CAR-471), so it joins both banks.
  p.tile("r1/spring", -1, 0);
  CHECK(p.game->regions().same(p.node(-1, 0, "NNE"), p.node(-1, 0, "SSE")));
  CHECK(p.game->regions().same(p.node(1, 0, "NNE"), p.node(1, 0, "SSE")));
}

TEST_CASE("river supply: spring to start, river tiles, then the lake, then the land") {
  std::string err;
  auto rules = ruleset_for({"river1"}, err);
  for (std::string rule : {"removed", "after-river", "shuffled-into-land"}) {
    CAPTURE(rule);
    RuleOptions opts(rules->options);
    REQUIRE_FALSE(opts.set("river1-start-tile", rule));
    TileSupply supply;
    for (const auto* m : rules->modules) m->build_supply(opts, builtin_catalog(), supply);
    CHECK(supply.start->river_role == "spring");
    REQUIRE(supply.groups.size() >= 3);
    CHECK(supply.groups[0].size() == 10);
    REQUIRE(supply.groups[1].size() == 1);
    CHECK(supply.groups[1][0]->river_role == "lake");
    std::size_t land = 0;
    for (std::size_t g = 2; g < supply.groups.size(); ++g) land += supply.groups[g].size();
    CHECK(land == (rule == "removed" ? 71u : 72u));
    if (rule == "after-river") CHECK(supply.groups[2].size() == 1);
  }
}
