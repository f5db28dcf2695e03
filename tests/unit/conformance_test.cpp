// The conformance harness's pure parts: comparing observations, case ids, known-failures files.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "conformance/case_export.hpp"
#include "conformance/compare.hpp"
#include "conformance/setup_replay.hpp"
#include "conformance/verify.hpp"
#include "core/tile_catalog.hpp"

using namespace carc::conformance;
using nlohmann::json;

namespace {

json document_with(json expected) {
  json c = {{"steps", json::array({{{"type", "observe"},
                                    {"observations", json::array({{{"id", "o1"}, {"line", 7}, {"column", 3},
                                                                   {"query", {{"type", "score"}, {"player", "red"}}}}})}}})}};
  return {{"case", c}, {"expected", std::move(expected)}};
}

}  // namespace

TEST_CASE("compare: equals, contains and set; a missing answer is a mismatch") {
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}), {{"o1", 3}}).empty());
  auto m = compare_observations(document_with({{"o1", {{"equals", 3}}}}), {{"o1", 4}});
  REQUIRE(m.size() == 1);
  CHECK(m[0].what == "score of red");
  CHECK(m[0].line == 7);
  CHECK(m[0].want == "3");
  CHECK(m[0].have == "4");
  CHECK(compare_observations(document_with({{"o1", {{"contains", 6}}}}), {{"o1", {3, 6}}}).empty());
  CHECK(compare_observations(document_with({{"o1", {{"contains", 6}}}}), {{"o1", 6}}).size() == 1);  // not an array
  CHECK(compare_observations(document_with({{"o1", {{"set", {"red", "blue"}}}}}), {{"o1", {"blue", "red"}}}).empty());
  CHECK(compare_observations(document_with({{"o1", {{"set", {"red", "blue"}}}}}), {{"o1", {"red"}}}).size() == 1);
  CHECK(compare_observations(document_with({{"o1", {{"set", {"red", "red"}}}}}), {{"o1", {"red", "blue"}}}).size() == 1);
  auto missing = compare_observations(document_with({{"o1", {{"equals", 3}}}}), json::object());
  REQUIRE(missing.size() == 1);
  CHECK(missing[0].have == "(missing)");
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}), json::array()).size() == 1);
}

TEST_CASE("compare: an observation answered unsupported is set apart, neither a match nor a mismatch") {
  std::vector<Mismatch> unsupported;
  json answer = {{"o1", {{"unsupported", "no event log"}}}};
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}), answer, &unsupported).empty());
  REQUIRE(unsupported.size() == 1);
  CHECK(unsupported[0].id == "o1");
  CHECK(unsupported[0].have == "no event log");
  CHECK(unsupported[0].want == "3");
  // Without the list to put it in, or in a form that is not {"unsupported": string}, it is a mismatch.
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}), answer).size() == 1);
  unsupported.clear();
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}), {{"o1", {{"unsupported", 1}}}}, &unsupported).size() == 1);
  CHECK(compare_observations(document_with({{"o1", {{"equals", 3}}}}),
                             {{"o1", {{"unsupported", "x"}, {"also", 1}}}}, &unsupported).size() == 1);
  CHECK(unsupported.empty());
  CHECK(is_unsupported_answer({{"unsupported", "why"}}));
  CHECK_FALSE(is_unsupported_answer("unsupported"));
}

namespace {

// A base-game case object: D at (0,0), A west of it, then `extra` setup items; T to play.
json tiny_case(json extra) {
  json tiles = json::object();
  for (const char* id : {"A", "D", "T"}) tiles[id] = tile_definition(*carc::builtin_catalog().find(id));
  json setup = json::array({{{"type", "tile"}, {"tile", "D"}, {"x", 0}, {"y", 0}, {"rotation", 0}},
                            {{"type", "tile"}, {"tile", "A"}, {"x", -1}, {"y", 0}, {"rotation", 270}}});
  for (auto& item : extra) setup.push_back(item);
  json options = {{"farm-scoring", "third-edition"}, {"tiny-city", "4"}, {"unplaceable-tile", "discard"}, {"win-tie", "shared"}};
  return {{"id", "t:1"}, {"players", {"red", "blue"}}, {"rules", {{"expansions", {"base"}}, {"edition", nullptr}, {"options", options}}},
          {"tiles", tiles}, {"setup", setup}, {"stack", {"T"}},
          {"steps", json::array({{{"type", "turn"}, {"player", "red"}, {"continues", false}, {"line", 9},
                                  {"actions", json::array({{{"id", "a1"}, {"type", "place"}, {"tile", "T"}, {"x", 1}, {"y", 5}, {"rotation", 90}, {"line", 9}}})}}})}};
}

json follower(const char* player, int x, int y, const char* kind, json ports) {
  return {{"type", "figure"}, {"player", player}, {"figure", "follower"}, {"feature", {{"x", x}, {"y", y}, {"kind", kind}, {"ports", ports}}}};
}

}  // namespace

