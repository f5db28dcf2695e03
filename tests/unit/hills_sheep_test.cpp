// Hills & Sheep: self-play draws from the sheep bag as the bag is made up at each draw. Random
// games with fixed seeds are replayed from their event logs: before every draw of nature the
// bag's contents are known (the box less the tokens beside shepherds), so each draw has an
// expected probability per outcome (1, 2, 3 or 4 sheep, or the wolf). Summed over all draws
// these give the expected counts, compared with the counts drawn by a chi-square statistic. The
// seeds are fixed, so the test cannot flake; a sampler that ignored the weights (every outcome
// alike, or the box's counts instead of the bag's) gives a statistic far above the bound.
#include <doctest/doctest.h>

#include <array>
#include <string>

#include "core/game.hpp"
#include "core/selfplay.hpp"
#include "expansions/registry.hpp"

using namespace carc;

namespace {

struct Tally {
  std::array<double, 5> expected{};  // 1, 2, 3, 4 sheep, wolf
  std::array<int, 5> observed{};
  int draws = 0;
};

void tally_game(const Game& g, Tally& t) {
  const auto& verbs = g.rules().verbs;
  int sheep_verb = *verbs.find("sheep"), wolf_verb = *verbs.find("wolf");
  std::array<int, 4> kinds{};
  for (int n = 1; n <= 4; ++n) kinds[static_cast<std::size_t>(n - 1)] = *g.rules().tokens.find("sheep-" + std::to_string(n));
  std::array<int, 4> out{};  // tokens beside shepherds, by number of sheep
  const std::array<int, 4> box = {4, 5, 5, 2};
  for (const Event& e : g.events()) {
    if (const auto* taken = std::get_if<TokensTaken>(&e)) {
      for (std::size_t n = 0; n < 4; ++n)
        if (taken->token == kinds[n]) out[n] += taken->count;
    } else if (const auto* acted = std::get_if<ModuleActed>(&e)) {
      if (acted->action.verb != sheep_verb && acted->action.verb != wolf_verb) continue;
      double total = 2;  // the wolves are always in the bag
      std::array<double, 5> in{};
      for (std::size_t n = 0; n < 4; ++n) {
        in[n] = box[n] - out[n];
        REQUIRE(in[n] >= 0);
        total += in[n];
      }
      in[4] = 2;
      for (std::size_t k = 0; k < 5; ++k) t.expected[k] += in[k] / total;
      std::size_t got = acted->action.verb == wolf_verb ? 4 : static_cast<std::size_t>(acted->action.arg(0).a - 1);
      REQUIRE(got < 5);
      CHECK(in[got] > 0);  // never a token that is not in the bag
      ++t.observed[got];
      ++t.draws;
    }
  }
}

}  // namespace

TEST_CASE("Hills & Sheep: self-play's sheep-bag draws follow the bag's composition") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"hills-sheep"}, error);
  REQUIRE(rules);
  Tally t;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    auto outcome = play_random_game(rules, builtin_catalog(), 3, seed, true, [&](const Game& g) { tally_game(g, t); });
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));
  }
  REQUIRE(t.draws >= 800);  // enough draws for the bound below to mean something
  double chi2 = 0;
  for (std::size_t k = 0; k < 5; ++k) {
    REQUIRE(t.expected[k] > 5);
    double d = t.observed[k] - t.expected[k];
    chi2 += d * d / t.expected[k];
  }
  INFO("draws " << t.draws << ", chi-square " << chi2);
  // Four degrees of freedom: 18.47 is the 0.1% point; fixed seeds make the value the same every run.
  CHECK(chi2 < 18.47);
  // A uniform sampler would draw the wolf about one time in five instead of about one in nine.
  CHECK(t.observed[4] < 0.16 * t.draws);
}
