// Perft-style checks: legal placement counts on mid-game boards against an independent brute
// force over every square and rotation near the layout.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "core/game.hpp"
#include "core/random.hpp"
#include "dsl/parse.hpp"
#include "expansions/registry.hpp"

using namespace carc;

namespace {

// Every (square, rotation) where the tile touches the layout and every touching side matches.
std::set<std::tuple<int, int, int>> brute_force(const Board& board, const TileType* t) {
  std::set<std::tuple<int, int, int>> out;
  int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
  for (const auto& pt : board.tiles()) {
    x0 = std::min(x0, pt.at.x), x1 = std::max(x1, pt.at.x);
    y0 = std::min(y0, pt.at.y), y1 = std::max(y1, pt.at.y);
  }
  for (int x = x0 - 1; x <= x1 + 1; ++x)
    for (int y = y0 - 1; y <= y1 + 1; ++y) {
      if (board.at({x, y})) continue;
      for (int r = 0; r < 4; ++r) {
        bool touches = false, fits = true;
        for (int s = 0; s < 4; ++s) {
          Side side = static_cast<Side>(s);
          const PlacedTile* nb = board.at(neighbour({x, y}, side));
          if (!nb) continue;
          touches = true;
          if (t->side(side, static_cast<Rotation>(r)) != nb->type->side(opposite(side), nb->rot)) fits = false;
        }
        if (touches && fits) out.insert({x, y, r});
      }
    }
  return out;
}

std::set<std::tuple<int, int, int>> engine_set(const Game& g, const TileType* t) {
  std::set<std::tuple<int, int, int>> out;
  for (const auto& p : g.legal_placements(t)) out.insert({p.at.x, p.at.y, p.rot});
  return out;
}

}  // namespace

TEST_CASE("legal placements equal a brute force on random mid-game boards") {
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({}, error);
  for (int seed = 1; seed <= 6; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    RuleOptions options(rules->options);
    TileSupply supply;
    for (const auto* m : rules->modules) m->build_supply(options, builtin_catalog(), supply);
    auto stack = supply.groups[0];
    rng.shuffle(stack);
    Game g(rules, options, {"a", "b"});
    g.setup_tile(supply.start, {0, 0}, 0);
    g.set_stack(stack);
    g.begin();
    for (int turn = 0; turn < 10 * seed && g.phase() == Phase::PlaceTile; ++turn) {
      auto legal = g.legal_placements(g.drawn_tile());
      REQUIRE(g.apply(legal[rng.below(legal.size())]) == std::nullopt);
      REQUIRE(g.apply(Pass{}) == std::nullopt);
    }
    for (const TileType* t : builtin_catalog().types_of("base")) {
      CAPTURE(seed);
      CAPTURE(t->id);
      CHECK(engine_set(g, t) == brute_force(g.board(), t));
    }
  }
}

TEST_CASE("the perft scenarios' placement counts agree with the brute force") {
  std::ifstream in(std::string(CARC_SOURCE_DIR) + "/scenarios/base/perft.carc");
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  dsl::Diagnostics diags("perft.carc");
  auto file = dsl::parse_scenarios(text.str(), "perft.carc", diags);
  REQUIRE(diags.empty());
  REQUIRE(file.scenarios.size() >= 5);
  std::string error;
  std::shared_ptr<const Ruleset> rules = ruleset_for({}, error);
  int checked = 0;
  for (const auto& sc : file.scenarios) {
    CAPTURE(sc.title);
    Game g(rules, RuleOptions(rules->options), {"a", "b"});
    for (const auto& st : sc.setup)
      if (const auto* t = std::get_if<dsl::SetupTile>(&st))
        g.setup_tile(builtin_catalog().find(t->place.tile.text), {t->place.at.x, t->place.at.y},
                     static_cast<Rotation>(t->place.rot ? t->place.rot->quarter_turns : 0));
    for (const auto& step : sc.steps)
      if (const auto* e = std::get_if<dsl::ExpectStmt>(&step))
        for (const auto& item : e->items) {
          if (const auto* c = std::get_if<dsl::ExpectPlacementCount>(&item)) {
            CAPTURE(c->tile.text);
            CHECK(static_cast<int>(brute_force(g.board(), builtin_catalog().find(c->tile.text)).size()) == c->count);
            ++checked;
          }
          if (const auto* s = std::get_if<dsl::ExpectPlacementSet>(&item)) {
            std::set<std::tuple<int, int, int>> want;
            for (const auto& [c, r] : s->placements) want.insert({c.x, c.y, r.quarter_turns});
            CHECK(brute_force(g.board(), builtin_catalog().find(s->tile.text)) == want);
            ++checked;
          }
        }
  }
  CHECK(checked >= 5 * 24);
}
