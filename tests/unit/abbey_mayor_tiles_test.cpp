// Abbey & Mayor: its tile catalog against the published facts (12 land tiles; the CAR tile
// reference's edge classes; the abbey held by each player, not drawn), the abbey's closed sides in
// the region bookkeeping, and the pictures of a barn on a corner.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/invariants.hpp"
#include "core/tile_catalog.hpp"
#include "position.hpp"
#include "render/ascii_board.hpp"
#include "render/board_svg.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> land_tiles() {
  std::vector<const TileType*> out;
  for (const auto* t : builtin_catalog().types_of("abbey-mayor"))
    if (!t->per_player) out.push_back(t);
  return out;
}

ModuleAction verb(const Game& g, const char* name, std::initializer_list<ActionArg> args) {
  return ModuleAction::of(*g.rules().verbs.find(name), args);
}

}  // namespace

TEST_CASE("Abbey & Mayor: 12 land tiles, and the abbey is a per-player tile with four closed sides") {
  int total = 0;
  for (const auto* t : land_tiles()) total += t->count;
  CHECK(land_tiles().size() == 12);
  CHECK(total == 12);
  const TileType* abbey = builtin_catalog().find("am/abbey");
  REQUIRE(abbey != nullptr);
  CHECK(abbey->per_player);
  CHECK(abbey->closes_sides);
  CHECK(abbey->edge_string() == "xxxx");
  REQUIRE(abbey->features.size() == 1);
  CHECK(abbey->features[0].kind == FeatureKind::Cloister);
  // The module never puts it into the stack.
  std::string error;
  auto rules = ruleset_for({"abbey-mayor"}, error);
  REQUIRE(rules);
  TileSupply supply;
  for (const auto* m : rules->modules) m->build_supply(RuleOptions(rules->options), builtin_catalog(), supply);
  for (const auto& group : supply.groups)
    for (const auto* t : group) CHECK(t->id != "am/abbey");
}

TEST_CASE("Abbey & Mayor: edge classes match the CAR Consolidated Tile Reference") {
  // Tile counts per edge class as the reference lists them for Abbey and Mayor (12 tiles).
  const std::map<std::string, int> ctr_counts = {{"cccc", 2}, {"cccf", 1}, {"ccrr", 1}, {"cfff", 1},
                                                 {"cffr", 1}, {"cfrr", 1}, {"crcr", 1}, {"crrf", 1},
                                                 {"fffr", 1}, {"frrr", 1}, {"rrrr", 1}};
  std::map<std::string, int> counts;
  for (const auto* t : land_tiles()) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("Abbey & Mayor: an abbey ends the road and city facing it, and the regions stay consistent") {
  test::Position p({"abbey-mayor"});
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}}) p.tile("B", x, y);
  p.tile("E", 0, 1, 1);  // a city cap facing east, into the hole
  p.tile("A", 2, 1, 1);  // a road facing west, into the hole
  p.tile("B", 0, 2);
  p.tile("B", 1, 2);
  p.follower(test::red, 2, 1, "W");
  p.begin();
  Game& g = *p.game;
  CHECK(p.region(0, 1, "E").open_edges == 1);
  CHECK(p.region(2, 1, "W").open_edges == 1);
  REQUIRE_FALSE(g.apply(verb(g, "abbey", {{ArgKind::Square, 1, 1}})).has_value());
  CHECK(g.phase() == Phase::Deploy);
  CHECK(p.region(0, 1, "E").open_edges == 0);
  CHECK(p.region(2, 1, "W").open_edges == 0);
  CHECK_FALSE(check_invariants(g).has_value());
  REQUIRE_FALSE(p.pass().has_value());
  CHECK(p.score(test::red) == 1);  // the one-tile road, closed by the abbey
  CHECK_FALSE(check_invariants(g).has_value());
}

TEST_CASE("Abbey & Mayor: a barn is drawn on its corner") {
  test::Position p({"abbey-mayor"});
  p.tile("B", 0, 0);
  p.tile("B", 1, 0);
  p.tile("B", 0, 1);
  p.stack({"B"});
  p.begin();
  Game& g = *p.game;
  REQUIRE_FALSE(p.place("B", 1, 1).has_value());
  REQUIRE_FALSE(g.apply(verb(g, "barn", {{ArgKind::Corner, 2, 0}})).has_value());  // south-west
  std::string ascii = render::ascii_board(g);
  CHECK(ascii.find("r red barn on the SW corner of (1,1)") != std::string::npos);
  std::string svg = render::board_svg(g);
  CHECK(svg.find(R"(class="figure corner" data-player="red" data-kind="barn" data-at="1,1" data-corner="SW")") != std::string::npos);
}

TEST_CASE("Abbey & Mayor: without scripted draws, the tile in hand goes back on top of the stack for the next player") {
  test::Position p({"abbey-mayor"});
  for (auto [x, y] : std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {1, 2}}) p.tile("B", x, y);
  p.stack({"U", "E"});
  p.begin();
  Game& g = *p.game;
  REQUIRE(g.phase() == Phase::PlaceTile);
  REQUIRE(g.drawn_tile()->id == "U");
  CHECK(g.stack().size() == 1);
  bool listed = false;
  for (const Action& a : g.legal_actions())
    if (const auto* v = std::get_if<ModuleAction>(&a)) listed = listed || (v->arg(0).a == 1 && v->arg(0).b == 1);
  CHECK(listed);  // the hole is offered beside the drawn tile's placements
  REQUIRE_FALSE(g.apply(verb(g, "abbey", {{ArgKind::Square, 1, 1}})).has_value());
  REQUIRE_FALSE(p.pass().has_value());
  CHECK(g.active_player() == test::blue);
  REQUIRE(g.drawn_tile() != nullptr);
  CHECK(g.drawn_tile()->id == "U");  // blue draws the tile red never looked at
  CHECK(g.stack().size() == 1);
  CHECK(g.stack().front()->id == "E");
  CHECK_FALSE(check_invariants(g).has_value());
}
