#include "regions.hpp"

#include <algorithm>

#include "open_sides.hpp"

namespace carc {

bool is_connection_port(FeatureKind kind, Port p) {
  switch (kind) {
    case FeatureKind::Field: return !is_middle(p);
    case FeatureKind::Cloister: return false;
    default: return is_middle(p);
  }
}

NodeId Regions::find(NodeId n) const {
  // Path halving: every other node on the way points to its grandparent afterwards.
  while (parent_[n] >= 0) {
    NodeId p = parent_[n];
    NodeId grand = parent_[p];
    if (grand < 0) return p;
    parent_[n] = grand;
    n = grand;
  }
  return n;
}

const Region& Regions::built(NodeId root) const {
  Slot& slot = root_slot(root);
  if (!slot.stale) return slot.region;
  // The members in join order: the cities list comes out exactly as if each join had appended
  // the joined region's list to the surviving one's.
  Region& r = slot.region;
  r.tiles.clear();
  r.cities.clear();
  NodeId head = next_[slot.last], n = head;
  std::size_t cities = 0;
  do {
    const PlacedTile& tn = tiles_[tile_of_[n]];
    cities += tn.type->features[tn.feature_of(n)].borders.size();
    n = next_[n];
  } while (n != head);
  r.tiles.reserve(static_cast<std::size_t>(r.nodes));  // at most one tile per node
  r.cities.reserve(cities);
  do {
    int tile = tile_of_[n];
    r.tiles.push_back(tile);
    const PlacedTile& tn = tiles_[tile];
    for (int c : tn.type->features[tn.feature_of(n)].borders) r.cities.push_back(tn.node(c));
    n = next_[n];
  } while (n != head);
  std::sort(r.tiles.begin(), r.tiles.end());
  r.tiles.erase(std::unique(r.tiles.begin(), r.tiles.end()), r.tiles.end());
  slot.stale = false;
  return r;
}

const Region& Regions::region(NodeId n) const { return built(find(n)); }

void Regions::add_figure(NodeId n, int figure) { root_data(find(n)).figures.push_back(figure); }

void Regions::remove_figure(NodeId n, int figure) {
  auto& figs = root_data(find(n)).figures;
  figs.erase(std::remove(figs.begin(), figs.end(), figure), figs.end());
}

void Regions::link(NodeId a, NodeId b) {
  links_.emplace_back(a, b);
  join(a, b);
}

void Regions::connect(NodeId a, NodeId b) {
  connections_.emplace_back(a, b);
  join(a, b);
  reopen(a, 2);  // join() takes two open ports for the facing pair; a ferry's ends were closed
}

void Regions::reopen(NodeId n, int edges) {
  Region& r = root_data(find(n));
  count_open(r, -1);
  r.open_edges += edges;
  count_open(r, +1);
}

void Regions::disconnect(const Board& board, NodeId a, NodeId b) {
  for (auto it = connections_.begin(); it != connections_.end(); ++it)
    if ((it->first == a && it->second == b) || (it->first == b && it->second == a)) {
      connections_.erase(it);
      break;
    }
  rebuild(board);
}

void Regions::rebuild(const Board& board) {
  // Every node a region of its own, then the sides each pair of neighbours shares (once, from
  // the later tile), then the links and connections: the flood fill of the invariants, kept.
  auto total = static_cast<std::size_t>(board.node_count());
  parent_.assign(total, 0);
  next_.resize(total);
  tile_of_.resize(total);
  slots_.clear();
  free_slots_.clear();
  std::fill(open_regions_.begin(), open_regions_.end(), 0);
  auto count = static_cast<int>(board.tiles().size());
  for (int i = 0; i < count; ++i) {
    const PlacedTile& pt = board.tile(i);
    tiles_[static_cast<std::size_t>(i)] = pt;
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
      NodeId node = pt.node(f);
      int open = 0;
      for (int p = 0; p < kPorts; ++p) open += ((tf.ports & connection_ports(tf.kind)) >> p) & 1u;
      open += tf.open_ends;
      slots_.emplace_back();
      Slot& slot = slots_.back();
      slot.last = node;
      slot.stale = true;
      slot.region.kind = tf.kind;
      slot.region.open_edges = open;
      slot.region.pennants = tf.pennants;
      count_open(slot.region, +1);
      parent_[node] = ~static_cast<NodeId>(slots_.size() - 1);
      next_[node] = node;
      tile_of_[node] = i;
    }
  }
  auto owner = [](const PlacedTile& t, int board_port) {
    int p = board_port - 3 * t.rot;
    return t.type->port_owner[p < 0 ? p + kPorts : p];
  };
  for (int i = 0; i < count; ++i) {
    const PlacedTile& pt = board.tile(i);
    for (int s = 0; s < kSides; ++s) {
      int j = board.index_at(neighbour(pt.at, static_cast<Side>(s)));
      if (j < 0 || j > i) continue;  // no neighbour, or met when the later tile is visited
      const PlacedTile& nb = board.tile(j);
      // Nothing meets across an open side (a half tile's, core/open_sides.hpp), as in add_features.
      if (side_open(pt, static_cast<Side>(s)) || side_open(nb, opposite(static_cast<Side>(s)))) continue;
      for (int off = 0; off < 3; ++off) {
        int p = s * 3 + off;
        int f = owner(pt, p);
        bool mine = connection_ports(pt.type->features[f].kind) & (1u << p);
        Port q = facing_port(static_cast<Port>(p));
        int g = owner(nb, q);
        bool theirs = connection_ports(nb.type->features[g].kind) & (1u << q);
        if (mine && theirs)
          join(pt.node(f), nb.node(g));
        else if (mine)
          close_edge(pt.node(f));
        else if (theirs)
          close_edge(nb.node(g));
      }
    }
  }
  for (auto [x, y] : links_) join(x, y);
  for (auto [x, y] : connections_) {
    join(x, y);
    reopen(x, 2);
  }
}

