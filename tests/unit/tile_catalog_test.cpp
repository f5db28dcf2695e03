// The built-in tile catalog against the published tile counts, and catalog validation.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"

using namespace carc;

namespace {

int river_side_count(const TileType& t) {
  int n = 0;
  for (SideKind k : t.sides) n += k == SideKind::River ? 1 : 0;
  return n;
}

int total_count(const std::vector<const TileType*>& types) {
  int n = 0;
  for (const auto* t : types) n += t->count;
  return n;
}

}  // namespace

TEST_CASE("base game: 24 types A-X with the published counts, start tile D") {
  const auto& cat = builtin_catalog();
  const std::map<std::string, int> expected = {
      {"A", 2}, {"B", 4}, {"C", 1}, {"D", 4}, {"E", 5}, {"F", 2}, {"G", 1}, {"H", 3},
      {"I", 2}, {"J", 3}, {"K", 3}, {"L", 3}, {"M", 2}, {"N", 3}, {"O", 2}, {"P", 3},
      {"Q", 1}, {"R", 3}, {"S", 2}, {"T", 1}, {"U", 8}, {"V", 9}, {"W", 4}, {"X", 1}};
  auto base = cat.types_of("base");
  CHECK(base.size() == 24);
  CHECK(total_count(base) == 72);
  for (const auto* t : base) {
    CAPTURE(t->id);
    CHECK(expected.count(t->id) == 1);
  }
  for (const auto& entry : expected) {  // no structured binding: CAPTURE's lambda cannot take one in clang 14
    const auto& id = entry.first;
    const auto count = entry.second;
    CAPTURE(id);
    const TileType* t = cat.find(id);
    REQUIRE(t != nullptr);
    CHECK(t->expansion == "base");
    CHECK(t->count == count);
  }
  const TileType* start = cat.start_tile("base");
  REQUIRE(start != nullptr);
  CHECK(start->id == "D");
}

TEST_CASE("base game: pennants, cloisters and side totals") {
  int pennants = 0, cloisters = 0, cloisters_a = 0, cloisters_b = 0;
  std::map<SideKind, int> sides;
  for (const auto* t : builtin_catalog().types_of("base")) {
    for (const auto& f : t->features) {
      pennants += f.pennants * t->count;
      if (f.kind == FeatureKind::Cloister) {
        cloisters += t->count;
        if (t->id == "A") cloisters_a += t->count;
        if (t->id == "B") cloisters_b += t->count;
      }
    }
    for (SideKind k : t->sides) sides[k] += t->count;
  }
  CHECK(pennants == 10);
  CHECK(cloisters == 6);
  CHECK(cloisters_a == 2);
  CHECK(cloisters_b == 4);
  CHECK(sides[SideKind::Field] == 115);
  CHECK(sides[SideKind::Road] == 94);
  CHECK(sides[SideKind::City] == 79);
  CHECK(sides[SideKind::River] == 0);
}

TEST_CASE("base game: edge classes match the CAR Consolidated Tile Reference") {
  const std::map<std::string, std::string> ctr = {
      {"C", "cccc"}, {"Q", "cccf"}, {"R", "cccf"}, {"S", "cccr"}, {"T", "cccr"}, {"I", "ccff"},
      {"M", "ccff"}, {"N", "ccff"}, {"O", "ccrr"}, {"P", "ccrr"}, {"F", "cfcf"}, {"G", "cfcf"},
      {"H", "cfcf"}, {"E", "cfff"}, {"K", "cfrr"}, {"D", "crfr"}, {"J", "crrf"}, {"L", "crrr"},
      {"A", "fffr"}, {"B", "ffff"}, {"V", "ffrr"}, {"U", "frfr"}, {"W", "frrr"}, {"X", "rrrr"}};
  REQUIRE(ctr.size() == 24);
  for (const auto& entry : ctr) {  // no structured binding (clang 14 and CAPTURE)
    const auto& id = entry.first;
    const auto& cls = entry.second;
    CAPTURE(id);
    const TileType* t = builtin_catalog().find(id);
    REQUIRE(t != nullptr);
    CHECK(t->edge_class() == cls);
  }

  const std::map<std::string, int> ctr_counts = {
      {"cccc", 1}, {"cccf", 4}, {"cccr", 3}, {"ccff", 7}, {"ccrr", 5}, {"cfcf", 6},
      {"cfff", 5}, {"cfrr", 3}, {"crfr", 4}, {"crrf", 3}, {"crrr", 3}, {"ffff", 4},
      {"fffr", 2}, {"ffrr", 9}, {"frfr", 8}, {"frrr", 4}, {"rrrr", 1}};
  std::map<std::string, int> counts;
  for (const auto* t : builtin_catalog().types_of("base")) counts[t->edge_class()] += t->count;
  CHECK(counts == ctr_counts);
}

