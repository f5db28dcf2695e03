// The scenario language: parsing into the typed tree, diagnostics, and running scenarios.
#include <doctest/doctest.h>

#include "dsl/parse.hpp"
#include "dsl/scenario_run.hpp"

using namespace carc::dsl;

namespace {

ScenarioFile parse(const std::string& text, Diagnostics& d) { return parse_scenarios(text, "t.carc", d); }

// Parses and runs the only scenario of `text`.
ScenarioOutcome run(const std::string& text) {
  Diagnostics d("t.carc");
  auto f = parse(text, d);
  REQUIRE_MESSAGE(d.empty(), (d.empty() ? "" : d.list()[0].message));
  REQUIRE(f.scenarios.size() == 1);
  return run_scenario(f, f.scenarios[0], false);
}

const char* kBase = R"(scenario "s" {
  players red, blue
  setup { D at (0,0) }
  turn red: E at (0,1) r180, follower on city S
  expect { score red 4; returned red 1 }
})";

}  // namespace

TEST_CASE("the parser builds a typed tree with source locations") {
  Diagnostics d("t.carc");
  auto f = parse(kBase, d);
  REQUIRE(d.empty());
  REQUIRE(f.scenarios.size() == 1);
  const Scenario& s = f.scenarios[0];
  CHECK(s.title == "s");
  CHECK(s.players.size() == 2);
  CHECK(s.players[1].text == "blue");
  CHECK(s.players[1].loc.line == 2);
  CHECK(s.players[1].loc.col == 16);
  REQUIRE(s.setup.size() == 1);
  const auto& tile = std::get<SetupTile>(s.setup[0]);
  CHECK(tile.place.tile.text == "D");
  CHECK(tile.place.at.loc.line == 3);
  REQUIRE(s.steps.size() == 2);
  const auto& turn = std::get<TurnStmt>(s.steps[0]);
  REQUIRE(turn.steps.size() == 2);
  const auto& place = std::get<PlaceStep>(turn.steps[0]);
  CHECK(place.place.rot->quarter_turns == 2);
  const auto& deploy = std::get<DeployStep>(turn.steps[1]);
  CHECK(deploy.kind.text == "city");
  CHECK(deploy.port->text == "S");
  const auto& expect = std::get<ExpectStmt>(s.steps[1]);
  CHECK(expect.items.size() == 2);
  CHECK(std::holds_alternative<ExpectReturned>(expect.items[1]));
}

TEST_CASE("syntax errors are collected with file:line:col and a caret, never thrown") {
  Diagnostics d("t.carc");
  parse("scenario \"x\" {\n  players red blue,\n}", d);
  REQUIRE_FALSE(d.empty());
  auto text = format_diagnostic(d.list()[0], "scenario \"x\" {\n  players red blue,\n}");
  CHECK(text.rfind("t.carc:2:", 0) == 0);
  CHECK(text.find("^") != std::string::npos);
}

TEST_CASE("parsing stops after a bounded number of errors") {
  Diagnostics d("t.carc");
  std::string text;
  for (int i = 0; i < 200; ++i) text += "scenario \"x\" { players , }\n";
  parse(text, d);
  CHECK(static_cast<int>(d.list().size()) == kMaxSyntaxErrors + 1);
  CHECK(d.list().back().message.find("too many") != std::string::npos);
}

TEST_CASE("binary data, invalid UTF-8 and oversized files are refused before parsing") {
  {
    Diagnostics d("t.carc");
    parse(std::string("scen\0ario", 9), d);
    REQUIRE(d.list().size() == 1);
    CHECK(d.list()[0].message.find("NUL") != std::string::npos);
  }
  {
    Diagnostics d("t.carc");
    parse("scenario \"\xC3\x28\" {}", d);
    REQUIRE(d.list().size() == 1);
    CHECK(d.list()[0].loc.col == 11);
  }
  {
    Diagnostics d("t.carc");
    parse(std::string(kMaxFileBytes + 1, ' '), d);
    REQUIRE(d.list().size() == 1);
  }
}

TEST_CASE("a passing scenario passes and counts its checks") {
  auto o = run(kBase);
  CHECK(o.status == Status::Passed);
  CHECK(o.checks == 4);  // placement, deployment, two expectations
}

