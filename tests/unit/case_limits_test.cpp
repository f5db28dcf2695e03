// `carc observe` against hostile case documents: every limit of docs/protocol.md ("Limits")
// accepts a value just inside it and refuses one just past it with an error naming the
// offending value by its place in the document; wrong types are refused the same way.
#include <doctest/doctest.h>

#include <string>

#include "conformance/case_export.hpp"
#include "conformance/case_format.hpp"
#include "conformance/observe_session.hpp"
#include "core/tile_catalog.hpp"

using namespace carc::conformance;
using nlohmann::json;

namespace {

json setup_tile(const std::string& id, int x, int y, int rotation = 0) {
  return {{"type", "tile"}, {"tile", id}, {"x", x}, {"y", y}, {"rotation", rotation}};
}

json turn(json actions) {
  return {{"type", "turn"}, {"player", "red"}, {"continues", false}, {"extra", false}, {"line", 1}, {"actions", std::move(actions)}};
}

json observe(json query) {
  return {{"type", "observe"}, {"line", 1}, {"observations", json::array({{{"id", "o1"}, {"line", 1}, {"column", 1}, {"query", std::move(query)}}})}};
}

// A small case: D at (0,0); red draws U and places it east of D; the score of red is observed.
json small_case() {
  json tiles = json::object();
  for (const char* id : {"D", "U"}) tiles[id] = tile_definition(*carc::builtin_catalog().find(id));
  json c = {{"id", "test:1"},
            {"title", "limits"},
            {"source", {{"file", "test"}, {"line", 1}, {"column", 1}}},
            {"cites", json::array()},
            {"rules", {{"expansions", {"base"}}, {"edition", nullptr}, {"options", json::object()}}},
            {"players", {"red", "blue"}},
            {"tiles", tiles},
            {"setup", json::array({setup_tile("D", 0, 0)})},
            {"stack", {"U"}},
            {"steps", json::array({turn(json::array({{{"id", "a1"}, {"type", "place"}, {"tile", "U"}, {"x", 1}, {"y", 0}, {"rotation", 0}, {"line", 1}},
                                                     {{"id", "a2"}, {"type", "pass"}, {"line", 1}}})),
                                   observe({{"type", "score"}, {"player", "red"}})})}};
  return {{"format", std::string(kCaseFormat)}, {"version", kProtocolVersion}, {"case", c}};
}

json answer(const json& document) {
  ObserveReply r = observe_document(document.dump());
  CHECK_FALSE(r.internal);
  return json::parse(r.line);
}

// The observations of a case that must play.
json plays(const json& document) {
  json a = answer(document);
  REQUIRE_MESSAGE(a.contains("observations"), a.dump());
  return a["observations"];
}

// The error of a case that must be refused.
std::string refused(const json& document) {
  json a = answer(document);
  REQUIRE_MESSAGE(a.contains("error"), a.dump());
  return a["error"].get<std::string>();
}

}  // namespace

TEST_CASE("case limits: the small case plays") {
  json o = plays(small_case());
  CHECK(o["a1"] == "accepted");
  CHECK(o["o1"] == 0);
}

TEST_CASE("case limits: players, 2 to 8 distinct names") {
  json d = small_case();
  d["case"]["players"] = {"red", "p1", "p2", "p3", "p4", "p5", "p6", "p7"};
  CHECK(plays(d)["a1"] == "accepted");
  d["case"]["players"].push_back("p8");
  CHECK(refused(d) == "case.players: a case has 2 to 8 players; this one has 9");
  d["case"]["players"] = {"red"};
  CHECK(refused(d) == "case.players: a case has 2 to 8 players; this one has 1");
  d["case"]["players"] = {"red", "blue", "red"};
  CHECK(refused(d) == "case.players[2]: player `red` is listed twice");
}

