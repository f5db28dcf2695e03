#include "tile_geometry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <mutex>
#include <set>

#include "core/open_sides.hpp"

namespace carc::render {

namespace {

constexpr int kGrid = 40;            // cells per side of the raster that checks the fields
constexpr int kCurveSegments = 16;   // a wall curve is drawn as this many straight pieces
constexpr double kFoot = 0.08;  // half the stretch of edge a city covers where it cuts a field
// The wall positions tried, in order (see tile_drawing).
constexpr double kWallPushes[] = {0, 0.12, 0.24, 0.36, 0.48, 0.6, -0.1, -0.2, -0.3};

Point corner(int c) {  // corners clockwise from the north-west: side s runs from corner s to s+1
  static constexpr std::array<Point, 4> kCorners = {Point{0, 0}, Point{1, 0}, Point{1, 1}, Point{0, 1}};
  return kCorners[static_cast<std::size_t>(c % 4)];
}

Point outward(int side) {  // unit normal of a side, pointing out of the tile
  static constexpr std::array<Point, 4> kNormals = {Point{0, -1}, Point{1, 0}, Point{0, 1}, Point{-1, 0}};
  return kNormals[static_cast<std::size_t>(side % 4)];
}

Point port_point(Port p) {  // where a port meets the tile's edge: halves at 1/4 and 3/4
  int side = p / 3, off = p % 3;
  Point a = corner(side), b = corner(side + 1);
  double t = off == 0 ? 0.25 : off == 1 ? 0.5 : 0.75;
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

Polyline quadratic(Point a, Point c, Point b) {
  Polyline out;
  for (int i = 0; i <= kCurveSegments; ++i) {
    double t = static_cast<double>(i) / kCurveSegments, u = 1 - t;
    out.push_back({u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y});
  }
  return out;
}

double dist2(Point a, Point b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

double segment_dist2(Point p, Point a, Point b) {
  double dx = b.x - a.x, dy = b.y - a.y, len = dx * dx + dy * dy;
  double t = len == 0 ? 0 : std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len, 0.0, 1.0);
  return dist2(p, {a.x + t * dx, a.y + t * dy});
}

double polyline_dist2(Point p, const Polyline& l) {
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < l.size(); ++i) best = std::min(best, segment_dist2(p, l[i - 1], l[i]));
  return best;
}

bool inside(Point p, const Polyline& poly) {  // even-odd rule
  bool in = false;
  for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
    const Point &a = poly[i], &b = poly[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

Point polyline_middle(const Polyline& l) {
  double total = 0;
  for (std::size_t i = 1; i < l.size(); ++i) total += std::sqrt(dist2(l[i - 1], l[i]));
  double half = total / 2;
  for (std::size_t i = 1; i < l.size(); ++i) {
    double seg = std::sqrt(dist2(l[i - 1], l[i]));
    if (seg >= half && seg > 0) {
      double t = half / seg;
      return {l[i - 1].x + (l[i].x - l[i - 1].x) * t, l[i - 1].y + (l[i].y - l[i - 1].y) * t};
    }
    half -= seg;
  }
  return l.empty() ? Point{0.5, 0.5} : l.front();
}

// The kinds the catalog describes by whole sides, middle ports, half ports or no port
// (engine/tiles/README.md); a kind added later is drawn by the ports it owns.
Shape shape_of(FeatureKind kind, PortMask m) {
  switch (kind) {
    case FeatureKind::City: return Shape::Area;
    case FeatureKind::Road:
    case FeatureKind::River: return Shape::Line;
    case FeatureKind::Field: return Shape::Ground;
    case FeatureKind::Cloister: return Shape::Spot;
    default: break;
  }
  constexpr PortMask kMiddles = 0x492;
  if (!m) return Shape::Spot;
  if (!(m & ~kMiddles)) return Shape::Line;
  for (int s = 0; s < kSides; ++s)
    if (((m >> (3 * s)) & 7) == 7) return Shape::Area;
  return Shape::Ground;
}

// An area's outline: along each side it owns, and along a wall across each run of sides it
// does not own. The wall dips to touch the tile's edge wherever two different fields meet on
// that run with nothing drawn between them (a city that cuts a field in two). `push` moves the
// walls away from the owned sides (> 0) or towards them (< 0).
void half_area_outline(PortMask m, double push, FeatureDrawing& fd);

void area_outline(PortMask m, const std::array<int, kPorts>& ground_owner, double push, FeatureDrawing& fd) {
  std::array<bool, 4> own{};
  for (int s = 0; s < kSides; ++s) own[s] = ((m >> (3 * s)) & 7) == 7;
  for (int s = 0; s < kSides; ++s)
    if (!own[s] && ((m >> (3 * s)) & 5) != 0) return half_area_outline(m, push, fd);  // a wall meets a side in its middle
  int start = 0;
  while (start < 4 && !(own[start] && !own[(start + 3) % 4])) ++start;
  if (start == 4) {  // every side: the whole tile
    fd.outline = {corner(0), corner(1), corner(2), corner(3)};
    return;
  }
  fd.outline = {corner(start)};
  for (int i = start, done = 0; done < 4;) {
    if (own[i % 4]) {
      fd.outline.push_back(corner(i + 1));
      ++i, ++done;
      continue;
    }
    int j = i;
    Point normal{0, 0};
    while (!own[j % 4]) {
      normal.x += outward(j).x, normal.y += outward(j).y;
      ++j;
    }
    int run = j - i;
    // Where two fields meet along the run (from one port to the next clockwise), the city
    // reaches the edge: it covers a short stretch of it around that point.
    std::vector<Polyline> feet;
    for (int k = 3 * i; k < 3 * j - 1; ++k) {
      int a = ground_owner[static_cast<std::size_t>(k % kPorts)], b = ground_owner[static_cast<std::size_t>((k + 1) % kPorts)];
      if (a < 0 || b < 0 || a == b) continue;
      int side = k / 3;
      Point along = {corner(side + 1).x - corner(side).x, corner(side + 1).y - corner(side).y};
      if (k % 3 == 2) {  // across a corner
        Point c = corner(side + 1), next = {corner(side + 2).x - c.x, corner(side + 2).y - c.y};
        feet.push_back({{c.x - kFoot * along.x, c.y - kFoot * along.y}, c, {c.x + kFoot * next.x, c.y + kFoot * next.y}});
      } else {  // at the middle of a side
        Point mid = port_point(static_cast<Port>(side * 3 + 1));
        feet.push_back({{mid.x - kFoot * along.x, mid.y - kFoot * along.y}, {mid.x + kFoot * along.x, mid.y + kFoot * along.y}});
      }
    }
    double len = std::sqrt(normal.x * normal.x + normal.y * normal.y);
    // A wall across a corner bulges a little so the city looks round.
    double bulge = (run == 2 ? 0.12 : 0.0) + push;
    Point control{0.5 + bulge * normal.x / len, 0.5 + bulge * normal.y / len};
    feet.push_back({corner(j)});
    Polyline wall = {corner(i)};
    for (const Polyline& foot : feet) {
      Polyline piece = quadratic(wall.back(), control, foot.front());
      wall.insert(wall.end(), piece.begin() + 1, piece.end());
      wall.insert(wall.end(), foot.begin() + 1, foot.end());
    }
    fd.outline.insert(fd.outline.end(), wall.begin() + 1, wall.end());
    fd.walls.push_back(std::move(wall));
    done += run;
    i = j;
  }
  fd.outline.pop_back();  // the walk ends where it began
}

// An area that reaches half a side (the walls of the City of Carcassonne): the same walk over
// the eight half sides, with a plain wall across each run of half sides it does not own.
void half_area_outline(PortMask m, double push, FeatureDrawing& fd) {
  auto owns = [&](int h) { int q = (h % 8) / 2 * 3 + (h % 2 == 0 ? 0 : 2); return (m >> q) & 1u; };
  auto vertex = [](int h) { return h % 2 == 0 ? corner((h % 8) / 2) : port_point(static_cast<Port>((h % 8) / 2 * 3 + 1)); };
  int start = 0;
  while (start < 8 && !(owns(start) && !owns(start + 7))) ++start;
  if (start == 8) {
    fd.outline = {corner(0), corner(1), corner(2), corner(3)};
    return;
  }
  fd.outline = {vertex(start)};
  for (int i = start, done = 0; done < 8;) {
    if (owns(i)) {
      fd.outline.push_back(vertex(i + 1));
      ++i, ++done;
      continue;
    }
    int j = i;
    Point normal{0, 0};
    while (!owns(j)) {
      normal.x += outward((j % 8) / 2).x, normal.y += outward((j % 8) / 2).y;
      ++j;
    }
    double len = std::sqrt(normal.x * normal.x + normal.y * normal.y);
    Point control = len > 0 ? Point{0.5 + push * normal.x / len, 0.5 + push * normal.y / len} : Point{0.5, 0.5};
    // A wall meeting a side in its middle starts a little into the field's half, so the
    // middle port itself lies inside the city.
    auto foot = [&](int h, int towards) {
      Point a = vertex(h), b = vertex(towards);
      return h % 2 == 0 ? a : Point{a.x + 2 * kFoot * (b.x - a.x), a.y + 2 * kFoot * (b.y - a.y)};
    };
    Polyline wall = quadratic(foot(i, i + 1), control, foot(j, j + 7));
    fd.outline.push_back(wall.front());
    fd.outline.insert(fd.outline.end(), wall.begin() + 1, wall.end());
    fd.walls.push_back(std::move(wall));
    done += j - i;
    i = j;
  }
  fd.outline.pop_back();  // the walk ends where it began
}

struct Raster {
  std::vector<int> owner;  // per cell: feature painting it, or -1 for ground
  int at(int i, int j) const { return owner[static_cast<std::size_t>(j * kGrid + i)]; }
  static Point centre(int i, int j) { return {(i + 0.5) / kGrid, (j + 0.5) / kGrid}; }
};

Raster rasterize(const TileType& t, const TileDrawing& d) {
  Raster r;
  r.owner.resize(kGrid * kGrid);
  for (int j = 0; j < kGrid; ++j)
    for (int i = 0; i < kGrid; ++i) r.owner[static_cast<std::size_t>(j * kGrid + i)] = feature_at_point(t, d, Raster::centre(i, j));
  return r;
}

// Chessboard distance of each cell of `in` to the nearest cell outside it (or to the tile's
// edge), 0 outside.
std::vector<int> depth_of(const std::vector<char>& in) {
  std::vector<int> dist(in.size(), 0);
  std::deque<int> queue;
  for (int j = 0; j < kGrid; ++j)
    for (int i = 0; i < kGrid; ++i) {
      int c = j * kGrid + i;
      if (!in[c]) continue;
      bool edge = i == 0 || j == 0 || i == kGrid - 1 || j == kGrid - 1;
      for (int dj = -1; dj <= 1 && !edge; ++dj)
        for (int di = -1; di <= 1; ++di)
          if (!in[(j + dj) * kGrid + i + di]) edge = true;
      if (edge) {
        dist[c] = 1;
        queue.push_back(c);
      }
    }
  while (!queue.empty()) {
    int c = queue.front();
    queue.pop_front();
    int i = c % kGrid, j = c / kGrid;
    for (int dj = -1; dj <= 1; ++dj)
      for (int di = -1; di <= 1; ++di) {
        int ni = i + di, nj = j + dj;
        if (ni < 0 || nj < 0 || ni >= kGrid || nj >= kGrid) continue;
        int n = nj * kGrid + ni;
        if (in[n] && dist[n] == 0) {
          dist[n] = dist[c] + 1;
          queue.push_back(n);
        }
      }
  }
  return dist;
}

// The deepest cell of a set (ties: nearest to `prefer`), and a second deep cell away from it.
void place_anchor(const std::vector<char>& in, Point prefer, FeatureDrawing& fd) {
  auto dist = depth_of(in);
  auto best = [&](auto&& allowed) {
    int pick = -1;
    for (int c = 0; c < kGrid * kGrid; ++c) {
      if (!in[c] || !allowed(c)) continue;
      if (pick < 0 || dist[c] > dist[pick] ||
          (dist[c] == dist[pick] && dist2(Raster::centre(c % kGrid, c / kGrid), prefer) <
                                        dist2(Raster::centre(pick % kGrid, pick / kGrid), prefer)))
        pick = c;
    }
    return pick;
  };
  int a = best([](int) { return true; });
  if (a < 0) {  // nothing of it shows: stand on the preferred point
    fd.anchor = prefer;
    fd.label = {prefer.x + 0.12, prefer.y};
    return;
  }
  fd.anchor = Raster::centre(a % kGrid, a / kGrid);
  // Depth d: the cells within d - 1 steps are all in the set; half a cell less again, since a
  // cell's centre is what was tested, not all of it.
  fd.room = std::max(0.0, dist[static_cast<std::size_t>(a)] - 1.5) / kGrid;
  prefer = fd.anchor;
  // The label point keeps clear of a figure standing on the anchor, further when there is room.
  int b = -1;
  for (double gap : {0.26, 0.16})
    if (b < 0) b = best([&](int c) { return dist2(Raster::centre(c % kGrid, c / kGrid), fd.anchor) >= gap * gap; });
  fd.label = b < 0 ? Point{fd.anchor.x + 0.12, fd.anchor.y} : Raster::centre(b % kGrid, b / kGrid);
}

std::string ports_text(PortMask m) {
  std::string s;
  for (int p = 0; p < kPorts; ++p)
    if (m & (1u << p)) s += (s.empty() ? "" : " ") + std::string(port_name(static_cast<Port>(p)));
  return s;
}

// True when a road passes through field f without cutting it: a road that goes on across the
// tile while both halves beside one of its ends belong to f (the tunnel of pd/dragon-tunnel), or
// one that ends inside f (a road into a tunnel mouth of The Tunnel, or stopping short).
bool road_tunnels_through(const TileType& t, std::size_t f) {
  for (const auto& road : t.features) {
    if (road.kind != FeatureKind::Road) continue;
    for (int s = 0; s < kSides; ++s)
      if ((road.ports & (1u << (s * 3 + 1))) && t.port_owner[s * 3] == static_cast<int>(f) &&
          t.port_owner[s * 3 + 2] == static_cast<int>(f))
        return true;
  }
  return false;
}

// True when a city spanning the tile (owning two opposite sides) passes over field f, which then
// lies on both sides of it: the city bridge over River II's water (r2/city-bridge, CAR-253).
bool city_bridges_over(const TileType& t, std::size_t f) {
  auto side_mask = [](int s) { return static_cast<PortMask>(7u << (s * 3)); };
  PortMask mine = t.features[f].ports;
  for (const auto& city : t.features) {
    if (city.kind != FeatureKind::City) continue;
    for (int s = 0; s < 2; ++s) {
      bool spans = (city.ports & side_mask(s)) == side_mask(s) && (city.ports & side_mask(s + 2)) == side_mask(s + 2);
      if (spans && (mine & side_mask(s + 1)) && (mine & side_mask((s + 3) % 4))) return true;
    }
  }
  return false;
}

// Finds the pieces of bare ground, matches them to the catalog's fields through the half ports
// (a field touching no side takes a piece no other field reaches), sets each field's anchor and
// reports where the picture and the catalog disagree.
void place_fields(const TileType& t, Rotation rot, TileDrawing& d, const Raster& r) {
  std::vector<int> piece(kGrid * kGrid, -1);
  int pieces = 0;
  for (int c = 0; c < kGrid * kGrid; ++c) {
    if (r.owner[c] != -1 || piece[c] != -1) continue;
    std::deque<int> queue{c};
    piece[c] = pieces;
    while (!queue.empty()) {
      int x = queue.front();
      queue.pop_front();
      int i = x % kGrid, j = x / kGrid;
      const int di[] = {1, -1, 0, 0}, dj[] = {0, 0, 1, -1};
      for (int k = 0; k < 4; ++k) {
        int ni = i + di[k], nj = j + dj[k];
        if (ni < 0 || nj < 0 || ni >= kGrid || nj >= kGrid) continue;
        int n = nj * kGrid + ni;
        if (r.owner[n] == -1 && piece[n] == -1) {
          piece[n] = pieces;
          queue.push_back(n);
        }
      }
    }
    ++pieces;
  }
  std::vector<std::set<int>> field_pieces(t.features.size());
  std::vector<std::set<int>> piece_fields(static_cast<std::size_t>(pieces));
  for (std::size_t f = 0; f < t.features.size(); ++f) {
    FeatureDrawing& fd = d.features[f];
    if (fd.shape != Shape::Ground) continue;
    PortMask m = rotate_mask(t.features[f].ports, rot);
    for (int p = 0; p < kPorts; ++p) {
      if (!(m & (1u << p)) || is_middle(static_cast<Port>(p))) continue;
      // The border cells along this half side.
      Point a = port_point(static_cast<Port>(p)), n = outward(p / 3);
      Point along{corner(p / 3 + 1).x - corner(p / 3).x, corner(p / 3 + 1).y - corner(p / 3).y};
      for (int k = 1; k < kGrid / 2; ++k) {
        double s = (static_cast<double>(k) / kGrid) - 0.25;
        Point q{a.x + along.x * s - n.x * 0.5 / kGrid, a.y + along.y * s - n.y * 0.5 / kGrid};
        int i = std::clamp(static_cast<int>(q.x * kGrid), 0, kGrid - 1), j = std::clamp(static_cast<int>(q.y * kGrid), 0, kGrid - 1);
        int pc = piece[static_cast<std::size_t>(j * kGrid + i)];
        if (pc < 0) continue;
        field_pieces[f].insert(pc);
        piece_fields[static_cast<std::size_t>(pc)].insert(static_cast<int>(f));
      }
    }
  }
  // Fields inside the tile (no port) take the pieces no field reached, largest first.
  std::vector<int> free_pieces;
  for (int pc = 0; pc < pieces; ++pc)
    if (piece_fields[static_cast<std::size_t>(pc)].empty()) free_pieces.push_back(pc);
  auto size_of = [&](int pc) { return std::count(piece.begin(), piece.end(), pc); };
  std::stable_sort(free_pieces.begin(), free_pieces.end(), [&](int a, int b) { return size_of(a) > size_of(b); });
  std::size_t next_free = 0;
  for (std::size_t f = 0; f < t.features.size(); ++f) {
    if (d.features[f].shape != Shape::Ground || t.features[f].ports != 0 || next_free >= free_pieces.size()) continue;
    int pc = free_pieces[next_free++];
    field_pieces[f].insert(pc);
    piece_fields[static_cast<std::size_t>(pc)].insert(static_cast<int>(f));
  }
  std::string where = fmt::format("tile {} r{}", t.id, rotation_degrees(rot));
  for (std::size_t f = 0; f < t.features.size(); ++f) {
    FeatureDrawing& fd = d.features[f];
    if (fd.shape != Shape::Ground) continue;
    std::string name = t.features[f].ports ? fmt::format("field {}", ports_text(rotate_mask(t.features[f].ports, rot)))
                                           : std::string("the field inside the tile");
    if (field_pieces[f].empty()) d.problems.push_back(fmt::format("{}: {} has no ground showing", where, name));
    if (field_pieces[f].size() > 1 && !road_tunnels_through(t, f) && !city_bridges_over(t, f))
      d.problems.push_back(fmt::format("{}: {} is drawn in {} pieces", where, name, field_pieces[f].size()));
    // Stand on the largest piece of it.
    std::vector<char> in(kGrid * kGrid, 0);
    int best_piece = -1;
    std::size_t best_size = 0;
    for (int pc : field_pieces[f]) {
      auto size = static_cast<std::size_t>(std::count(piece.begin(), piece.end(), pc));
      if (size > best_size) best_size = size, best_piece = pc;
    }
    Point prefer{0.5, 0.5};
    int cells = 0;
    double sx = 0, sy = 0;
    for (int c = 0; c < kGrid * kGrid; ++c)
      if (piece[c] == best_piece && best_piece >= 0) {
        in[c] = 1;
        Point q = Raster::centre(c % kGrid, c / kGrid);
        sx += q.x, sy += q.y, ++cells;
      }
    if (cells) prefer = {sx / cells, sy / cells};
    place_anchor(in, prefer, fd);
    // Its ground as one rectangle per run of cells along a row.
    for (int j = 0; j < kGrid; ++j)
      for (int i = 0; i < kGrid;) {
        int pc = piece[static_cast<std::size_t>(j * kGrid + i)];
        if (pc < 0 || !field_pieces[f].count(pc)) {
          ++i;
          continue;
        }
        int end = i;
        while (end < kGrid && piece[static_cast<std::size_t>(j * kGrid + end)] == pc) ++end;
        fd.ground.push_back({static_cast<double>(i) / kGrid, static_cast<double>(j) / kGrid, static_cast<double>(end - i) / kGrid,
                             1.0 / kGrid});
        i = end;
      }
  }
  for (const auto& fields : piece_fields) {
    if (fields.size() < 2) continue;
    std::string names;
    for (int f : fields)
      names += (names.empty() ? "" : " and ") +
               fmt::format("field {}", ports_text(rotate_mask(t.features[static_cast<std::size_t>(f)].ports, rot)));
    d.problems.push_back(fmt::format("{}: {} are drawn as one piece of ground", where, names));
  }
}

TileDrawing build(const TileType& t, Rotation rot, double push, Point bend, int& problems) {
  TileDrawing d;
  std::vector<int> spots, dead_roads;
  std::array<int, kPorts> ground_owner{};  // per port as the tile lies: the field owning it, or -1
  for (int p = 0; p < kPorts; ++p) {
    int f = t.feature_at(static_cast<Port>(p), rot);
    ground_owner[static_cast<std::size_t>(p)] =
        f >= 0 && shape_of(t.features[static_cast<std::size_t>(f)].kind, t.features[static_cast<std::size_t>(f)].ports) == Shape::Ground ? f : -1;
  }
  for (std::size_t f = 0; f < t.features.size(); ++f) {
    FeatureDrawing fd;
    fd.feature = static_cast<int>(f);
    PortMask m = rotate_mask(t.features[f].ports, rot);
    fd.shape = shape_of(t.features[f].kind, m);
    switch (fd.shape) {
      case Shape::Area: area_outline(m, ground_owner, push, fd); break;
      case Shape::Line: {
        std::vector<Port> ports;
        for (int p = 0; p < kPorts; ++p)
          if (m & (1u << p)) ports.push_back(static_cast<Port>(p));
        Point mid{0.5, 0.5};
        if (ports.size() == 2) {
          fd.lines.push_back(quadratic(port_point(ports[0]), bend, port_point(ports[1])));
        } else {
          for (Port p : ports) fd.lines.push_back({port_point(p), mid});
          fd.dead_end = ports.size() == 1;
          fd.centre = mid;
          if (fd.dead_end && t.features[f].kind == FeatureKind::Road) dead_roads.push_back(static_cast<int>(f));
        }
        break;
      }
      case Shape::Spot: spots.push_back(static_cast<int>(f)); break;
      case Shape::Ground: break;
    }
    d.features.push_back(std::move(fd));
  }
  for (std::size_t k = 0; k < spots.size(); ++k) {
    FeatureDrawing& fd = d.features[static_cast<std::size_t>(spots[k])];
    fd.centre = {0.5 + (static_cast<double>(k) - (static_cast<double>(spots.size()) - 1) / 2) * 0.36, 0.5};
    fd.radius = spots.size() > 1 ? kSpotRadius * 0.8 : kSpotRadius;
    // A module's place (a tower foundation) is drawn small: it may stand in a narrow field.
    FeatureKind kind = t.features[static_cast<std::size_t>(spots[k])].kind;
    if (is_module_place(kind)) fd.radius *= 0.5;
    // A German castle stands on the join of its double tile: its half's inner (east) side.
    if (feature_kind_name(kind) == "german-castle") {
      Point edge = port_point(middle_port(rotate(Side::E, rot)));
      fd.radius = kSpotRadius * 0.8;
      double reach = 2 * (0.5 - fd.radius - 0.03);  // as near the join as leaves the side's field showing
      fd.centre = {0.5 + (edge.x - 0.5) * reach, 0.5 + (edge.y - 0.5) * reach};
    }
  }
  d.junction = dead_roads.size() >= 2;

  Raster r = rasterize(t, d);
  // A side whose halves are two fields with no road, river or city between them (the catalog
  // gives its middle to one of the fields: a fair's ground reaching the side) is cut from its
  // middle to the tile's centre, so the two fields are drawn apart.
  for (int s = 0; s < kSides; ++s) {
    int a = ground_owner[static_cast<std::size_t>(s * 3)], m = ground_owner[static_cast<std::size_t>(s * 3 + 1)],
        b = ground_owner[static_cast<std::size_t>(s * 3 + 2)];
    if (a < 0 || b < 0 || m < 0 || a == b) continue;
    Point from = port_point(static_cast<Port>(s * 3 + 1));
    for (int k = 0; k <= 4 * kGrid; ++k) {
      double u = static_cast<double>(k) / (4 * kGrid);
      Point q{from.x + (0.5 - from.x) * u, from.y + (0.5 - from.y) * u};
      int i = std::clamp(static_cast<int>(q.x * kGrid), 0, kGrid - 1), j = std::clamp(static_cast<int>(q.y * kGrid), 0, kGrid - 1);
      int& cell = r.owner[static_cast<std::size_t>(j * kGrid + i)];
      if (cell == -1) cell = -2;  // no ground, and no feature's either
    }
  }
  // A tile that fills part of its square (core/open_sides.hpp): the cells nearest an open side
  // are its empty part, no ground of its fields.
  for (int j = 0; j < kGrid; ++j)
    for (int i = 0; i < kGrid; ++i) {
      Point q = Raster::centre(i, j);
      double dist[kSides] = {q.y, 1 - q.x, 1 - q.y, q.x};  // to N E S W
      auto nearest = static_cast<int>(std::min_element(dist, dist + kSides) - dist);
      int& cell = r.owner[static_cast<std::size_t>(j * kGrid + i)];
      if (cell == -1 && side_open(t, static_cast<Side>(nearest), rot)) cell = -2;
    }
  for (auto& fd : d.features) {
    if (fd.shape == Shape::Ground) continue;
    if (fd.shape == Shape::Spot) {
      fd.anchor = fd.centre;
      fd.label = {fd.centre.x + fd.radius * 0.9, fd.centre.y - fd.radius * 0.9};
      continue;
    }
    std::vector<char> in(kGrid * kGrid, 0);
    double sx = 0, sy = 0;
    int cells = 0;
    for (int c = 0; c < kGrid * kGrid; ++c)
      if (r.owner[c] == fd.feature) {
        in[c] = 1;
        Point q = Raster::centre(c % kGrid, c / kGrid);
        sx += q.x, sy += q.y, ++cells;
      }
    Point prefer = fd.shape == Shape::Line ? polyline_middle(fd.lines.front())
                                           : (cells ? Point{sx / cells, sy / cells} : Point{0.5, 0.5});
    if (fd.shape == Shape::Line && fd.lines.size() > 2) prefer = {0.5, 0.5};
    place_anchor(in, prefer, fd);
  }
  place_fields(t, rot, d, r);
  problems = static_cast<int>(d.problems.size());
  return d;
}

}  // namespace

double lying_figure_size(const FeatureDrawing& field) { return std::clamp(2 * field.room, kSmallestFigure, kFigureSize); }

double line_half_width(FeatureKind kind) { return kind == FeatureKind::River ? kRiverHalfWidth : kRoadHalfWidth; }

int feature_at_point(const TileType& type, const TileDrawing& d, Point p, double line_slack) {
  for (const auto& fd : d.features)
    if (fd.shape == Shape::Spot && dist2(p, fd.centre) <= fd.radius * fd.radius) return fd.feature;
  for (const auto& fd : d.features)
    if (fd.shape == Shape::Area && inside(p, fd.outline)) return fd.feature;
  // Wider lines lie on top (a road ends at the river's bank).
  int best = -1;
  double best_width = -1;
  for (const auto& fd : d.features) {
    if (fd.shape != Shape::Line) continue;
    FeatureKind kind = type.features[static_cast<std::size_t>(fd.feature)].kind;
    double w = line_half_width(kind);
    bool hit = false;
    for (const auto& l : fd.lines)
      if (polyline_dist2(p, l) <= (w + line_slack) * (w + line_slack)) hit = true;
    if (fd.dead_end && kind == FeatureKind::River && dist2(p, fd.centre) <= kPoolRadius * kPoolRadius) hit = true;
    if (hit && w > best_width) best = fd.feature, best_width = w;
  }
  return best;
}

const TileDrawing& tile_drawing(const TileType& type, Rotation rot) {
  static std::mutex mutex;
  static std::map<std::pair<const TileType*, int>, TileDrawing> cache;
  std::lock_guard lock(mutex);
  auto key = std::make_pair(&type, rot % 4);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  // City walls move until the picture has the fields the catalog has: further into the tile to
  // keep two fields apart (a city cap reaching down to a river), or back towards the city's
  // sides to leave room for a field between two cities.
  TileDrawing best;
  int best_problems = std::numeric_limits<int>::max();
  // A road with two ends bends through the centre; where that leaves fields joined that the
  // catalog keeps apart (a road that runs up to a city wall: am/cap-road-south-east), it bends
  // towards a side or a corner instead.
  static const Point kBends[] = {{0.5, 0.5},  {0.5, -0.1}, {1.1, 0.5},  {0.5, 1.1},  {-0.1, 0.5},
                                 {0.1, 0.1},  {0.9, 0.1},  {0.9, 0.9},  {0.1, 0.9}};
  for (Point bend : kBends) {
    for (double push : kWallPushes) {
      int problems = 0;
      TileDrawing d = build(type, static_cast<Rotation>(rot % 4), push, bend, problems);
      if (problems < best_problems) best = std::move(d), best_problems = problems;
      if (problems == 0) break;
    }
    if (best_problems == 0) break;
  }
  return cache.emplace(key, std::move(best)).first->second;
}

}  // namespace carc::render
