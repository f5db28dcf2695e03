#include "russian_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"

namespace carc {

namespace {

constexpr const char* kModule = "russian";
constexpr const char* kHut = "baba-yaga";
constexpr const char* kHutRules = "baba-yaga-hut";  // 2015 | 2013

bool is_hut(const Game& g, const Region& r) {
  if (r.kind != FeatureKind::Cloister || r.tiles.empty()) return false;
  const PlacedTile& pt = g.board().tile(r.tiles.front());
  for (const TileFeature& f : pt.type->features)
    if (f.kind == FeatureKind::Cloister && f.has_symbol(kHut)) return true;
  return false;
}

}  // namespace

void RussianModule::register_options(OptionRegistry& r) const {
  r.add({kHutRules,
         {"2015", "2013"},
         {"CAR-491"},
         "2015: Baba Yaga's hut itself is worth 1 besides the empty squares around it (at most 8); 2013: the hut is worth "
         "nothing (at most 7)",
         kModule});
}

void RussianModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) supply.land().push_back(t);
}

// The anti-cloister: at the end, 1 per empty square of the eight around the hut (at least one
// of them holds a tile, so at most 7, CAR-490), plus the hut's own point (2015, CAR-491); when
// its eight neighbours are all there it is completed as a cloister would be, and scores the
// hut's point alone.
void RussianModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (!is_hut(g, r)) return;
  int hut = g.options().is(kHutRules, "2015") ? 1 : 0;
  if (!final_scoring) {
    v.points = hut;
    v.rule = fmt::format("Baba Yaga's hut surrounded: the hut alone, {}", hut);
  } else {
    int empty = 8 - g.board().surrounding_tiles(g.board().tile(r.tiles.front()).at);
    v.points = empty + hut;
    v.rule = fmt::format("Baba Yaga's hut: 1 per empty square around it x {} + the hut {}", empty, hut);
  }
  v.rulings = {"CAR:russian/baba-yaga", "CAR-491"};
}

}  // namespace carc