TEST_CASE("bounds: the setup and every placement, widened by one") {
  json b = case_bounds(tiny_case(json::array()));
  CHECK(b == json{{"min", {{"x", -2}, {"y", -1}}}, {"max", {{"x", 2}, {"y", 6}}}});
}

TEST_CASE("replay: the setup as seat-order turns ending with the case's first player, or why not") {
  json r = find_setup_replay(tiny_case(json::array()));
  REQUIRE(r.contains("turns"));
  CHECK(r["first"] == "blue");  // one replayed turn, then red plays first
  CHECK(r["start"] == json{{"tile", "D"}, {"x", 0}, {"y", 0}, {"rotation", 0}});
  CHECK(r["turns"].size() == 1);
  CHECK(r["turns"][0]["player"] == "blue");
  CHECK(r["turns"][0]["deploy"].is_null());
  CHECK(r["stack"] == json{"A", "T"});

  // red's follower on A's road: A is laid on blue's turn, so no seat order deploys it...
  json one = find_setup_replay(tiny_case(json::array({follower("red", -1, 0, "road", {"E"})})));
  REQUIRE(one.contains("unreachable"));
  CHECK(one["unreachable"].get<std::string>().find("red has 1 figures on setup tiles but only 0") != std::string::npos);
  // ...unless blue is to play first: then red lays A with the follower.
  json blue_first = tiny_case(json::array({follower("red", -1, 0, "road", {"E"}), {{"type", "first"}, {"player", "blue"}}}));
  json two = find_setup_replay(blue_first);
  REQUIRE(two.contains("turns"));
  CHECK(two["turns"][0]["player"] == "red");
  CHECK(two["turns"][0]["deploy"]["figure"] == "follower");

  // A follower on D too: the start tile becomes A, and D is laid by a turn.
  json both = find_setup_replay(tiny_case(json::array({follower("red", 0, 0, "city", {"N"})})));
  REQUIRE(both.contains("unreachable"));  // red would lay D on blue's turn
  json scored = find_setup_replay(tiny_case(json::array({{{"type", "score"}, {"player", "red"}, {"points", 5}}})));
  REQUIRE(scored.contains("unreachable"));
  CHECK(scored["unreachable"].get<std::string>().find("5 points") != std::string::npos);
}

TEST_CASE("case ids name a file by its path under scenarios/") {
  CHECK(case_id_base("scenarios/base/road-completion.carc") == "base/road-completion.carc");
  CHECK(case_id_base("./x/scenarios/river1/a.carc") == "river1/a.carc");
  CHECK(case_id_base("elsewhere/a.carc") == "elsewhere/a.carc");
  CHECK(case_id_base("/tmp/lib/a.carc") == "/tmp/lib/a.carc");
}

TEST_CASE("known-failures files: ids and globs, comments; a line with two words is an error") {
  const std::string path = "known-failures-test.txt";
  {
    std::ofstream f(path);
    f << "# engine X\nbase/a.carc:7   # off by one\n\n  base/farm-*\n";
  }
  std::vector<std::string> ids;
  std::string error;
  CHECK(read_known_failures(path, ids, error));
  CHECK(ids == std::vector<std::string>{"base/a.carc:7", "base/farm-*"});
  {
    std::ofstream f(path);
    f << "ok:1\n  two words\n";
  }
  ids.clear();
  CHECK_FALSE(read_known_failures(path, ids, error));
  CHECK(error.find(path + ":2:3: error") == 0);
  std::remove(path.c_str());
}
