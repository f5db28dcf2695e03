// Board pictures: the tile geometry against the catalog, the SVG and the text picture.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "explain/reason_words.hpp"
#include "position.hpp"
#include "render/ascii_board.hpp"
#include "render/board_svg.hpp"
#include "render/tile_geometry.hpp"

using namespace carc;
using namespace carc::render;
using carc::test::Position;

namespace {

// A point just inside the tile at a port, as the tile lies.
Point inside_at(Port p, double depth) {
  const Point corners[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  int side = p / 3, off = p % 3;
  Point a = corners[side], b = corners[(side + 1) % 4];
  double t = off == 0 ? 0.25 : off == 1 ? 0.5 : 0.75;
  Point normal[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};  // pointing into the tile
  return {a.x + (b.x - a.x) * t + normal[side].x * depth, a.y + (b.y - a.y) * t + normal[side].y * depth};
}

// Well-formed XML for what the SVG writer produces: every tag closed in order, attributes quoted.
bool well_formed(const std::string& xml, std::string& why) {
  std::vector<std::string> open;
  std::regex tag(R"(<(/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(/?)>)");
  std::size_t pos = 0;
  while (true) {
    std::size_t lt = xml.find('<', pos);
    if (lt == std::string::npos) break;
    std::smatch m;
    std::string rest = xml.substr(lt, 4096);
    if (!std::regex_search(rest, m, tag, std::regex_constants::match_continuous)) {
      why = "bad tag at " + std::to_string(lt) + ": " + rest.substr(0, 60);
      return false;
    }
    if (m[1].length()) {
      if (open.empty() || open.back() != m[2].str()) {
        why = "</" + m[2].str() + "> does not close <" + (open.empty() ? "" : open.back()) + ">";
        return false;
      }
      open.pop_back();
    } else if (!m[4].length()) {
      open.push_back(m[2].str());
    }
    pos = lt + static_cast<std::size_t>(m[0].length());
  }
  why = open.empty() ? "" : "<" + open.back() + "> left open";
  return open.empty();
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("every tile of the catalog is drawn with the fields, sides and features the catalog gives it") {
  for (const auto& t : builtin_catalog().types())
    for (int r = 0; r < 4; ++r) {
      auto rot = static_cast<Rotation>(r);
      const TileDrawing& d = tile_drawing(*t, rot);
      CAPTURE(t->id);
      CAPTURE(r);
      // The fields: each ground piece belongs to one field, each field shows as one piece.
      for (const auto& p : d.problems) FAIL_CHECK(p);
      // The sides: next to each port lies the feature that owns it (rotation applied).
      for (int p = 0; p < kPorts; ++p) {
        int owner = t->feature_at(static_cast<Port>(p), rot);
        if (owner < 0) continue;  // an open side (a half tile's empty half): no feature owns it
        Shape shape = d.features[static_cast<std::size_t>(owner)].shape;
        if (shape == Shape::Spot) continue;
        if (shape == Shape::Line && !is_middle(static_cast<Port>(p))) continue;
        // The middle of a side split between two fields joins nothing (the catalog gives it to
        // one of them): the picture may draw there whatever keeps the two fields apart.
        if (is_middle(static_cast<Port>(p)) && t->feature_at(static_cast<Port>(p - 1), rot) >= 0 &&
            t->feature_at(static_cast<Port>(p + 1), rot) >= 0 &&
            t->feature_at(static_cast<Port>(p - 1), rot) != t->feature_at(static_cast<Port>(p + 1), rot) &&
            t->features[static_cast<std::size_t>(t->feature_at(static_cast<Port>(p - 1), rot))].kind == FeatureKind::Field &&
            t->features[static_cast<std::size_t>(t->feature_at(static_cast<Port>(p + 1), rot))].kind == FeatureKind::Field)
          continue;
        int drawn = feature_at_point(*t, d, inside_at(static_cast<Port>(p), 0.01));
        CAPTURE(port_name(static_cast<Port>(p)));
        CHECK(drawn == (shape == Shape::Ground ? -1 : owner));
      }
      // Each feature's figure stands on that feature.
      for (const auto& fd : d.features) {
        int at = feature_at_point(*t, d, fd.anchor);
        CAPTURE(fd.feature);
        CHECK(at == (fd.shape == Shape::Ground ? -1 : fd.feature));
      }
    }
}

TEST_CASE("a figure lying on a field covers only that field where the field has room for it") {
  int narrow = 0, fields = 0;
  for (const auto& t : builtin_catalog().types())
    for (int r = 0; r < 4; ++r) {
      const TileDrawing& d = tile_drawing(*t, static_cast<Rotation>(r));
      for (const auto& fd : d.features) {
        if (fd.shape != Shape::Ground) continue;
        ++fields;
        double size = lying_figure_size(fd);
        if (2 * fd.room < kSmallestFigure) {  // too narrow for the smallest figure
          ++narrow;
          continue;
        }
        CAPTURE(t->id);
        CAPTURE(r);
        CAPTURE(fd.feature);
        // Points of the figure's box (just inside it) are bare ground of this very field.
        for (int i = 0; i <= 8; ++i)
          for (int j = 0; j <= 8; ++j) {
            Point p{fd.anchor.x + size * 0.95 * (i / 8.0 - 0.5), fd.anchor.y + size * 0.95 * (j / 8.0 - 0.5)};
            bool own = std::any_of(fd.ground.begin(), fd.ground.end(),
                                   [&](const Rect& g) { return p.x >= g.x && p.x <= g.x + g.w && p.y >= g.y && p.y <= g.y + g.h; });
            CHECK(feature_at_point(*t, d, p) == -1);
            CHECK(own);
          }
      }
    }
  CHECK(narrow * 10 < fields);  // nearly every field (72 of 1144 today) has room for a figure that hides nothing
}

TEST_CASE("a rotated tile is the unrotated tile turned clockwise") {
  const TileType* j = test::tile_type("J");  // city N, road bending east to south
  const TileDrawing& r0 = tile_drawing(*j, 0);
  const TileDrawing& r90 = tile_drawing(*j, 1);
  int differ = 0, total = 0;
  for (int a = 1; a < 40; ++a)
    for (int b = 1; b < 40; ++b, ++total) {
      Point p{a / 40.0, b / 40.0};
      Point turned{1 - p.y, p.x};  // a quarter turn clockwise about the centre, y down
      differ += feature_at_point(*j, r0, p) != feature_at_point(*j, r90, turned);
    }
  CHECK(differ <= total / 100);  // only along the edges of the shapes
  // J r90: the city is on the east side, the road joins south and west.
  CHECK(feature_at_point(*j, r90, {0.97, 0.5}) == 0);
  CHECK(feature_at_point(*j, r90, {0.5, 0.97}) == 1);
  CHECK(feature_at_point(*j, r90, {0.03, 0.5}) == 1);
  CHECK(feature_at_point(*j, r90, {0.5, 0.03}) == -1);
}

TEST_CASE("the SVG board is well-formed XML with one group per tile and per figure") {
  Position p;
  p.tile("D", 0, 0);
  p.tile("E", 0, 1, 2);
  p.tile("U", 1, 0);
  p.tile("B", 1, 1);
  p.tile("F", 0, -1);
  p.follower(test::red, 0, 1, "S");
  p.follower(test::blue, 1, 0, "W");
  p.follower(test::red, 1, 1, "cloister");
  p.follower(test::blue, 1, 0, "SSE");
  SvgOptions o;
  o.title = "a <small> & \"quoted\" board";
  std::string svg = board_svg(*p.game, o);
  std::string why;
  CHECK_MESSAGE(well_formed(svg, why), why);
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(count(svg, "<g class=\"tile\"") == 5);
  CHECK(count(svg, "<g class=\"figure\"") == 4);
  CHECK(count(svg, "data-player=\"red\" data-kind=\"follower\"") == 2);
  CHECK(svg.find("data-tile=\"E\" data-at=\"0,1\" data-rot=\"180\"") != std::string::npos);
  CHECK(svg.find("data-tile=\"F\" data-at=\"0,-1\" data-rot=\"0\"") != std::string::npos);
  CHECK(count(svg, "class=\"pennant\"") == 1);  // F's
  CHECK(svg.find("a &lt;small&gt; &amp; &quot;quoted&quot; board") != std::string::npos);
  // Players in their colours: red and blue are drawn as their names say.
  CHECK(svg.find("fill=\"#d62828\"") != std::string::npos);
  CHECK(svg.find("fill=\"#1d5fc9\"") != std::string::npos);

  std::string tile = tile_svg(*test::tile_type("C"));
  CHECK_MESSAGE(well_formed(tile, why), why);
  CHECK(count(tile, "<g class=\"tile\"") == 1);
}

TEST_CASE("the text board: golden picture of a small position") {
  Position p;
  p.tile("D", 0, 0);
  p.tile("E", 0, 1, 2);
  p.tile("U", 1, 0);
  p.tile("B", 1, 1);
  p.follower(test::red, 0, 1, "S");
  p.follower(test::blue, 1, 0, "W");
  p.follower(test::red, 1, 1, "cloister");
  p.follower(test::blue, 1, 0, "SSE");
  const char* golden =
      "           x=0         x=1\n"
      "       +E r180-----+B r0-------+\n"
      "       |...........|...........|\n"
      "       |...........|...........|\n"
      "y=1    |...........|....[+]r...|\n"
      "       |....###....|...........|\n"
      "       |#####r#####|...........|\n"
      "       +D r0-------+U r0-------+\n"
      "       |###########|...........|\n"
      "       |....###....|...........|\n"
      "y=0    |===========|=====b=====|\n"
      "       |...........|.....b.....|\n"
      "       |...........|...........|\n"
      "       +-----------+-----------+\n"
      "key:  # city  . field  = road  [+] cloister\n"
      "players: r red (0 points), b blue (0 points)\n"
      "figures:\n"
      "  r red follower on city S at (0,1)\n"
      "  r red follower on cloister at (1,1)\n"
      "  b blue follower on road E at (1,0)\n"
      "  b blue follower on field ESE at (1,0)\n";
  CHECK(ascii_board(*p.game) == golden);
  CHECK(ascii_board(*p.game, 1) == "(4 tiles over 2x2 squares: too large to draw here; see carc show)\n");
}

TEST_CASE("explain quotes the reason codes of docs/reasons.md with the rulings they name") {
  const auto* w = explain::reason_words("edge-mismatch");
  REQUIRE(w != nullptr);
  CHECK(w->defined_by == "core");
  CHECK(std::find(w->rulings.begin(), w->rulings.end(), "CAR-9") != w->rulings.end());
  // Every code the engine can give has its words: the core's and each module's.
  for (const char* code : reason::kAll) CHECK_MESSAGE(explain::reason_words(code) != nullptr, std::string(code));
  for (const auto* m : all_modules())
    for (auto code : m->reason_codes()) CHECK_MESSAGE(explain::reason_words(code) != nullptr, std::string(code));
  CHECK(explain::ruling_ids_in("see CAR-12, CAR:base/road-scoring. Not CARS-1 or CAR-.") ==
        std::vector<std::string>{"CAR-12", "CAR:base/road-scoring"});
}
