#include "ascii_board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "core/open_sides.hpp"
#include "picture_words.hpp"
#include "tile_geometry.hpp"

namespace carc::render {

namespace {

constexpr int kRows = 5;      // text rows inside a square
constexpr int kMinCols = 11;  // text columns inside a square (more when a label needs them)

char kind_char(FeatureKind k) {
  switch (k) {
    case FeatureKind::City: return '#';
    case FeatureKind::Road: return '=';
    case FeatureKind::River: return '~';
    case FeatureKind::Cloister: return '+';
    case FeatureKind::Field: return '.';
    default: return static_cast<char>(std::toupper(static_cast<unsigned char>(feature_kind_name(k).front())));
  }
}

}  // namespace

std::vector<char> player_marks(const Game& game) {
  // Each player's first letter not taken yet, in seating order (blue b, black l), in lower case:
  // tile ids and the other marks are in upper case.
  std::vector<char> marks;
  std::set<char> taken;
  for (const Player& p : game.players()) {
    char pick = 0;
    for (char ch : p.name) {
      char l = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (std::islower(static_cast<unsigned char>(l)) && !taken.count(l)) {
        pick = l;
        break;
      }
    }
    for (char l = 'a'; !pick && l <= 'z'; ++l)
      if (!taken.count(l)) pick = l;
    if (!pick) pick = '?';
    taken.insert(pick);
    marks.push_back(pick);
  }
  return marks;
}

namespace {

std::string label_of(const PlacedTile& pt) { return fmt::format("{} r{}", pt.type->id, rotation_degrees(pt.rot)); }

class Canvas {
 public:
  Canvas(int w, int h) : rows_(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), ' ')) {}
  void put(int x, int y, char c) {
    if (y >= 0 && y < static_cast<int>(rows_.size()) && x >= 0 && x < static_cast<int>(rows_[0].size()))
      rows_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = c;
  }
  char get(int x, int y) const { return rows_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; }
  void write(int x, int y, const std::string& s) {
    for (std::size_t i = 0; i < s.size(); ++i) put(x + static_cast<int>(i), y, s[i]);
  }
  std::string text() const {
    std::string out;
    for (auto row : rows_) {
      row.erase(row.find_last_not_of(' ') + 1);
      out += row + "\n";
    }
    return out;
  }

 private:
  std::vector<std::string> rows_;
};

}  // namespace

