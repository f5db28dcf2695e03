#include "portal.hpp"

#include <cstdlib>

#include "pieces.hpp"

namespace carc::pd {

// A further figure step (the phantom's) may use the portal as well, unless this turn's first
// deployment went through it: the portal is a feature, claimed by the first (CAR-448, CAR-99).
bool portal_open(const Game& g) { return g.deploying() && tile_shows(g, g.last_placed(), kPortalSymbol); }

bool portal_used_this_turn(const Game& g) {
  const auto& events = g.events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (std::holds_alternative<TilePlaced>(*it)) return false;
    const auto* d = std::get_if<FigureDeployed>(&*it);
    if (!d) continue;
    int tile = g.board().index_at(d->at);
    // Onto another tile than the one placed: through the portal, unless onto a tower's top,
    // which a tower in play opens without it.
    if (tile >= 0 && !g.placed_now(tile) && feature_kind_name(d->on) != "tower") return true;
  }
  return false;
}

std::optional<Rejection> check_portal_deployment(const Game& g, const Deploy& d) {
  if (!portal_open(g)) return Rejection{reason::kNotThisTile, "no magic portal was placed this turn"};
  if (g.phase() == Phase::Module && portal_used_this_turn(g))
    return Rejection{kPortalUsed, "this turn's first figure went through the magic portal, which it claimed"};
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
