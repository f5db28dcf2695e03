#include "regions.hpp"

#include <algorithm>
#include <iterator>

namespace carc {

bool is_connection_port(FeatureKind kind, Port p) {
  switch (kind) {
    case FeatureKind::Field: return !is_middle(p);
    case FeatureKind::Cloister: return false;
    default: return is_middle(p);
  }
}

NodeId Regions::find(NodeId n) const {
  while (parent_[n] != n) {
    parent_[n] = parent_[parent_[n]];
    n = parent_[n];
  }
  return n;
}

void Regions::unite(NodeId a, NodeId b) {
  a = find(a);
  b = find(b);
  if (a == b) return;
  if (data_[a].nodes < data_[b].nodes) std::swap(a, b);
  Region& into = data_[a];
  Region& from = data_[b];
  std::vector<int> tiles;
  tiles.reserve(into.tiles.size() + from.tiles.size());
  std::set_union(into.tiles.begin(), into.tiles.end(), from.tiles.begin(), from.tiles.end(), std::back_inserter(tiles));
  into.tiles = std::move(tiles);
  into.open_edges += from.open_edges;
  into.pennants += from.pennants;
  into.figures.insert(into.figures.end(), from.figures.begin(), from.figures.end());
  into.cities.insert(into.cities.end(), from.cities.begin(), from.cities.end());
  into.nodes += from.nodes;
  from = Region{};
  parent_[b] = a;
}

void Regions::add_tile(const Board& board, int index) {
  const PlacedTile& pt = board.tile(index);
  const TileType& type = *pt.type;
  for (std::size_t f = 0; f < type.features.size(); ++f) {
    const TileFeature& tf = type.features[f];
    Region r;
    r.kind = tf.kind;
    r.tiles = {index};
    r.pennants = tf.pennants;
    for (int p = 0; p < kPorts; ++p)
      if ((tf.ports & (1u << p)) && is_connection_port(tf.kind, static_cast<Port>(p))) ++r.open_edges;
    for (int c : tf.borders) r.cities.push_back(pt.first_node + c);
    parent_.push_back(static_cast<NodeId>(parent_.size()));
    data_.push_back(std::move(r));
    tile_of_.push_back(index);
  }
  for (int s = 0; s < kSides; ++s) {
    const PlacedTile* nb = board.at(neighbour(pt.at, static_cast<Side>(s)));
    if (!nb) continue;
    for (int off = 0; off < 3; ++off) {
      Port p = static_cast<Port>(s * 3 + off);
      int f = pt.feature_at(p);
      if (!is_connection_port(type.features[f].kind, p)) continue;
      Port q = facing_port(p);
      int g = nb->feature_at(q);
      NodeId a = pt.first_node + f, b = nb->first_node + g;
      unite(a, b);
      data_[find(a)].open_edges -= 2;  // both ports are now joined
    }
  }
}

bool Regions::is_complete(const Board& board, NodeId n) const {
  const Region& r = region(n);
  if (closes_by_neighbours(r.kind)) return board.surrounding_tiles(board.tile(tile_of_[n]).at) == 8;
  if (closes_by_edges(r.kind)) return r.open_edges == 0;
  return false;  // fields never complete
}

std::vector<NodeId> Regions::bordered_cities(NodeId field) const {
  std::vector<NodeId> out;
  for (NodeId c : region(field).cities) out.push_back(find(c));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace carc