std::string ascii_board(const Game& game, int max_squares) {
  const auto& tiles = game.board().tiles();
  if (tiles.empty()) return "(empty board)\n";
  int x0 = tiles[0].at.x, x1 = x0, y0 = tiles[0].at.y, y1 = y0;
  std::size_t longest = 0;
  for (const auto& t : tiles) {
    x0 = std::min(x0, t.at.x), x1 = std::max(x1, t.at.x);
    y0 = std::min(y0, t.at.y), y1 = std::max(y1, t.at.y);
    longest = std::max(longest, label_of(t).size());
  }
  if (max_squares > 0 && (x1 - x0 >= max_squares || y1 - y0 >= max_squares))
    return fmt::format("({} tiles over {}x{} squares: too large to draw here; see carc show)\n", tiles.size(), x1 - x0 + 1,
                       y1 - y0 + 1);
  const int cols = std::max(kMinCols, static_cast<int>(longest) + 2), rows = kRows;
  const int left = 7, top = 1;
  Canvas c(left + (x1 - x0 + 1) * (cols + 1) + 1, top + (y1 - y0 + 1) * (rows + 1) + 1);
  auto ox = [&](int x) { return left + (x - x0) * (cols + 1); };  // a square's left edge column
  auto oy = [&](int y) { return top + (y1 - y) * (rows + 1); };   // its top edge row
  for (int x = x0; x <= x1; ++x) c.write(ox(x) + 1 + (cols - 4) / 2, 0, fmt::format("x={}", x));
  for (int y = y0; y <= y1; ++y) c.write(0, oy(y) + 1 + rows / 2, fmt::format("y={}", y));

  std::set<std::string> key;  // what the picture uses, for the key under it
  std::set<std::string> symbol_key;
  for (const auto& pt : tiles) {
    int bx = ox(pt.at.x), by = oy(pt.at.y);
    for (int i = 0; i <= cols + 1; ++i) c.put(bx + i, by, '-'), c.put(bx + i, by + rows + 1, '-');
    for (int j = 0; j <= rows + 1; ++j) c.put(bx, by + j, j == 0 || j == rows + 1 ? '+' : '|'), c.put(bx + cols + 1, by + j, j == 0 || j == rows + 1 ? '+' : '|');
    const TileType& t = *pt.type;
    const TileDrawing& d = tile_drawing(t, pt.rot);
    auto cell_of = [&](Point p, int& i, int& j) {
      i = std::clamp(static_cast<int>(p.x * cols), 0, cols - 1);
      j = std::clamp(static_cast<int>(p.y * rows), 0, rows - 1);
    };
    // Areas by sampling each cell at three heights (a text cell is tall): an area that covers
    // any of them shows.
    for (int j = 0; j < rows; ++j)
      for (int i = 0; i < cols; ++i) {
        int f = -1;
        for (double v : {0.5, 1.0 / 6, 5.0 / 6}) {
          int g = feature_at_point(t, d, {(i + 0.5) / cols, (j + v) / rows});
          if (g >= 0 && d.features[static_cast<std::size_t>(g)].shape == Shape::Area) {
            f = g;
            break;
          }
        }
        if (f < 0) {  // bare ground: a field
          c.put(bx + 1 + i, by + 1 + j, '.');
          key.insert(". field");
          continue;
        }
        char ch = kind_char(t.features[static_cast<std::size_t>(f)].kind);
        c.put(bx + 1 + i, by + 1 + j, ch);
        key.insert(std::string(1, ch) + " " + std::string(feature_kind_name(t.features[static_cast<std::size_t>(f)].kind)));
      }
    // Lines by following them, where nothing above covers them.
    for (const auto& fd : d.features) {
      if (fd.shape != Shape::Line) continue;
      FeatureKind k = t.features[static_cast<std::size_t>(fd.feature)].kind;
      char ch = kind_char(k);
      key.insert(std::string(1, ch) + " " + std::string(feature_kind_name(k)));
      for (const auto& l : fd.lines)
        for (std::size_t s = 1; s < l.size(); ++s)
          for (int step = 0; step <= 20; ++step) {
            double u = step / 20.0;
            Point p{l[s - 1].x + (l[s].x - l[s - 1].x) * u, l[s - 1].y + (l[s].y - l[s - 1].y) * u};
            if (feature_at_point(t, d, p) != fd.feature) continue;
            int i, j;
            cell_of(p, i, j);
            c.put(bx + 1 + i, by + 1 + j, ch);
          }
      if (fd.dead_end && k == FeatureKind::River)
        for (int j = 0; j < rows; ++j)
          for (int i = 0; i < cols; ++i)
            if (feature_at_point(t, d, {(i + 0.5) / cols, (j + 0.5) / rows}) == fd.feature) c.put(bx + 1 + i, by + 1 + j, ch);
    }
    // A tile that fills part of its square (a half tile): the cells nearest an open side are
    // its empty part, left blank; the line between the parts is drawn with / or \\.
    for (int j = 0; j < rows; ++j)
      for (int i = 0; i < cols; ++i) {
        double px = (i + 0.5) / cols, py = (j + 0.5) / rows;
        double dist[4] = {py, 1 - px, 1 - py, px};  // to N E S W
        int nearest = static_cast<int>(std::min_element(dist, dist + 4) - dist);
        if (!side_open(t, static_cast<Side>(nearest), pt.rot)) continue;
        double filled = 2;  // the nearest side the tile shows
        for (int k = 0; k < 4; ++k)
          if (!side_open(t, static_cast<Side>(k), pt.rot)) filled = std::min(filled, dist[k]);
        bool edge = filled - dist[nearest] < 1.2 / cols;
        c.put(bx + 1 + i, by + 1 + j, edge ? ((px - 0.5) * (py - 0.5) > 0 ? '\\' : '/') : ' ');
      }
    if (d.junction) {
      c.put(bx + 1 + cols / 2, by + 1 + rows / 2, 'o');
      key.insert("o village");
    }
    // Spots: [+] for a cloister, [X] with the kind's initial otherwise.
    for (const auto& fd : d.features) {
      if (fd.shape != Shape::Spot) continue;
      int i, j;
      cell_of(fd.centre, i, j);
      FeatureKind k = t.features[static_cast<std::size_t>(fd.feature)].kind;
      c.write(bx + i, by + 1 + j, fmt::format("[{}]", kind_char(k)));
      key.insert(fmt::format("[{}] {}", kind_char(k), feature_kind_name(k)));
    }
    // Pennants and symbols at their feature's label point.
    for (const auto& fd : d.features) {
      const TileFeature& f = t.features[static_cast<std::size_t>(fd.feature)];
      int i, j;
      cell_of(fd.label, i, j);
      std::string marks(static_cast<std::size_t>(f.pennants), '*');
      if (f.pennants) key.insert("* pennant");
      for (const auto& s : f.symbols) {  // upper case: lower case letters are the players'
        if (s == "inner-end") continue;  // where a feature meets the empty part: the picture shows it
        marks += static_cast<char>(std::toupper(static_cast<unsigned char>(s.front())));
        symbol_key.insert(fmt::format("{} {}", static_cast<char>(std::toupper(static_cast<unsigned char>(s.front()))), s));
      }
      i = std::min(i, cols - static_cast<int>(marks.size()));
      c.write(bx + 1 + std::max(i, 0), by + 1 + j, marks);
    }
  }
  // Labels last: a square's top edge is also the bottom edge of the square above.
  for (const auto& pt : tiles) c.write(ox(pt.at.x) + 1, oy(pt.at.y), label_of(pt));

  // Figures: the owner's mark at the feature, moved right past another figure.
  const std::vector<char> player_mark = player_marks(game);
  std::string legend;
  std::set<std::pair<int, int>> taken;
  for (const Figure& f : game.figures()) {
    if (!f.on_board()) continue;
    const PlacedTile& pt = game.board().tile(f.tile);
    const FeatureDrawing& fd = tile_drawing(*pt.type, pt.rot).features[static_cast<std::size_t>(f.feature)];
    int i = std::clamp(static_cast<int>(fd.anchor.x * cols), 0, cols - 1);
    int j = std::clamp(static_cast<int>(fd.anchor.y * rows), 0, rows - 1);
    int x = ox(pt.at.x) + 1 + i, y = oy(pt.at.y) + 1 + j;
    if (fd.shape == Shape::Spot) x = std::min(x + 2, ox(pt.at.x) + cols);  // beside the [+], not over it
    while (taken.count({x, y}) && x < ox(pt.at.x) + cols) ++x;
    taken.insert({x, y});
    char mark = player_mark[static_cast<std::size_t>(f.owner)];
    c.put(x, y, mark);
    legend += fmt::format("  {} {} on {}\n", mark, figure_name(game, f), feature_ref(pt, f.feature));
  }
  // Figures on a corner where four tiles meet (a barn): the owner's initial on that corner.
  for (const Figure& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Corner) continue;
    const PlacedTile& pt = game.board().tile(f.tile);
    Coord corner = corner_point(pt.at, f.feature);
    char mark = player_mark[static_cast<std::size_t>(f.owner)];
    c.put(ox(corner.x), oy(corner.y - 1), mark);
    legend += fmt::format("  {} {} on the {} corner of ({},{})\n", mark, figure_name(game, f), kCornerNames[f.feature & 3],
                          pt.at.x, pt.at.y);
  }
  // Figures standing on a whole tile (the dragon, the fairy): the kind's initial in upper case
  // (lower case letters are the players') in the tile's bottom-right corner.
  for (const Figure& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Tile || f.tile < 0) continue;
    const PlacedTile& pt = game.board().tile(f.tile);
    const std::string& kind = game.rules().figures.at(f.kind).name;
    int x = ox(pt.at.x) + cols, y = oy(pt.at.y) + rows;
    while (taken.count({x, y}) && x > ox(pt.at.x) + 1) --x;
    taken.insert({x, y});
    char mark = static_cast<char>(std::toupper(static_cast<unsigned char>(kind.front())));
    c.put(x, y, mark);
    std::string beside;
    if (f.feature >= 0) {
      const Figure& b = game.figures()[static_cast<std::size_t>(f.feature)];
      if (b.on_board()) beside = fmt::format(", beside {}", figure_name(game, b));
    }
    legend += fmt::format("  {} the {} on the tile at ({},{}){}\n", mark, kind, pt.at.x, pt.at.y, beside);
  }
  // Modules' pieces on tiles (a tower's height): the piece's initial and the count in the tile's
  // top-right corner.
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t)
    for (const auto* m : game.rules().modules)
      for (std::string_view piece : m->piece_names()) {
        int n = pieces_on(game, piece, t);
        if (n == 0) continue;
        const PlacedTile& pt = tiles[static_cast<std::size_t>(t)];
        std::string mark = fmt::format("{}{}", static_cast<char>(std::toupper(static_cast<unsigned char>(piece.front()))), n);
        c.write(ox(pt.at.x) + cols - static_cast<int>(mark.size()) + 1, oy(pt.at.y) + 1, mark);
        legend += fmt::format("  {} {} of {} piece{} at ({},{})\n", mark, piece, n, n == 1 ? "" : "s", pt.at.x, pt.at.y);
      }
  legend += held_text(game, "  ");
  std::string keys;
  for (const auto& k : key) keys += "  " + k;
  for (const auto& k : symbol_key) keys += "  " + k;
  std::string out = c.text() + "key:" + keys + "\n";
  out += "players:";
  for (std::size_t i = 0; i < game.players().size(); ++i) {
    const Player& p = game.players()[i];
    out += fmt::format("{} {} {} ({} point{})", i ? "," : "", player_mark[i], p.name, p.score, p.score == 1 ? "" : "s");
  }
  out += "\n";
  if (!legend.empty()) out += "figures:\n" + legend;
  return out;
}

}  // namespace carc::render
