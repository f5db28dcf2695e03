// The table the game is played on (CAR-4): its edge limits where tiles may go. The start tile
// lies in the middle of the table and the layout is never shifted, so the table is a fixed
// rectangle of squares around (0,0), given in tiles by the options table-width (east-west) and
// table-depth (north-south); `none` leaves that direction without an edge.
#pragma once
#include <optional>

#include "geometry.hpp"

namespace carc {
class RuleOptions;

// The squares of the table in one direction, from..to inclusive.
struct TableSpan {
  int from = 0, to = 0;
};
// A table `tiles` squares wide holds (tiles - 1) / 2 of them on the west (south) side of the
// start tile and the rest on the east (north) side.
constexpr TableSpan table_span(int tiles) { return {-((tiles - 1) / 2), tiles / 2}; }

// The table of one game, read from its options once (Game keeps it: placements ask often).
struct Table {
  std::optional<TableSpan> columns;  // x, from table-width
  std::optional<TableSpan> rows;     // y, from table-depth
  static Table of(const RuleOptions&);
  bool edged() const { return columns || rows; }
  // Whether a tile on `at` would lie past the table's edge.
  bool beyond(Coord at) const {
    auto inside = [](const std::optional<TableSpan>& s, int v) { return !s || (v >= s->from && v <= s->to); };
    return !inside(columns, at.x) || !inside(rows, at.y);
  }
};

}  // namespace carc
