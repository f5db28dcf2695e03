#include "sieges.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "besiegers_names.hpp"

namespace carc::besiegers {

namespace {

// Where an escape goes through: the tile whose neighbourhood holds the cloister (a siege tile,
// or under siege-escape = city-tile any tile of the city) and the cloister's tile.
struct Route {
  int beside = -1;
  int cloister = -1;
};

bool has_cloister(const PlacedTile& pt) {
  for (const TileFeature& f : pt.type->features)
    if (f.kind == FeatureKind::Cloister) return true;  // a cloister, an abbey (and a shrine) alike: CAR-344
  return false;
}

// A cloister-like feature on one of the eight squares around a tile of `root` the rule names:
// a tile that shows the siege (The Besiegers, The Cathars), or any tile of the city (RGG's
// Siege), CAR-346. Diagonal neighbours count.
std::optional<Route> escape_route(const Game& g, NodeId root) {
  bool any_tile = g.options().is(kEscape, "city-tile");
  std::vector<int> anchors = any_tile ? g.regions().region(root).tiles : siege_tiles(g, root);
  for (int t : anchors) {
    Coord at = g.board().tile(t).at;
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy) {
        if (dx == 0 && dy == 0) continue;
        int n = g.board().index_at({at.x + dx, at.y + dy});
        if (n >= 0 && has_cloister(g.board().tile(n))) return Route{t, n};
      }
  }
  return std::nullopt;
}

// The city region a figure stands in, when it is one of the active player's followers in a
// city (a knight: any follower, the mayor and the wagon included, CAR-345); else -1.
NodeId knight_city(const Game& g, int id) {
  if (id < 0 || id >= static_cast<int>(g.figures().size())) return -1;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  if (f.owner != g.active_player() || !f.on_board()) return -1;
  const FigureKindDef& def = g.rules().figures.at(f.kind);
  if (!def.follower || def.neutral) return -1;
  const PlacedTile& pt = g.board().tile(f.tile);
  if (pt.type->features[static_cast<std::size_t>(f.feature)].kind != FeatureKind::City) return -1;
  return g.regions().find(pt.node(f.feature));
}

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) s.resize(kStateSize, 0);
  return s;
}

// Whether a knight escaped in this part of the turn: since the escape, no tile was laid and no
// turn ended.
bool escaped_this_part(const Game& g) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (s.size() <= static_cast<std::size_t>(kEscapedAt) || s[kEscapedAt] == 0) return false;
  const auto& events = g.events();
  for (auto i = static_cast<std::size_t>(s[kEscapedAt]); i < events.size(); ++i)
    if (std::holds_alternative<TilePlaced>(events[i]) || std::holds_alternative<TurnEnded>(events[i])) return false;
  return true;
}

}  // namespace

std::vector<int> siege_tiles(const Game& g, NodeId root) {
  std::vector<int> out;
  root = g.regions().find(root);
  if (g.regions().kind(root) != FeatureKind::City) return out;
  for (int t : g.regions().region(root).tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
      if (tf.kind == FeatureKind::City && tf.has_symbol(kSiege) && g.regions().find(pt.node(f)) == root) {
        out.push_back(t);
        break;
      }
    }
  }
  return out;
}

bool besieged(const Game& g, NodeId root) {
  root = g.regions().find(root);
  if (siege_tiles(g, root).empty()) return false;
  for (const auto* m : g.rules().modules)
    if (m->withholds_scoring(g, root)) return false;
  return true;
}

std::vector<int> escape_candidates(const Game& g) {
  std::vector<int> out;
  std::vector<std::pair<NodeId, bool>> seen;  // city root -> a knight there may escape
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    NodeId city = knight_city(g, id);
    if (city < 0) continue;
    auto it = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == city; });
    if (it == seen.end()) {
      seen.emplace_back(city, besieged(g, city) && escape_route(g, city).has_value());
      it = seen.end() - 1;
    }
    if (it->second) out.push_back(id);
  }
  return out;
}

std::optional<Rejection> check_escape(const Game& g, const ModuleAction& a) {
  int id = a.arg(0).a;
  NodeId city = knight_city(g, id);
  if (city < 0)
    return Rejection{kNotAKnight, "only a follower of the player whose turn it is, standing in a city, escapes (mayor and wagon "
                                  "too: CAR-345)"};
  if (!besieged(g, city)) return Rejection{kNotBesieged, "that knight's city is not besieged"};
  if (!escape_route(g, city))
    return Rejection{kNoEscapeRoute, g.options().is(kEscape, "city-tile")
                                         ? "no cloister, abbey or shrine lies beside any tile of that city (siege-escape = city-tile)"
                                         : "no cloister, abbey or shrine lies beside a siege tile of that city, diagonals included "
                                           "(CAR-346)"};
  if (g.waits_for(kEscapePhase)) return std::nullopt;
  if (escaped_this_part(g))
    return Rejection{kEscapeTaken, "one knight escapes a turn, whichever besieged city it is in (CAR-347); a builder's double "
                                   "turn allows one in each part (CAR-348)"};
  return Rejection{reason::kWrongPhase, fmt::format("a knight escapes at the end of its owner's turn, once its features are "
                                                    "scored; the game waits for {}",
                                                    g.phase_label())};
}

void apply_escape(Game& g, const ModuleAction& a) {
  int id = a.arg(0).a;
  NodeId city = knight_city(g, id);
  if (auto route = escape_route(g, city)) {
    Coord from = g.board().tile(route->beside).at, cloister = g.board().tile(route->cloister).at;
    g.note(g.active_player(),
           fmt::format("a {} escapes the besieged city through the cloister at ({},{}), beside its {} at ({},{}) (CAR:besiegers/escape)",
                       g.rules().figures.at(g.figures()[static_cast<std::size_t>(id)].kind).name, cloister.x, cloister.y,
                       g.options().is(kEscape, "city-tile") ? "tile" : "siege tile", from.x, from.y));
  }
  g.remove_figure(id, "escaped from a besieged city");
  state(g)[kEscapedAt] = static_cast<int>(g.events().size());
  g.close_decision();
}

void list_escapes(const Game& g, int verb, std::vector<Action>& out) {
  if (!g.waits_for(kEscapePhase)) return;
  for (int id : escape_candidates(g)) out.emplace_back(ModuleAction::of(verb, {{ArgKind::Figure, id, 0}}));
}

void offer_escape(Game& g) {
  if (!escape_candidates(g).empty()) g.open_decision(*g.rules().phases.find(kEscapePhase), g.active_player());
}

}  // namespace carc::besiegers
