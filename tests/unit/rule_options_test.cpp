// Rule options, their defaults, edition presets, and their documentation.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "expansions/registry.hpp"

using namespace carc;

namespace {

std::unique_ptr<Ruleset> river_ruleset() {
  std::string err;
  auto rs = ruleset_for({"river1"}, err);
  INFO(err);
  REQUIRE(rs != nullptr);
  CHECK(err.empty());
  return rs;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every option has at least two values and a ruling id") {
  auto rs = river_ruleset();
  REQUIRE(rs->options.all().size() >= 5);
  for (const auto& def : rs->options.all()) {
    CAPTURE(def.name);
    CHECK(def.shown_values().size() >= 2);  // named values, or a name and a range of numbers
    CHECK_FALSE(def.rulings.empty());
    for (const auto& r : def.rulings) CHECK_FALSE(r.empty());
  }
}

TEST_CASE("option defaults are the current rules") {
  auto rs = river_ruleset();
  RuleOptions opts(rs->options);
  CHECK(opts.get("farm-scoring") == "third-edition");
  CHECK(opts.get("tiny-city") == "4");
  CHECK(opts.get("win-tie") == "shared");
  CHECK(opts.get("unplaceable-tile") == "discard");
  CHECK(opts.get("river1-start-tile") == "removed");
  CHECK(opts.explicit_values().empty());
}

TEST_CASE("an option that takes a number accepts 1..max besides its named values, and nothing else") {
  auto rs = river_ruleset();
  RuleOptions opts(rs->options);
  CHECK(opts.get("table-width") == "none");
  CHECK_FALSE(opts.set("table-width", "1").has_value());
  CHECK_FALSE(opts.set("table-width", "1000").has_value());
  CHECK_FALSE(opts.set("table-depth", "none").has_value());
  for (const char* bad : {"0", "1001", "-3", "07", "3x3", "", "wide", "99999999999"}) {
    CAPTURE(bad);
    auto err = opts.set("table-width", bad);
    REQUIRE(err.has_value());
    CHECK(contains(*err, "1..1000"));
  }
  CHECK(opts.get("table-width") == "1000");
}

TEST_CASE("RuleOptions::set validates names and values") {
  auto rs = river_ruleset();
  RuleOptions opts(rs->options);

  auto unknown = opts.set("no-such-option", "x");
  REQUIRE(unknown.has_value());
  CHECK(contains(*unknown, "no-such-option"));

  auto bad = opts.set("river1-start-tile", "thrown-away");
  REQUIRE(bad.has_value());
  CAPTURE(*bad);
  CHECK(contains(*bad, "thrown-away"));
  for (const char* v : {"removed", "after-river", "shuffled-into-land"}) CHECK(contains(*bad, v));
  CHECK(opts.get("river1-start-tile") == "removed");  // unchanged

  CHECK_FALSE(opts.set("river1-start-tile", "after-river").has_value());
  CHECK(opts.get("river1-start-tile") == "after-river");
  CHECK(opts.is("river1-start-tile", "after-river"));
}

TEST_CASE("edition presets") {
  auto rs = river_ruleset();
  SUBCASE("first-edition: old farms and the small-city rule") {
    RuleOptions opts(rs->options);
    CHECK_FALSE(opts.apply_preset("first-edition").has_value());
    CHECK(opts.get("farm-scoring") == "first-edition");
    CHECK(opts.get("tiny-city") == "2");
    CHECK(opts.get("win-tie") == "shared");
  }
  SUBCASE("zmg: no shared victory") {
    RuleOptions opts(rs->options);
    CHECK_FALSE(opts.apply_preset("zmg").has_value());
    CHECK(opts.get("win-tie") == "none");
    CHECK(opts.get("farm-scoring") == "third-edition");
  }
  SUBCASE("an unknown preset is an error") {
    RuleOptions opts(rs->options);
    auto err = opts.apply_preset("second-edition");
    REQUIRE(err.has_value());
    CHECK(contains(*err, "second-edition"));
    CHECK(opts.explicit_values().empty());
  }
}

TEST_CASE("docs/options.md mentions every registered option") {
  std::ifstream in(CARC_SOURCE_DIR "/docs/options.md");
  if (!in) {
    MESSAGE("docs/options.md does not exist yet; skipping the documentation check");
    return;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string doc = ss.str();
  auto rs = river_ruleset();
  for (const auto& def : rs->options.all()) {
    CAPTURE(def.name);
    CHECK(contains(doc, def.name));
  }
}