void Regions::join(NodeId a, NodeId b) {
  a = find(a);
  b = find(b);
  if (a == b) {  // already one region (a loop closed): just two open ports fewer
    Region& r = root_data(a);
    count_open(r, -1);
    r.open_edges -= 2;
    count_open(r, +1);
    return;
  }
  if (parent_[a] == kPending) return join_pending(a, b);
  if (root_data(a).nodes < root_data(b).nodes) std::swap(a, b);
  int from_slot = ~parent_[b];
  Slot& into = root_slot(a);
  Slot& from = slots_[from_slot];
  count_open(into.region, -1);
  count_open(from.region, -1);
  into.region.open_edges += from.region.open_edges - 2;  // the two facing ports are joined
  into.region.pennants += from.region.pennants;
  into.region.figures.insert(into.region.figures.end(), from.region.figures.begin(), from.region.figures.end());
  into.region.nodes += from.region.nodes;
  // Splice the member lists: into's members, then from's.
  NodeId into_head = next_[into.last], from_head = next_[from.last];
  next_[into.last] = from_head;
  next_[from.last] = into_head;
  into.last = from.last;
  into.stale = true;
  // The slot is reused by a later feature; its vectors keep their storage for that.
  from.region.tiles.clear();
  from.region.figures.clear();
  from.region.cities.clear();
  free_slots_.push_back(from_slot);
  parent_[b] = a;
  count_open(into.region, +1);
}

void Regions::join_pending(NodeId a, NodeId b) {
  // What join() does when a has one node, without ever giving a a slot of its own: either b's
  // region takes a in, or (a tie: both have one node) a becomes the root and takes over b's slot.
  const Pending& p = pending_[static_cast<std::size_t>(a - pending_first_)];
  Slot& slot = root_slot(b);
  Region& r = slot.region;
  count_open(r, -1);
  bool b_stays = r.nodes > 1;
  r.open_edges += p.open_edges - 2;  // the two facing ports are joined
  r.pennants += p.pennants;
  r.nodes += 1;
  slot.stale = true;
  next_[a] = next_[slot.last];  // splice: into's members, then from's
  next_[slot.last] = a;
  if (b_stays) {
    slot.last = a;
    parent_[a] = b;
  } else {
    r.kind = p.kind;
    parent_[a] = parent_[b];
    parent_[b] = a;
  }
  count_open(r, +1);
}

void Regions::close_edge(NodeId n) {
  Region& r = root_data(find(n));
  count_open(r, -1);
  r.open_edges -= 1;
  count_open(r, +1);
}

void Regions::count_open_slow(const Region& r, int delta) {
  auto k = static_cast<std::size_t>(r.kind);
  if (k >= open_regions_.size()) open_regions_.resize(k + 1, 0);
  open_regions_[k] += delta;
}

void Regions::reserve(int tiles, int nodes) {
  auto n = static_cast<std::size_t>(nodes);
  parent_.reserve(n);
  tile_of_.reserve(n);
  next_.reserve(n);
  tiles_.reserve(static_cast<std::size_t>(tiles));
  slots_.reserve(n / 2);  // regions at a time: at most about half the nodes in random games
  free_slots_.reserve(n / 8);
  pending_.reserve(8);
}

