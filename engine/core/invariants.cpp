#include "invariants.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "game.hpp"

namespace carc {

namespace {

// Each figure is in exactly one place, and supplies count what is in them.
std::optional<std::string> check_figures(const Game& g) {
  const auto& figs = g.figures();
  std::vector<std::vector<int>> in_supply(g.players().size(), std::vector<int>(g.rules().figures.size(), 0));
  std::map<int, int> seen_on_regions;
  for (int n = 0; n < g.regions().node_count(); ++n)
    if (g.regions().find(n) == n)
      for (int id : g.regions().region(n).figures) ++seen_on_regions[id];
  for (int id = 0; id < static_cast<int>(figs.size()); ++id) {
    const Figure& f = figs[id];
    if (f.in_supply()) ++in_supply[f.owner][f.kind];
    int listed = seen_on_regions.count(id) ? seen_on_regions[id] : 0;
    if (f.on_board()) {
      if (listed != 1) return fmt::format("figure {} stands on the board but is listed on {} regions", id, listed);
      const auto& r = g.regions().region(g.node_of(f.tile, f.feature));
      if (std::count(r.figures.begin(), r.figures.end(), id) != 1)
        return fmt::format("figure {} is not listed on the region it stands on", id);
    } else if (listed != 0) {
      return fmt::format("figure {} is off the board but listed on a region", id);
    }
  }
  for (std::size_t p = 0; p < g.players().size(); ++p)
    for (int k = 0; k < g.rules().figures.size(); ++k)
      if (in_supply[p][k] != g.players()[p].supply[k])
        return fmt::format("player {} supply of {} says {} but {} figures are there", g.players()[p].name,
                           g.rules().figures.at(k).name, g.players()[p].supply[k], in_supply[p][k]);
  return std::nullopt;
}

// The incremental regions equal a flood fill over the board done from scratch.
std::optional<std::string> check_regions(const Game& g) {
  const Board& b = g.board();
  const Regions& regions = g.regions();
  int total = b.node_count();
  std::vector<int> component(total, -1);
  std::vector<int> tile_of(total);
  for (int i = 0; i < static_cast<int>(b.tiles().size()); ++i)
    for (std::size_t f = 0; f < b.tile(i).type->features.size(); ++f) tile_of[b.tile(i).first_node + f] = i;
  int components = 0;
  for (int start = 0; start < total; ++start) {
    if (component[start] >= 0) continue;
    std::vector<int> todo = {start}, members;
    component[start] = components;
    std::set<int> tiles;
    int open = 0, pennants = 0;
    while (!todo.empty()) {
      int n = todo.back();
      todo.pop_back();
      members.push_back(n);
      const PlacedTile& pt = b.tile(tile_of[n]);
      int f = n - pt.first_node;
      const TileFeature& tf = pt.type->features[f];
      tiles.insert(tile_of[n]);
      pennants += tf.pennants;
      for (int p = 0; p < kPorts; ++p) {
        Port port = static_cast<Port>(p);
        if (pt.feature_at(port) != f || !is_connection_port(tf.kind, port)) continue;
        const PlacedTile* nb = b.at(neighbour(pt.at, side_of(port)));
        if (!nb) {
          ++open;
          continue;
        }
        int m = nb->first_node + nb->feature_at(facing_port(port));
        if (component[m] < 0) {
          component[m] = components;
          todo.push_back(m);
        }
      }
    }
    NodeId root = regions.find(start);
    const Region& r = regions.region(root);
    for (int n : members)
      if (regions.find(n) != root) return fmt::format("node {} is joined by flood fill but not by the regions", n);
    if (r.nodes != static_cast<int>(members.size()))
      return fmt::format("region of node {} has {} nodes, flood fill finds {}", start, r.nodes, members.size());
    if (std::vector<int>(tiles.begin(), tiles.end()) != r.tiles)
      return fmt::format("region of node {} counts {} tiles, flood fill finds {}", start, r.tiles.size(), tiles.size());
    if (r.open_edges != open)
      return fmt::format("region of node {} has {} open edges, flood fill finds {}", start, r.open_edges, open);
    if (r.pennants != pennants)
      return fmt::format("region of node {} has {} pennants, flood fill finds {}", start, r.pennants, pennants);
    ++components;
  }
  return std::nullopt;
}

// Scores change only through score events (every game here starts at 0).
std::optional<std::string> check_scores(const Game& g) {
  std::vector<int> sum(g.players().size(), 0);
  for (const Event& e : g.events())
    if (const auto* s = std::get_if<PointsScored>(&e))
      for (int p : s->players) sum[p] += s->points;
  for (std::size_t p = 0; p < sum.size(); ++p)
    if (sum[p] != g.players()[p].score)
      return fmt::format("player {} has {} points but score events add up to {}", g.players()[p].name,
                         g.players()[p].score, sum[p]);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_invariants(const Game& game) {
  if (auto e = check_figures(game)) return e;
  if (auto e = check_regions(game)) return e;
  return check_scores(game);
}

}  // namespace carc
