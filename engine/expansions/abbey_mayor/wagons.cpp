#include "wagons.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "abbeys.hpp"
#include "am_names.hpp"

namespace carc::abbey_mayor {

namespace {

int wagon_kind(const Game& g) { return *g.rules().figures.find(kWagon); }

bool nearby_only(const Game& g) { return g.options().is(kWagonReach, "nearby"); }

// Whether tile a lies on b's square or one of the eight around it.
bool near(const Game& g, int a, int b) {
  Coord p = g.board().tile(a).at, q = g.board().tile(b).at;
  return std::abs(p.x - q.x) <= 1 && std::abs(p.y - q.y) <= 1;
}

// The features that touch `root` so that a wagon passes between them: the tile's printed
// connections (a road into a crossing, a city gate, a cloister), and an abbey's sides, which
// touch the roads and cities that end at them (CAR-170, CAR-173, CAR-174).
void connected_to(const Game& g, NodeId root, std::vector<NodeId>& out) {
  const Regions& regions = g.regions();
  for (int t : regions.region(root).tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      if (regions.find(pt.node(f)) != root) continue;
      for (const auto& group : pt.type->connections)
        if (std::find(group.begin(), group.end(), f) != group.end())
          for (int other : group)
            if (other != f) out.push_back(pt.node(other));
      // Across the tile's sides, towards an abbey, or from an abbey outwards.
      bool abbey_here = pt.type->closes_sides && pt.type->features[static_cast<std::size_t>(f)].kind == FeatureKind::Cloister;
      for (int s = 0; s < kSides; ++s) {
        Port mid = middle_port(static_cast<Side>(s));
        if (pt.feature_at(mid) != f) continue;
        const PlacedTile* nb = g.board().at(neighbour(pt.at, static_cast<Side>(s)));
        if (!nb) continue;
        int other = nb->feature_at(facing_port(mid));
        if (other < 0) continue;  // the open side of a half tile: no feature to move to
        FeatureKind k = nb->type->features[static_cast<std::size_t>(other)].kind;
        bool abbey_there = nb->type->closes_sides && k == FeatureKind::Cloister;
        if (abbey_here ? (k == FeatureKind::Road || k == FeatureKind::City) : abbey_there) out.push_back(nb->node(other));
      }
    }
  }
}

// Why a wagon may not go to the feature of `node`, or nullptr.
const char* refusal(const Game& g, NodeId node, NodeId from) {
  const Regions& regions = g.regions();
  NodeId root = regions.find(node);
  if (root == regions.find(from)) return "it is the feature the wagon scored on";
  if (!g.rules().figures.can_deploy(wagon_kind(g), regions.kind(root))) return "a wagon goes only onto roads, cities and cloisters";
  if (regions.is_complete(g.board(), root)) return "that feature is finished";
  if (!regions.figures(root).empty()) return "someone already holds that feature";
  return nullptr;
}

}  // namespace

void wagons_scored(Game& g, NodeId root) {
  int kind = wagon_kind(g);
  std::vector<int>& s = state(g);
  for (int id : g.regions().figures(root)) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.kind != kind) continue;
    s.push_back(id);
    s.push_back(root);
    s.push_back(f.tile);
  }
}

