#include "regions.hpp"

#include <algorithm>
#include <bit>

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
    const TileNodes& tn = tiles_[tile_of_[n]];
    cities += tn.type->features[n - tn.first].borders.size();
    n = next_[n];
  } while (n != head);
  r.tiles.reserve(static_cast<std::size_t>(r.nodes));  // at most one tile per node
  r.cities.reserve(cities);
  do {
    int tile = tile_of_[n];
    r.tiles.push_back(tile);
    const TileNodes& tn = tiles_[tile];
    for (int c : tn.type->features[n - tn.first].borders) r.cities.push_back(tn.first + c);
    n = next_[n];
  } while (n != head);
  std::sort(r.tiles.begin(), r.tiles.end());
  r.tiles.erase(std::unique(r.tiles.begin(), r.tiles.end()), r.tiles.end());
  slot.stale = false;
  return r;
}

const Region& Regions::region(NodeId n) const { return built(find(n)); }

Region& Regions::region_mut(NodeId n) {
  NodeId root = find(n);
  built(root);
  return root_data(root);
}

void Regions::add_figure(NodeId n, int figure) { root_data(find(n)).figures.push_back(figure); }

void Regions::remove_figure(NodeId n, int figure) {
  auto& figs = root_data(find(n)).figures;
  figs.erase(std::remove(figs.begin(), figs.end(), figure), figs.end());
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
  slots_.reserve(n / 2);  // regions at a time: typically well under half the nodes
}

void Regions::add_tile(const Board& board, int index) {
  const PlacedTile& pt = board.tile(index);
  const TileType& type = *pt.type;
  if (static_cast<int>(tiles_.size()) <= index) tiles_.resize(index + 1);
  tiles_[index] = {pt.type, pt.first_node};
  for (std::size_t f = 0; f < type.features.size(); ++f) {
    const TileFeature& tf = type.features[f];
    int slot_index;
    if (free_slots_.empty()) {
      slot_index = static_cast<int>(slots_.size());
      if (slots_.size() == slots_.capacity()) slots_.reserve(slots_.size() + slots_.size() / 4 + 8);
      slots_.emplace_back();
    } else {
      slot_index = free_slots_.back();
      free_slots_.pop_back();
    }
    auto node = static_cast<NodeId>(parent_.size());
    Slot& slot = slots_[slot_index];
    slot.last = node;
    slot.stale = true;
    Region& r = slot.region;
    r.kind = tf.kind;
    r.pennants = tf.pennants;
    r.nodes = 1;
    r.open_edges = std::popcount(static_cast<unsigned>(tf.ports & connection_ports(tf.kind)));
    count_open(r, +1);
    if (closes_by_neighbours(tf.kind)) neighbour_closed_.push_back(node);
    parent_.push_back(~slot_index);
    tile_of_.push_back(index);
    next_.push_back(node);
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
      join(a, b);
    }
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