TEST_CASE("edge_class is the smallest rotation of the clockwise side string") {
  const TileType* d = builtin_catalog().find("D");
  REQUIRE(d != nullptr);
  CHECK(d->edge_string() == "crfr");  // N city, E road, S field, W road
  const TileType* k = builtin_catalog().find("K");
  REQUIRE(k != nullptr);
  CHECK(k->edge_class() <= k->edge_string());
}

TEST_CASE("River I: 12 tiles, one spring and one lake, river sides") {
  const auto& cat = builtin_catalog();
  auto river = cat.types_of("river1");
  REQUIRE_FALSE(river.empty());
  CHECK(total_count(river) == 12);
  int springs = 0, lakes = 0;
  for (const auto* t : river) {
    CAPTURE(t->id);
    if (t->river_role == "spring" || t->river_role == "lake") {
      (t->river_role == "spring" ? springs : lakes) += t->count;
      CHECK(river_side_count(*t) == 1);
    } else {
      CHECK(t->river_role.empty());
      CHECK(river_side_count(*t) == 2);
    }
  }
  CHECK(springs == 1);
  CHECK(lakes == 1);
  for (const auto* t : cat.types_of("base")) {
    CAPTURE(t->id);
    CHECK(river_side_count(*t) == 0);
    CHECK_FALSE(t->has_kind(FeatureKind::River));
  }
}

// ---- Validation

namespace {

// Loads `text` into a fresh catalog; returns all error messages joined, or "" when it loaded.
std::string load_errors(const std::string& text) {
  TileCatalog cat;
  std::vector<CatalogError> errors;
  bool ok = cat.load_text(text, "test.yaml", errors);
  std::string all;
  for (const auto& e : errors) all += e.file + ": " + e.message + "\n";
  CHECK(ok == errors.empty());
  if (!ok) CHECK(cat.types().empty());  // nothing from a bad file is kept
  return all;
}

// One tile with the given features (YAML list items, 6-space indented) and extra tile keys.
std::string one_tile(const std::string& features, const std::string& count = "    count: 1\n") {
  return "expansion: test\ntiles:\n  - id: T\n" + count + "    features:\n" + features;
}

const std::string kAllHalves = "        ports: [NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW]\n";

}  // namespace

// The document fails to load and some error message contains `part`.
#define CHECK_LOAD_ERROR(text, part)                   \
  do {                                                 \
    const std::string errors_ = load_errors(text);     \
    INFO("errors: " << errors_);                       \
    CHECK(errors_.find(part) != std::string::npos);    \
  } while (false)

TEST_CASE("a valid minimal document loads; a plain field side's middle port belongs to the field") {
  TileCatalog cat;
  std::vector<CatalogError> errors;
  const std::string text = one_tile("      - kind: road\n        ports: [N]\n      - kind: field\n" + kAllHalves);
  REQUIRE(cat.load_text(text, "min.yaml", errors));
  CHECK(errors.empty());
  const TileType* t = cat.find("T");
  REQUIRE(t != nullptr);
  CHECK(t->expansion == "test");
  CHECK(t->count == 1);
  REQUIRE(t->features.size() == 2);
  CHECK(t->port_owner[middle_port(Side::N)] == 0);  // the road
  for (Side s : {Side::E, Side::S, Side::W}) {
    CAPTURE(side_letter(s));
    CHECK(t->port_owner[middle_port(s)] == 1);  // the field took the middle of its plain sides
    CHECK(t->sides[static_cast<int>(s)] == SideKind::Field);
  }
  CHECK(t->sides[0] == SideKind::Road);
  CHECK((t->features[1].ports & (1u << middle_port(Side::E))) != 0);
  CHECK(t->edge_class() == "fffr");
  CHECK(cat.start_tile("test") == nullptr);
}

TEST_CASE("feature symbols load and can be counted") {
  TileCatalog cat;
  std::vector<CatalogError> errors;
  const std::string text =
      one_tile("      - kind: road\n        ports: [N]\n        symbols: [inn]\n      - kind: field\n" + kAllHalves);
  REQUIRE(cat.load_text(text, "sym.yaml", errors));
  const TileType* t = cat.find("T");
  REQUIRE(t != nullptr);
  CHECK(t->features[0].has_symbol("inn"));
  CHECK(t->features[0].count_symbol("inn") == 1);
  CHECK_FALSE(t->features[1].has_symbol("inn"));
}

