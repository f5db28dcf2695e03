// The Wheel of Fortune: self-play spins the wheel with nature's true distribution. Each crown
// tile type shows its numbers on so many copies (wheel_names.hpp): a game that draws every crown
// tile spins 1 eleven times, 2 five times and 3 three times, and the first spin of a game is 1,
// 2 or 3 with chances 11/19, 5/19 and 3/19. Fixed seeds: the counts below never change.
#include <doctest/doctest.h>

#include <array>
#include <string>

#include "core/game.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"

using namespace carc;

TEST_CASE("The Wheel of Fortune: self-play's spins follow the numbers printed on the crown tiles") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"wheel-of-fortune"}, error);
  REQUIRE(rules);
  const int spin = *rules->verbs.find("spin");
  const int games = 400;
  std::array<int, 3> first{};
  int full_games = 0;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
    std::array<int, 3> all{};
    int spins = 0;
    auto outcome = play_random_game(rules, builtin_catalog(), 2, seed, false, [&](const Game& g) {
      for (const Event& e : g.events())
        if (const auto* m = std::get_if<ModuleActed>(&e); m && m->action.verb == spin) {
          CHECK(m->player == Game::kNature);
          int n = m->action.arg(0).a;
          REQUIRE(n >= 1);
          REQUIRE(n <= 3);
          if (spins == 0) ++first[static_cast<std::size_t>(n - 1)];
          ++all[static_cast<std::size_t>(n - 1)];
          ++spins;
        }
    });
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));
    // Every copy is drawn once and takes its own number: the whole game shows the printed counts.
    if (spins == 19) {
      ++full_games;
      CHECK(all == std::array<int, 3>{11, 5, 3});
    }
  }
  CHECK(full_games > games * 9 / 10);
  // Chi-square of the first spins against 11/19, 5/19, 3/19 (2 degrees of freedom; 13.8 is the
  // 0.1% point, and the seeds are fixed, so the test cannot flake).
  const std::array<double, 3> p{11.0 / 19, 5.0 / 19, 3.0 / 19};
  double chi2 = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    double expected = games * p[i];
    chi2 += (first[i] - expected) * (first[i] - expected) / expected;
  }
  INFO("first spins: ", first[0], " ", first[1], " ", first[2], ", chi2 ", chi2);
  CHECK(chi2 < 13.8);
  CHECK(first[0] > first[1]);
  CHECK(first[1] > first[2]);
}
