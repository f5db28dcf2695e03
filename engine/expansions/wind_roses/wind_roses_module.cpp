#include "wind_roses_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "wind_roses_names.hpp"

namespace carc {

using namespace wind;

namespace {

// The board tile whose rose divides the board now: the blue rose once it lies on the board
// (the latest laid, should a setup lay several), else the orange one; -1 when neither does.
int rose_tile(const Game& g, int except) {
  int orange = -1, blue = -1;
  for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t) {
    if (t == except) continue;
    const TileType* type = g.board().tile(t).type;
    if (type->has_symbol(kBlue)) blue = t;
    else if (type->has_symbol(kOrange) && orange < 0) orange = t;
  }
  return blue >= 0 ? blue : orange;
}

int quarter_of(const TileType* t) {
  for (int q = 0; q < 4; ++q)
    if (t->has_symbol(kQuarters[q])) return q;
  return -1;
}

}  // namespace

void WindRosesModule::register_options(OptionRegistry& r) const {
  r.add({kSections,
         {"four", "two"},
         {"CAR-515"},
         "four: the rose divides the board into four sections, NE, SE, SW and NW, the squares in line with it belonging to "
         "two (Carcassonne on Tour, 2012); two: into a north and a south section, its row belonging to both (Spielbox "
         "2013), where the north-east and north-west tiles are the N tiles and the others the S tiles",
         kModule});
}

// The orange rose is the start tile in place of the base game's (which goes back into the box);
// the other five are land tiles. With a river or the City of Carcassonne as the start the orange
// rose is shuffled in with them, and divides the board once it is laid.
void WindRosesModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  const TileType* orange = catalog.start_tile(kModule);
  bool base_start = supply.layout.empty() && supply.start && supply.start->expansion == "base";
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = t == orange && base_start ? 1 : 0; i < t->count; ++i) land.push_back(t);
  if (base_start) supply.start = orange;
}

// Points at once, as the tile is laid, before the figure step (CAR-513): a scoring of its own,
// no feature's (CAR-514).
void WindRosesModule::tile_placed(Game& g, int tile_index) const {
  const PlacedTile& pt = g.board().tile(tile_index);
  int q = quarter_of(pt.type);
  if (q < 0) return;
  int rose = rose_tile(g, tile_index);
  if (rose < 0) {
    g.note(g.active_player(), "no wind rose lies on the board yet: the quarter rose earns nothing");
    return;
  }
  const PlacedTile& rt = g.board().tile(rose);
  // The square seen from the rose, turned into the rose's own frame (its north is the tile's
  // printed north as it lies: the blue rose may lie turned, CAR's example).
  int dx = pt.at.x - rt.at.x, dy = pt.at.y - rt.at.y;
  for (int r = 0; r < static_cast<int>(rt.rot); ++r) {  // undo each clockwise quarter turn
    int nx = -dy, ny = dx;
    dx = nx;
    dy = ny;
  }
  bool north = dy >= 0, south = dy <= 0, east = dx >= 0, west = dx <= 0;
  bool in = false;
  std::string section;
  if (g.options().is(kSections, "two")) {
    bool wants_north = q == 0 || q == 3;
    in = wants_north ? north : south;
    section = wants_north ? "north" : "south";
  } else {
    const bool hit[4] = {north && east, south && east, south && west, north && west};
    in = hit[q];
    section = kQuarterNames[q];
  }
  std::string rose_words = fmt::format("the {} rose at ({},{})", rt.type->has_symbol(kBlue) ? "blue" : "orange", rt.at.x, rt.at.y);
  if (!in) {
    g.note(g.active_player(), fmt::format("the {} tile lies outside the {} section of {}: no points", kQuarterNames[q], section, rose_words));
    return;
  }
  g.award_bonus(g.active_player(), kPoints, FeatureKind::Field, -1, false,
                fmt::format("wind rose: the {} tile laid in the {} section of {}", kQuarterNames[q], section, rose_words),
                {"CAR:wind-roses/points", "CAR-513"});
}

}  // namespace carc
