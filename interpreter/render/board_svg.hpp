// The board as an SVG picture drawn from the tile catalog's geometry (tile_geometry.hpp): every
// placed tile with its cities, roads, rivers, fields, cloisters, pennants and symbols, every
// figure in its player's colour, and the coordinates. No bitmap assets; no element ids, so many
// pictures can share one HTML page.
//
// Each tile is a <g class="tile" data-tile="ID" data-at="X,Y" data-rot="DEG">, each figure a
// <g class="figure" data-player="NAME" data-kind="KIND" data-at="X,Y" data-feature="...">.
//
// With step marks (step_marks.hpp) the picture shows what the step just played did: each region
// that scored is highlighted (<g class="scored mark" data-points=...>; a farm's cities too, and a
// badge with the points and for a farm the count of cities), and each figure that came home is
// drawn faded where it stood (<g class="figure came-home mark">). Everything a step adds has the
// class "mark", so a page can hide it.
#pragma once
#include "report/library_run.hpp"
#include <array>
#include <optional>
#include <string>

#include "core/game.hpp"
#include "step_marks.hpp"

namespace carc::render {

struct SvgOptions {
  double square = 100;  // pixels per square
  bool legend = true;   // players, colours and scores under the board
  std::string title;    // the picture's <title>
  const StepMarks* marks = nullptr;         // what the step just played did, drawn over the board
  std::optional<std::array<int, 4>> area;   // the squares drawn: x0, x1, y0, y1 (default: the tiles')
  double scale = 1;                         // the picture's size on screen, times its drawing's
};

// The squares the tiles of a game cover: x0, x1, y0, y1.
std::array<int, 4> board_area(const Game& game);

std::string board_svg(const Game& game, const SvgOptions& options = {});

// One tile type alone, lying with rotation rot, for the tile reference (docs/tiles.md).
std::string tile_svg(const TileType& type, Rotation rot = 0, double square = 100);

// Escapes text for XML and HTML.
using report::xml_escape;  // one escaping for every XML the project writes

}  // namespace carc::render
