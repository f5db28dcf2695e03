// The scenario language's words for Traders & Builders: `turn P again`, `decline`, `tokens`
// and token scoring events, in the typed tree and when run (a failing run names the step).
#include <doctest/doctest.h>

#include "dsl/parse.hpp"
#include "dsl/scenario_run.hpp"

using namespace carc::dsl;

namespace {

ScenarioFile parse_ok(const std::string& text) {
  Diagnostics d("t.carc");
  auto f = parse_scenarios(text, "t.carc", d);
  REQUIRE_MESSAGE(d.empty(), (d.empty() ? "" : d.list()[0].message));
  REQUIRE(f.scenarios.size() == 1);
  return f;
}

ScenarioOutcome run(const std::string& text) {
  auto f = parse_ok(text);
  return run_scenario(f, f.scenarios[0], false);
}

const char* kDoubleTurn = R"(scenario "s" {
  rules traders-builders
  players red, blue
  setup {
    D at (0,0)
    red follower on road at (0,0)
    red builder on road at (0,0)
    tokens blue wine 2
  }
  turn red: U at (1,0)
  turn red again: U at (2,0)
  turn blue: U at (-1,0)
  expect { tokens blue wine 2; phase stack-empty }
  final
  expect event blue scores 10 wine
})";

}  // namespace

TEST_CASE("`again`, `decline` and `tokens` build typed nodes") {
  auto f = parse_ok(R"(scenario "s" {
  rules traders-builders
  players red, blue
  setup { D at (0,0); tokens red cloth 3 }
  turn red: U at (1,0)
  turn red again: decline
  expect { tokens red cloth 3; event red scores 10 cloth }
})");
  const Scenario& s = f.scenarios[0];
  const auto& tokens = std::get<SetupTokens>(s.setup[1]);
  CHECK(tokens.player.text == "red");
  CHECK(tokens.token.text == "cloth");
  CHECK(tokens.count == 3);
  const auto& first = std::get<TurnStmt>(s.steps[0]);
  CHECK_FALSE(first.again);
  CHECK_FALSE(first.decline.has_value());
  const auto& second = std::get<TurnStmt>(s.steps[1]);
  CHECK(second.again);
  REQUIRE(second.decline.has_value());
  CHECK(second.decline->line == 6);
  CHECK(second.decline->col == 19);
  CHECK(second.steps.empty());
  const auto& expect = std::get<ExpectStmt>(s.steps[2]);
  CHECK(std::get<ExpectTokens>(expect.items[0]).count == 3);
  const auto& event = std::get<ExpectTokenEvent>(expect.items[1]);
  CHECK(event.points == 10);
  CHECK(event.token.text == "cloth");
}

TEST_CASE("a double turn runs as written") {
  auto out = run(kDoubleTurn);
  CHECK(out.status == Status::Passed);
  CHECK(out.failures.empty());
}

TEST_CASE("an extra tile the script does not take stops the scenario at the next turn") {
  auto out = run(R"(scenario "s" {
  rules traders-builders
  players red, blue
  setup {
    D at (0,0)
    red follower on road at (0,0)
    red builder on road at (0,0)
  }
  turn red: U at (1,0)
  turn blue: U at (-1,0)
})");
  CHECK(out.status == Status::Failed);
  REQUIRE(out.failures.size() == 1);
  CHECK(out.failures[0].loc.line == 10);
  CHECK(out.failures[0].have == "extra-tile");
}

TEST_CASE("`again` when no extra tile is offered fails") {
  auto out = run(R"(scenario "s" {
  rules traders-builders
  players red, blue
  setup { D at (0,0) }
  turn red: U at (1,0)
  turn red again: U at (2,0)
})");
  CHECK(out.status == Status::Failed);
  REQUIRE(out.failures.size() == 1);
  CHECK(out.failures[0].message == "no extra tile is offered to red");
  CHECK(out.failures[0].have == "phase place-tile for blue");
}
