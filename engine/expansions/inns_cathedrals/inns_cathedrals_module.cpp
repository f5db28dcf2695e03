#include "inns_cathedrals_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"

namespace carc {

namespace {

// Whether a feature of region `r` carries `symbol`. A region lists its tiles, not its features,
// so each feature of r's kind on those tiles is asked which region it is in: it belongs to `r`
// when that region is `r` itself (Regions hands out one Region object per region).
bool region_has_symbol(const Game& game, const Region& r, std::string_view symbol) {
  for (int t : r.tiles) {
    const PlacedTile& pt = game.board().tile(t);
    const auto& features = pt.type->features;
    for (std::size_t f = 0; f < features.size(); ++f)
      if (features[f].kind == r.kind && features[f].has_symbol(symbol) &&
          &game.regions().region(pt.node(static_cast<int>(f))) == &r)
        return true;
  }
  return false;
}

}  // namespace

void InnsCathedralsModule::register_figures(FigureTable& t) const {
  // One per player; a follower in every respect, weighing two when a majority is decided (CAR-39, CAR-40).
  t.add({"big-follower", true, 2, 1,
         {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister}});
}

void InnsCathedralsModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  // The new land tiles are shuffled in with the base game's land tiles, the last group.
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of("inns-cathedrals"))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void InnsCathedralsModule::value_feature(const Game& game, const Region& r, bool final_scoring,
                                         FeatureValue& v) const {
  // However many inns or cathedrals a feature holds, the bonus applies once.
  int tiles = game.tiles_counted(r);
  if (r.kind == FeatureKind::Road && region_has_symbol(game, r, "inn")) {
    if (final_scoring) {
      v.points = 0;
      v.rule = "incomplete road with an inn: 0";
      v.rulings.push_back("CAR:inns-cathedrals/inn-incomplete");
    } else {
      v.points = 2 * tiles;
      v.rule = fmt::format("road with an inn: 2 per tile x {}", tiles);
      v.rulings.push_back("CAR:inns-cathedrals/inn-scoring");
    }
  } else if (r.kind == FeatureKind::City && region_has_symbol(game, r, "cathedral")) {
    if (final_scoring) {
      v.points = 0;
      v.rule = "incomplete city with a cathedral: 0";
      v.rulings.push_back("CAR:inns-cathedrals/cathedral-incomplete");
    } else {
      v.points = 3 * tiles + 3 * r.pennants;
      v.rule = fmt::format("city with a cathedral: 3 per tile x {} + 3 per pennant x {}", tiles, r.pennants);
      v.rulings.push_back("CAR:inns-cathedrals/cathedral-scoring");
    }
  }
}

}  // namespace carc
