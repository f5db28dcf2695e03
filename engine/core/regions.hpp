// Connected features across the layout, kept incrementally with union-find (DESIGN §3 "Regions").
#pragma once
#include <vector>

#include "board.hpp"

namespace carc {

using NodeId = int;  // one node per feature of a placed tile: PlacedTile::first_node + feature index

struct Region {
  FeatureKind kind{};
  std::vector<int> tiles;        // distinct board tile indices, sorted (a tile counts once)
  int open_edges = 0;            // connection ports that face no tile yet
  int pennants = 0;
  std::vector<int> figures;      // figure ids standing on this region
  std::vector<NodeId> cities;    // fields only: city nodes this field borders (resolve with find)
  int nodes = 1;                 // features merged into it
};

class Regions {
 public:
  // Adds the features of board tile `index` and joins them to their neighbours' features.
  void add_tile(const Board& board, int index);

  NodeId find(NodeId n) const;
  NodeId node(const Board& board, int tile, int feature) const { return board.tile(tile).first_node + feature; }
  const Region& region(NodeId n) const { return data_[find(n)]; }
  Region& region_mut(NodeId n) { return data_[find(n)]; }
  bool same(NodeId a, NodeId b) const { return find(a) == find(b); }
  int node_count() const { return static_cast<int>(parent_.size()); }

  // Completed: roads, cities and rivers by edges, cloisters by their eight neighbours.
  bool is_complete(const Board& board, NodeId n) const;
  // Distinct city roots a field borders.
  std::vector<NodeId> bordered_cities(NodeId field) const;

 private:
  void unite(NodeId a, NodeId b);

  mutable std::vector<NodeId> parent_;
  std::vector<Region> data_;  // meaningful at roots only
  std::vector<int> tile_of_;  // board tile index per node
};

// Whether a port joins its feature to the neighbour's: roads, rivers and cities through the
// middle port, fields through the half ports.
bool is_connection_port(FeatureKind kind, Port p);

}  // namespace carc