TEST_CASE("invalid catalog documents are rejected with a useful message") {
  SUBCASE("unknown port name") {
    CHECK_LOAD_ERROR(one_tile("      - kind: road\n        ports: [NORTH]\n      - kind: field\n" + kAllHalves), "unknown port `NORTH`");
  }
  SUBCASE("a city reaching half a side owns that half and the middle: the other half must be described") {
    CHECK_LOAD_ERROR(one_tile("      - kind: city\n        ports: [NNW]\n"), "port NNE is not described");
  }
  SUBCASE("a field listing a middle port") {
    CHECK_LOAD_ERROR(one_tile("      - kind: field\n        ports: [N]\n"), "fields use half ports");
  }
  SUBCASE("two features owning one port") {
    CHECK_LOAD_ERROR(one_tile("      - kind: field\n        ports: [NNW]\n      - kind: field\n" + kAllHalves), "port NNW belongs to two features");
  }
  SUBCASE("a port left undescribed") {
    CHECK_LOAD_ERROR(one_tile("      - kind: road\n        ports: [N]\n      - kind: field\n"
                               "        ports: [NNW, ENE, ESE, SSE, SSW, WSW, WNW]\n"), "port NNE is not described");
  }
  SUBCASE("a field without `borders` on a tile with a city") {
    CHECK_LOAD_ERROR(one_tile("      - kind: city\n        ports: [N]\n      - kind: field\n"
                               "        ports: [ENE, ESE, SSE, SSW, WSW, WNW]\n"), "needs `borders`");
  }
  SUBCASE("`borders` naming a side that is not a city") {
    CHECK_LOAD_ERROR(one_tile("      - kind: city\n        ports: [N]\n      - kind: field\n"
                               "        ports: [ENE, ESE, SSE, SSW, WSW, WNW]\n        borders: [S]\n"), "side S is not a city");
  }
  SUBCASE("pennants on a road") {
    CHECK_LOAD_ERROR(one_tile("      - kind: road\n        ports: [N]\n        pennants: 1\n      - kind: field\n" +
                               kAllHalves), "only cities have pennants");
  }
  SUBCASE("unknown symbol") {
    CHECK_LOAD_ERROR(one_tile("      - kind: road\n        ports: [N]\n        symbols: [dragon]\n      - kind: field\n" +
                               kAllHalves), "unknown symbol `dragon`");
  }
  SUBCASE("a symbol on the wrong kind of feature") {
    CHECK_LOAD_ERROR(one_tile("      - kind: road\n        ports: [N]\n        symbols: [cathedral]\n      - kind: field\n" +
                               kAllHalves), "symbol `cathedral` belongs on a city");
  }
  SUBCASE("missing count") {
    CHECK_LOAD_ERROR(one_tile("      - kind: field\n" + kAllHalves, ""), "missing `count`");
  }
  SUBCASE("duplicate tile id") {
    const std::string tile = "  - id: T\n    count: 1\n    features:\n      - kind: field\n" + kAllHalves;
    CHECK_LOAD_ERROR("expansion: test\ntiles:\n" + tile + tile, "duplicate tile id T");
  }
  SUBCASE("`start` naming a tile not in the file") {
    const std::string text = "expansion: test\nstart: Z\ntiles:\n  - id: T\n    count: 1\n    features:\n"
                             "      - kind: field\n" + kAllHalves;
    CHECK_LOAD_ERROR(text, "start tile Z is not in this file");
  }
  SUBCASE("malformed YAML") {
    std::string msg = load_errors("expansion: test\ntiles: [\n  - id: T\n");
    CAPTURE(msg);
    CHECK(msg.find("test.yaml: ") == 0);
    CHECK(msg.find("line 3") != std::string::npos);  // yaml-cpp says where
  }
}

TEST_CASE("a tile id already in the catalog is rejected when another file repeats it") {
  TileCatalog cat;
  std::vector<CatalogError> errors;
  const std::string tile = "tiles:\n  - id: T\n    count: 1\n    features:\n      - kind: field\n" + kAllHalves;
  REQUIRE(cat.load_text("expansion: one\n" + tile, "one.yaml", errors));
  CHECK_FALSE(cat.load_text("expansion: two\n" + tile, "two.yaml", errors));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].file == "two.yaml");
  CHECK(errors[0].message.find("duplicate tile id T") != std::string::npos);
  CHECK(cat.types().size() == 1);
}