void Regions::add_tile(const Board& board, int index) { add_features(board, index, 0); }

void Regions::add_added_features(const Board& board, int index) {
  add_features(board, index, board.tile(index).laid_features);
}

void Regions::add_features(const Board& board, int index, int first_feature) {
  const PlacedTile& pt = board.tile(index);
  const TileType& type = *pt.type;
  if (static_cast<int>(tiles_.size()) <= index) tiles_.resize(index + 1);
  tiles_[index] = pt;
  // New features wait without a slot: most join a neighbour's region at once (see join_pending).
  pending_.clear();
  pending_first_ = static_cast<NodeId>(parent_.size());
  auto features = static_cast<int>(type.features.size());
  for (int f = first_feature; f < features; ++f) {
    const TileFeature& tf = type.features[static_cast<std::size_t>(f)];
    auto node = static_cast<NodeId>(parent_.size());
    // Its connection ports, counted a nibble at a time (no popcount instruction in baseline x86-64).
    constexpr int kBits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    unsigned ports = tf.ports & connection_ports(tf.kind);
    int open = kBits[ports & 0xF] + kBits[(ports >> 4) & 0xF] + kBits[(ports >> 8) & 0xF];
    // Ends that meet no side (a tunnel mouth, a half tile's long side): open until a module links them.
    open += tf.open_ends;
    pending_.push_back({tf.kind, open, tf.pennants});
    if (closes_by_neighbours(tf.kind)) neighbour_closed_.push_back(node);
    parent_.push_back(kPending);
    tile_of_.push_back(index);
    next_.push_back(node);
  }
  // Board port p of a tile laid with rotation r is its unrotated port p - 3r (mod 12).
  auto owner = [](const PlacedTile& t, int board_port) {
    int p = board_port - 3 * t.rot;
    return t.type->port_owner[p < 0 ? p + kPorts : p];
  };
  for (int s = 0; s < kSides; ++s) {
    const PlacedTile* nb = board.at(neighbour(pt.at, static_cast<Side>(s)));
    // Nothing meets across an open side (core/open_sides.hpp): a feature facing one stays open.
    if (!nb || side_open(pt, static_cast<Side>(s)) || side_open(*nb, opposite(static_cast<Side>(s)))) continue;
    for (int off = 0; off < 3; ++off) {
      int p = s * 3 + off;
      int f = owner(pt, p);
      if (f < first_feature) continue;  // a feature the tile already had: joined when it was laid
      bool mine = connection_ports(type.features[f].kind) & (1u << p);
      // Sides that match always connect on both tiles or on neither; a closed side (an
      // abbey's wall) ends what faces it without joining it.
      if (!mine && !pt.type->closes_sides && !nb->type->closes_sides) continue;
      Port q = facing_port(static_cast<Port>(p));
      int g = owner(*nb, q);
      bool theirs = connection_ports(nb->type->features[g].kind) & (1u << q);
      if (mine && theirs)
        join(pt.node(f), nb->node(g));
      else if (mine && parent_[pt.node(f)] == kPending)
        --pending_[static_cast<std::size_t>(f - first_feature)].open_edges;
      else if (mine)  // it joined a region across another side already (a half tile beside a wall)
        close_edge(pt.node(f));
      else if (theirs)
        close_edge(nb->node(g));
    }
  }
  // The features that joined nothing are regions of their own.
  for (std::size_t f = 0; f < pending_.size(); ++f) {
    NodeId node = pending_first_ + static_cast<NodeId>(f);
    if (parent_[node] != kPending) continue;
    int slot_index;
    if (free_slots_.empty()) {
      slot_index = static_cast<int>(slots_.size());
      if (slots_.size() == slots_.capacity()) slots_.reserve(slots_.size() + slots_.size() / 8 + 8);
      slots_.emplace_back();
    } else {
      slot_index = free_slots_.back();
      free_slots_.pop_back();
    }
    Slot& slot = slots_[slot_index];
    slot.last = node;
    slot.stale = true;
    Region& r = slot.region;  // its lists are empty: a fresh slot, or one emptied by join()
    r.kind = pending_[f].kind;
    r.open_edges = pending_[f].open_edges;
    r.pennants = pending_[f].pennants;
    r.nodes = 1;
    count_open(r, +1);
    parent_[node] = ~slot_index;
  }
}

bool Regions::is_complete(const Board& board, NodeId n) const {
  const Region& r = root_data(find(n));
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
