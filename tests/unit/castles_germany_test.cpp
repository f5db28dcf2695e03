// Castles in Germany: the catalog's six double tiles (reconstructed, so checked for their shape,
// not against a reference), the halves a `castle` action lays for each side, and the castles'
// invariants in self-play (every castle held or laid once, never two touching).
#include <doctest/doctest.h>

#include <string>

#include "core/game.hpp"
#include "core/invariants.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/castles_germany/castles.hpp"
#include "expansions/registry.hpp"
#include "position.hpp"

using namespace carc;

TEST_CASE("Castles in Germany: six double tiles, each a castle half and a plain half joined by a field") {
  int halves = 0, castles = 0;
  for (const auto* t : builtin_catalog().types_of("castles-germany")) {
    ++halves;
    CHECK(t->per_player);
    CHECK(t->count == 1);
    bool castle = t->id.size() > 2 && t->id.compare(t->id.size() - 2, 2, "-w") == 0;
    castles += castle;
    // The inner side (east of the castle half, west of the other) is field on both.
    CHECK(t->side(castle ? Side::E : Side::W, 0) == SideKind::Field);
  }
  CHECK(halves == 12);
  CHECK(castles == 6);
}

TEST_CASE("Castles in Germany: the halves a castle action lays, for each side the other half lies on") {
  std::string error;
  auto rules = ruleset_for({"castles-germany"}, error);
  REQUIRE(rules);
  int verb = *rules->verbs.find("german-castle");
  const Coord at{3, -2};
  const Coord want[4] = {{3, -1}, {4, -2}, {3, -3}, {2, -2}};  // N E S W
  const Rotation rot[4] = {3, 0, 1, 2};
  for (int side = 0; side < 4; ++side) {
    ModuleAction a = ModuleAction::of(verb, {{ArgKind::Number, 4, 0}, {ArgKind::Square, at.x, at.y}, {ArgKind::Side, side, 0}});
    auto tiles = rules->verbs.at(verb).tiles_laid(a);
    REQUIRE(tiles.size() == 2);
    CHECK(tiles[0].tile->id == "cg/eltz-w");
    CHECK(tiles[1].tile->id == "cg/eltz-e");
    CHECK(tiles[0].at == at);
    CHECK(tiles[1].at == want[side]);
    CHECK(tiles[0].rot == rot[side]);
    CHECK(tiles[1].rot == rot[side]);
  }
  ModuleAction none = ModuleAction::of(verb, {{ArgKind::Number, 7, 0}, {ArgKind::Square, 0, 0}, {ArgKind::Side, 1, 0}});
  CHECK(rules->verbs.at(verb).tiles_laid(none).empty());
}

TEST_CASE("Castles in Germany: random games lay castles whole and never side by side") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"castles-germany"}, error);
  REQUIRE(rules);
  int laid = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto outcome = play_random_game(rules, builtin_catalog(), 3, seed, true, [&](const Game& g) {
      for (const auto& c : castles_germany::laid_castles(g)) {
        ++laid;
        CHECK(castles_germany::other_half(g, c.other_half) == c.castle_half);
      }
    });
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));  // invariants, the module's included
  }
  CHECK(laid > 0);
}

TEST_CASE("Castles in Germany: after a castle the figure step lists and accepts both halves, and scores what either completes") {
  test::Position p({"castles-germany"});
  p.tile("W", 0, 0);  // a village whose road east runs into the castle half's road
  p.stack({"U"});
  Game& g = *p.game;
  g.set_tokens(test::red, *g.rules().tokens.find("bentheim"), 1);
  p.begin();
  int verb = *g.rules().verbs.find("german-castle");
  REQUIRE_FALSE(g.apply(ModuleAction::of(verb, {{ArgKind::Number, 6, 0}, {ArgKind::Square, 1, 0}, {ArgKind::Side, 1, 0}})));
  REQUIRE(g.phase() == Phase::Deploy);
  int castle_half = g.board().index_at({1, 0}), other = g.board().index_at({2, 0});
  CHECK(g.last_placed() == castle_half);
  CHECK(g.placed_with() == std::vector<int>{other});
  CHECK(g.placed_now(other));
  CHECK(g.legal_deployments().size() == 6);  // castle, road and field; city, road and field
  CHECK_FALSE(check_invariants(g).has_value());
  int city = p.feature(2, 0, "E");
  REQUIRE_FALSE(g.apply(Deploy{0, city, other}));
  // The castle half's road closed by the village: 2 tiles + 3 for the castle, nobody on it.
  CHECK(p.region(1, 0, "W").open_edges == 0);
  CHECK(p.score(test::red) == 0);
  CHECK(g.figures().end() != std::find_if(g.figures().begin(), g.figures().end(), [&](const Figure& f) {
          return f.owner == test::red && f.tile == other && f.feature == city;
        }));
  CHECK_FALSE(check_invariants(g).has_value());
}
