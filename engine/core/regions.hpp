// Connected features across the layout, kept incrementally with union-find (DESIGN §3 "Regions").
#pragma once
#include <cstdint>
#include <limits>
#include <vector>

#include "board.hpp"

namespace carc {

using NodeId = int;  // one node per feature of a placed tile: PlacedTile::node(feature)

struct Region {
  FeatureKind kind{};
  std::vector<int> tiles;        // distinct board tile indices, sorted (a tile counts once)
  int open_edges = 0;            // connection ports that face no tile yet
  int pennants = 0;
  std::vector<int> figures;      // figure ids standing on this region
  std::vector<NodeId> cities;    // fields only: city nodes this field borders (resolve with find)
  int nodes = 1;                 // features merged into it
};

// Joining two regions is O(1) apart from the union-find itself: counts are summed, figures
// appended, and the member nodes spliced into one list. The lists of tiles and bordered cities
// are built from the members when region() is first asked for them after a change, so a feature
// that merges as soon as it is laid never gets lists of its own.
class Regions {
 public:
  // Adds the features of board tile `index` and joins them to their neighbours' features.
  void add_tile(const Board& board, int index);
  // Adds the features a module gave board tile `index` after it was laid (Board::alter) and
  // joins them to what they meet.
  void add_added_features(const Board& board, int index);
  // Room for this many tiles and nodes in all, so adding them does not regrow the arrays.
  void reserve(int tiles, int nodes);

  NodeId find(NodeId n) const;
  NodeId node(const Board& board, int tile, int feature) const { return board.tile(tile).node(feature); }
  const Region& region(NodeId n) const;
  bool same(NodeId a, NodeId b) const { return find(a) == find(b); }
  bool is_root(NodeId n) const { return parent_[n] < 0; }  // find(n) == n, without the walk
  int node_count() const { return static_cast<int>(parent_.size()); }
  // How many regions of this kind have an open edge (kept as tiles are added; a module asking
  // "is any river still open?" need not look at every node).
  int open_regions(FeatureKind kind) const {
    auto k = static_cast<std::size_t>(kind);
    return k < open_regions_.size() ? open_regions_[k] : 0;
  }

  // Parts of region(n) that do not need its tile list (cheap in the turn's hot paths).
  FeatureKind kind(NodeId n) const { return root_data(find(n)).kind; }
  int open_edges(NodeId n) const { return root_data(find(n)).open_edges; }
  const std::vector<int>& figures(NodeId n) const { return root_data(find(n)).figures; }
  void add_figure(NodeId n, int figure);     // a figure now stands on n's region
  void remove_figure(NodeId n, int figure);  // and leaves it
  int tile_of(NodeId n) const { return tile_of_[n]; }  // board index of the tile n is a feature of
  // The nodes whose kind closes by its eight neighbours (cloisters), in the order they were laid.
  const std::vector<NodeId>& neighbour_closed() const { return neighbour_closed_; }

  // Joins two features that meet other than through facing ports (the two mouths of a tunnel,
  // each a road end marked `tunnel` that counts as open until linked): one region from then on,
  // each losing the open end where they meet. Remembered in links() so that a recount (the
  // invariants' flood fill) follows it too.
  void link(NodeId a, NodeId b);
  const std::vector<std::pair<NodeId, NodeId>>& links() const { return links_; }
  // Joins two features through ends that count as closed (two road ends on a lake that a ferry
  // links): one region from then on, its open edges unchanged. Remembered in connections().
  void connect(NodeId a, NodeId b);
  // Undoes one connect(a, b) (the ferry moves away): the regions are worked out again from the
  // board, the links and the remaining connections, node ids unchanged. Roots change and the
  // regions' figure lists come back empty: the caller lists the figures again (Game does).
  void disconnect(const Board& board, NodeId a, NodeId b);
  const std::vector<std::pair<NodeId, NodeId>>& connections() const { return connections_; }

  // Completed: roads, cities and rivers by edges, cloisters by their eight neighbours.
  bool is_complete(const Board& board, NodeId n) const;
  // Distinct city roots a field borders.
  std::vector<NodeId> bordered_cities(NodeId field) const;

 private:
  // A region's data lives in a slot; only roots own one, and a slot freed by a join is reused.
  struct Slot {
    Region region;
    NodeId last = 0;     // last node of the region's circular member list
    bool stale = true;   // region.tiles and region.cities are to be rebuilt from the members
  };

  Slot& root_slot(NodeId root) const { return slots_[~parent_[root]]; }
  Region& root_data(NodeId root) const { return root_slot(root).region; }
  const Region& built(NodeId root) const;  // root's region with its lists up to date
  void join(NodeId a, NodeId b);  // a and b meet through a pair of facing connection ports
  void join_pending(NodeId a, NodeId b);  // a: a new feature still without a slot
  void close_edge(NodeId n);
  void add_features(const Board& board, int index, int first_feature);  // features first_feature, ...  // one open port of n's region now faces a side that ends it
  // Adds delta to open_regions_ if r has an open edge.
  void count_open(const Region& r, int delta) {
    auto k = static_cast<std::size_t>(r.kind);
    if (r.open_edges <= 0) return;
    if (k < open_regions_.size())
      open_regions_[k] += delta;
    else
      count_open_slow(r, delta);
  }
  void count_open_slow(const Region& r, int delta);

  // parent_[n] >= 0: n's parent; < 0: n is a root and ~parent_[n] its slot, or kPending.
  mutable std::vector<NodeId> parent_;
  static constexpr NodeId kPending = std::numeric_limits<NodeId>::min();  // only inside add_tile
  struct Pending {
    FeatureKind kind;
    int open_edges;
    int pennants;
  };
  std::vector<Pending> pending_;  // the features of the tile being added (add_tile's scratch)
  NodeId pending_first_ = 0;
  std::vector<int> tile_of_;       // board tile index per node
  std::vector<NodeId> next_;       // per node: the next member of its region (circular)
  std::vector<PlacedTile> tiles_;  // per board tile: its type and nodes, as Board has it
  mutable std::vector<Slot> slots_;
  std::vector<int> free_slots_;
  std::vector<int> open_regions_;  // per FeatureKind: roots with open_edges > 0
  std::vector<NodeId> neighbour_closed_;
  std::vector<std::pair<NodeId, NodeId>> links_;  // see link()
  std::vector<std::pair<NodeId, NodeId>> connections_;  // see connect()
  void rebuild(const Board& board);  // everything from the board, links_ and connections_
  void reopen(NodeId n, int edges);  // n's region has `edges` more open edges
};

// Whether a port joins its feature to the neighbour's: roads, rivers and cities through the
// middle port, fields through the half ports.
bool is_connection_port(FeatureKind kind, Port p);
// The ports through which a feature of this kind connects: is_connection_port as a mask.
constexpr PortMask connection_ports(FeatureKind kind) {
  constexpr PortMask kMiddles = 0x492;  // N E S W
  switch (kind) {
    case FeatureKind::Field: return static_cast<PortMask>(0xFFF & ~kMiddles);
    case FeatureKind::Cloister: return 0;
    default: return kMiddles;
  }
}

}  // namespace carc
