// King and Robber Baron: its five land tiles against the CAR tile reference's edge classes, and
// the records' invariant (one holder per token) in self-play.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/game.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"

using namespace carc;

TEST_CASE("King and Robber Baron: 5 land tiles, edge classes as the CAR Consolidated Tile Reference lists them") {
  const std::map<std::string, int> ctr_counts = {{"cccc", 1}, {"ccrr", 1}, {"cfff", 1}, {"cffr", 1}, {"crrr", 1}};
  std::map<std::string, int> counts;
  int total = 0;
  for (const auto* t : builtin_catalog().types_of("king-robber")) {
    CHECK(t->id.rfind("kr/", 0) == 0);
    counts[t->edge_class()] += t->count;
    total += t->count;
  }
  CHECK(total == 5);
  CHECK(counts == ctr_counts);
}

TEST_CASE("King and Robber Baron: random games keep one holder per token and pay both holders at the end") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"king-robber"}, error);
  REQUIRE(rules);
  int king = *rules->tokens.find("king"), robber = *rules->tokens.find("robber-baron");
  int king_paid = 0, robber_paid = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto outcome = play_random_game(rules, builtin_catalog(), 3, seed, true, [&](const Game& g) {
      for (const Event& e : g.events())
        if (const auto* s = std::get_if<PointsScored>(&e); s && s->final_scoring) {
          king_paid += s->token == king && s->points > 0;
          robber_paid += s->token == robber && s->points > 0;
        }
    });
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));  // invariants held after every turn
  }
  CHECK(king_paid == 20);    // every full game completes cities and roads
  CHECK(robber_paid == 20);
}
