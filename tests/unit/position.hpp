// Test helper: builds a game position tile by tile and plays turns, failing the test on any
// setup error. Players are red, blue, yellow, green, black in that order.
#pragma once
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/invariants.hpp"
#include "expansions/registry.hpp"

namespace carc::test {

inline const TileType* tile_type(const std::string& id) {
  const TileType* t = builtin_catalog().find(id);
  REQUIRE_MESSAGE(t != nullptr, "unknown tile " << id);
  return t;
}

enum Colour { red = 0, blue = 1, yellow = 2, green = 3, black = 4 };

struct Position {
  std::shared_ptr<const Ruleset> rules;
  std::unique_ptr<Game> game;

  explicit Position(std::vector<std::string> expansions = {},
                    std::vector<std::pair<std::string, std::string>> options = {}, int players = 2,
                    const std::string& preset = "") {
    std::string error;
    rules = ruleset_for(expansions, error);
    REQUIRE_MESSAGE(rules != nullptr, error);
    RuleOptions opts(rules->options);
    if (!preset.empty()) REQUIRE_FALSE(opts.apply_preset(preset).has_value());
    for (auto& [k, v] : options) REQUIRE_FALSE(opts.set(k, v).has_value());
    std::vector<std::string> names = {"red", "blue", "yellow", "green", "black"};
    names.resize(players);
    game = std::make_unique<Game>(rules, opts, names);
  }

  // Lays a tile in the setup; every side it touches must match.
  int tile(const std::string& id, int x, int y, int quarter_turns = 0) {
    auto r = game->check_setup_tile(tile_type(id), {x, y}, static_cast<Rotation>(quarter_turns));
    REQUIRE_MESSAGE(!r.has_value(), id << " at (" << x << "," << y << "): " << (r ? r->detail : ""));
    return game->setup_tile(tile_type(id), {x, y}, static_cast<Rotation>(quarter_turns));
  }

  // The feature of the tile at (x,y) on a board port ("NNE", "S", ...) or "cloister".
  int feature(int x, int y, const std::string& where) const {
    const PlacedTile* pt = game->board().at({x, y});
    REQUIRE(pt != nullptr);
    if (where == "cloister") {
      for (int f = 0; f < static_cast<int>(pt->type->features.size()); ++f)
        if (pt->type->features[f].kind == FeatureKind::Cloister) return f;
      FAIL("no cloister at (" << x << "," << y << ")");
    }
    auto port = parse_port(where);
    REQUIRE(port.has_value());
    return pt->feature_at(*port);
  }

  NodeId node(int x, int y, const std::string& where) const {
    return game->node_of(game->board().index_at({x, y}), feature(x, y, where));
  }
  const Region& region(int x, int y, const std::string& where) const {
    return game->regions().region(node(x, y, where));
  }

  void follower(int player, int x, int y, const std::string& where, bool shared = false) {
    auto r = game->setup_figure(player, 0, game->board().index_at({x, y}), feature(x, y, where), shared);
    REQUIRE_MESSAGE(!r.has_value(), (r ? r->code : ""));
  }

  void stack(const std::vector<std::string>& ids) {
    std::vector<const TileType*> s;
    for (auto& id : ids) s.push_back(tile_type(id));
    game->set_stack(s);
  }

  void begin() { game->begin(); }

  std::optional<Rejection> place(const std::string& id, int x, int y, int quarter_turns = 0) {
    return game->apply(PlaceTile{tile_type(id), {x, y}, static_cast<Rotation>(quarter_turns)});
  }
  std::optional<Rejection> deploy(const std::string& where) {
    const PlacedTile& pt = game->board().tile(game->last_placed());
    return game->apply(Deploy{0, feature(pt.at.x, pt.at.y, where)});
  }
  std::optional<Rejection> pass() { return game->apply(Pass{}); }

  // Plays a whole turn that must be legal: place, then deploy on `where` or pass.
  void turn(const std::string& id, int x, int y, int quarter_turns = 0, const std::string& where = "") {
    auto r = place(id, x, y, quarter_turns);
    REQUIRE_MESSAGE(!r.has_value(), (r ? r->code + ": " + r->detail : ""));
    r = where.empty() ? pass() : deploy(where);
    REQUIRE_MESSAGE(!r.has_value(), (r ? r->code + ": " + r->detail : ""));
    auto bad = check_invariants(*game);
    REQUIRE_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
  }

  int score(int player) const { return game->players()[player].score; }
  int supply(int player) const { return game->players()[player].supply[0]; }

  std::vector<PointsScored> scored() const {
    std::vector<PointsScored> out;
    for (const auto& e : game->events())
      if (auto* s = std::get_if<PointsScored>(&e)) out.push_back(*s);
    return out;
  }
  template <class E>
  int count_events() const {
    int n = 0;
    for (const auto& e : game->events()) n += std::holds_alternative<E>(e) ? 1 : 0;
    return n;
  }
};

}  // namespace carc::test
