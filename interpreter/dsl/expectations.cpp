// Evaluating expectations against the game: each compares a wanted value with what the engine has.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "core/action_counts.hpp"
#include "render/ascii_board.hpp"
#include "run_state.hpp"

namespace carc::dsl {

namespace {

// Failure reports draw boards up to this many squares across; `carc show` draws any board.
constexpr int kFailureBoardSquares = 14;

std::string names_of(const Game& g, std::vector<int> players) {
  std::sort(players.begin(), players.end());
  std::vector<std::string> n;
  for (int p : players) n.push_back(g.players()[p].name);
  return n.empty() ? "none" : fmt::format("{}", fmt::join(n, ", "));
}

// The region node named by a kind, a square and an optional port; nullopt after reporting.
std::optional<NodeId> node_at(RunState& st, Loc loc, const std::string& kind, const CoordNode& at,
                              const std::optional<Name>& port) {
  const Game& g = *st.game;
  int index = g.board().index_at({at.x, at.y});
  if (index < 0) {
    st.fail(loc, fmt::format("no tile at ({},{})", at.x, at.y), "a tile", "an empty square");
    return std::nullopt;
  }
  const PlacedTile& pt = g.board().tile(index);
  auto f = resolve_feature(*pt.type, pt.rot, kind, port ? std::optional<std::string>(port->text) : std::nullopt);
  if (auto* msg = std::get_if<std::string>(&f)) {
    st.fail(loc, *msg, "", "");
    return std::nullopt;
  }
  return g.node_of(index, std::get<int>(f));
}

std::string kind_word(const std::string& k) {
  auto fk = parse_feature_kind(k);
  return fk ? std::string(feature_kind_name(*fk)) : k;
}

struct Evaluator {
  RunState& st;
  const Game& g;

  void operator()(const ExpectScore& e) {
    for (const auto& pi : e.values) {
      auto p = st.players.find(pi.player.text);
      if (p == st.players.end()) {
        st.fail(pi.loc, fmt::format("unknown player `{}`", pi.player.text));
        continue;
      }
      int have = g.players()[p->second].score - (e.gained ? st.step_scores[p->second] : 0);
      if (have != pi.value)
        st.fail(pi.loc, fmt::format("{} of {}", e.gained ? "points gained in the last step" : "score", pi.player.text),
                std::to_string(pi.value), std::to_string(have));
    }
  }

  const std::vector<Event>& events() const { return g.events(); }

  std::vector<const PointsScored*> step_scores() const {
    std::vector<const PointsScored*> out;
    for (std::size_t i = st.step_events; i < events().size(); ++i)
      if (auto* s = std::get_if<PointsScored>(&events()[i])) out.push_back(s);
    return out;
  }

  std::string describe(const PointsScored& s) const {
    if (s.token >= 0) return fmt::format("{} {} {} (most tokens)", names_of(g, s.players), s.points, st.rules->tokens.name(s.token));
    return fmt::format("{} {} {} ({} tiles)", names_of(g, s.players), s.points, feature_kind_name(s.kind), s.tiles);
  }

  void operator()(const ExpectEvent& e) {
    auto p = st.players.find(e.player.text);
    auto kind = parse_feature_kind(e.kind.text);
    if (p == st.players.end() || !kind) {
      st.fail(e.loc, "unknown player or feature kind");
      return;
    }
    // The named square and port may be on any feature of the scored region.
    int index = g.board().index_at({e.at.x, e.at.y});
    std::vector<std::string> seen;
    for (const PointsScored* s : step_scores()) {
      seen.push_back(describe(*s));
      if (s->token >= 0 || s->points != e.points || s->kind != *kind) continue;
      if (std::find(s->players.begin(), s->players.end(), p->second) == s->players.end()) continue;
      if (index < 0) continue;
      const PlacedTile& pt = g.board().tile(index);
      bool inside = false;
      for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
        if (e.port) {  // a port, or `inner [N]`
          auto named = resolve_feature(*pt.type, pt.rot, e.kind.text, std::optional<std::string>(e.port->text));
          if (!std::holds_alternative<int>(named) || std::get<int>(named) != f) continue;
        }
        if (s->region >= 0 && g.regions().same(g.node_of(index, f), s->region)) inside = true;  // a bonus of no feature is on no square
      }
      if (inside) return;
    }
    st.fail(e.loc, "a scoring event in the last step",
            fmt::format("{} {} {} at ({},{}){}", e.player.text, e.points, kind_word(e.kind.text), e.at.x, e.at.y,
                        e.port ? " " + e.port->text : ""),
            seen.empty() ? "no scoring" : fmt::format("{}", fmt::join(seen, "; ")));
  }

