// The board's square index (a grid that grows with the layout, far squares kept aside), its
// frontier with the side needs of each square, and the counts kept for the listing.
#include "core/random.hpp"
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {

// Empty squares beside the layout, and what their sides need, worked out from the tile list.
SideNeeds needs_from_tiles(const Board& b, Coord c) {
  unsigned needs = 0;
  for (int s = 0; s < kSides; ++s) {
    Side side = static_cast<Side>(s);
    for (const auto& pt : b.tiles())
      if (pt.at == neighbour(c, side)) needs |= (8u | static_cast<unsigned>(pt.side(opposite(side)))) << (4 * s);
  }
  return static_cast<SideNeeds>(needs);
}

}  // namespace

TEST_CASE("a scattered setup: tiles far apart keep their own squares, frontier and neighbours") {
  Position p;
  Game& g = *p.game;
  std::vector<Coord> spots = {{0, 0}, {1, 0}, {1000000, -5}, {-2000000000, 2000000000}, {0, 1}, {2, 0}, {1000001, -5}};
  for (Coord c : spots) g.setup_tile(tile_type("B"), c, 0);  // all field sides: every layout matches
  const Board& b = g.board();
  for (std::size_t i = 0; i < spots.size(); ++i) {
    CHECK(b.index_at(spots[i]) == static_cast<int>(i));
    REQUIRE(b.at(spots[i]) != nullptr);
    CHECK(b.at(spots[i])->at == spots[i]);
  }
  CHECK(b.at({5, 5}) == nullptr);
  CHECK(b.at({1000000, -4}) == nullptr);
  CHECK(b.surrounding_tiles({1, 1}) == 4);  // (0,0) (1,0) (0,1) (2,0)
  CHECK(b.surrounding_tiles({1000000, -4}) == 2);
  CHECK(b.surrounding_tiles({-2000000000, 2000000000}) == 0);
  // Every empty square beside a tile is on the frontier once, with the needs its neighbours give.
  std::size_t beside = 0;
  for (Coord c : b.frontier()) {
    CHECK(b.at(c) == nullptr);
    CHECK(b.needs_at(c) == needs_from_tiles(b, c));
    CHECK(std::count(b.frontier().begin(), b.frontier().end(), c) == 1);
  }
  for (std::size_t i = 0; i < b.frontier().size(); ++i)
    CHECK(b.frontier_needs()[i].needs() == needs_from_tiles(b, b.frontier()[i]));
  for (Coord c : spots)
    for (int s = 0; s < kSides; ++s) beside += b.at(neighbour(c, static_cast<Side>(s))) ? 0 : 1;
  CHECK(b.frontier().size() <= beside);
  CHECK(b.needs_at({0, 0}) == 0);  // occupied
  auto bad = check_invariants(g);
  CHECK_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
}

TEST_CASE("squares kept apart from the grid move into it when the grid grows over them") {
  // The grid holds at most 2^18 squares (and keeps 4 or more empty rows around the layout). With
  // the grid 374 rows high, a tile at x = 695 is too far to widen it to, so its squares are kept
  // apart; a tile at x = 693 then widens the grid just enough to take in column 694, between them.
  Position p;
  Game& g = *p.game;
  for (Coord c : {Coord{0, 0}, Coord{0, 362}, Coord{695, 0}, Coord{693, 0}}) g.setup_tile(tile_type("B"), c, 0);
  const Board& b = g.board();
  CHECK(b.index_at({695, 0}) == 2);
  CHECK(b.index_at({693, 0}) == 3);
  CHECK(b.index_at({694, 0}) == -1);
  CHECK(b.surrounding_tiles({694, 0}) == 2);
  CHECK(std::count(b.frontier().begin(), b.frontier().end(), Coord{694, 0}) == 1);
  CHECK(b.needs_at({694, 0}) == needs_from_tiles(b, {694, 0}));
  g.setup_tile(tile_type("B"), {694, 0}, 0);  // fill the gap: it leaves the frontier
  CHECK(std::count(b.frontier().begin(), b.frontier().end(), Coord{694, 0}) == 0);
  CHECK(b.index_at({694, 0}) == 4);
  auto bad = check_invariants(g);
  CHECK_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
}

TEST_CASE("the frontier keeps the order squares appeared in as the layout grows") {
  Position p;
  p.tile("D", 0, 0);
  std::vector<Coord> expected = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};  // N E S W of the first tile
  CHECK(p.game->board().frontier() == expected);
  p.tile("D", 1, 0);  // (1,0) leaves; (1,1) (2,0) (1,-1) join at the end
  expected = {{0, 1}, {0, -1}, {-1, 0}, {1, 1}, {2, 0}, {1, -1}};
  CHECK(p.game->board().frontier() == expected);
}

