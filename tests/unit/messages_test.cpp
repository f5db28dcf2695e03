// The Messages: self-play draws its messages from the deck as it is (eight messages, each once,
// the one read going under the stack), so the first eight draws of a game are an order of the
// eight, later draws repeat that order, and each message comes first as often as any other.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "core/game.hpp"
#include "core/selfplay.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"

using namespace carc;

TEST_CASE("The Messages: self-play's message draws follow the deck (each message once a pass, uniform)") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"messages", "princess-dragon"}, error);
  REQUIRE(rules);
  int verb = *rules->verbs.find("message");
  std::array<int, 9> first{};     // how often each message was a game's first draw
  std::array<int, 9> in_pass{};    // ... drawn within the first eight draws of a game
  int games_with_draws = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    std::vector<int> drawn;
    auto outcome = play_random_game(rules, builtin_catalog(), 2, seed, seed <= 40, [&](const Game& g) {
      for (const Event& e : g.events())
        if (const auto* a = std::get_if<ModuleActed>(&e); a && a->player == Game::kNature && a->action.verb == verb)
          drawn.push_back(a->action.arg(0).a);
    });
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));
    if (drawn.empty()) continue;
    ++games_with_draws;
    ++first[static_cast<std::size_t>(drawn.front())];
    for (std::size_t i = 0; i < drawn.size(); ++i) {
      REQUIRE(drawn[i] >= 1);
      REQUIRE(drawn[i] <= 8);
      if (i < 8) {
        ++in_pass[static_cast<std::size_t>(drawn[i])];
        // No message twice in the first pass through the deck.
        CHECK(std::count(drawn.begin(), drawn.begin() + static_cast<std::ptrdiff_t>(i), drawn[i]) == 0);
      } else {
        CHECK(drawn[i] == drawn[i - 8]);  // the deck goes round in the same order
      }
    }
  }
  REQUIRE(games_with_draws > 300);
  // Chi-square against the uniform distribution, 7 degrees of freedom: 24.32 is the 0.1% point.
  auto chi2 = [](const std::array<int, 9>& n) {
    double total = 0, x = 0;
    for (int m = 1; m <= 8; ++m) total += n[static_cast<std::size_t>(m)];
    for (int m = 1; m <= 8; ++m) {
      double d = n[static_cast<std::size_t>(m)] - total / 8;
      x += d * d / (total / 8);
    }
    return x;
  };
  CHECK(chi2(first) < 24.32);
  CHECK(chi2(in_pass) < 24.32);
}

TEST_CASE("The Messages: after eight draws the deck's order repeats; before, only the unread ones can come") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"messages"}, error);
  REQUIRE(rules);
  Game g(rules, RuleOptions(rules->options), {"a", "b"});
  g.open_decision(*rules->phases.find("message-draw"), Game::kNature);
  auto drawable = [&] {
    std::vector<int> out;
    for (const ChanceOutcome& o : g.chance_outcomes()) {
      CHECK(o.weight == 1);
      out.push_back(std::get<ModuleAction>(o.action).arg(0).a);
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  CHECK(drawable() == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
  // The module's numbers: draws so far, then the order read (see messages_module.cpp).
  std::vector<int>& s = g.module_state("messages");
  s.assign(16, -1);
  s[0] = 3;
  s[1] = 3, s[2] = 1, s[3] = 4;
  CHECK(drawable() == std::vector<int>{2, 5, 6, 7, 8});
  s[0] = 9;
  s[4] = 6, s[5] = 2, s[6] = 8, s[7] = 7, s[8] = 5;
  CHECK(drawable() == std::vector<int>{1});  // the tenth draw repeats the second
  s[0] = 16;
  CHECK(drawable() == std::vector<int>{3});
}
