// Answers to the observation queries of docs/protocol.md, read off our engine's game.
#include <fmt/format.h>

#include <algorithm>

#include "case_player.hpp"
#include "core/action_counts.hpp"

namespace carc::conformance {

using nlohmann::json;

namespace {

json names(const Game& g, std::vector<int> players) {
  std::sort(players.begin(), players.end());
  json out = json::array();
  for (int p : players) out.push_back(g.players()[p].name);
  return out;
}

// The scoring events of the most recent turn or final step.
std::vector<const PointsScored*> step_scorings(const PlayState& st) {
  std::vector<const PointsScored*> out;
  const auto& events = st.game->events();
  for (std::size_t i = st.step_events; i < events.size(); ++i)
    if (auto* s = std::get_if<PointsScored>(&events[i])) out.push_back(s);
  return out;
}

json scored(const PlayState& st, const Field& q) {
  const Game& g = *st.game;
  int p = st.player(q["player"]);
  auto kind = parse_feature_kind(q["kind"].text());
  if (!kind) q["kind"].fail(fmt::format("unknown feature kind `{}`", q["kind"].text()));
  json out = json::array();
  if (!q.has("x")) {  // a scoring of that kind anywhere
    for (const PointsScored* s : step_scorings(st))
      if (s->token < 0 && s->kind == *kind && std::find(s->players.begin(), s->players.end(), p) != s->players.end())
        out.push_back(s->points);
    return out;
  }
  int index = g.board().index_at(square(q));
  std::optional<Port> port;
  if (!q["port"].is_null()) {
    port = parse_port(q["port"].text());
    if (!port) q["port"].fail(fmt::format("unknown port `{}`", q["port"].text()));
  }
  if (index < 0) return out;
  const PlacedTile& pt = g.board().tile(index);
  for (const PointsScored* s : step_scorings(st)) {
    if (s->token >= 0 || s->kind != *kind || std::find(s->players.begin(), s->players.end(), p) == s->players.end()) continue;
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      if (port && pt.feature_at(*port) != f) continue;
      if (s->region >= 0 && g.regions().same(g.node_of(index, f), s->region)) {  // a bonus of no feature is on no square
        out.push_back(s->points);
        break;
      }
    }
  }
  return out;
}

json region(const PlayState& st, const Field& q) {
  const Game& g = *st.game;
  auto [index, feature] = st.feature(q["feature"]);
  const std::string property = q["property"].text();
  if (index < 0 || feature < 0) return nullptr;  // no such feature: nothing to observe
  NodeId node = g.node_of(index, feature);
  const Region& r = g.regions().region(node);
  if (property == "complete") return g.regions().is_complete(g.board(), node);
  if (property == "tiles") return g.tiles_counted(r);  // a German castle's two halves: one tile
  if (property == "pennants") return r.pennants;
  if (property == "figures") return r.figures.size();
  if (property == "owners") return names(g, g.majority(r));
  q["property"].fail(fmt::format("unknown region property `{}`", property));
}

json figures(const PlayState& st, const Field& q) {
  const Game& g = *st.game;
  int index = g.board().index_at(square(q));
  const bool on_feature = q.has("feature");
  int feature = on_feature ? st.feature(q["feature"]).second : -1;
  json out = json::array();
  if (index < 0) return out;
  const PlacedTile& pt = g.board().tile(index);
  for (const Figure& f : g.figures()) {
    if (f.neutral() || !f.placed()) continue;
    if (f.spot == Spot::Corner) {
      // A figure on a corner (a barn) stands on each of the four tiles that meet there; with a
      // feature named, on the field that reaches that corner of this tile.
      Coord c = corner_point(g.board().tile(f.tile).at, f.feature);
      bool here = false;
      for (int k = 0; k < 4 && !here; ++k)
        here = c == corner_point(pt.at, k) &&
               (!on_feature || pt.feature_at(corner_port(k, 0)) == feature || pt.feature_at(corner_port(k, 1)) == feature);
      if (!here) continue;
    } else if (!f.on_board() || f.tile != index || (on_feature && f.feature != feature)) {
      continue;
    }
    out.push_back({{"player", g.players()[f.owner].name}, {"figure", st.rules->figures.at(f.kind).name}});
  }
  return out;
}

json placements(const PlayState& st, const Field& q, bool count_only) {
  const TileType* t = builtin_catalog().find(q["tile"].text());
  if (!t) q["tile"].fail(fmt::format("unknown tile `{}`", q["tile"].text()));
  auto legal = st.game->legal_placements(t);
  if (count_only) return legal.size();
  json out = json::array();
  for (const auto& a : legal) out.push_back({{"x", a.at.x}, {"y", a.at.y}, {"rotation", rotation_degrees(a.rot)}});
  return out;
}

}  // namespace