TEST_CASE("legal_action_count and legal_action(k) are legal_actions() without the list") {
  for (std::vector<std::string> expansions : {std::vector<std::string>{}, std::vector<std::string>{"river1"}}) {
    std::string error;
    std::shared_ptr<const Ruleset> rules = ruleset_for(expansions, error);
    RuleOptions options(rules->options);
    TileSupply supply;
    for (const auto* m : rules->modules) m->build_supply(options, builtin_catalog(), supply);
    Rng rng(3);
    std::vector<const TileType*> stack;
    for (auto& group : supply.groups) {
      rng.shuffle(group);
      stack.insert(stack.end(), group.begin(), group.end());
    }
    Game g(rules, options, {"a", "b", "c"});
    g.setup_tile(supply.start, {0, 0}, 0);
    g.set_stack(stack);
    g.begin();
    int turns = 0;
    while (g.phase() != Phase::GameOver) {
      auto listed = g.legal_actions();
      REQUIRE(g.legal_action_count() == listed.size());
      for (std::size_t k = 0; k < listed.size(); ++k) {
        Action a = g.legal_action(k);
        REQUIRE(a.index() == listed[k].index());
        if (auto* pl = std::get_if<PlaceTile>(&a)) {
          CHECK(pl->at == std::get<PlaceTile>(listed[k]).at);
          CHECK(pl->rot == std::get<PlaceTile>(listed[k]).rot);
        }
      }
      CHECK_THROWS_AS(g.legal_action(listed.size()), std::out_of_range);
      if (g.phase() == Phase::PlaceTile) CHECK(g.legal_placements(g.drawn_tile()).size() == listed.size());
      for (auto kind : {FeatureKind::River, FeatureKind::City, FeatureKind::Cloister}) {
        long shows = std::count_if(g.stack().begin(), g.stack().end(), [&](const TileType* t) { return t->has_kind(kind); });
        CHECK(g.stack_tiles_with(kind) == shows);
      }
      auto bad = check_invariants(g);
      REQUIRE_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
      REQUIRE_FALSE(g.apply(listed[rng.below(listed.size())]));
      ++turns;
    }
    CHECK(turns > 100);
  }
}

TEST_CASE("connection_ports is is_connection_port as a mask") {
  for (auto kind : {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister, FeatureKind::River})
    for (int p = 0; p < kPorts; ++p)
      CHECK(((connection_ports(kind) >> p) & 1u) == (is_connection_port(kind, static_cast<Port>(p)) ? 1u : 0u));
}

TEST_CASE("open regions are counted per kind as tiles join") {
  Position p({"river1"});
  p.tile("r1/spring", 0, 0);  // one river region, open to the east
  CHECK(p.game->regions().open_regions(FeatureKind::River) == 1);
  p.tile("r1/straight", 1, 0);
  CHECK(p.game->regions().open_regions(FeatureKind::River) == 1);
  p.tile("r1/lake", 2, 0);  // the lake closes it
  CHECK(p.game->regions().open_regions(FeatureKind::River) == 0);
  auto bad = check_invariants(*p.game);
  CHECK_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
}

TEST_CASE("listed_as: an action taken is held to the legal-action listing, in the listing's spelling") {
  test::Position p({"bridges-castles-bazaars"});
  p.tile("U", 0, 0);
  p.stack({"U", "U"});
  p.begin();
  // The drawn U east of the start: listed exactly; one on an occupied square is not.
  ListedAs fits = listed_as(*p.game, PlaceTile{test::tile_type("U"), {1, 0}, 0});
  CHECK(fits.exactly);
  CHECK(fits.alike);
  CHECK_FALSE(listing_disagrees(fits, true).has_value());
  ListedAs taken = listed_as(*p.game, PlaceTile{test::tile_type("U"), {0, 0}, 0});
  CHECK_FALSE(taken.exactly);
  CHECK_FALSE(taken.alike);
  CHECK_FALSE(listing_disagrees(taken, false).has_value());
  CHECK(listing_disagrees(taken, true).has_value());   // accepted yet not listed: a listing defect
  CHECK(listing_disagrees(fits, false).has_value());   // refused yet listed: a listing defect
  REQUIRE_FALSE(p.place("U", 1, 0));
  // In the figure step a bridge across the start tile's fields, named from its south end, is
  // the listed bridge named from the north.
  int verb = *p.rules->verbs.find("bridge");
  ModuleAction south = ModuleAction::of(verb, {{ArgKind::Square, 0, 0}, {ArgKind::Side, static_cast<int>(Side::S)}});
  REQUIRE_FALSE(p.game->check(south).has_value());
  ListedAs from_south = listed_as(*p.game, south);
  CHECK(from_south.alike);
  CHECK_FALSE(from_south.exactly);
}
