#include "invariants.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "game.hpp"
#include "open_sides.hpp"

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
    if (f.in_supply() && !f.neutral()) ++in_supply[f.owner][f.kind];
    if (f.neutral() && f.on_board()) return fmt::format("neutral figure {} stands on a feature like a follower", id);
    if (f.placed() && f.spot != Spot::Special && f.tile >= static_cast<int>(g.board().tiles().size()))
      return fmt::format("figure {} stands on tile {}, which is not on the board", id, f.tile);
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
    for (std::size_t f = 0; f < b.tile(i).type->features.size(); ++f) tile_of[b.tile(i).node(static_cast<int>(f))] = i;
  std::vector<std::vector<int>> linked(total);  // features joined through no side (Regions::link)
  for (auto [a, c] : regions.links()) {
    linked[a].push_back(c);
    linked[c].push_back(a);
  }
  std::vector<std::vector<int>> connected(total);  // joined through closed ends (Regions::connect)
  for (auto [a, c] : regions.connections()) {
    connected[a].push_back(c);
    connected[c].push_back(a);
  }
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
      int f = pt.feature_of(n);
      const TileFeature& tf = pt.type->features[f];
      tiles.insert(tile_of[n]);
      pennants += tf.pennants;
      // An end that meets no side is open until linked; each link closes one end on either side.
      open += tf.open_ends - static_cast<int>(linked[n].size());
      for (int m : connected[n])
        if (component[m] < 0) {
          component[m] = components;
          todo.push_back(m);
        }
      for (int m : linked[n])
        if (component[m] < 0) {
          component[m] = components;
          todo.push_back(m);
        }
      for (int p = 0; p < kPorts; ++p) {
        Port port = static_cast<Port>(p);
        if (pt.feature_at(port) != f || !is_connection_port(tf.kind, port)) continue;
        const PlacedTile* nb = b.at(neighbour(pt.at, side_of(port)));
        if (!nb || side_open(*nb, opposite(side_of(port)))) {
          ++open;
          continue;
        }
        int m = nb->node(nb->feature_at(facing_port(port)));
        // A side that does not connect back (an abbey's wall) ends the feature: no join.
        if (!is_connection_port(nb->type->features[nb->feature_of(m)].kind, facing_port(port))) continue;
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

// Scores change only through score events, from the scores the game began with.
std::optional<std::string> check_scores(const Game& g, const std::vector<int>& start) {
  std::vector<int> sum(g.players().size(), 0);
  for (std::size_t p = 0; p < sum.size() && p < start.size(); ++p) sum[p] = start[p];
  for (const Event& e : g.events())
    if (const auto* s = std::get_if<PointsScored>(&e))
      for (int p : s->players) sum[p] += s->points;
  for (std::size_t p = 0; p < sum.size(); ++p)
    if (sum[p] != g.players()[p].score)
      return fmt::format("player {} has {} points but score events add up to {}", g.players()[p].name,
                         g.players()[p].score, sum[p]);
  return std::nullopt;
}

// The board's lookups and its kept frontier (squares and what their sides need) equal what the
// list of placed tiles gives when worked out from scratch.
std::optional<std::string> check_board(const Game& g) {
  const Board& b = g.board();
  std::map<Coord, int> at;
  for (int i = 0; i < static_cast<int>(b.tiles().size()); ++i) {
    Coord c = b.tile(i).at;
    if (!at.emplace(c, i).second) return fmt::format("two tiles lie at ({},{})", c.x, c.y);
    if (b.index_at(c) != i) return fmt::format("the board finds tile {} at ({},{}), not {}", b.index_at(c), c.x, c.y, i);
  }
  auto tile_at = [&](Coord c) -> const PlacedTile* {
    auto it = at.find(c);
    return it == at.end() ? nullptr : &b.tile(it->second);
  };
  std::set<Coord> empty_beside;
  for (const auto& [c, i] : at)
    for (int s = 0; s < kSides; ++s)
      if (!side_open(b.tile(i), static_cast<Side>(s)) && !tile_at(neighbour(c, static_cast<Side>(s))))
        empty_beside.insert(neighbour(c, static_cast<Side>(s)));
  const auto& frontier = b.frontier();
  if (std::set<Coord>(frontier.begin(), frontier.end()) != empty_beside || frontier.size() != empty_beside.size())
    return fmt::format("the frontier lists {} squares; {} empty squares touch the layout", frontier.size(),
                       empty_beside.size());
  if (b.frontier_needs().size() != frontier.size()) return std::string("frontier needs and squares differ in number");
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    unsigned needs = 0;
    for (int s = 0; s < kSides; ++s) {
      Side side = static_cast<Side>(s);
      if (const PlacedTile* nb = tile_at(neighbour(frontier[i], side)); nb && !side_open(*nb, opposite(side)))
        needs |= (8u | static_cast<unsigned>(nb->side(opposite(side)))) << (4 * s);
    }
    if (b.frontier_needs()[i].needs() != needs || b.needs_at(frontier[i]) != needs)
      return fmt::format("the needs kept for ({},{}) are not what its neighbours show", frontier[i].x, frontier[i].y);
  }
  for (const auto& [c, i] : at) {
    int around = 0;
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy) around += (dx || dy) && tile_at({c.x + dx, c.y + dy});
    if (b.surrounding_tiles(c) != around)
      return fmt::format("({},{}) has {} tiles around it, the board says {}", c.x, c.y, around, b.surrounding_tiles(c));
  }
  return std::nullopt;
}