json answer_query(const PlayState& st, const Field& q) {
  const Game& g = *st.game;
  const std::string type = q["type"].text();
  if (type == "score") return g.players()[st.player(q["player"])].score;
  if (type == "gained") {
    int p = st.player(q["player"]);
    return g.players()[p].score - st.step_scores[p];
  }
  if (type == "scored") return scored(st, q);
  if (type == "scorings") return step_scorings(st).size();
  if (type == "region") return region(st, q);
  if (type == "figures") return figures(st, q);
  if (type == "returned") {
    int p = st.player(q["player"]), n = 0;
    for (std::size_t i = st.step_events; i < g.events().size(); ++i)
      if (auto* r = std::get_if<FigureReturned>(&g.events()[i])) n += r->player == p ? 1 : 0;
    return n;
  }
  if (type == "supply")
    return g.players()[st.player(q["player"])].supply[st.figure_kind(q["figure"])];
  if (type == "placement-count") return placements(st, q, true);
  if (type == "placements") return placements(st, q, false);
  if (type == "deployments") return st.deployments ? json(*st.deployments) : json(nullptr);
  if (type == "actions") {
    std::string verb = q["verb"].text();
    if (!st.rules->verbs.find(verb)) q["verb"].fail(fmt::format("no verb `{}` in these rules", verb));
    return count_legal_actions(g, verb);
  }
  if (type == "stack-remaining") return g.stack().size();
  if (type == "winners") return g.phase() == Phase::GameOver ? names(g, g.winners()) : json(nullptr);
  if (type == "phase") return std::string(g.phase_label());
  if (type == "set-aside") {  // tiles held aside now, and tiles discarded in the last step
    json out = json::array();
    for (const TileType* t : g.set_aside()) out.push_back(t->id);
    for (std::size_t i = st.step_events; i < g.events().size(); ++i)
      if (auto* d = std::get_if<TileDiscarded>(&g.events()[i])) out.push_back(d->tile->id);
    return out;
  }
  if (type == "neutral") {  // where a neutral figure stands: {"x","y"} of its tile, or "off-board"
    auto k = st.rules->figures.find(q["figure"].text());
    if (!k || !st.rules->figures.at(*k).neutral) q["figure"].fail(fmt::format("no neutral figure `{}` in these rules", q["figure"].text()));
    for (const Figure& f : g.figures()) {
      if (f.kind != *k || !f.placed()) continue;
      if (f.spot == Spot::Special) return {{"place", st.rules->places.name(f.tile)}};  // a quarter of a city, ...
      Coord at = g.board().tile(f.tile).at;
      return {{"x", at.x}, {"y", at.y}};
    }
    return "off-board";
  }
  if (type == "in-place") {  // how many figures of a player and kind are in a special place
    auto place = st.rules->places.find(q["place"].text());
    if (!place) q["place"].fail(fmt::format("no place `{}` in these rules", q["place"].text()));
    int holder = q.has("holder") ? st.player(q["holder"]) : -1;
    auto k = st.rules->figures.find(q["figure"].text());
    if (!k) q["figure"].fail(fmt::format("no figure `{}` in these rules", q["figure"].text()));
    // `beside`: only those beside that counting figure of the holder (1 the first: a robber).
    int beside = q.has("beside") ? q["beside"].integer(Limit{1, 4, "a counting figure's number is"}) - 1 : -1;
    return figures_in_place(g, q["place"].text(), holder, st.player(q["player"]), *k, beside);
  }
  if (type == "pieces") {  // a module's pieces on the tile at x,y (a tower's height)
    int tile = g.board().index_at({static_cast<int>(q["x"].integer(kCoordinates)), static_cast<int>(q["y"].integer(kCoordinates))});
    return tile < 0 ? 0 : pieces_on(g, q["piece"].text(), tile);
  }
  if (type == "decider") {
    int d = g.decider();
    if (d == Game::kNature) return "nature";
    return d >= 0 ? json(g.players()[static_cast<std::size_t>(d)].name) : json(nullptr);
  }
  if (type == "tokens") {
    const auto& held = g.players()[st.player(q["player"])].tokens;
    auto k = static_cast<std::size_t>(st.token_kind(q["token"]));
    return k < held.size() ? held[k] : 0;
  }
  if (type == "token-scored") {
    int p = st.player(q["player"]), k = st.token_kind(q["token"]);
    json out = json::array();
    for (const PointsScored* s : step_scorings(st))
      if (s->token == k && std::find(s->players.begin(), s->players.end(), p) != s->players.end()) out.push_back(s->points);
    return out;
  }
  q["type"].fail(fmt::format("unknown observation `{}`", type));
}

}  // namespace carc::conformance
