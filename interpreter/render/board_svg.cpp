#include "board_svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/open_sides.hpp"
#include "expansions/castles_germany/castles.hpp"
#include "picture_words.hpp"
#include "tile_geometry.hpp"

namespace carc::render {

namespace {

constexpr const char* kGround = "#9cc56b";
constexpr const char* kGroundDark = "#7da54f";

// Fill and edge colours by feature kind; a kind without an entry is drawn grey and labelled.
struct KindStyle {
  const char* fill;
  const char* edge;
  bool known;
};
KindStyle style_of(FeatureKind k) {
  switch (k) {
    case FeatureKind::City: return {"#d9b27c", "#7a5230", true};
    case FeatureKind::Road: return {"#f6f1e4", "#5f5a52", true};
    case FeatureKind::River: return {"#4f97dc", "#2d6aa8", true};
    case FeatureKind::Cloister: return {"#efe2c4", "#5b4a3a", true};
    case FeatureKind::Field: return {kGround, kGroundDark, true};
    default: return {"#c9c9c9", "#555555", false};
  }
}

// Symbol colours; a symbol without an entry is a grey marker with its name.
const char* symbol_colour(const std::string& s) {
  static const std::map<std::string, const char*> kColours = {
      {"inn", "#8a5a2b"}, {"cathedral", "#5e5e8a"}, {"wine", "#7a1f4f"}, {"grain", "#c9a227"}, {"cloth", "#2f6fb3"},
      {"siege", "#8b1e1e"},  // Besiegers, Cathars, Siege
  };
  auto it = kColours.find(s);
  return it == kColours.end() ? "#6b6b6b" : it->second;
}

std::string num(double v) { return fmt::format("{:.1f}", v); }

std::string path_of(const Polyline& l, double s, bool closed) {
  std::string d;
  for (std::size_t i = 0; i < l.size(); ++i) d += fmt::format("{}{},{} ", i ? "L" : "M", num(l[i].x * s), num(l[i].y * s));
  if (closed) d += "Z";
  return d;
}

// A tile in its own coordinates (0..s), drawn from its geometry, bottom layer first.
std::string tile_body(const TileType& t, Rotation rot, double s) {
  const TileDrawing& d = tile_drawing(t, rot);
  std::string out = fmt::format(R"~(<rect width="{0}" height="{0}" fill="{1}"/>)~", num(s), kGround);
  // Lines: roads under rivers, each a dark casing with the band on top.
  std::vector<const FeatureDrawing*> lines;
  for (const auto& fd : d.features)
    if (fd.shape == Shape::Line && !t.features[fd.feature].has_symbol("bridge")) lines.push_back(&fd);
  std::stable_sort(lines.begin(), lines.end(), [&](auto* a, auto* b) {
    return line_half_width(t.features[a->feature].kind) < line_half_width(t.features[b->feature].kind);
  });
  for (const auto* fd : lines) {
    FeatureKind k = t.features[fd->feature].kind;
    KindStyle st = style_of(k);
    double w = 2 * line_half_width(k) * s;
    for (const auto& l : fd->lines)
      out += fmt::format(R"~(<path d="{}" fill="none" stroke="{}" stroke-width="{}" stroke-linecap="butt"/>)~",
                         path_of(l, s, false), st.edge, num(w + 2.5));
    if (fd->dead_end && k == FeatureKind::River)
      out += fmt::format(R"~(<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="1.5"/>)~", num(fd->centre.x * s),
                         num(fd->centre.y * s), num(kPoolRadius * s), st.fill, st.edge);
    for (const auto& l : fd->lines)
      out += fmt::format(R"~(<path d="{}" fill="none" stroke="{}" stroke-width="{}" stroke-linecap="butt"/>)~",
                         path_of(l, s, false), st.fill, num(w));
  }
  if (d.junction)  // a village where the roads end
    out += fmt::format(R"~(<rect x="{0}" y="{0}" width="{1}" height="{1}" fill="#8b6b4a" stroke="#3f3226" stroke-width="1.5"/>)~",
                       num(0.42 * s), num(0.16 * s));
  for (const auto& fd : d.features) {
    if (fd.shape != Shape::Area) continue;
    KindStyle st = style_of(t.features[fd.feature].kind);
    out += fmt::format(R"~(<path d="{}" fill="{}"/>)~", path_of(fd.outline, s, true), st.fill);
    for (const auto& w : fd.walls)
      out += fmt::format(R"~(<path d="{}" fill="none" stroke="{}" stroke-width="3"/>)~", path_of(w, s, false), st.edge);
  }
  for (const auto& fd : d.features) {
    if (fd.shape != Shape::Spot) continue;
    FeatureKind k = t.features[fd.feature].kind;
    KindStyle st = style_of(k);
    double cx = fd.centre.x * s, cy = fd.centre.y * s, r = fd.radius * s;
    if (feature_kind_name(k) == "german-castle") {  // a keep with battlements, on the join of its double tile
      std::string keep = fmt::format("M{},{} V{}", num(cx - r), num(cy + r), num(cy - 0.5 * r));
      for (int i = 0; i < 5; ++i)  // merlons and gaps along the top
        keep += fmt::format(" H{} V{}", num(cx - r + 0.4 * r * (i + 1)), num(cy - (i % 2 == 0 ? r : 0.5 * r)));
      keep += fmt::format(" V{} Z", num(cy + r));
      out += fmt::format(R"~(<path class="german-castle" d="{}" fill="#b9ad97" stroke="#4a4034" stroke-width="1.5"/>)~", keep);
      out += fmt::format(R"~(<path d="M{0},{1} v{2} a{3},{3} 0 0,1 {4},0 v{5} Z" fill="#4a4034"/>)~", num(cx - 0.22 * r), num(cy + r),
                         num(-0.45 * r), num(0.22 * r), num(0.44 * r), num(0.45 * r));
    } else if (k == FeatureKind::Cloister) {  // seen from above: cloister walks round a green garth with a cross
      out += fmt::format(R"~(<rect class="cloister" x="{0}" y="{1}" width="{2}" height="{2}" fill="{3}" stroke="{4}" stroke-width="1.5"/>)~",
                         num(cx - 0.8 * r), num(cy - 0.8 * r), num(1.6 * r), st.fill, st.edge);
      out += fmt::format(R"~(<rect x="{0}" y="{1}" width="{2}" height="{2}" fill="#8fbf5a" stroke="{3}" stroke-width="1"/>)~",
                         num(cx - 0.42 * r), num(cy - 0.42 * r), num(0.84 * r), st.edge);
      out += fmt::format(R"~(<path d="M{0},{1} V{2} M{3},{4} H{5}" stroke="{6}" stroke-width="{7}"/>)~", num(cx), num(cy - 0.3 * r),
                         num(cy + 0.3 * r), num(cx - 0.2 * r), num(cy - 0.08 * r), num(cx + 0.2 * r), st.edge, num(0.1 * r));
    } else {
      out += fmt::format(R"~(<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="1.5"/>)~", num(cx), num(cy), num(r),
                         st.fill, st.edge);
    }
  }
  // A bridge (Bridges, Castles & Bazaars) crosses over whatever lies under it: planks drawn last.
  for (const auto& fd : d.features) {
    if (fd.shape != Shape::Line || !t.features[fd.feature].has_symbol("bridge")) continue;
    double w = 2 * kRoadHalfWidth * s;
    for (const auto& l : fd.lines) {
      out += fmt::format(R"~(<path class="bridge" d="{}" fill="none" stroke="#3f2a14" stroke-width="{}" stroke-linecap="butt"/>)~",
                         path_of(l, s, false), num(w + 5));
      out += fmt::format(R"~(<path d="{}" fill="none" stroke="#b07a40" stroke-width="{}" stroke-dasharray="3 1.5"/>)~",
                         path_of(l, s, false), num(w + 1));
    }
  }
  // Kinds without a style of their own are labelled where they lie (a German castle is drawn).
  for (const auto& fd : d.features) {
    FeatureKind k = t.features[fd.feature].kind;
    if (style_of(k).known || feature_kind_name(k) == "german-castle") continue;
    out += fmt::format(R"~(<text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#222">{}</text>)~", num(fd.anchor.x * s),
                       num(fd.anchor.y * s + 3), num(0.1 * s), xml_escape(std::string(feature_kind_name(k))));
  }
  // Pennants (a heraldic shield each, in the city's own colours: no player's marker) and symbols
  // (a labelled marker each) on their feature.
  for (const auto& fd : d.features) {
    const TileFeature& f = t.features[fd.feature];
    double x = fd.label.x * s, y = fd.label.y * s, u = 0.08 * s;
    for (int i = 0; i < f.pennants; ++i, x += 1.3 * u)
      out += fmt::format(
          R"~(<g class="pennant"><path d="M{0},{1} h{2} v{3} Q{4},{5} {6},{7} Q{8},{5} {0},{9} Z" fill="#f7f0dc" stroke="#6b4423" stroke-width="1.2"/>)~"
          R"~(<path d="M{6},{1} V{7}" stroke="#a0703c" stroke-width="{10}"/></g>)~",
          num(x - u / 2), num(y - u / 2), num(u), num(0.55 * u), num(x + u / 2), num(y + 0.35 * u), num(x), num(y + 0.6 * u),
          num(x - u / 2), num(y + 0.05 * u), num(0.22 * u));
    double sy = y + (f.pennants ? 1.1 * u : 0);
    for (const auto& sym : f.symbols) {
      if (sym == "inner-end") continue;  // where a feature meets the empty part: the picture shows it
      double w = 0.055 * s * static_cast<double>(sym.size()) + 0.06 * s;
      out += fmt::format(
          R"~(<g class="symbol" data-symbol="{0}"><rect x="{1}" y="{2}" width="{3}" height="{4}" rx="{5}" fill="{6}" stroke="#fff" stroke-width="1"/>)~"
          R"~(<text x="{7}" y="{8}" font-size="{9}" text-anchor="middle" fill="#fff">{0}</text></g>)~",
          xml_escape(sym), num(fd.label.x * s - w / 2), num(sy - 0.06 * s), num(w), num(0.12 * s), num(0.04 * s), symbol_colour(sym),
          num(fd.label.x * s), num(sy + 0.035 * s), num(0.09 * s));
      sy += 0.14 * s;
    }
  }
  out += fmt::format(R"~(<rect width="{0}" height="{0}" fill="none" stroke="#333" stroke-width="1"/>)~", num(s));
  // A tile that fills part of its square (a half tile): the empty part, the triangle between the
  // centre and each open side, is drawn as the table and its edge dashed.
  for (int side = 0; side < kSides; ++side) {
    if (!side_open(t, static_cast<Side>(side), rot)) continue;
    static constexpr double kCorner[5][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}};  // NW NE SE SW, clockwise from N's start
    const double* a = kCorner[side];
    const double* b = kCorner[side + 1];
    out += fmt::format(R"~(<path class="open-part" d="M{},{} L{},{} L{},{} Z" fill="#fbfaf6"/>)~", num(a[0] * s), num(a[1] * s),
                       num(b[0] * s), num(b[1] * s), num(0.5 * s), num(0.5 * s));
    // The edge between the parts: from a corner the open side shares with a side the tile shows.
    for (int end = 0; end < 2; ++end) {
      Side other = static_cast<Side>((side + (end == 0 ? 3 : 1)) % kSides);
      const double* p = end == 0 ? a : b;
      if (!side_open(t, other, rot))
        out += fmt::format(R"~(<path d="M{},{} L{},{}" stroke="#6b4423" stroke-width="1.5" stroke-dasharray="5 3"/>)~",
                           num(p[0] * s), num(p[1] * s), num(0.5 * s), num(0.5 * s));
    }
  }
  return out;
}

// A follower is a meeple (lying down on a field, as farmers do); other figures are a disc with
// the kind's initial. Drawn in unit coordinates and scaled.
std::string figure_shape(const std::string& colour, const FigureKindDef& def, bool lying, double size) {
  std::string outline = colour == "#222222" ? "#dddddd" : "#111111";
  if (!def.follower)
    return fmt::format(R"~(<g transform="scale({0})"><circle r="0.42" fill="{1}" stroke="{2}" stroke-width="0.07"/>)~"
                       R"~(<text y="0.17" font-size="0.5" text-anchor="middle" fill="{2}">{3}</text></g>)~",
                       num(size), colour, outline, xml_escape(def.name.substr(0, 1)));
  double scale = size * (def.strength > 1 ? 1.3 : 1.0);
  // The Phantom's follower is translucent, as the piece is.
  const char* opacity = def.name == "phantom" ? R"~( fill-opacity="0.45")~" : "";
  return fmt::format(
      R"~(<path transform="{}scale({})" d="M-0.5,0.5 L-0.16,0.02 L-0.48,-0.08 L-0.44,-0.22 L-0.15,-0.22 A0.17,0.17 0 1,1 0.15,-0.22 )~"
      R"~(L0.44,-0.22 L0.48,-0.08 L0.16,0.02 L0.5,0.5 L0.12,0.5 L0,0.28 L-0.12,0.5 Z" fill="{}"{} stroke="{}" stroke-width="0.07" stroke-linejoin="round"/>)~",
      lying ? "rotate(-90) " : "", fmt::format("{:.2f}", scale), colour, opacity, outline);
}

