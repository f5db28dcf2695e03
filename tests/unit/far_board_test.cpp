// The engine far from the origin, at the ends of int and with many figures: a game laid far away
// plays exactly as at the origin, squares beyond the board's reach are refused (never
// overflowed), and large supplies keep every invariant.
#include <climits>

#include "core/module.hpp"
#include "core/random.hpp"
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {

struct Played {
  std::vector<int> scores;
  std::vector<Coord> offsets;  // each placed tile's square relative to the start tile
};

// A random game as `carc selfplay` plays it, from a start tile at `start`, with `followers` in
// each supply; the invariants are checked after every turn.
Played random_game(Coord start, std::uint64_t seed, int players, int followers) {
  Position p({"river1"}, {}, players);
  Game& g = *p.game;
  TileSupply supply;
  for (const auto* m : p.rules->modules) m->build_supply(g.options(), builtin_catalog(), supply);
  Rng rng(seed);
  std::vector<const TileType*> stack;
  for (auto& group : supply.groups) {
    rng.shuffle(group);
    stack.insert(stack.end(), group.begin(), group.end());
  }
  g.setup_tile(supply.start, start, 0);
  for (int who = 0; who < players; ++who) g.set_supply(who, 0, followers);
  g.set_stack(stack);
  g.begin();
  while (g.phase() != Phase::GameOver) {
    std::size_t count = g.legal_action_count();
    REQUIRE(count > 0);
    Action pick = g.legal_action(rng.below(count));
    auto refused = g.apply(pick);
    REQUIRE_MESSAGE(!refused, (refused ? refused->code : ""));
    if (g.phase() == Phase::PlaceTile || g.phase() == Phase::GameOver) {
      auto broken = check_invariants(g);
      REQUIRE_MESSAGE(!broken, (broken ? *broken : ""));
    }
  }
  Played out;
  for (const auto& pl : g.players()) out.scores.push_back(pl.score);
  for (const auto& t : g.board().tiles()) out.offsets.push_back({t.at.x - start.x, t.at.y - start.y});
  return out;
}

}  // namespace

TEST_CASE("a game far from the origin plays exactly as at the origin") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    Played home = random_game({0, 0}, seed, 3, 7);
    for (Coord far : {Coord{kBoardReach, kBoardReach}, Coord{-kBoardReach, kBoardReach}, Coord{-kBoardReach, -kBoardReach},
                      Coord{123456789, -987654}}) {
      CAPTURE(far.x);
      CAPTURE(far.y);
      Played there = random_game(far, seed, 3, 7);
      CHECK(there.scores == home.scores);
      REQUIRE(there.offsets.size() == home.offsets.size());
      for (std::size_t i = 0; i < home.offsets.size(); ++i) CHECK((there.offsets[i] == home.offsets[i]));
    }
  }
}

TEST_CASE("many figures: five players with 100 followers each") {
  for (std::uint64_t seed : {4u, 5u}) {
    Played big = random_game({0, 0}, seed, 5, 100);
    CHECK(big.scores.size() == 5);
  }
}

TEST_CASE("squares beyond the board's reach are refused, never overflowed") {
  const TileType* d = tile_type("D");
  Position p;
  CHECK(p.game->check_setup_tile(d, {INT_MAX, 0}, 0)->code == "out-of-reach");
  CHECK(p.game->check_setup_tile(d, {0, INT_MIN}, 0)->code == "out-of-reach");
  CHECK(p.game->check_setup_tile(d, {kBoardReach + 1, 0}, 0)->code == "out-of-reach");
  CHECK_THROWS_AS(p.game->setup_tile(d, {INT_MAX, INT_MAX}, 0), std::out_of_range);
  CHECK_FALSE(p.game->check_setup_tile(d, {kBoardReach, -kBoardReach}, 0));

  // A layout at the edge of the reach grows past it; squares beyond any layout's reach are refused.
  p.tile("D", kBoardReach, 0);
  p.stack({"U", "U"});
  p.game->begin();
  CHECK(p.place("U", INT_MAX, 0)->code == "out-of-reach");
  CHECK(p.place("U", INT_MIN, INT_MIN)->code == "out-of-reach");
  CHECK(p.place("U", kLayoutReach + 1, 0)->code == "out-of-reach");
  CHECK(p.place("U", kBoardReach + 2, 0)->code == "not-adjacent");
  CHECK_FALSE(p.place("U", kBoardReach + 1, 0));
  CHECK(p.game->board().at({kBoardReach + 1, 0}) != nullptr);
  CHECK_FALSE(check_invariants(*p.game));
}
