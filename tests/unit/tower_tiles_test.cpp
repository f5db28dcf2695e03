// The Tower: its tile catalog against the published facts (18 tiles, each with one tower
// foundation; the CAR tile reference's edge classes), and the pictures of towers and prisoners.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/tile_catalog.hpp"
#include "position.hpp"
#include "render/ascii_board.hpp"
#include "render/board_svg.hpp"

using namespace carc;

namespace {

std::vector<const TileType*> tower_tiles() { return builtin_catalog().types_of("tower"); }

ModuleAction verb(const Game& g, const char* name, std::initializer_list<ActionArg> args) {
  return ModuleAction::of(*g.rules().verbs.find(name), args);
}

}  // namespace

TEST_CASE("The Tower: 17 types, 18 tiles, each with exactly one tower foundation") {
  FeatureKind tower = *parse_feature_kind("tower");
  CHECK(is_module_place(tower));
  int total = 0;
  for (const auto* t : tower_tiles()) {
    CAPTURE(t->id);
    CHECK(t->id.rfind("tw/", 0) == 0);
    int foundations = 0;
    for (const auto& f : t->features) foundations += f.kind == tower ? 1 : 0;
    CHECK(foundations == 1);
    total += t->count;
  }
  CHECK(tower_tiles().size() == 17);
  CHECK(total == 18);
}

TEST_CASE("The Tower: edge classes match the CAR Consolidated Tile Reference") {
  // Tile counts per edge class as the reference lists them for The Tower.
  const std::map<std::string, int> ctr_counts = {{"cccc", 1}, {"cccr", 1}, {"ccff", 2}, {"ccrf", 1}, {"cfff", 2},
                                                 {"cfrf", 1}, {"cfrr", 1}, {"crcr", 2}, {"crfr", 1}, {"ffff", 2},
                                                 {"ffrr", 1}, {"frrr", 1}, {"rrrr", 2}};
  std::map<std::string, int> counts;
  for (const auto* t : tower_tiles()) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("The Tower: pictures show a tower's height and the prisoners") {
  test::Position p({"tower"});
  p.tile("D", 0, 0);
  p.tile("tw/field", 0, -1);
  p.follower(test::blue, 0, 0, "E");  // the road
  p.stack({"E"});
  p.begin();
  Game& g = *p.game;
  REQUIRE_FALSE(p.place("E", 1, -1, 0).has_value());
  REQUIRE_FALSE(g.apply(verb(g, "tower", {{ArgKind::Square, 0, -1}})).has_value());
  int blue = -1;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].owner == test::blue && g.figures()[static_cast<std::size_t>(id)].on_board()) blue = id;
  REQUIRE_FALSE(g.apply(verb(g, "capture", {{ArgKind::Figure, blue, 0}})).has_value());

  std::string text = render::ascii_board(g);
  CHECK(text.find("T1 tower of 1 piece at (0,-1)") != std::string::npos);
  CHECK(text.find("blue follower in red's prison") != std::string::npos);
  std::string svg = render::board_svg(g, {});
  CHECK(svg.find(R"(<g class="pieces" data-piece="tower" data-at="0,-1" data-count="1")") != std::string::npos);
  CHECK(svg.find("blue follower in red&#39;s prison") != std::string::npos);
}