  void operator()(const ExpectNoEvents& e) {
    auto s = step_scores();
    if (!s.empty()) st.fail(e.loc, "no scoring in the last step", "none", describe(*s.front()));
  }

  void operator()(const ExpectRegion& e) {
    auto node = node_at(st, e.loc, e.kind.text, e.at, e.port);
    if (!node) return;
    const Region& r = g.regions().region(*node);
    bool complete = g.regions().is_complete(g.board(), *node);
    for (const RegionProp& p : e.props) {
      switch (p.kind) {
        case RegionProp::Open:
          if (complete) st.fail(p.loc, "region state", "open", "complete");
          break;
        case RegionProp::Complete:
          if (!complete) st.fail(p.loc, "region state", "complete", "open");
          break;
        case RegionProp::Tiles:
          // as the rules count them: a German castle's two halves are one tile (Game::tiles_counted)
          if (g.tiles_counted(r) != p.value)
            st.fail(p.loc, "region size in tiles", std::to_string(p.value), std::to_string(g.tiles_counted(r)));
          break;
        case RegionProp::Pennants:
          if (r.pennants != p.value) st.fail(p.loc, "pennants", std::to_string(p.value), std::to_string(r.pennants));
          break;
        case RegionProp::Figures:
          if (static_cast<int>(r.figures.size()) != p.value)
            st.fail(p.loc, "figures on the region", std::to_string(p.value), std::to_string(r.figures.size()));
          break;
        case RegionProp::Owners: {
          std::vector<int> want;
          for (const Name& n : p.owners) {
            auto it = st.players.find(n.text);
            if (it == st.players.end()) st.fail(n.loc, fmt::format("unknown player `{}`", n.text));
            else want.push_back(it->second);
          }
          std::string want_s = names_of(g, want), have_s = names_of(g, g.majority(r));
          if (want_s != have_s) st.fail(p.loc, "owners (the majority)", want_s, have_s);
          break;
        }
      }
    }
  }

  void operator()(const ExpectFigure& e) {
    auto node = node_at(st, e.loc, e.on.kind.text, e.on.at, e.on.port);
    if (!node) return;
    auto p = st.players.find(e.player.text);
    auto kind = st.rules->figures.find(e.figure.text);
    if (p == st.players.end() || !kind) {
      st.fail(e.loc, "unknown player or figure");
      return;
    }
    int index = g.board().index_at({e.on.at.x, e.on.at.y});
    if (st.rules->figures.at(*kind).on_corners) return expect_on_corner(e, p->second, *kind, index);
    std::vector<std::string> there;
    for (const Figure& f : g.figures()) {
      if (!f.on_board() || f.tile != index || g.node_of(f.tile, f.feature) != *node) continue;
      if (f.owner == p->second && f.kind == *kind) return;
      there.push_back(fmt::format("{} {}", g.players()[f.owner].name, st.rules->figures.at(f.kind).name));
    }
    st.fail(e.loc, "a figure on that feature", fmt::format("{} {}", e.player.text, e.figure.text),
            there.empty() ? "none" : fmt::format("{}", fmt::join(there, ", ")));
  }

  // A figure on a corner (a barn), named by a half port at that corner of any of its four tiles.
  void expect_on_corner(const ExpectFigure& e, int player, int kind, int index) {
    auto port = e.on.port ? parse_port(e.on.port->text) : std::nullopt;
    if (!port || is_middle(*port))
      return st.fail(e.loc, fmt::format("a {} stands on a corner: name it by a half port (NNE or ENE for the north-east)",
                                        e.figure.text));
    Coord want = corner_point(g.board().tile(index).at, corner_of(*port));
    std::vector<std::string> there;
    for (const Figure& f : g.figures()) {
      if (!f.placed() || f.spot != Spot::Corner || !(corner_point(g.board().tile(f.tile).at, f.feature) == want)) continue;
      if (f.owner == player && f.kind == kind) return;
      there.push_back(fmt::format("{} {}", g.players()[f.owner].name, st.rules->figures.at(f.kind).name));
    }
    st.fail(e.loc, "a figure on that corner", fmt::format("{} {}", e.player.text, e.figure.text),
            there.empty() ? "none" : fmt::format("{}", fmt::join(there, ", ")));
  }

