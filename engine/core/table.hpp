// The table the game is played on (CAR-4): its edge limits where tiles may go. The start tile
// lies in the middle of the table and the layout is never shifted, so the table is a fixed
// rectangle of squares around (0,0), given in tiles by the options table-width (east-west) and
// table-depth (north-south); `none` leaves that direction without an edge.
#pragma once
#include <optional>

#include "geometry.hpp"

namespace carc {
class RuleOptions;

// The squares of the table in one direction, from..to inclusive; nullopt when it has no edge.
struct TableSpan {
  int from = 0, to = 0;
};
// A table `tiles` squares wide holds (tiles - 1) / 2 of them on the west (south) side of the
// start tile and the rest on the east (north) side.
constexpr TableSpan table_span(int tiles) { return {-((tiles - 1) / 2), tiles / 2}; }

std::optional<TableSpan> table_columns(const RuleOptions&);  // x, from table-width
std::optional<TableSpan> table_rows(const RuleOptions&);     // y, from table-depth
// Whether a tile on `at` would lie past the table's edge.
bool beyond_table(const RuleOptions&, Coord at);

}  // namespace carc