std::vector<NodeId> wagon_destinations(const Game& g, NodeId root, int tile) {
  std::vector<NodeId> candidates;
  if (nearby_only(g)) {  // doc 000: any feature on the wagon's tile or the eight around it
    for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t)
      if (near(g, t, tile))
        for (int f = 0; f < static_cast<int>(g.board().tile(t).type->features.size()); ++f)
          candidates.push_back(g.node_of(t, f));
  } else {
    connected_to(g, root, candidates);
  }
  std::vector<NodeId> out;
  for (NodeId n : candidates) {
    NodeId r = g.regions().find(n);
    if (!refusal(g, n, root) && std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool next_wagon(Game& g) {
  std::vector<int>& s = state(g);
  int n = static_cast<int>(g.players().size());
  while (static_cast<int>(s.size()) > kWagonsFrom) {
    // The waiting wagon whose owner comes first clockwise from the player whose turn it is.
    std::size_t best = kWagonsFrom;
    auto order = [&](std::size_t i) {
      int owner = g.figures()[static_cast<std::size_t>(s[i])].owner;
      return (owner - g.active_player() + n) % n;
    };
    for (std::size_t i = kWagonsFrom; i < s.size(); i += 3)
      if (order(i) < order(best)) best = i;
    int figure = s[best], root = s[best + 1], tile = s[best + 2];
    s.erase(s.begin() + static_cast<std::ptrdiff_t>(best), s.begin() + static_cast<std::ptrdiff_t>(best + 3));
    const Figure& f = g.figures()[static_cast<std::size_t>(figure)];
    if (!f.in_supply()) continue;  // taken away by something else meanwhile
    std::vector<NodeId> dest = wagon_destinations(g, root, tile);
    if (dest.empty()) {
      g.note(f.owner, "the wagon has no neighbouring unfinished feature that nobody holds: it stays home "
                      "(CAR:abbey-mayor/wagon-move)");
      continue;
    }
    std::string where;
    for (NodeId d : dest) {
      const PlacedTile& pt = g.board().tile(g.regions().tile_of(d));
      where += fmt::format("{}the {} through ({},{})", where.empty() ? "" : "; ", feature_kind_name(g.regions().kind(d)),
                           pt.at.x, pt.at.y);
    }
    g.note(f.owner, fmt::format("the wagon may move on to {} ({}), or go home", where,
                                nearby_only(g) ? "any feature on its tile or the eight around it: wagon-reach nearby"
                                               : "features joined to the scored one where a wagon can pass: CAR-170"));
    s[kWagonMoving] = figure;
    s[kWagonRoot] = root;
    s[kWagonTile] = tile;
    g.open_decision(*g.rules().phases.find(kWagonMove), f.owner);
    return true;
  }
  s[kWagonMoving] = -1;
  return false;
}

void list_wagon_moves(const Game& g, int verb, std::vector<Action>& out) {
  if (g.phase() != Phase::Module || g.phase_label() != kWagonMove) return;
  const std::vector<int>& s = *state_of(g);
  int from_tile = s[kWagonTile];
  for (NodeId root : wagon_destinations(g, s[kWagonRoot], from_tile))
    for (int t : g.regions().region(root).tiles) {
      if (nearby_only(g) && !near(g, t, from_tile)) continue;
      if (g.tile_closed_to(wagon_kind(g), t)) continue;  // the dragon's tile
      const PlacedTile& pt = g.board().tile(t);
      for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
        if (g.regions().find(pt.node(f)) == root)
          out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Feature, t, f}}));
    }
}

std::optional<Rejection> check_wagon_move(const Game& g, const ModuleAction& a) {
  if (g.phase() != Phase::Module || g.phase_label() != kWagonMove)
    return Rejection{reason::kWrongPhase, fmt::format("a wagon moves after its feature scored; the game waits for {}", g.phase_label())};
  const std::vector<int>& s = *state_of(g);
  NodeId node = g.node_of(a.arg(0).a, a.arg(0).b);
  if (const char* why = refusal(g, node, s[kWagonRoot])) return Rejection{kNotNeighbouring, why};
  if (g.tile_closed_to(wagon_kind(g), a.arg(0).a))
    return Rejection{kNotNeighbouring, "a rule of another expansion keeps figures off that tile (the dragon stands there)"};
  if (nearby_only(g)) {
    if (!near(g, a.arg(0).a, s[kWagonTile]))
      return Rejection{kNotNeighbouring, "with wagon-reach nearby a wagon moves to its own tile or one of the eight around it"};
    return std::nullopt;
  }
  auto dest = wagon_destinations(g, s[kWagonRoot], s[kWagonTile]);
  if (std::find(dest.begin(), dest.end(), g.regions().find(node)) == dest.end())
    return Rejection{kNotNeighbouring,
                     "that feature does not touch the scored one where a wagon can pass (a road into a crossing, a city gate, "
                     "a cloister, an abbey's side: CAR-170)"};
  return std::nullopt;
}

void apply_wagon_move(Game& g, const ModuleAction& a) {
  std::vector<int>& s = state(g);
  int figure = s[kWagonMoving];
  int owner = g.figures()[static_cast<std::size_t>(figure)].owner;
  g.move_figure(figure, a.arg(0).a, Spot::Feature, a.arg(0).b, owner);
  if (!next_wagon(g)) g.close_decision();
}

bool wagon_passed(Game& g) {
  const std::vector<int>* s = state_of(g);
  if (!s || g.phase_label() != kWagonMove) return false;
  return next_wagon(g);
}

}  // namespace carc::abbey_mayor