  void operator()(const ExpectNoFigure& e) {
    int index = g.board().index_at({e.at.x, e.at.y});
    std::optional<NodeId> node;
    std::optional<Port> port;
    if (e.port) port = parse_port(e.port->text);
    if (index >= 0)
      for (const Figure& f : g.figures()) {  // a figure on a corner of this tile (at the port's corner, if one is named)
        if (!f.placed() || f.spot != Spot::Corner) continue;
        Coord c = corner_point(g.board().tile(f.tile).at, f.feature);
        bool here = false;
        for (int k = 0; k < 4; ++k)
          here = here || ((!port || (!is_middle(*port) && corner_of(*port) == k)) && c == corner_point({e.at.x, e.at.y}, k));
        if (!here) continue;
        return st.fail(e.loc, "no figure there", "none",
                       fmt::format("{} {} on a corner", g.players()[f.owner].name, st.rules->figures.at(f.kind).name));
      }
    for (const Figure& f : g.figures()) {
      if (!f.on_board() || f.tile != index) continue;
      if (port && g.board().tile(index).feature_at(*port) != f.feature) continue;
      st.fail(e.loc, "no figure there", "none",
              fmt::format("{} {}", g.players()[f.owner].name, st.rules->figures.at(f.kind).name));
      return;
    }
  }

  void operator()(const ExpectReturned& e) {
    auto p = st.players.find(e.player.text);
    if (p == st.players.end()) return st.fail(e.loc, fmt::format("unknown player `{}`", e.player.text));
    int n = 0;
    for (std::size_t i = st.step_events; i < events().size(); ++i)
      if (auto* r = std::get_if<FigureReturned>(&events()[i])) n += r->player == p->second ? 1 : 0;
    if (n != e.count) st.fail(e.loc, fmt::format("figures returned to {} in the last step", e.player.text), std::to_string(e.count), std::to_string(n));
  }

  void operator()(const ExpectTokenEvent& e) {
    auto p = st.players.find(e.player.text);
    auto token = st.rules->tokens.find(e.token.text);
    if (p == st.players.end() || !token) return st.fail(e.loc, "unknown player or token");
    std::vector<std::string> seen;
    for (const PointsScored* s : step_scores()) {
      seen.push_back(describe(*s));
      if (s->token == *token && s->points == e.points &&
          std::find(s->players.begin(), s->players.end(), p->second) != s->players.end())
        return;
    }
    st.fail(e.loc, "a scoring event in the last step", fmt::format("{} {} {} (most tokens)", e.player.text, e.points, e.token.text),
            seen.empty() ? "no scoring" : fmt::format("{}", fmt::join(seen, "; ")));
  }

  void operator()(const ExpectTokens& e) {
    auto p = st.players.find(e.player.text);
    auto token = st.rules->tokens.find(e.token.text);
    if (p == st.players.end() || !token) return st.fail(e.loc, "unknown player or token");
    int have = g.players()[p->second].tokens[*token];
    if (have != e.count)
      st.fail(e.loc, fmt::format("{}'s {} tokens", e.player.text, e.token.text), std::to_string(e.count), std::to_string(have));
  }

  void operator()(const ExpectSupply& e) {
    auto p = st.players.find(e.player.text);
    auto kind = st.rules->figures.find(e.figure.text);
    if (p == st.players.end() || !kind) return st.fail(e.loc, "unknown player or figure");
    int have = g.players()[p->second].supply[*kind];
    if (have != e.count) st.fail(e.loc, fmt::format("{}'s supply of {}", e.player.text, e.figure.text), std::to_string(e.count), std::to_string(have));
  }

  void operator()(const ExpectPlacementCount& e) {
    const TileType* t = builtin_catalog().find(e.tile.text);
    if (!t) return st.fail(e.tile.loc, fmt::format("unknown tile `{}`", e.tile.text));
    auto legal = g.legal_placements(t);
    if (static_cast<int>(legal.size()) != e.count)
      st.fail(e.loc, fmt::format("legal placements of {} (square, rotation)", t->id), std::to_string(e.count), std::to_string(legal.size()));
  }