TEST_CASE("case limits: coordinates -1000..1000 in setups, actions, features and queries") {
  json d = small_case();
  d["case"]["setup"] = json::array({setup_tile("D", 1000, -1000)});
  d["case"]["steps"][0]["actions"][0]["x"] = 999;
  d["case"]["steps"][0]["actions"][0]["y"] = -1000;
  d["case"]["steps"][1] = observe({{"type", "region"}, {"property", "tiles"}, {"feature", {{"x", 1000}, {"y", -1000}, {"kind", "road"}, {"ports", {"W"}}}}});
  json o = plays(d);
  CHECK(o["a1"] == "accepted");
  CHECK(o["o1"] == 2);

  json far = d;
  far["case"]["setup"][0]["x"] = 1001;
  CHECK(refused(far) == "case.setup[0].x: 1001 is out of range: coordinates are limited to -1000..1000");
  far = d;
  far["case"]["steps"][0]["actions"][0]["y"] = -1001;
  CHECK(refused(far) == "case.steps[0].actions[0].y: -1001 is out of range: coordinates are limited to -1000..1000");
  far = d;
  far["case"]["steps"][1]["observations"][0]["query"]["feature"]["x"] = 2147483648LL;
  CHECK(refused(far) == "case.steps[1].observations[0].query.feature.x: 2147483648 is out of range: coordinates are limited to -1000..1000");
  far = d;
  far["case"]["steps"][1] = observe({{"type", "figures"}, {"x", 0}, {"y", std::numeric_limits<std::uint64_t>::max()}});
  CHECK(refused(far) == "case.steps[1].observations[0].query.y: 18446744073709551615 is out of range: coordinates are limited to -1000..1000");
}

TEST_CASE("case limits: numbers are integers of the right type") {
  json d = small_case();
  d["case"]["setup"][0]["x"] = 0.5;
  CHECK(refused(d) == "case.setup[0].x: expected an integer, found 0.5");
  d["case"]["setup"][0]["x"] = 1e300;
  CHECK(refused(d) == "case.setup[0].x: expected an integer, found 1e+300");
  d["case"]["setup"][0]["x"] = "0";
  CHECK(refused(d) == "case.setup[0].x: expected an integer, found string");
  d = small_case();
  d["case"]["setup"][0]["rotation"] = 45;
  CHECK(refused(d) == "case.setup[0].rotation: 45 is no rotation: 0, 90, 180 or 270");
  d["case"]["setup"][0]["rotation"] = 360;
  CHECK(refused(d) == "case.setup[0].rotation: 360 is no rotation: 0, 90, 180 or 270");
}

TEST_CASE("case limits: supplies and tokens 0..100, setup scores -1000000..1000000") {
  json d = small_case();
  d["case"]["setup"].push_back({{"type", "supply"}, {"player", "red"}, {"figure", "follower"}, {"count", 100}});
  d["case"]["setup"].push_back({{"type", "score"}, {"player", "red"}, {"points", 1000000}});
  d["case"]["setup"].push_back({{"type", "score"}, {"player", "blue"}, {"points", -1000000}});
  d["case"]["steps"].push_back(observe({{"type", "supply"}, {"player", "red"}, {"figure", "follower"}}));
  d["case"]["steps"][2]["observations"][0]["id"] = "o2";
  json o = plays(d);
  CHECK(o["o1"] == 1000000);
  CHECK(o["o2"] == 100);

  json past = d;
  past["case"]["setup"][1]["count"] = 101;
  CHECK(refused(past) == "case.setup[1].count: 101 is out of range: a supply is limited to 0..100");
  past["case"]["setup"][1]["count"] = -1;
  CHECK(refused(past) == "case.setup[1].count: -1 is out of range: a supply is limited to 0..100");
  past["case"]["setup"][1]["count"] = 4000000000LL;  // would once have made four billion followers
  CHECK(refused(past) == "case.setup[1].count: 4000000000 is out of range: a supply is limited to 0..100");
  past = d;
  past["case"]["setup"][2]["points"] = 1000001;
  CHECK(refused(past) == "case.setup[2].points: 1000001 is out of range: scores are limited to -1000000..1000000");
  past = d;
  past["case"]["setup"][3]["points"] = -2147483648LL;  // the points a game adds would overflow below it
  CHECK(refused(past) == "case.setup[3].points: -2147483648 is out of range: scores are limited to -1000000..1000000");

  json tokens = small_case();
  tokens["case"]["rules"]["expansions"] = {"base", "traders-builders"};
  tokens["case"]["setup"].push_back({{"type", "tokens"}, {"player", "red"}, {"token", "wine"}, {"count", 100}});
  tokens["case"]["steps"][1] = observe({{"type", "tokens"}, {"player", "red"}, {"token", "wine"}});
  CHECK(plays(tokens)["o1"] == 100);
  tokens["case"]["setup"][1]["count"] = 101;
  CHECK(refused(tokens) == "case.setup[1].count: 101 is out of range: a count of tokens is limited to 0..100");
}