// Counts kept as the game goes (open regions per kind, stack tiles per kind, cloister-like
// nodes) equal a recount.
std::optional<std::string> check_counts(const Game& g) {
  const Regions& regions = g.regions();
  std::map<FeatureKind, int> open;
  for (int n = 0; n < regions.node_count(); ++n)
    if (regions.find(n) == n && regions.region(n).open_edges > 0) ++open[regions.region(n).kind];
  for (auto kind : {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister, FeatureKind::River})
    if (regions.open_regions(kind) != open[kind])
      return fmt::format("{} open {} regions are counted, {} are there", regions.open_regions(kind),
                         feature_kind_name(kind), open[kind]);
  std::vector<NodeId> closed_by_neighbours;
  for (const PlacedTile& pt : g.board().tiles())
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      if (closes_by_neighbours(pt.type->features[f].kind)) closed_by_neighbours.push_back(pt.node(f));
      if (regions.tile_of(pt.node(f)) != static_cast<int>(&pt - g.board().tiles().data()))
        return fmt::format("node {} is not listed on its tile", pt.node(f));
    }
  if (closed_by_neighbours != regions.neighbour_closed())
    return std::string("the list of cloister-like nodes is not every such node in the order laid");
  for (auto kind : {FeatureKind::Road, FeatureKind::City, FeatureKind::Field, FeatureKind::Cloister, FeatureKind::River}) {
    auto shows = [&](const TileType* t) { return t->has_kind(kind); };
    auto count = std::count_if(g.stack().begin(), g.stack().end(), shows);
    if (g.stack_tiles_with(kind) != count)
      return fmt::format("{} stack tiles with a {} are counted, {} are there", g.stack_tiles_with(kind),
                         feature_kind_name(kind), count);
  }
  return std::nullopt;
}

// Whether two arguments name the same thing; a feature by its region when `by_region` (a
// feature may be named from any of its tiles).
bool same_arg(const Game& g, const ActionArg& x, const ActionArg& y, bool by_region) {
  if (x.kind != y.kind) return false;
  if (x.kind != ArgKind::Feature || !by_region || x == y) return x == y;
  auto node = [&](const ActionArg& f) -> NodeId {
    if (f.a < 0 || f.a >= static_cast<int>(g.board().tiles().size())) return -1;
    if (f.b < 0 || f.b >= static_cast<int>(g.board().tile(f.a).type->features.size())) return -1;
    return g.regions().find(g.node_of(f.a, f.b));
  };
  NodeId a = node(x), b = node(y);
  return a >= 0 && a == b;
}

bool same_module_action(const Game& g, const ModuleAction& x, const ModuleAction& y, bool by_region) {
  if (x.verb != y.verb || x.argc != y.argc) return false;
  for (int i = 0; i < x.argc; ++i)
    if (!same_arg(g, x.arg(i), y.arg(i), by_region)) return false;
  return true;
}

