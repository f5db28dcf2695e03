// The conformance harness's pure parts: comparing observations, case ids, known-failures files.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "conformance/case_export.hpp"
#include "conformance/compare.hpp"
#include "conformance/verify.hpp"

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
