// Where each feature of a tile lies in its picture, worked out from the tile catalog alone (which
// ports each feature owns), so the tiles of a new expansion draw without code changes. Both the
// SVG and the text pictures are drawn from this one geometry.
//
// Coordinates are in the unit square of the tile as it lies on the board (rotation applied):
// x grows east, y grows SOUTH, (0,0) is the north-west corner, as SVG and text rows read.
#pragma once
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"

namespace carc::render {

struct Point {
  double x = 0, y = 0;
};
using Polyline = std::vector<Point>;
struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
};

// How a feature is drawn follows from the ports it owns.
enum class Shape {
  Area,    // owns whole sides (a city): the part of the tile between its sides and its walls
  Line,    // owns middle ports only (a road, a river): a band from each port
  Spot,    // owns no port (a cloister): a building in the middle of the tile
  Ground,  // owns half ports (a field): the ground the other features are drawn on
};

struct FeatureDrawing {
  int feature = 0;  // index in TileType::features
  Shape shape = Shape::Ground;
  Polyline outline;             // Area: closed polygon
  std::vector<Polyline> walls;  // Area: its edges inside the tile (drawn as a wall)
  std::vector<Polyline> lines;  // Line: the band's centre lines
  bool dead_end = false;        // Line: ends inside the tile
  Point centre;                 // Spot: where the building stands; Line with a dead end: the end
  double radius = 0;            // Spot: its size
  Point anchor;                 // a point of the feature that shows: where a figure stands
  double room = 0;              // how far the anchor lies from anything else drawn (or the edge)
  std::vector<Rect> ground;     // Ground: the bare ground that is this field (to highlight it)
  Point label;                  // a second such point, for pennants and symbols
};

struct TileDrawing {
  std::vector<FeatureDrawing> features;  // catalog order
  bool junction = false;                 // two or more roads end in the middle (a village)
  // Where the picture disagrees with the catalog about fields: two fields drawn as one piece of
  // ground, one field cut in two, a field with no ground showing. Empty when they agree.
  std::vector<std::string> problems;
};

// Line widths and sizes, in tile units.
inline constexpr double kRoadHalfWidth = 0.05;
inline constexpr double kRiverHalfWidth = 0.07;
inline constexpr double kSpotRadius = 0.17;
inline constexpr double kPoolRadius = 0.13;

// The side of the box a figure is drawn in, in tile units: kFigureSize standing; lying on a
// field, smaller where the field is narrow (never below kSmallestFigure), so that it covers no
// road, river or city wall and shows which field it lies in.
inline constexpr double kFigureSize = 0.24;
inline constexpr double kSmallestFigure = 0.12;
double lying_figure_size(const FeatureDrawing& field);

// The drawing of a tile type lying with rotation rot (computed once per type and rotation).
const TileDrawing& tile_drawing(const TileType& type, Rotation rot);

// Which feature paints the point p, the topmost one (Line < Area < Spot), or -1 for bare
// ground (the fields). line_slack widens the lines, for coarse pictures.
int feature_at_point(const TileType& type, const TileDrawing& d, Point p, double line_slack = 0);

// Half width of a line feature's band, by kind (rivers are wider than roads).
double line_half_width(FeatureKind kind);

}  // namespace carc::render
