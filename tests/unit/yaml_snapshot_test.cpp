// The catalogs' snapshots (core/yaml_snapshot.hpp) say what their YAML text says: the built-in
// catalogs load from the snapshots, so a snapshot that drifted from its text would change tiles
// or rulings unseen.
#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "core/embedded_tiles.hpp"
#include "core/tile_catalog.hpp"
#include "core/yaml_snapshot.hpp"
#include "rulings/ruling_catalog.hpp"

namespace carc {
const std::vector<EmbeddedFile>& embedded_ruling_files();
}

using namespace carc;

TEST_CASE("a snapshot keeps a YAML tree's order, scalars and nulls") {
  const std::string text = "b: 1\na: [x, \"y z\", ~]\nc:\n  d: no\n  e:\n";
  YAML::Node back = yaml_from_snapshot(yaml_snapshot(YAML::Load(text)));
  CHECK(yaml_snapshot(back) == yaml_snapshot(YAML::Load(text)));
  CHECK(yaml_snapshot(back) == R"({"b":"1","a":["x","y z",null],"c":{"d":"no","e":null}})");
  CHECK(back["b"].as<int>() == 1);
  CHECK(back["a"].IsSequence());
  CHECK(back["a"].size() == 3);
  CHECK(back["a"][2].IsNull());
  CHECK_FALSE(back["c"]["d"].as<bool>());
  CHECK_FALSE(back["missing"]);
  CHECK_THROWS(yaml_from_snapshot("{\"a\":"));
}

TEST_CASE("every embedded catalog file's snapshot is its text's") {
  for (const auto* files : {&embedded_tile_files(), &embedded_ruling_files()})
    for (const EmbeddedFile& f : *files) {
      CAPTURE(f.name);
      CHECK(yaml_snapshot(YAML::Load(f.text)) == f.snapshot);
    }
}

TEST_CASE("a catalog loaded from the snapshots equals the one loaded from the text") {
  TileCatalog from_text, from_snapshot;
  std::vector<CatalogError> errors;
  for (const EmbeddedFile& f : embedded_tile_files()) {
    CHECK(from_text.load_text(f.text, f.name, errors));
    CHECK(from_snapshot.load_snapshot(f.snapshot, f.name, errors));
  }
  CHECK(errors.empty());
  REQUIRE(from_text.types().size() == from_snapshot.types().size());
  for (std::size_t i = 0; i < from_text.types().size(); ++i) {
    const TileType& a = *from_text.types()[i];
    const TileType& b = *from_snapshot.types()[i];
    CAPTURE(a.id);
    CHECK(a.id == b.id);
    CHECK(a.count == b.count);
    CHECK(a.edge_string() == b.edge_string());
    CHECK(a.features.size() == b.features.size());
  }

  rulings::RulingCatalog rulings_text, rulings_snapshot;
  std::vector<rulings::CatalogProblem> problems;
  for (const EmbeddedFile& f : embedded_ruling_files()) {
    rulings_text.load_text(f.text, f.name, problems);
    rulings_snapshot.load_snapshot(f.snapshot, f.name, problems);
  }
  CHECK(problems.empty());
  REQUIRE(rulings_text.all().size() == rulings_snapshot.all().size());
  for (std::size_t i = 0; i < rulings_text.all().size(); ++i) {
    CHECK(rulings_text.all()[i].id == rulings_snapshot.all()[i].id);
    CHECK(rulings_text.all()[i].status == rulings_snapshot.all()[i].status);
  }
}

TEST_CASE("a catalog problem in a snapshot has no line, in the text it has one") {
  const std::string text = "expansion: test\ntiles:\n  - id: Q\n    count: x\n";
  std::vector<CatalogError> from_text, from_snapshot;
  TileCatalog a, b;
  CHECK_FALSE(a.load_text(text, "t.yaml", from_text));
  CHECK_FALSE(b.load_snapshot(yaml_snapshot(YAML::Load(text)), "t.yaml", from_snapshot));
  REQUIRE_FALSE(from_text.empty());
  REQUIRE_FALSE(from_snapshot.empty());
  CHECK(from_text[0].message.find("line ") != std::string::npos);
  CHECK(from_snapshot[0].message.find("line ") == std::string::npos);
}
