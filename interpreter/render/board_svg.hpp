// The board as an SVG picture drawn from the tile catalog's geometry (tile_geometry.hpp): every
// placed tile with its cities, roads, rivers, fields, cloisters, pennants and symbols, every
// figure in its player's colour, and the coordinates. No bitmap assets; no element ids, so many
// pictures can share one HTML page.
//
// Each tile is a <g class="tile" data-tile="ID" data-at="X,Y" data-rot="DEG">, each figure a
// <g class="figure" data-player="NAME" data-kind="KIND" data-at="X,Y" data-feature="...">.
#pragma once
#include "report/library_run.hpp"
#include <string>

#include "core/game.hpp"

namespace carc::render {

struct SvgOptions {
  double square = 100;  // pixels per square
  bool legend = true;   // players, colours and scores under the board
  std::string title;    // the picture's <title>
};

std::string board_svg(const Game& game, const SvgOptions& options = {});

// One tile type alone, lying with rotation rot, for the tile reference (docs/tiles.md).
std::string tile_svg(const TileType& type, Rotation rot = 0, double square = 100);

// Escapes text for XML and HTML.
using report::xml_escape;  // one escaping for every XML the project writes

}  // namespace carc::render
