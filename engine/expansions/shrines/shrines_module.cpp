#include "shrines_module.hpp"

#include <fmt/format.h>

#include "challenge.hpp"
#include "core/game.hpp"
#include "shrines_names.hpp"

namespace carc {

using namespace shrines;

std::vector<std::string_view> ShrinesModule::reason_codes() const { return {kTooManyCloisters, kTooManyShrines, kCrowded}; }

void ShrinesModule::register_options(OptionRegistry& r) const {
  r.add({kTiles,
         {"five", "six"},
         {"CAR:shrines/tile-sets"},
         "The shrine tiles shuffled in: the five of Hans im Glueck's Heretics and Shrines (also Spielbox's reprint), or the "
         "six cult places of Rio Grande's Cult, Siege & Creativity (one more tile, a city cap over a road)",
         kModule});
  r.add({kCrowding,
         {"forbidden", "unoccupied"},
         {"CAR-256", "CAR-257", "CAR-259"},
         "forbidden: no shrine may touch more than one cloister nor leave one touching two shrines, and the other way round "
         "(the rules); unoccupied: such tiles may be laid, but no follower may go onto their shrine or cloister (CAR's house "
         "rule)",
         kModule});
  r.add_preset_settings("rgg", kTiles, "six");
}

void ShrinesModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  bool six = options.is(kTiles, "six");
  for (const TileType* t : catalog.types_of(kModule)) {
    if (!six && t->id == "sh/shrine-cap-two-roads") continue;  // Rio Grande's sixth cult place
    for (int i = 0; i < t->count; ++i) land.push_back(t);
  }
}

std::optional<Rejection> ShrinesModule::check_placement(const Game& g, const PlaceTile& a) const {
  return refuses_at(g, *a.tile, a.at);
}

PlacementScope ShrinesModule::placement_scope(const Game& g, const TileType* t) const {
  if (cloister_feature(*t) < 0 || !g.options().is(kCrowding, "forbidden")) return PlacementScope::Everywhere;
  return PlacementScope::PerSquare;
}

// House rule (CAR-259): the shrine or cloister of a tile laid into a crowded area stays empty.
std::optional<Rejection> ShrinesModule::check_deployment(const Game& g, const Deploy& d) const {
  if (g.options().is(kCrowding, "forbidden")) return std::nullopt;
  int tile = d.tile >= 0 ? d.tile : g.last_placed();
  if (tile < 0) return std::nullopt;
  const TileType& t = *g.board().tile(tile).type;
  if (d.feature != cloister_feature(t) || !laid_crowded(g, tile)) return std::nullopt;
  Coord at = g.board().tile(tile).at;
  return Rejection{kCrowded, fmt::format("the {} at ({},{}) was laid beside more buildings of the other sort than the limits "
                                         "allow: nobody may deploy on it (shrine-crowding = unoccupied, CAR-259)",
                                         is_shrine_tile(t) ? "shrine" : "cloister", at.x, at.y)};
}

void ShrinesModule::region_scored(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) const {
  if (!final_scoring) settle_challenges(g, root, figures);  // at the end both score as unfinished (CAR:shrines/final)
}

std::optional<std::string> ShrinesModule::check_state(const Game& g) const { return check_limits(g); }

}  // namespace carc