// Room for one player in the legend.
// A player's entry in the legend: name, score and the tokens held (the King, trade goods, ...).
std::string legend_text(const Game& game, const Player& p) {
  std::string text = fmt::format("{} {}", p.name, p.score);
  for (std::size_t k = 0; k < p.tokens.size(); ++k)
    if (p.tokens[k] > 0)
      text += p.tokens[k] == 1 ? fmt::format(" · {}", game.rules().tokens.name(static_cast<int>(k)))
                               : fmt::format(" · {} {}", game.rules().tokens.name(static_cast<int>(k)), p.tokens[k]);
  return text;
}

double legend_step(const Game& game, const Player& p) { return 32 + 7.5 * static_cast<double>(legend_text(game, p).size()); }

// One feature painted over in a highlight colour, in its tile's coordinates.
std::string feature_overlay(const PlacedTile& pt, int feature, double s, const char* colour, double opacity) {
  const TileType& t = *pt.type;
  const FeatureDrawing& fd = tile_drawing(t, pt.rot).features[static_cast<std::size_t>(feature)];
  switch (fd.shape) {
    case Shape::Area:
      return fmt::format(R"~(<path d="{}" fill="{}" fill-opacity="{}" stroke="{}" stroke-width="3"/>)~", path_of(fd.outline, s, true),
                         colour, opacity, colour);
    case Shape::Line: {
      std::string out;
      double w = 2 * line_half_width(t.features[static_cast<std::size_t>(feature)].kind) * s + 6;
      for (const auto& l : fd.lines)
        out += fmt::format(R"~(<path d="{}" fill="none" stroke="{}" stroke-opacity="{}" stroke-width="{}"/>)~", path_of(l, s, false),
                           colour, opacity, num(w));
      return out;
    }
    case Shape::Spot:
      return fmt::format(R"~(<circle cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="{}" stroke="{}" stroke-width="3"/>)~", num(fd.centre.x * s),
                         num(fd.centre.y * s), num(fd.radius * 1.2 * s), colour, opacity, colour);
    case Shape::Ground: {
      std::string d;
      for (const Rect& r : fd.ground)
        d += fmt::format("M{},{}h{}v{}h{}Z", num(r.x * s), num(r.y * s), num(r.w * s), num(r.h * s), num(-r.w * s));
      return fmt::format(R"~(<path d="{}" fill="{}" fill-opacity="{}"/>)~", d, colour, opacity);
    }
  }
  return "";
}

