// The Phantom: the second figure step is a module decision that deploys (PhaseTable `deploys`):
// core lists and takes the phantom's deployments there with its own checks, refuses the others
// through the module, closes the decision after a deployment or a pass, and the module's
// invariants hold in random games that use the step.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/game.hpp"
#include "core/invariants.hpp"
#include "core/selfplay.hpp"
#include "expansions/registry.hpp"
#include "position.hpp"

using namespace carc;

TEST_CASE("The Phantom: after the first figure step the phantom's step lists only phantom deployments and a pass") {
  test::Position p({"phantom"});
  p.tile("D", 0, 0);
  p.stack({"U", "U"});
  p.begin();
  Game& g = *p.game;
  int phantom = *g.rules().figures.find("phantom");
  REQUIRE_FALSE(p.place("U", 1, 0));
  REQUIRE_FALSE(p.deploy("W"));  // a follower on the road
  REQUIRE(g.waits_for("phantom"));
  CHECK(g.deploying());
  CHECK(g.decider() == test::red);
  auto listed = g.legal_actions();
  REQUIRE(listed.size() == 3);  // the two fields, and the pass
  for (std::size_t k = 0; k + 1 < listed.size(); ++k) {
    const auto* d = std::get_if<Deploy>(&listed[k]);
    REQUIRE(d != nullptr);
    CHECK(d->figure_kind == phantom);
  }
  CHECK(std::holds_alternative<Pass>(listed.back()));
  CHECK(g.legal_action_count() == listed.size());
  auto refused = g.check(Deploy{0, p.feature(1, 0, "NNE")});
  REQUIRE(refused.has_value());
  CHECK(refused->code == "phantom-only");
  REQUIRE_FALSE(g.apply(Deploy{phantom, p.feature(1, 0, "NNE")}));
  CHECK_FALSE(g.deploying());
  CHECK(g.phase() == Phase::PlaceTile);  // the turn went on and the next player holds a tile
  CHECK(g.active_player() == test::blue);
  CHECK_FALSE(check_invariants(g).has_value());
}

TEST_CASE("The Phantom: a pass closes the step; a phantom deployed first leaves no step") {
  test::Position p({"phantom"});
  p.tile("D", 0, 0);
  p.stack({"U", "U", "U"});
  p.begin();
  Game& g = *p.game;
  int phantom = *g.rules().figures.find("phantom");
  REQUIRE_FALSE(p.place("U", 1, 0));
  REQUIRE_FALSE(p.pass());
  REQUIRE(g.waits_for("phantom"));
  REQUIRE_FALSE(p.pass());
  CHECK(g.active_player() == test::blue);
  REQUIRE_FALSE(p.place("U", -1, 0));
  REQUIRE_FALSE(g.apply(Deploy{phantom, p.feature(-1, 0, "NNE")}));
  CHECK_FALSE(g.waits_for("phantom"));
  CHECK(g.active_player() == test::red);
}

TEST_CASE("The Phantom: random games with its step keep every invariant and deploy phantoms in it") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({"phantom", "tower", "princess-dragon"}, error);
  REQUIRE(rules);
  int in_step = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    auto outcome = play_random_game(rules, builtin_catalog(), 3, seed, true);
    REQUIRE(std::holds_alternative<SelfplayResult>(outcome));
    in_step += std::get<SelfplayResult>(outcome).deployed_in_decisions;
  }
  CHECK(in_step > 0);
}
