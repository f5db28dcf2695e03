#include "position_scenario.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "core/module.hpp"
#include "core/tile_catalog.hpp"

namespace carc::render {

namespace {

// A feature of a placed tile as a scenario names it: KIND PORT (a port it owns as the tile
// lies: a side's middle for cities, roads and rivers, a half side for fields), or KIND inner [K].
std::string feature_ref(const PlacedTile& pt, int feature) {
  const TileType& t = *pt.type;
  const TileFeature& f = t.features[static_cast<std::size_t>(feature)];
  std::string kind(feature_kind_name(f.kind));
  if (f.ports == 0) {
    int n = 0, count = 0;
    for (int i = 0; i < static_cast<int>(t.features.size()); ++i)
      if (t.features[i].kind == f.kind && t.features[i].ports == 0) {
        ++count;
        if (i <= feature) ++n;
      }
    return count == 1 ? kind + " inner" : fmt::format("{} inner {}", kind, n);
  }
  PortMask ports = pt.feature_ports(feature);
  bool want_middle = f.kind != FeatureKind::Field;
  for (int pass = 0; pass < 2; ++pass)  // the usual kind of port first, any owned port after
    for (int p = 0; p < kPorts; ++p)
      if ((ports & (1u << p)) && (pass == 1 || is_middle(static_cast<Port>(p)) == want_middle))
        return kind + " " + std::string(port_name(static_cast<Port>(p)));
  return kind;
}

// A module's action as a scenario writes it: the verb and its arguments (squares, sides,
// features of laid tiles, numbers).
std::string action_text(const Game& game, const ModuleAction& a) {
  std::string out = game.rules().verbs.at(a.verb).name;
  for (int k = 0; k < a.argc; ++k) {
    const ActionArg& arg = a.arg(k);
    switch (arg.kind) {
      case ArgKind::Square: out += fmt::format(" ({},{})", arg.a, arg.b); break;
      case ArgKind::Side: out += fmt::format(" {}", side_letter(static_cast<Side>(arg.a))); break;
      case ArgKind::Feature: {
        const PlacedTile& pt = game.board().tile(arg.a);
        out += fmt::format(" {} at ({},{})", feature_ref(pt, arg.b), pt.at.x, pt.at.y);
        break;
      }
      default: out += fmt::format(" {}", arg.a); break;
    }
  }
  return out;
}

// The setup statement that puts a player's figure on a feature.
std::string figure_line(const Game& game, const Figure& f) {
  const PlacedTile& pt = game.board().tiles()[static_cast<std::size_t>(f.tile)];
  return fmt::format("    {} {} on {} at ({},{})\n", game.players()[f.owner].name, game.rules().figures.at(f.kind).name,
                     feature_ref(pt, f.feature), pt.at.x, pt.at.y);
}

// Whether feature `feature` of board tile `tile` meets one of `held` (tile, feature pairs: the
// followers written so far) through tiles laid no later than it, and through the connections
// a setup tile's action rebuilds with them (a ferry across its lake): the setup lays the tiles
// in that order and refuses a follower on a feature another already holds (a follower a flight
// landed on an occupied feature, two roads a ferry's move joined).
bool held_as_laid(const Game& game, int tile, int feature, const std::vector<std::pair<int, int>>& held) {
  const auto& tiles = game.board().tiles();
  std::vector<std::pair<int, int>> seen{{tile, feature}}, todo{{tile, feature}};
  while (!todo.empty()) {
    auto [t, f] = todo.back();
    todo.pop_back();
    if (std::find(held.begin(), held.end(), std::pair{t, f}) != held.end()) return true;
    const PlacedTile& pt = tiles[static_cast<std::size_t>(t)];
    PortMask ports = pt.feature_ports(f);
    for (int p = 0; p < kPorts; ++p) {
      if (!(ports & (1u << p))) continue;
      int j = game.board().index_at(neighbour(pt.at, side_of(static_cast<Port>(p))));
      if (j < 0 || j > tile) continue;
      int g = tiles[static_cast<std::size_t>(j)].feature_at(facing_port(static_cast<Port>(p)));
      if (g < 0 || std::find(seen.begin(), seen.end(), std::pair{j, g}) != seen.end()) continue;
      seen.emplace_back(j, g);
      todo.emplace_back(j, g);
    }
    NodeId n = pt.node(f);
    for (const auto& [a, b] : game.regions().connections()) {
      NodeId other = a == n ? b : b == n ? a : -1;
      if (other < 0) continue;
      int j = game.regions().tile_of(other);
      if (j > tile) continue;
      std::pair<int, int> next{j, tiles[static_cast<std::size_t>(j)].feature_of(other)};
      if (std::find(seen.begin(), seen.end(), next) != seen.end()) continue;
      seen.push_back(next);
      todo.push_back(next);
    }
  }
  return false;
}

}  // namespace

PositionText position_scenario(const dsl::Scenario& from, const Game& game, const std::string& title) {
  PositionText out;
  const Ruleset& rules = game.rules();
  const auto& players = game.players();
  std::string s = fmt::format("scenario \"{}\" {{\n", title);
  if (!from.rules.empty()) {
    std::vector<std::string> names;
    for (const auto& r : from.rules) names.push_back(r.text);
    s += fmt::format("  rules {}\n", fmt::join(names, ", "));
  }
  if (from.edition) s += fmt::format("  edition {}\n", from.edition->text);
  for (const auto& o : from.options) s += fmt::format("  option {} = {}\n", o.option.text, o.value.text);
  std::vector<std::string> names;
  for (const auto& p : players) names.push_back(p.name);
  s += fmt::format("  players {}\n  setup {{\n", fmt::join(names, ", "));
  const auto& tiles = game.board().tiles();
  // Supplies first: a setup figure is taken from its owner's supply.
  for (int p = 0; p < static_cast<int>(players.size()); ++p)
    for (int k = 0; k < rules.figures.size(); ++k) {
      int total = players[p].supply[k];
      for (const auto& f : game.figures())
        if (f.owner == p && f.kind == k && (f.on_board() || f.spot == Spot::Special) && f.placed()) ++total;
      if (total != rules.figures.at(k).supply)
        s += fmt::format("    supply {} {} {}\n", players[p].name, rules.figures.at(k).name, total);
    }
  // Tiles in the order they were laid, each followed by the figures on it: a figure then joins
  // its feature as it did in play, before later tiles joined it to others that hold figures.
  std::vector<std::pair<int, int>> held;  // (tile, feature) of each follower written
  // Tiles a setup cannot lay: an abbey (only its module's action lays it, into a hole) and a tile
  // made in play that no tile file lists (two half tiles on one square); then any tile left with
  // no written neighbour, since a setup lays each tile beside the layout.
  std::vector<bool> omitted(tiles.size(), false);
  std::set<std::pair<int, int>> laid;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const PlacedTile& pt = tiles[i];
    if (pt.type->closes_sides) {
      out.left_out.push_back(fmt::format("{} at ({},{}) and what stands on it", pt.type->id, pt.at.x, pt.at.y));
      omitted[i] = true;
    } else if (!builtin_catalog().find(pt.type->id)) {
      out.left_out.push_back(fmt::format("{} at ({},{}), a tile made in play, and what stands on it", pt.type->id,
                                         pt.at.x, pt.at.y));
      omitted[i] = true;
    } else if (!laid.empty() && !laid.count({pt.at.x + 1, pt.at.y}) && !laid.count({pt.at.x - 1, pt.at.y}) &&
               !laid.count({pt.at.x, pt.at.y + 1}) && !laid.count({pt.at.x, pt.at.y - 1})) {
      out.left_out.push_back(fmt::format("{} at ({},{}), cut off by a tile left out, and what stands on it",
                                         pt.type->id, pt.at.x, pt.at.y));
      omitted[i] = true;
    } else {
      laid.insert({pt.at.x, pt.at.y});
    }
  }
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const PlacedTile& pt = tiles[i];
    if (omitted[i]) continue;
    std::string with;  // what a module changed on the tile, rebuilt as the setup lays it (a bridge)
    for (const auto* m : rules.modules)
      if (auto a = m->setup_action(game, static_cast<int>(i))) with += " with " + action_text(game, *a);
    s += fmt::format("    {} at ({},{}) r{}{}\n", pt.type->id, pt.at.x, pt.at.y, rotation_degrees(pt.rot), with);
    std::vector<int> written;  // features of this tile that got a follower: a setup puts one per feature
    for (const auto& f : game.figures()) {
      if (!f.on_board() || f.neutral() || f.tile != static_cast<int>(i) || !rules.figures.at(f.kind).follower) continue;
      if (std::find(written.begin(), written.end(), f.feature) != written.end()) {
        out.left_out.push_back(fmt::format("{}'s {} sharing its feature at ({},{}) with a figure on the same tile",
                                           players[f.owner].name, rules.figures.at(f.kind).name, pt.at.x, pt.at.y));
        continue;
      }
      if (held_as_laid(game, static_cast<int>(i), f.feature, held)) {
        out.left_out.push_back(fmt::format("{}'s {} on {} at ({},{}), a feature another follower held already as the tiles "
                                           "were laid (a flight brought it there, or a ferry joined the roads after it stood)",
                                           players[f.owner].name, rules.figures.at(f.kind).name, feature_ref(pt, f.feature),
                                           pt.at.x, pt.at.y));
        continue;
      }
      written.push_back(f.feature);
      held.emplace_back(static_cast<int>(i), f.feature);
      s += figure_line(game, f);
    }
  }
  // Figures in special places (a prisoner, a follower in a quarter of a city, the Count).
  for (const auto& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Special || f.tile >= rules.places.size()) continue;
    std::string holder = f.feature >= 0 ? " of " + players[static_cast<std::size_t>(f.feature)].name : "";
    // Beside which of the holder's counting figures (a robber), when he has several.
    int beside = f.feature >= 0 && game.counting_figures(f.feature).size() > 1
                     ? game.counting_figure_beside(static_cast<int>(&f - game.figures().data()))
                     : -1;
    if (beside >= 0) holder += fmt::format(" {}", beside + 1);
    s += fmt::format("    {}{} in {}{}\n", f.neutral() ? "" : players[f.owner].name + " ", rules.figures.at(f.kind).name,
                     rules.places.name(f.tile), holder);
  }
  // Figures that are not followers (a builder, a pig) last: a setup puts one only where its
  // owner has a follower (an option that lets one stand alone is played, not set up).
  for (const auto& f : game.figures()) {
    if (!f.on_board() || f.neutral() || rules.figures.at(f.kind).follower || omitted[static_cast<std::size_t>(f.tile)]) continue;
    auto region = game.regions().find(game.node_of(f.tile, f.feature));
    bool beside_follower = std::any_of(game.figures().begin(), game.figures().end(), [&](const Figure& o) {
      return o.on_board() && o.owner == f.owner && rules.figures.at(o.kind).follower &&
             game.regions().find(game.node_of(o.tile, o.feature)) == region;
    });
    if (beside_follower) s += figure_line(game, f);
    else out.left_out.push_back(fmt::format("{}'s {} alone on its feature", players[f.owner].name, rules.figures.at(f.kind).name));
  }
  for (const auto& f : game.figures()) {
    if (!f.placed() || (f.on_board() && !f.neutral()) || f.spot == Spot::Special) continue;
    if (f.on_one_tile() && omitted[static_cast<std::size_t>(f.tile)]) continue;  // left out with its tile
    std::string figure = rules.figures.at(f.kind).name;
    std::string where = f.spot == Spot::Special ? "in a special place"
                        : f.tile < static_cast<int>(tiles.size())
                            ? fmt::format("at ({},{})", tiles[static_cast<std::size_t>(f.tile)].at.x, tiles[static_cast<std::size_t>(f.tile)].at.y)
                            : "on the board";
    out.left_out.push_back(fmt::format("{}{} {}", f.neutral() ? "the " : players[f.owner].name + "'s ", figure, where));
  }
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t) {
    if (omitted[static_cast<std::size_t>(t)]) continue;
    for (const auto* m : rules.modules)
      for (std::string_view piece : m->piece_names())
        if (int n = m->setup_action(game, t) ? 0 : pieces_on(game, piece, t))
          out.left_out.push_back(fmt::format("{} {} piece{} at ({},{})", n, piece, n == 1 ? "" : "s", tiles[t].at.x, tiles[t].at.y));
  }
  for (const auto* m : rules.modules) m->setup_cannot_write(game, out.left_out);
  std::vector<std::string> scores;
  for (const auto& p : players)
    if (p.score != 0) scores.push_back(fmt::format("{} {}", p.name, p.score));
  if (!scores.empty()) s += fmt::format("    score {}\n", fmt::join(scores, ", "));
  for (const auto& p : players)
    for (int k = 0; k < static_cast<int>(p.tokens.size()); ++k)
      if (p.tokens[k] != 0) s += fmt::format("    tokens {} {} {}\n", p.name, rules.tokens.name(k), p.tokens[k]);
  if (game.active_player() != 0) s += fmt::format("    first {}\n", players[game.active_player()].name);
  // Between turns the position is whole; in the middle of one (a deployment or a module's
  // decision still open, an extra tile offered) the setup can only give the board.
  if (game.phase() == Phase::Deploy || game.phase() == Phase::ExtraTile || game.phase() == Phase::Module)
    out.left_out.push_back(fmt::format("the decision still open ({})", game.phase_label()));
  if (game.phase() == Phase::GameOver) s += "    # the game was over: its final scores are the scores above\n";
  for (const auto& what : out.left_out) s += fmt::format("    # not written (the setup language has no statement for it): {}\n", what);
  s += "  }\n";
  if (const TileType* t = game.drawn_tile()) s += fmt::format("  # {} had drawn {}: a turn from here names its own tile\n", players[game.active_player()].name, t->id);
  s += "}\n";
  out.scenario = std::move(s);
  return out;
}

}  // namespace carc::render