bool overlaps(const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

// A region the step scored: its features in gold and a farm's cities in orange (under the
// figures), or (badge) a label with the points and the count of cities on its first feature
// (over them), moved down past the figures and badges already placed (`placed`). origin(tile) is
// the tile's corner.
template <class Origin>
std::string scored_region(const Game& game, const ScoredRegion& r, std::vector<Rect>* placed, Origin origin, double s, bool badge) {
  std::string who;
  for (int p : r.players) who += (who.empty() ? "" : " ") + game.players()[static_cast<std::size_t>(p)].name;
  if (badge) {
    if (r.features.empty()) return "";
    const auto& first = r.features.front();
    const PlacedTile& pt = game.board().tile(first.tile);
    Point l = tile_drawing(*pt.type, pt.rot).features[static_cast<std::size_t>(first.feature)].label;
    Point o = origin(first.tile);
    std::string text = fmt::format("+{} {}", r.points, who);
    if (r.kind == FeatureKind::Field) text += fmt::format(" ({} cit{})", r.city_count, r.city_count == 1 ? "y" : "ies");
    if (r.farm_count) text += fmt::format(" ({} farm{})", r.farm_count, r.farm_count == 1 ? "" : "s");
    double w = 7.0 * static_cast<double>(text.size()) + 10;
    Rect box{o.x + std::clamp(l.x * s - w / 2, 2.0, std::max(2.0, s - w - 2)), o.y + l.y * s - 9, w, 18};
    while (std::any_of(placed->begin(), placed->end(), [&](const Rect& p) { return overlaps(p, box); })) box.y += 20;
    placed->push_back(box);
    double x = box.x, y = box.y;
    return fmt::format(R"~(<g class="badge mark"><rect x="{}" y="{}" width="{}" height="18" rx="4" fill="#fff8d6" stroke="#8a6d00" stroke-width="1.5"/>)~"
                       R"~(<text x="{}" y="{}" font-size="12" font-weight="bold" text-anchor="middle" fill="#3b2f00">{}</text></g>)~"
                       "\n",
                       num(x), num(y), num(w), num(x + w / 2), num(y + 13.5), xml_escape(text));
  }
  std::string out = fmt::format(R"~(<g class="scored mark" data-kind="{}" data-points="{}" data-players="{}"{}>)~",
                                feature_kind_name(r.kind), r.points, xml_escape(who),
                                r.kind == FeatureKind::Field ? fmt::format(R"~( data-cities="{}")~", r.city_count)
                                : r.farm_count               ? fmt::format(R"~( data-farms="{}")~", r.farm_count)
                                                             : "");
  out += fmt::format("<title>{}</title>", xml_escape(r.text));
  auto paint = [&](const std::vector<FeatureOnBoard>& features, const char* colour, double opacity) {
    for (const auto& f : features) {
      Point o = origin(f.tile);
      out += fmt::format(R"~(<g transform="translate({},{})">{}</g>)~", num(o.x), num(o.y),
                         feature_overlay(game.board().tile(f.tile), f.feature, s, colour, opacity));
    }
  };
  paint(r.cities, "#ff7a00", 0.35);
  paint(r.farms, "#ff7a00", 0.35);
  paint(r.features, "#ffd400", 0.5);
  return out + "</g>\n";
}

// A special place and the figures in it, as the picture draws it.
struct PlaceBox {
  std::string label;  // "castle", "red's prison"
  std::vector<const Figure*> figures;
};

std::vector<PlaceBox> place_boxes(const Game& game) {
  const PlaceTable& places = game.rules().places;
  std::vector<PlaceBox> out;
  auto box = [&](int place, int holder) -> PlaceBox& {
    std::string label = holder >= 0 ? fmt::format("{}'s {}", game.players()[static_cast<std::size_t>(holder)].name, places.name(place))
                                    : places.name(place);
    for (PlaceBox& b : out)
      if (b.label == label) return b;
    out.push_back({label, {}});
    return out.back();
  };
  for (int p = 0; p < places.size(); ++p)
    if (!places.per_player(p) && places.shown_empty(p)) box(p, -1);
  for (const Figure& f : game.figures())
    if (f.placed() && f.spot == Spot::Special && f.tile < places.size()) box(f.tile, f.feature).figures.push_back(&f);
  return out;
}

}  // namespace

