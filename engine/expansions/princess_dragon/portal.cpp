#include "portal.hpp"

#include <cstdlib>

#include "pieces.hpp"

namespace carc::pd {

bool portal_open(const Game& g) { return g.phase() == Phase::Deploy && tile_shows(g, g.last_placed(), kPortalSymbol); }

std::optional<Rejection> check_portal_deployment(const Game& g, const Deploy& d) {
  if (!portal_open(g)) return Rejection{reason::kNotThisTile, "no magic portal was placed this turn"};
  if (!g.rules().figures.at(d.figure_kind).follower)
    return Rejection{kPortalFollowersOnly, "only followers pass through the magic portal"};
  NodeId node = g.node_of(d.tile, d.feature);
  if (!g.regions().is_complete(g.board(), node)) return std::nullopt;
  if (g.options().is("portal-to-completed", "unscored")) {
    // A feature completed by this very tile is not scored yet (scoring follows the figure step).
    const PlacedTile& pt = g.board().tile(g.last_placed());
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (g.regions().same(pt.node(f), node)) return std::nullopt;
    if (closes_by_neighbours(g.regions().kind(node))) {  // a cloister the tile closed from beside it
      Coord at = g.board().tile(d.tile).at;
      if (std::abs(at.x - pt.at.x) <= 1 && std::abs(at.y - pt.at.y) <= 1) return std::nullopt;
    }
  }
  return Rejection{kPortalCompleted, "the magic portal reaches no completed feature"};
}

}  // namespace carc::pd