TEST_CASE("a wrong expectation fails with want/have and the expectation's line") {
  std::string text = kBase;
  text.replace(text.find("score red 4"), 11, "score red 5");
  auto o = run(text);
  REQUIRE(o.status == Status::Failed);
  REQUIRE(o.failures.size() == 1);
  CHECK(o.failures[0].loc.line == 5);
  CHECK(o.failures[0].want == "5");
  CHECK(o.failures[0].have == "4");
  CHECK(o.board.find("E r180") != std::string::npos);
}

TEST_CASE("a scripted action the engine refuses fails the scenario and stops it") {
  auto o = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0) }
  turn red: E at (0,1), follower on city N
  expect score red 4
})");
  REQUIRE(o.status == Status::Failed);
  REQUIRE(o.failures.size() == 1);  // the expectation after the abort is not evaluated
  CHECK(o.failures[0].have.rfind("edge-mismatch", 0) == 0);
}

TEST_CASE("an expected refusal must happen with the named code") {
  auto ok = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0) }
  turn red: E at (0,1) illegal edge-mismatch
  turn red: E at (0,1) r180
  expect phase stack-empty
})");
  CHECK(ok.status == Status::Passed);
  auto wrong = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0) }
  turn red: E at (0,1) r180 illegal edge-mismatch
})");
  CHECK(wrong.status == Status::Failed);
}

TEST_CASE("an unneeded scripted action is an error") {
  auto o = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0) }
  turn red: E at (0,1) r180, follower on city S, follower on field NNE
})");
  REQUIRE(o.status == Status::Failed);
  CHECK(o.failures[0].message.find("did not ask") != std::string::npos);
}

TEST_CASE("setup errors are bad input") {
  auto o = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0)
    E at (0,1) }
})");
  CHECK(o.status == Status::BadInput);
  REQUIRE(o.errors.size() == 1);
  CHECK(o.errors[0].loc.line == 4);
}

TEST_CASE("a scenario for an expansion not built is skipped") {
  auto o = run(R"(scenario "s" { rules watchtowers players red, blue })");
  CHECK(o.status == Status::Skipped);
  CHECK(o.skip_reason == "expansion watchtowers is outside the CAR and not built");
}

TEST_CASE("final needs an empty stack and then scores the end of the game") {
  auto o = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0)  red follower on road E at (0,0)  stack U }
  final
})");
  REQUIRE(o.status == Status::Failed);
  auto ok = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0)  red follower on road E at (0,0) }
  expect phase stack-empty
  final
  expect { score red 1; winner red; phase game-over }
})");
  CHECK(ok.status == Status::Passed);
}

TEST_CASE("`stack real seed N` deals the real supply and each turn names the drawn tile") {
  // Seed 3 deals P first in the base game (scenarios/base/real-supply.carc).
  auto ok = run(R"(scenario "s" {
  players red, blue
  setup { stack real seed 3 }
  expect { stack remaining 70; region road at (0,0) E open tiles 1 }
  turn red: P at (-1,0)
})");
  CHECK(ok.status == Status::Passed);
  auto wrong = run(R"(scenario "s" {
  players red, blue
  setup { stack real seed 3 }
  turn red: U at (1,0)
})");
  CHECK(wrong.status == Status::Failed);
  REQUIRE(!wrong.failures.empty());
  CHECK(wrong.failures[0].message == "the drawn tile differs");
  // A real stack goes alone: no setup tile before it, no `stack TILE`, no `draw`.
  Diagnostics d("t.carc");
  auto f = parse(R"(scenario "s" {
  players red, blue
  setup { stack real seed 3; stack U }
  draw B
})", d);
  REQUIRE(d.empty());
  auto bad = run_scenario(f, f.scenarios[0], false);
  CHECK(bad.status == Status::BadInput);
  CHECK(bad.errors.size() == 2);  // the `stack U` added to the real stack; the `draw`
  auto late = run(R"(scenario "s" {
  players red, blue
  setup { D at (0,0); stack real seed 3 }
})");
  CHECK(late.status == Status::BadInput);  // the real stack lays its start tile first
}