std::string tile_svg(const TileType& type, Rotation rot, double square) {
  return fmt::format(
      R"~(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{0}" viewBox="0 0 {0} {0}" font-family="sans-serif">)~"
      "\n<title>{1}</title>\n"
      R"~(<g class="tile" data-tile="{2}" data-rot="{3}">{4}</g>)~"
      "\n</svg>\n",
      num(square), xml_escape(fmt::format("{} - {}", type.id, type.name)), xml_escape(type.id), rotation_degrees(rot),
      tile_body(type, rot, square));
}

std::array<int, 4> board_area(const Game& game) {
  const auto& tiles = game.board().tiles();
  if (tiles.empty()) return {0, 0, 0, 0};
  std::array<int, 4> a{tiles[0].at.x, tiles[0].at.x, tiles[0].at.y, tiles[0].at.y};
  for (const auto& t : tiles) {
    a[0] = std::min(a[0], t.at.x), a[1] = std::max(a[1], t.at.x);
    a[2] = std::min(a[2], t.at.y), a[3] = std::max(a[3], t.at.y);
  }
  return a;
}

std::string board_svg(const Game& game, const SvgOptions& opt) {
  const auto& tiles = game.board().tiles();
  const double s = opt.square;
  const auto [x0, x1, y0, y1] = opt.area.value_or(board_area(game));
  const double left = 44, top = 26, legend = opt.legend ? 30.0 * static_cast<double>((game.players().size() + 3) / 4) + 8 : 6;
  // The legend's width: a marker, the name and the score per player, four to a row.
  double legend_width = 0, row = 0;
  for (std::size_t i = 0; i < game.players().size(); ++i) {
    if (i % 4 == 0) row = 0;
    const Player& p = game.players()[i];
    row += legend_step(game, p);
    legend_width = std::max(legend_width, row);
  }
  double width = std::max(left + (x1 - x0 + 1) * s + 8, opt.legend ? left + legend_width : 0.0);
  // Special places off the tiles (a quarter of the City of Carcassonne, a player's prison), drawn
  // as boxes below the legend with the figures in them: every place one for all players, and
  // each player's place that holds someone.
  std::vector<PlaceBox> boxes = place_boxes(game);
  constexpr double kBoxW = 126, kBoxH = 56;
  int per_row = 4;
  if (!boxes.empty()) width = std::max(width, left + per_row * kBoxW);
  int box_rows = static_cast<int>((boxes.size() + static_cast<std::size_t>(per_row) - 1) / static_cast<std::size_t>(per_row));
  double height = top + (y1 - y0 + 1) * s + legend + box_rows * (kBoxH + 6) + (boxes.empty() ? 0 : 8);
  auto sx = [&](int x) { return left + (x - x0) * s; };
  auto sy = [&](int y) { return top + (y1 - y) * s; };
  std::string out = fmt::format(
      R"~(<svg xmlns="http://www.w3.org/2000/svg" class="board" width="{3}" height="{4}" viewBox="0 0 {0} {1}" font-family="sans-serif" font-size="12">)~"
      "\n<title>{2}</title>\n",
      num(width), num(height), xml_escape(opt.title.empty() ? fmt::format("board of {} tiles", tiles.size()) : opt.title),
      num(width * opt.scale), num(height * opt.scale));
  out += fmt::format(R"~(<rect width="{}" height="{}" fill="#fbfaf6"/>)~", num(width), num(height));
  out += "\n";
  // Coordinates along the top and the left; the squares as a faint dashed grid under the tiles,
  // which cover it where they lie. One line per row and column, not an outline per empty square:
  // a layout spread far apart has hundreds of thousands of empty squares in its bounding box.
  for (int x = x0; x <= x1; ++x)
    out += fmt::format(R"~(<text x="{}" y="{}" text-anchor="middle" fill="#555">x={}</text>)~", num(sx(x) + s / 2), num(top - 8), x);
  for (int y = y0; y <= y1; ++y)
    out += fmt::format(R"~(<text x="{}" y="{}" text-anchor="end" fill="#555">y={}</text>)~", num(left - 5), num(sy(y) + s / 2 + 4), y);
  out += "\n";
  std::string grid;
  for (int x = x0; x <= x1 + 1; ++x) grid += fmt::format("M{},{}V{}", num(sx(x)), num(sy(y1)), num(sy(y0) + s));
  for (int y = y0 - 1; y <= y1; ++y) grid += fmt::format("M{},{}H{}", num(sx(x0)), num(sy(y)), num(sx(x1) + s));
  out += fmt::format(R"~(<path class="grid" d="{}" fill="none" stroke="#d8d5cc" stroke-dasharray="4 4"/>)~", grid);
  out += "\n";
  for (const auto& pt : tiles) {
    out += fmt::format(R"~(<g class="tile" data-tile="{}" data-at="{},{}" data-rot="{}" transform="translate({},{})">)~",
                       xml_escape(pt.type->id), pt.at.x, pt.at.y, rotation_degrees(pt.rot), num(sx(pt.at.x)), num(sy(pt.at.y)));
    out += fmt::format("<title>{}</title>", xml_escape(fmt::format("{} at ({},{}) r{}: {}", pt.type->id, pt.at.x, pt.at.y,
                                                                   rotation_degrees(pt.rot), pt.type->name)));
    out += tile_body(*pt.type, pt.rot, s);
    // The label fits the square: a long id gets smaller letters (about 0.6 em a letter).
    std::string label = fmt::format("{} r{}", pt.type->id, rotation_degrees(pt.rot));
    double font = std::min(0.11 * s, (s - 6) / (0.6 * static_cast<double>(label.size())));
    out += fmt::format(R"~(<text x="3" y="{}" font-size="{}" fill="#222" stroke="#fbfaf6" stroke-width="2.5" paint-order="stroke">{}</text>)~",
                       num(s - 4), num(font), xml_escape(label));
    out += "</g>\n";
  }
  // A double tile (a German castle) is one piece: no border between its halves.
  for (const auto& c : castles_germany::laid_castles(game)) {
    if (c.other_half < 0) continue;
    Coord a = game.board().tile(c.castle_half).at, b = game.board().tile(c.other_half).at;
    double ax = sx(a.x), ay = sy(a.y), bx = sx(b.x), by = sy(b.y);
    bool side_by_side = a.y == b.y;
    double x = side_by_side ? std::max(ax, bx) : ax, y = side_by_side ? ay : std::max(ay, by);
    out += fmt::format(R"~(<path class="double-tile-join" d="M{},{} {}{}" stroke="{}" stroke-width="3"/>)~", num(x + (side_by_side ? 0 : 2)),
                       num(y + (side_by_side ? 2 : 0)), side_by_side ? "V" : "H", num(side_by_side ? y + s - 2 : x + s - 2), kGround);
  }
  auto origin = [&](int tile) {
    const PlacedTile& pt = game.board().tile(tile);
    return Point{sx(pt.at.x), sy(pt.at.y)};
  };
  if (opt.marks)
    for (const auto& r : opt.marks->scored) out += scored_region(game, r, nullptr, origin, s, false);
  // Figures on top of every tile, several on one feature of one tile side by side; then the
  // figures the step sent home, faded, where they stood.
  std::map<std::pair<int, int>, int> crowd;
  std::vector<Rect> covered;  // where figures stand: badges keep off them
  auto feature_figure = [&](const Figure& f, const std::string* came_home) {
    const PlacedTile& pt = game.board().tile(f.tile);
    const TileDrawing& d = tile_drawing(*pt.type, pt.rot);
    const FeatureDrawing& fd = d.features[static_cast<std::size_t>(f.feature)];
    bool lying = pt.type->features[static_cast<std::size_t>(f.feature)].kind == FeatureKind::Field;
    double size = kFigureSize * s;
    Point at = fd.anchor;
    if (fd.shape == Shape::Spot)  // beside the building, which it would hide
      at = {std::min(fd.centre.x + 0.8 * fd.radius + 0.125, 0.86), fd.centre.y + 0.3 * fd.radius};
    if (lying)  // small enough to keep off the roads and walls around its field
      size = lying_figure_size(fd) * s;
    int k = crowd[{f.tile, f.feature}]++;
    double px = sx(pt.at.x) + (at.x + 0.14 * k) * s, py = sy(pt.at.y) + at.y * s;
    covered.push_back({px - size / 2, py - size / 2, size, size});
    const Player& owner = game.players()[static_cast<std::size_t>(f.owner)];
    const FigureKindDef& def = game.rules().figures.at(f.kind);
    std::string where = feature_ref(pt, f.feature);
    std::string g = fmt::format(
        R"~(<g class="figure{}" data-player="{}" data-kind="{}" data-at="{},{}" data-feature="{}" transform="translate({},{})"{}>)~",
        came_home ? " came-home mark" : "", xml_escape(owner.name), xml_escape(def.name), pt.at.x, pt.at.y,
        xml_escape(where.substr(0, where.find(" at "))), num(px), num(py), came_home ? R"~( opacity="0.4")~" : "");
    g += fmt::format("<title>{}</title>", xml_escape(came_home ? fmt::format("{} stood on {} and came home ({})", figure_name(game, f), where, *came_home)
                                                                : fmt::format("{} on {}", figure_name(game, f), where)));
    g += figure_shape(player_colour(owner.name, f.owner), def, lying, size);
    if (def.name != "follower")
      g += fmt::format(R"~(<text y="{}" font-size="10" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="2.5" paint-order="stroke">{}</text>)~",
                       num(0.2 * s), xml_escape(def.name));
    return g + "</g>\n";
  };
  for (const Figure& f : game.figures())
    if (f.on_board()) out += feature_figure(f, nullptr);
  if (opt.marks) {
    for (const auto& h : opt.marks->came_home) out += feature_figure(h.figure, &h.reason);
    for (const auto& r : opt.marks->scored) out += scored_region(game, r, &covered, origin, s, true);
  }
  // Figures on a corner where four tiles meet (a barn): drawn on the corner point.
  for (const Figure& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Corner) continue;
    const PlacedTile& pt = game.board().tile(f.tile);
    Coord corner = corner_point(pt.at, f.feature);
    const Player& owner = game.players()[static_cast<std::size_t>(f.owner)];
    const FigureKindDef& def = game.rules().figures.at(f.kind);
    std::string where = fmt::format("the {} corner of ({},{})", kCornerNames[f.feature & 3], pt.at.x, pt.at.y);
    out += fmt::format(R"~(<g class="figure corner" data-player="{}" data-kind="{}" data-at="{},{}" data-corner="{}" transform="translate({},{})">)~",
                       xml_escape(owner.name), xml_escape(def.name), pt.at.x, pt.at.y, kCornerNames[f.feature & 3],
                       num(sx(corner.x)), num(sy(corner.y - 1)));
    out += fmt::format("<title>{}</title>", xml_escape(fmt::format("{} on {}", figure_name(game, f), where)));
    out += figure_shape(player_colour(owner.name, f.owner), def, false, 0.24 * s);
    out += fmt::format(R"~(<text y="{}" font-size="10" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="2.5" paint-order="stroke">{}</text>)~",
                       num(0.2 * s), xml_escape(def.name));
    out += "</g>\n";
  }
  // Figures on a whole tile (the dragon, the fairy): a labelled disc in the tile's lower right.
  for (const Figure& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Tile || f.tile < 0) continue;
    const PlacedTile& pt = game.board().tile(f.tile);
    const std::string& kind = game.rules().figures.at(f.kind).name;
    int k = crowd[{f.tile, -1}]++;
    double px = sx(pt.at.x) + (0.82 - 0.2 * k) * s, py = sy(pt.at.y) + 0.82 * s;
    out += fmt::format(R"~(<g class="figure neutral" data-kind="{}" data-at="{},{}" transform="translate({},{})">)~", xml_escape(kind),
                       pt.at.x, pt.at.y, num(px), num(py));
    out += fmt::format("<title>{}</title>", xml_escape(fmt::format("the {} on the tile at ({},{})", kind, pt.at.x, pt.at.y)));
    out += fmt::format(R"~(<circle r="{}" fill="{}" stroke="#111" stroke-width="1.5"/>)~", num(0.09 * s),
                       kind == "dragon" ? "#b22" : kind == "mage" ? "#9b59d0" : kind == "witch" ? "#f0902a" : "#e8d0ff");
    out += fmt::format(R"~(<text y="{}" font-size="{}" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="2" paint-order="stroke">{}</text>)~",
                       num(0.035 * s), num(0.1 * s), xml_escape(kind.substr(0, 1)));
    out += "</g>\n";
  }
  // Pieces that lie across two tiles (a castle): a keep on the side the two tiles share.
  std::set<std::pair<std::string, int>> spanned;
  for (const auto* m : game.rules().modules)
    for (std::string_view piece : m->piece_names())
      for (auto [a, b] : m->pieces_across(game, piece)) {
        const PlacedTile& ta = tiles[static_cast<std::size_t>(a)];
        const PlacedTile& tb = tiles[static_cast<std::size_t>(b)];
        spanned.insert({std::string(piece), a});
        spanned.insert({std::string(piece), b});
        double cx = (sx(ta.at.x) + sx(tb.at.x)) / 2 + s / 2, cy = (sy(ta.at.y) + sy(tb.at.y)) / 2 + s / 2;
        out += fmt::format(R"~(<g class="pieces across" data-piece="{}" data-at="{},{}" data-to="{},{}" transform="translate({},{})">)~",
                           xml_escape(std::string(piece)), ta.at.x, ta.at.y, tb.at.x, tb.at.y, num(cx), num(cy));
        out += fmt::format("<title>{}</title>", xml_escape(fmt::format("{} on ({},{}) and ({},{})", piece, ta.at.x, ta.at.y, tb.at.x, tb.at.y)));
        double w = 0.34 * s, h = 0.2 * s, merlon = w / 5;
        out += fmt::format(R"~(<rect x="{}" y="{}" width="{}" height="{}" fill="#b9b4a8" stroke="#333" stroke-width="1.5"/>)~", num(-w / 2),
                           num(-h / 2), num(w), num(h));
        for (int k = 0; k < 3; ++k)  // battlements
          out += fmt::format(R"~(<rect x="{}" y="{}" width="{}" height="{}" fill="#b9b4a8" stroke="#333" stroke-width="1.5"/>)~",
                             num(-w / 2 + 2 * k * merlon), num(-h / 2 - merlon), num(merlon), num(merlon));
        out += fmt::format(R"~(<text y="{}" font-size="{}" text-anchor="middle" fill="#111">{}</text>)~", num(0.06 * s), num(0.09 * s),
                           xml_escape(std::string(piece)));
        out += "</g>\n";
      }
  // Modules' pieces on tiles (a tower's height): a grey stack with the count, top right.
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t)
    for (const auto* m : game.rules().modules)
      for (std::string_view piece : m->piece_names()) {
        int n = pieces_on(game, piece, t);
        if (n == 0 || spanned.count({std::string(piece), t})) continue;
        const PlacedTile& pt = tiles[static_cast<std::size_t>(t)];
        out += fmt::format(R"~(<g class="pieces" data-piece="{}" data-at="{},{}" data-count="{}" transform="translate({},{})">)~",
                           xml_escape(std::string(piece)), pt.at.x, pt.at.y, n, num(sx(pt.at.x) + 0.78 * s), num(sy(pt.at.y) + 0.06 * s));
        out += fmt::format("<title>{}</title>", xml_escape(fmt::format("{} of {} piece{} at ({},{})", piece, n, n == 1 ? "" : "s", pt.at.x, pt.at.y)));
        out += fmt::format(R"~(<rect width="{}" height="{}" fill="#9a968c" stroke="#333" stroke-width="1"/>)~", num(0.17 * s), num(0.13 * s));
        out += fmt::format(R"~(<text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#fff">{}</text>)~", num(0.085 * s),
                           num(0.105 * s), num(0.11 * s), n);
        out += "</g>\n";
      }
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const PlaceBox& box = boxes[i];
    double bx = left + static_cast<double>(i % static_cast<std::size_t>(per_row)) * kBoxW;
    double by = top + (y1 - y0 + 1) * s + legend + 4 + static_cast<double>(i / static_cast<std::size_t>(per_row)) * (kBoxH + 6);
    out += fmt::format(R"~(<g class="place" data-place="{}" transform="translate({},{})">)~", xml_escape(box.label), num(bx), num(by));
    out += fmt::format(R"~(<rect width="{}" height="{}" rx="6" fill="#efe4cc" stroke="#7a5a32" stroke-width="1.5"/>)~", num(kBoxW - 8), num(kBoxH));
    out += fmt::format(R"~(<text x="6" y="14" font-size="11" fill="#4a3415">{}</text>)~", xml_escape(box.label));
    double fx = 14;
    for (const Figure* f : box.figures) {
      const FigureKindDef& def = game.rules().figures.at(f->kind);
      if (f->owner < 0) {  // a neutral figure (the Count): a gold disc with its initial
        out += fmt::format(R"~(<g class="figure neutral held" data-kind="{0}" transform="translate({1},38)"><title>the {0} in {2}</title>)~",
                           xml_escape(def.name), num(fx), xml_escape(box.label));
        out += R"~(<circle r="9" fill="#e8c244" stroke="#111" stroke-width="1.5"/>)~";
        out += fmt::format(R"~(<text y="4" font-size="11" text-anchor="middle" fill="#111">{}</text></g>)~", xml_escape(def.name.substr(0, 1)));
      } else {
        const Player& owner = game.players()[static_cast<std::size_t>(f->owner)];
        std::string beside = beside_words(game, static_cast<int>(f - game.figures().data()));
        out += fmt::format(R"~(<g class="figure held" data-player="{}" data-kind="{}"{} transform="translate({},38)"><title>{} in {}{}</title>)~",
                           xml_escape(owner.name), xml_escape(def.name),
                           beside.empty() ? "" : fmt::format(R"~( data-beside="{}")~", game.counting_figure_beside(static_cast<int>(f - game.figures().data())) + 1),
                           num(fx), xml_escape(figure_name(game, *f)), xml_escape(box.label), xml_escape(beside));
        out += figure_shape(player_colour(owner.name, f->owner), def, false, 16);
        out += "</g>";
      }
      fx += 20;
    }
    out += "</g>\n";
  }
  if (opt.legend) {
    double x = left, y = top + (y1 - y0 + 1) * s + 22;
    for (std::size_t i = 0; i < game.players().size(); ++i) {
      const Player& p = game.players()[i];
      if (i > 0 && i % 4 == 0) x = left, y += 30;
      out += fmt::format(R"~(<g class="player" data-player="{}" transform="translate({},{})">)~", xml_escape(p.name), num(x + 8), num(y - 5));
      out += figure_shape(player_colour(p.name, static_cast<int>(i)), FigureKindDef{}, false, 16);
      out += fmt::format(R"~(<text x="14" y="5">{}</text></g>)~", xml_escape(legend_text(game, p)));
      x += legend_step(game, p);
    }
    out += "\n";
  }
  return out + "</svg>\n";
}

}  // namespace carc::render