bool same_action(const Game& g, const Action& x, const Action& y, bool by_region) {
  if (x.index() != y.index()) return false;
  if (const auto* p = std::get_if<PlaceTile>(&x)) {
    const auto& q = std::get<PlaceTile>(y);
    return p->tile == q.tile && p->at == q.at && p->rot == q.rot && !p->with == !q.with &&
           (!p->with || same_module_action(g, *p->with, *q.with, by_region));
  }
  if (const auto* t = std::get_if<DrawTile>(&x)) return t->tile == std::get<DrawTile>(y).tile;
  if (const auto* d = std::get_if<Deploy>(&x)) {
    const auto& e = std::get<Deploy>(y);
    return d->figure_kind == e.figure_kind && d->feature == e.feature && d->tile == e.tile;
  }
  if (const auto* m = std::get_if<ModuleAction>(&x)) return same_module_action(g, *m, std::get<ModuleAction>(y), by_region);
  return true;  // Pass, TakeExtraTile
}

// The listing of legal actions (which uses the kept side needs, the modules' cheap answers and a
// remembered scan) equals the plain rule applied to every candidate: sides matched against the
// tiles found from the list of placed tiles, then each module's check_placement; deployments
// through check(). The count and the k-th action agree with the list.
std::optional<std::string> check_listing(const Game& g) {
  std::vector<Action> brute;
  if (g.phase() == Phase::PlaceTile) {
    std::map<Coord, const PlacedTile*> at;
    for (const PlacedTile& pt : g.board().tiles()) at[pt.at] = &pt;
    // An empty board's first tile goes at the origin (Game::check_geometry).
    std::vector<Coord> squares = g.board().empty() ? std::vector<Coord>{Coord{0, 0}} : g.board().frontier();
    for (Coord c : squares)
      for (Rotation r = 0; r < 4; ++r) {
        bool sides_match = true;
        for (int s = 0; s < kSides && sides_match; ++s) {
          Side side = static_cast<Side>(s);
          auto nb = at.find(neighbour(c, side));
          sides_match = nb == at.end() || side_open(*nb->second, opposite(side)) ||
                        g.drawn_tile()->side(side, r) == nb->second->side(opposite(side));
        }
        PlaceTile a{g.drawn_tile(), c, r};
        bool allowed = sides_match;
        for (const auto* m : g.rules().modules) allowed = allowed && !m->check_placement(g, a);
        if (allowed) brute.emplace_back(a);
      }
    if (g.may_discard() && !g.check(Pass{})) brute.emplace_back(Pass{});  // the tile fits only with a module's help
  } else if (g.phase() == Phase::Deploy) {
    const PlacedTile& pt = g.board().tile(g.last_placed());
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      for (int k = 0; k < g.rules().figures.size(); ++k)
        if (!g.check(Deploy{k, f})) brute.emplace_back(Deploy{k, f});
    for (int t : g.placed_with())  // the other tiles of the same placement (a double tile's half)
      for (int f = 0; f < static_cast<int>(g.board().tile(t).type->features.size()); ++f)
        for (int k = 0; k < g.rules().figures.size(); ++k)
          if (!g.check(Deploy{k, f, t})) brute.emplace_back(Deploy{k, f, t});
    if (!g.check(Pass{})) brute.emplace_back(Pass{});  // a rule may forbid passing (a princess that must act)
  } else if (g.phase() == Phase::ExtraTile) {
    if (!g.check(TakeExtraTile{})) brute.emplace_back(TakeExtraTile{});
    brute.emplace_back(Pass{});
  } else if (g.phase() == Phase::Draw) {  // nature draws: each tile the stack holds, once
    for (const TileType* t : g.stack())
      if (std::none_of(brute.begin(), brute.end(), [&](const Action& a) { return std::get<DrawTile>(a).tile == t; }))
        brute.emplace_back(DrawTile{t});
  } else if (g.phase() == Phase::Module && !g.check(Pass{})) {
    brute.emplace_back(Pass{});  // a decision a module opened that may be declined
  }
  auto same = [&](const Action& x, const Action& y) { return same_action(g, x, y, false); };
  auto listed = g.legal_actions();
  // Module actions (a ransom at any time of the turn) have no candidates to enumerate here:
  // each one listed must be accepted; the rest must be exactly the candidates found.
  std::vector<Action> core_listed;
  std::size_t plain_placements = 0;
  for (const Action& a : listed) {
    const auto* place = std::get_if<PlaceTile>(&a);
    bool helped = place && place->with;  // a placement with a module's action: listed by the module
    plain_placements += place && !helped;
    if (!std::holds_alternative<ModuleAction>(a) && !helped) {
      core_listed.push_back(a);
    } else if (auto r = g.check(a)) {
      return fmt::format("a listed module action is refused: {}", r->code);
    }
  }
  if (core_listed.size() != brute.size() || !std::equal(core_listed.begin(), core_listed.end(), brute.begin(), same))
    return fmt::format("{} legal actions are listed; checking every candidate finds {}", core_listed.size(), brute.size());
  if (g.legal_action_count() != listed.size())
    return fmt::format("legal_action_count() says {}, the list has {}", g.legal_action_count(), listed.size());
  for (std::size_t k = 0; k < listed.size(); ++k)
    if (!same(g.legal_action(k), listed[k])) return fmt::format("legal_action({}) is not the list's entry {}", k, k);
  if (g.phase() == Phase::PlaceTile && g.fits_somewhere(g.drawn_tile()) != (plain_placements > 0))
    return std::string("fits_somewhere disagrees with the list of placements");
  if (g.phase() == Phase::PlaceTile && g.may_discard() && plain_placements > 0)
    return std::string("a tile that fits as it is may be discarded");
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_core_invariants(const Game& game, const std::vector<int>& starting_scores) {
  if (auto e = check_figures(game)) return e;
  if (auto e = check_regions(game)) return e;
  if (auto e = check_board(game)) return e;
  if (auto e = check_counts(game)) return e;
  if (auto e = check_listing(game)) return e;
  if (auto e = check_scores(game, starting_scores)) return e;
  return std::nullopt;
}

std::optional<std::string> check_invariants(const Game& game) {
  if (auto e = check_core_invariants(game, {})) return e;
  for (const auto* m : game.rules().modules)
    if (auto e = m->check_state(game)) return fmt::format("{}: {}", m->name(), *e);
  return std::nullopt;
}


// The action in the spelling the listing uses (VerbDef::listed_form), or nullopt where the
// listing leaves it out on purpose.
std::optional<Action> as_listed(const Game& g, const Action& a) {
  auto form = [&](const ModuleAction& m) -> std::optional<ModuleAction> {
    const VerbDef& def = g.rules().verbs.at(m.verb);
    return def.listed_form ? def.listed_form(g, m) : m;
  };
  if (const auto* m = std::get_if<ModuleAction>(&a)) {
    auto f = form(*m);
    return f ? std::optional<Action>(*f) : std::nullopt;
  }
  if (const auto* p = std::get_if<PlaceTile>(&a); p && p->with) {
    auto f = form(*p->with);
    if (!f) return std::nullopt;
    return Action{PlaceTile{p->tile, p->at, p->rot, std::make_shared<const ModuleAction>(*f)}};
  }
  return a;
}

ListedAs listed_as(const Game& game, const Action& a) {
  ListedAs out;
  std::optional<Action> spelled = as_listed(game, a);
  if (!spelled) out.alike = true;
  for (const Action& l : game.legal_actions()) {
    bool exact = same_action(game, a, l, false);
    out.exactly = out.exactly || exact;
    out.alike = out.alike || exact;
    if (out.alike) continue;
    std::optional<Action> listed = as_listed(game, l);
    out.alike = listed && same_action(game, *spelled, *listed, true);
  }
  return out;
}

std::optional<std::string> listing_disagrees(const ListedAs& listed, bool accepted) {
  if (accepted && !listed.alike) return std::string("the game accepted an action its legal-action listing leaves out");
  if (!accepted && listed.exactly) return std::string("the game refused an action its legal-action listing offers");
  return std::nullopt;
}

}  // namespace carc