  void operator()(const ExpectPlacementSet& e) {
    const TileType* t = builtin_catalog().find(e.tile.text);
    if (!t) return st.fail(e.tile.loc, fmt::format("unknown tile `{}`", e.tile.text));
    auto text = [](int x, int y, int q) { return fmt::format("({},{}) r{}", x, y, q * 90); };
    std::set<std::string> want, have;
    for (const auto& [c, r] : e.placements) want.insert(text(c.x, c.y, r.quarter_turns));
    for (const auto& a : g.legal_placements(t)) have.insert(text(a.at.x, a.at.y, a.rot));
    if (want == have) return;
    std::vector<std::string> missing, extra;
    for (auto& w : want)
      if (!have.count(w)) missing.push_back(w);
    for (auto& h : have)
      if (!want.count(h)) extra.push_back(h);
    st.fail(e.loc, fmt::format("legal placements of {}", t->id),
            fmt::format("{} placements; not legal: {}", want.size(), missing.empty() ? "-" : fmt::format("{}", fmt::join(missing, " "))),
            fmt::format("{} placements; also legal: {}", have.size(), extra.empty() ? "-" : fmt::format("{}", fmt::join(extra, " "))));
  }

  void operator()(const ExpectDeployCount& e) {
    if (!st.last_deploy_options) return st.fail(e.loc, "no tile has been placed yet", "a placement", "none");
    if (*st.last_deploy_options != e.count)
      st.fail(e.loc, "legal deployments after the last placement", std::to_string(e.count), std::to_string(*st.last_deploy_options));
  }

  void operator()(const ExpectActionCount& e) {
    int have = count_legal_actions(g, e.verb.text);
    if (have != e.count)
      st.fail(e.loc, fmt::format("legal `{}` actions now ({})", e.verb.text, g.phase_label()), std::to_string(e.count), std::to_string(have));
  }

  void operator()(const ExpectStack& e) {
    int have = static_cast<int>(g.stack().size());
    int want = e.empty ? 0 : e.remaining;
    if (have != want) st.fail(e.loc, "tiles left in the stack", std::to_string(want), std::to_string(have));
  }

  void operator()(const ExpectWinner& e) {
    if (g.phase() != Phase::GameOver) return st.fail(e.loc, "winners are known once the game is over", "game-over", std::string(phase_name(g.phase())));
    std::vector<int> want;
    for (const Name& n : e.players) {
      auto it = st.players.find(n.text);
      if (it == st.players.end()) return st.fail(n.loc, fmt::format("unknown player `{}`", n.text));
      want.push_back(it->second);
    }
    std::string w = names_of(g, want), h = names_of(g, g.winners());
    if (w != h) st.fail(e.loc, "winners", w, h);
  }

  void operator()(const ExpectPhase& e) {
    if (g.phase_label() != e.phase.text) st.fail(e.loc, "pending decision", e.phase.text, std::string(g.phase_label()));
  }

  void operator()(const ExpectDecider& e) {
    int d = g.decider();
    std::string have = d == Game::kNature ? "nature" : g.players()[static_cast<std::size_t>(d)].name;
    if (g.phase() == Phase::GameOver || g.phase() == Phase::StackEmpty) have = "nobody";
    if (have != e.who.text) st.fail(e.loc, "who decides next", e.who.text, have);
  }

  void operator()(const ExpectInPlace& e) {
    int have = figures_in_place(g, e.place.text, e.holder ? st.players.at(e.holder->text) : -1, st.players.at(e.owner.text),
                                *st.rules->figures.find(e.figure.text), e.beside ? *e.beside - 1 : -1);
    if (have != e.count)
      st.fail(e.loc,
              fmt::format("{}'s {}s in {}{}{}", e.owner.text, e.figure.text, e.place.text, e.holder ? " of " + e.holder->text : "",
                          e.beside ? fmt::format(" beside counting figure {}", *e.beside) : ""),
              std::to_string(e.count), std::to_string(have));
  }

