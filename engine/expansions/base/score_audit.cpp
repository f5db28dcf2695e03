#include "score_audit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "core/game.hpp"

namespace carc {

namespace {

using Piece = std::pair<int, int>;  // (board tile index, feature index)

struct Found {
  FeatureKind kind{};
  std::set<Piece> pieces;
  std::set<int> tiles;
  int pennants = 0;
  int open_ports = 0;
  std::set<Piece> bordered_cities;  // fields: the city pieces they touch
};

// Everything connected to `start` through facing ports, walked tile by tile.
Found flood(const Board& b, Piece start) {
  Found out;
  out.kind = b.tile(start.first).type->features[static_cast<std::size_t>(start.second)].kind;
  std::vector<Piece> todo = {start};
  out.pieces.insert(start);
  while (!todo.empty()) {
    auto [t, f] = todo.back();
    todo.pop_back();
    const PlacedTile& pt = b.tile(t);
    const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
    out.tiles.insert(t);
    out.pennants += tf.pennants;
    for (int c : tf.borders) out.bordered_cities.insert({t, c});
    for (int p = 0; p < kPorts; ++p) {
      auto port = static_cast<Port>(p);
      if (pt.feature_at(port) != f || !is_connection_port(tf.kind, port)) continue;
      const PlacedTile* nb = b.at(neighbour(pt.at, side_of(port)));
      if (!nb) {
        ++out.open_ports;
        continue;
      }
      Piece next{b.index_at(nb->at), nb->feature_at(facing_port(port))};
      if (out.pieces.insert(next).second) todo.push_back(next);
    }
  }
  return out;
}

bool complete(const Board& b, const Found& f, Piece start) {
  if (f.kind == FeatureKind::Cloister) return b.surrounding_tiles(b.tile(start.first).at) == 8;
  return f.open_ports == 0;
}

// The feature piece of a region node (the first feature of its tile that the node names).
Piece piece_of(const Game& g, NodeId node) {
  int t = g.regions().tile_of(node);
  return {t, g.board().tile(t).feature_of(node)};
}

// The players with the most strength among these figures (each figure: owner, kind).
std::vector<int> most(const Game& g, const std::vector<std::pair<int, int>>& figures) {
  std::map<int, int> strength;
  for (auto [owner, kind] : figures)
    if (g.rules().figures.at(kind).follower) strength[owner] += g.rules().figures.at(kind).strength;
  int best = 0;
  for (auto& [p, s] : strength) best = std::max(best, s);
  std::vector<int> out;
  if (best > 0)
    for (auto& [p, s] : strength)
      if (s == best) out.push_back(p);
  return out;
}

int value(const Game& g, const Found& f, bool done, Piece start) {
  int tiles = static_cast<int>(f.tiles.size());
  switch (f.kind) {
    case FeatureKind::Road: return tiles;
    case FeatureKind::City:
      if (!done) return tiles + f.pennants;
      if (tiles == 2 && g.options().is("tiny-city", "2")) return 2 + f.pennants;
      return 2 * tiles + 2 * f.pennants;
    case FeatureKind::Cloister: return done ? 9 : 1 + g.board().surrounding_tiles(g.board().tile(start.first).at);
    case FeatureKind::Field: {
      int cities = 0;
      std::set<Piece> counted;
      for (Piece c : f.bordered_cities) {
        if (counted.count(c)) continue;
        Found city = flood(g.board(), c);
        counted.insert(city.pieces.begin(), city.pieces.end());
        cities += complete(g.board(), city, c) ? 1 : 0;
      }
      return 3 * cities;
    }
    default: return 0;
  }
}

std::string names(const Game& g, std::vector<int> players) {
  std::sort(players.begin(), players.end());
  std::vector<std::string> out;
  for (int p : players) out.push_back(g.players()[static_cast<std::size_t>(p)].name);
  return out.empty() ? "nobody" : fmt::format("{}", fmt::join(out, ", "));
}

std::optional<std::string> check_event(const Game& g, const PointsScored& ev, std::size_t at) {
  if (ev.token >= 0 || ev.bonus || ev.region < 0) return std::nullopt;
  Piece start = piece_of(g, ev.region);
  Found f = flood(g.board(), start);
  if (f.kind != ev.kind) return fmt::format("event {}: scored as a {}, the flood fill finds a {}", at, feature_kind_name(ev.kind), feature_kind_name(f.kind));
  bool done = ev.final_scoring ? false : complete(g.board(), f, start);
  if (!ev.final_scoring && !done && f.kind != FeatureKind::Field)
    return fmt::format("event {}: a {} scored during play that the flood fill finds open", at, feature_kind_name(f.kind));
  if (ev.final_scoring && f.kind != FeatureKind::Field && complete(g.board(), f, start))
    return fmt::format("event {}: a complete {} scored at the end as incomplete", at, feature_kind_name(f.kind));
  if (ev.tiles != static_cast<int>(f.tiles.size()))
    return fmt::format("event {}: {} tiles, the flood fill counts {}", at, ev.tiles, f.tiles.size());
  int want = value(g, f, !ev.final_scoring, start);
  if (ev.points != want) return fmt::format("event {}: {} points for the {}, the simple rules say {}", at, ev.points, feature_kind_name(f.kind), want);
  // Who stood there: during play the figures that came home right after (before the turn
  // ended); at the end the figures still standing (they stay on the board).
  std::vector<std::pair<int, int>> standing;
  if (ev.final_scoring) {
    for (const Figure& fig : g.figures())
      if (fig.on_board() && f.pieces.count({fig.tile, fig.feature})) standing.push_back({fig.owner, fig.kind});
  } else {
    const auto& events = g.events();
    for (std::size_t i = at + 1; i < events.size() && !std::holds_alternative<TurnEnded>(events[i]); ++i)
      if (const auto* r = std::get_if<FigureReturned>(&events[i]); r && !r->cause && r->feature >= 0)
        if (f.pieces.count({g.board().index_at(r->at), r->feature})) standing.push_back({r->player, r->kind});
  }
  std::vector<int> paid = ev.players;
  std::sort(paid.begin(), paid.end());
  std::vector<int> majority = most(g, standing);
  if (paid != majority)
    return fmt::format("event {}: {} paid for the {}, the figures there give the majority to {}", at, names(g, paid),
                       feature_kind_name(f.kind), names(g, majority));
  return std::nullopt;
}

}  // namespace

std::optional<std::string> audit_scores(const Game& g) {
  // Only the base game's own scoring is known here (River I scores nothing of its own), and
  // third-edition farms.
  for (const auto* m : g.rules().modules)
    if (m->name() != "base" && m->name() != "river1") return std::nullopt;
  if (!g.options().is("farm-scoring", "third-edition")) return std::nullopt;
  const auto& events = g.events();
  // The last turn: from the TurnEnded before the last one (or the start) to now, the final
  // scoring included once the game is over.
  std::size_t end = events.size(), begin = 0;
  int seen = 0;
  for (std::size_t i = events.size(); i-- > 0;) {
    if (!std::holds_alternative<TurnEnded>(events[i])) continue;
    if (seen++ == 1) {
      begin = i + 1;
      break;
    }
  }
  for (std::size_t i = begin; i < end; ++i)
    if (const auto* ev = std::get_if<PointsScored>(&events[i]))
      if (auto bad = check_event(g, *ev, i)) return "score audit: " + *bad;
  return std::nullopt;
}

}  // namespace carc