TEST_CASE("case limits: 2000 setup tiles, 10000 turns") {
  json d = small_case();
  // Rows of 100 straight roads (U): road meets road along a row, field meets field between rows.
  json setup = json::array();
  for (int i = 0; i < kMaxSetupTiles; ++i) setup.push_back(setup_tile("U", i % 100 - 50, i / 100));
  d["case"]["setup"] = setup;
  d["case"]["steps"][0]["actions"][0]["x"] = -51;
  CHECK(plays(d)["a1"] == "accepted");
  d["case"]["setup"].push_back(setup_tile("U", -51, 0));
  CHECK(refused(d) == "case.setup[2000]: a setup may lay at most 2000 tiles");

  // Turns that only try to pass (refused: a tile must be placed first) cost little.
  json turns = small_case();
  json steps = json::array();
  for (int i = 0; i < kMaxTurns; ++i) steps.push_back(turn(json::array({{{"id", "a" + std::to_string(i)}, {"type", "pass"}, {"line", 1}}})));
  turns["case"]["steps"] = steps;
  CHECK(plays(turns)["a9999"] == "wrong-phase");
  turns["case"]["steps"].push_back(turn(json::array({{{"id", "a10000"}, {"type", "pass"}, {"line", 1}}})));
  CHECK(refused(turns) == "case.steps[10000]: a case may have at most 10000 turns");
}

TEST_CASE("case limits: size and nesting of the input") {
  std::string nested(kMaxNesting, '[');
  nested += std::string(kMaxNesting, ']');
  ObserveReply r = observe_document(nested);  // as deep as allowed: read, then refused as no case
  CHECK(json::parse(r.line)["error"] == "the document: expected an object, found array");
  r = observe_document("[" + nested + "]");
  CHECK(json::parse(r.line)["error"] == "the input nests arrays and objects deeper than 64 levels");
  std::string deep(1000000, '[');  // would overflow the stack when copied or printed
  r = observe_document(deep + std::string(1000000, ']'));
  CHECK(json::parse(r.line)["error"] == "the input nests arrays and objects deeper than 64 levels");
  std::string big = small_case().dump();
  big.resize(kMaxDocumentBytes + 1, ' ');
  r = observe_document(big);
  CHECK(r.error);
  CHECK(json::parse(r.line)["error"] == "the input has more than 67108864 bytes, the limit of a case document");
  CHECK(observe_document("{\"format\": ").line == R"({"error":"the input is not valid JSON"})");
}

TEST_CASE("case limits: a malformed case names the offending value") {
  json d = small_case();
  d["case"].erase("stack");
  CHECK(refused(d) == "case: missing \"stack\"");
  d = small_case();
  d["case"]["tiles"]["U"]["sides"] = "rrrr";
  CHECK(refused(d) == "case.tiles.U: tile `U` differs from this engine's catalog");
  d = small_case();
  d["case"]["stack"] = {"Z"};
  CHECK(refused(d) == "case.stack[0]: unknown tile `Z`");
  d = small_case();
  d["case"]["steps"][1]["observations"][0]["query"] = {{"type", "score"}, {"player", "green"}};
  CHECK(refused(d) == "case.steps[1].observations[0].query.player: unknown player `green`");
  d = small_case();
  d["case"]["steps"][0]["actions"] = json::object();
  CHECK(refused(d) == "case.steps[0].actions: expected an array, found object");
  d = small_case();
  d["version"] = 2;
  CHECK(refused(d) == "version: unsupported case version");
}

TEST_CASE("persistent session: start, run, malformed lines, stop") {
  auto reply = observe_session_line(R"({"type": "start", "protocol": 1})");
  REQUIRE(reply);
  CHECK(json::parse(reply->line)["type"] == "ready");
  json run = {{"type", "run"}, {"id", "test:1"}, {"case", small_case()["case"]}};
  reply = observe_session_line(run.dump());
  REQUIRE(reply);
  CHECK(json::parse(reply->line)["observations"]["o1"] == 0);
  run["case"]["setup"][0]["y"] = 5000;
  reply = observe_session_line(run.dump());
  REQUIRE(reply);
  CHECK(reply->error);
  CHECK(json::parse(reply->line) == json{{"type", "errored"}, {"id", "test:1"},
                                         {"message", "case.setup[0].y: 5000 is out of range: coordinates are limited to -1000..1000"}});
  for (const char* bad : {"", "[1]", R"({"type": 7})", R"({"type": "run"})", "{\"type\": \"run\", \"case\": 1}"}) {
    reply = observe_session_line(bad);
    REQUIRE(reply);
    CHECK(reply->error);
    CHECK_FALSE(reply->internal);
    CHECK(json::parse(reply->line)["type"] == "errored");
  }
  CHECK_FALSE(observe_session_line(R"({"type": "stop"})"));
}