  void operator()(const ExpectPieces& e) {
    int tile = g.board().index_at({e.at.x, e.at.y});
    int have = tile < 0 ? 0 : pieces_on(g, e.piece.text, tile);
    if (have != e.count) st.fail(e.loc, fmt::format("{} pieces at ({},{})", e.piece.text, e.at.x, e.at.y), std::to_string(e.count), std::to_string(have));
  }

  void operator()(const ExpectNeutral& e) {
    auto kind = st.rules->figures.find(e.figure.text);
    if (!kind) return st.fail(e.loc, fmt::format("unknown figure `{}`", e.figure.text));
    std::string have = "off-board";
    for (const Figure& f : g.figures())
      if (f.kind == *kind && f.placed() && f.spot == Spot::Special && f.tile < st.rules->places.size()) {
        have = "in " + st.rules->places.name(f.tile);
      } else if (f.kind == *kind && f.placed()) {
        Coord at = g.board().tile(f.tile).at;
        have = fmt::format("({},{})", at.x, at.y);
      }
    std::string want = e.place ? "in " + e.place->text : e.at ? fmt::format("({},{})", e.at->x, e.at->y) : "off-board";
    if (have != want) st.fail(e.loc, fmt::format("where the {} stands", e.figure.text), want, have);
  }

  // The tiles held aside now (a rule keeps them back, to return later) and those discarded in
  // the last step (they fit nowhere).
  void operator()(const ExpectSetAside& e) {
    std::vector<std::string> seen;
    for (const TileType* t : g.set_aside()) seen.push_back(t->id);
    for (std::size_t i = st.step_events; i < events().size(); ++i)
      if (auto* d = std::get_if<TileDiscarded>(&events()[i])) seen.push_back(d->tile->id);
    std::string have = seen.empty() ? "none" : fmt::format("{}", fmt::join(seen, ", "));
    if (!e.tile) {
      if (!seen.empty()) st.fail(e.loc, "tiles set aside", "none", have);
      return;
    }
    if (std::find(seen.begin(), seen.end(), e.tile->text) == seen.end()) st.fail(e.loc, "tiles set aside", e.tile->text, have);
  }

  void operator()(const ExpectNoEvent& e) {
    auto p = st.players.find(e.player.text);
    if (p == st.players.end()) return st.fail(e.loc, "unknown player");
    auto kind = parse_feature_kind(e.kind.text);
    // A token's scoring (the most trade goods, gold at the end) lies on no square.
    auto token = !kind && !e.at ? st.rules->tokens.find(e.kind.text) : std::nullopt;
    if (!kind && !token) return st.fail(e.loc, e.at ? "unknown feature kind" : "unknown feature kind or token");
    int index = -1;
    std::optional<NodeId> node;
    if (e.at) {
      index = g.board().index_at({e.at->x, e.at->y});
      if (index < 0) return st.fail(e.loc, fmt::format("no tile at ({},{})", e.at->x, e.at->y));
      const PlacedTile& pt = g.board().tile(index);
      if (e.port) {
        auto f = resolve_feature(*pt.type, pt.rot, e.kind.text, std::optional<std::string>(e.port->text));
        if (auto* msg = std::get_if<std::string>(&f)) return st.fail(e.loc, *msg);
        node = g.node_of(index, std::get<int>(f));
      }
    }
    // Whether the scored region holds the feature named at the square (any feature of it).
    auto here = [&](const PointsScored& s) {
      if (s.region < 0) return false;
      if (node) return g.regions().same(s.region, *node);
      const PlacedTile& pt = g.board().tile(index);
      for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
        if (g.regions().same(s.region, g.node_of(index, f))) return true;
      return false;
    };
    for (const PointsScored* s : step_scores()) {
      bool same_kind = token ? s->token == *token : s->token < 0 && s->kind == *kind;
      if (!same_kind || (e.points && s->points != *e.points)) continue;
      if (std::find(s->players.begin(), s->players.end(), p->second) == s->players.end()) continue;
      if (index >= 0 && !here(*s)) continue;
      return st.fail(e.loc, "a scoring event that should not be there", "none", describe(*s));
    }
  }
};

}  // namespace

void evaluate(RunState& st, const Expectation& e) { std::visit(Evaluator{st, *st.game}, e); }

std::string board_text(const Game& game) { return render::ascii_board(game, kFailureBoardSquares); }

}  // namespace carc::dsl
