// Traders & Builders rules through the engine's API: where the builder and pig may go, the
// builder's second tile (both timings, no chain, the house rule), the builder and pig going home
// with the last follower (both rule sets), the pig's farm value and trade goods.
#include "core/random.hpp"
#include "position.hpp"

using namespace carc;
using namespace carc::test;

namespace {

std::optional<std::string> code(const std::optional<Rejection>& r) {
  if (!r) return std::nullopt;
  return r->code;
}

int kind(const Position& p, const char* name) {
  auto k = p.rules->figures.find(name);
  REQUIRE(k.has_value());
  return *k;
}

void put(Position& p, int player, const char* figure, int x, int y, const std::string& where) {
  auto r = p.game->setup_figure(player, kind(p, figure), p.game->board().index_at({x, y}), p.feature(x, y, where));
  REQUIRE_MESSAGE(!r.has_value(), (r ? r->code : ""));
}

std::optional<Rejection> deploy(Position& p, const char* figure, const std::string& where) {
  const PlacedTile& pt = p.game->board().tile(p.game->last_placed());
  return p.game->apply(Deploy{kind(p, figure), p.feature(pt.at.x, pt.at.y, where)});
}

int on_board(const Position& p, int player, const char* figure) {
  int n = 0;
  for (const Figure& f : p.game->figures()) n += f.owner == player && f.kind == kind(p, figure) && f.on_board() ? 1 : 0;
  return n;
}

int token(const Position& p, int player, const char* good) {
  return p.game->players()[player].tokens[*p.rules->tokens.find(good)];
}

// Red holds the start tile's road with a follower and a builder; U tiles extend the road east.
Position builder_road(std::vector<std::pair<std::string, std::string>> options = {}) {
  Position p({"traders-builders"}, std::move(options));
  p.tile("D", 0, 0);
  p.follower(red, 0, 0, "E");
  put(p, red, "builder", 0, 0, "E");
  return p;
}

}  // namespace

TEST_CASE("each player has one builder and one pig; neither is a follower nor has strength") {
  Position p({"traders-builders"});
  for (const char* name : {"builder", "pig"}) {
    const FigureKindDef& def = p.rules->figures.at(kind(p, name));
    CHECK(def.supply == 1);
    CHECK_FALSE(def.follower);
    CHECK(def.with_own_follower);
  }
  CHECK(p.game->players()[blue].supply[kind(p, "pig")] == 1);
  CHECK(p.rules->tokens.size() == 3);
}

TEST_CASE("the builder goes only onto a road or city of the tile just placed that holds its owner's follower") {
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.follower(red, 0, 0, "E");
  p.follower(blue, 0, 0, "N");
  p.stack({"U", "E"});
  p.begin();
  REQUIRE_FALSE(p.place("U", 1, 0));
  CHECK(code(deploy(p, "builder", "NNE")) == "figure-not-allowed");  // never on a farm
  CHECK(code(deploy(p, "follower", "W")) == "region-occupied");
  int legal_builders = 0;
  for (const Deploy& d : p.game->legal_deployments()) legal_builders += d.figure_kind == kind(p, "builder") ? 1 : 0;
  CHECK(legal_builders == 1);
  REQUIRE_FALSE(deploy(p, "builder", "W"));
  CHECK(on_board(p, red, "builder") == 1);
  // Blue closes the city where blue's knight stands: a builder may join him there, a pig may
  // not go onto a farm without blue's farmer.
  REQUIRE_FALSE(p.place("E", 0, 1, 2));
  CHECK(code(deploy(p, "pig", "ENE")) == "no-own-follower");  // blue has no farmer there
  CHECK_FALSE(deploy(p, "builder", "S"));                     // blue's knight is in that city
}

TEST_CASE("a setup builder needs its owner's follower on the feature") {
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.follower(blue, 0, 0, "E");
  auto r = p.game->setup_figure(red, kind(p, "builder"), 0, p.feature(0, 0, "E"));
  CHECK(code(r) == "no-own-follower");
}

TEST_CASE("extending the builder's road earns a second tile, taken after the first tile's scoring; no third") {
  Position p = builder_road();
  p.stack({"U", "U", "U"});
  p.begin();
  REQUIRE_FALSE(p.place("U", 1, 0));
  CHECK(p.count_events<ExtraTileEarned>() == 1);
  REQUIRE_FALSE(p.pass());
  CHECK(p.game->phase() == Phase::ExtraTile);
  CHECK(p.game->active_player() == red);
  CHECK(p.game->legal_action_count() == 2);
  CHECK(code(p.place("U", 2, 0)) == "wrong-phase");
  REQUIRE_FALSE(p.game->apply(TakeExtraTile{}));
  CHECK(p.game->turn_part() == 1);
  CHECK(p.game->active_player() == red);
  p.turn("U", 2, 0);  // extends the road again: no chain reaction
  CHECK(p.count_events<ExtraTileEarned>() == 1);
  CHECK(p.game->active_player() == blue);
  CHECK(p.game->turn_part() == 0);
  CHECK(p.count_events<TurnEnded>() == 1);  // one turn in two parts
}

TEST_CASE("the second tile may be declined") {
  Position p = builder_road();
  p.stack({"U", "U"});
  p.begin();
  p.turn("U", 1, 0);
  REQUIRE(p.game->phase() == Phase::ExtraTile);
  REQUIRE_FALSE(p.pass());
  CHECK(p.game->active_player() == blue);
  CHECK(p.game->phase() == Phase::PlaceTile);
  CHECK(p.game->stack().empty());  // blue holds the last U
}

TEST_CASE("no extra tile is offered when the stack is empty") {
  Position p = builder_road();
  p.stack({"U"});
  p.game->set_manual_end(true);
  p.begin();
  p.turn("U", 1, 0);
  CHECK(p.count_events<ExtraTileEarned>() == 1);
  CHECK(p.game->phase() == Phase::StackEmpty);
}

TEST_CASE("house rule: every extension earns another tile") {
  Position p = builder_road({{"builder-extra-tiles", "unlimited"}});
  p.stack({"U", "U", "U", "U"});
  p.begin();
  p.turn("U", 1, 0);
  REQUIRE_FALSE(p.game->apply(TakeExtraTile{}));
  p.turn("U", 2, 0);
  CHECK(p.game->phase() == Phase::ExtraTile);
  REQUIRE_FALSE(p.game->apply(TakeExtraTile{}));
  CHECK(p.game->turn_part() == 2);
}

TEST_CASE("a builder whose road the first tile completes still earns the second tile, and may be redeployed on it") {
  // D's road runs west-east; W closes it on the west, the cloister tile A (road to the south, turned
  // to face west) closes it on the east.
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.tile("W", -1, 0);
  p.follower(red, 0, 0, "E");
  put(p, red, "builder", 0, 0, "E");
  p.stack({"A", "V"});
  p.begin();
  REQUIRE_FALSE(p.place("A", 1, 0, 1));
  REQUIRE_FALSE(p.pass());
  CHECK(p.score(red) == 3);
  CHECK(on_board(p, red, "builder") == 0);  // scored and home
  REQUIRE(p.game->phase() == Phase::ExtraTile);
  REQUIRE_FALSE(p.game->apply(TakeExtraTile{}));
  REQUIRE_FALSE(p.place("V", -1, -1, 1));  // bends south of the junction's road
  REQUIRE_FALSE(p.game->apply(Deploy{0, p.feature(-1, -1, "N")}));
  CHECK(p.game->active_player() == blue);
}

TEST_CASE("older timing: the second tile comes before the first tile's features are scored") {
  Position p({"traders-builders"}, {{"builder-second-tile", "immediately"}});
  p.tile("D", 0, 0);
  p.tile("W", -1, 0);
  p.follower(red, 0, 0, "E");
  put(p, red, "builder", 0, 0, "E");
  p.stack({"A", "V"});
  p.begin();
  REQUIRE_FALSE(p.place("A", 1, 0, 1));
  REQUIRE_FALSE(p.pass());
  CHECK(p.score(red) == 0);  // not scored yet
  CHECK(on_board(p, red, "builder") == 1);
  REQUIRE_FALSE(p.game->apply(TakeExtraTile{}));
  REQUIRE_FALSE(p.place("V", -1, -1, 1));
  CHECK(code(deploy(p, "builder", "N")) == "supply-empty");  // still on the finished road
  REQUIRE_FALSE(p.pass());
  CHECK(p.score(red) == 3);  // scored at the end of the turn
  CHECK(on_board(p, red, "builder") == 0);
  CHECK(p.game->active_player() == blue);
}

TEST_CASE("the builder and the pig go home with their owner's last follower (current rules)") {
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.tile("U", 1, 0);
  p.follower(red, 0, 0, "E");
  p.follower(red, 1, 0, "E", true);  // a second follower on the same road
  put(p, red, "builder", 0, 0, "E");
  p.follower(red, 0, 0, "SSE");
  put(p, red, "pig", 0, 0, "SSE");
  auto follower_on = [&](int x, int y) {
    for (int id = 0; id < static_cast<int>(p.game->figures().size()); ++id) {
      const Figure& f = p.game->figures()[id];
      if (f.on_board() && f.kind == 0 && p.game->board().tile(f.tile).at == Coord{x, y} &&
          p.game->regions().same(p.game->node_of(f.tile, f.feature), p.node(0, 0, "E")))
        return id;
    }
    return -1;
  };
  p.game->return_figure(follower_on(1, 0));
  CHECK(on_board(p, red, "builder") == 1);  // another follower of red is still there
  p.game->return_figure(follower_on(0, 0));
  CHECK(on_board(p, red, "builder") == 0);
  CHECK(on_board(p, red, "pig") == 1);  // the farm still has its farmer
  CHECK(p.game->players()[red].supply[kind(p, "builder")] == 1);
}

TEST_CASE("under the old rules the builder stays when the last follower goes") {
  Position p({"traders-builders"}, {{"builder-pig-status", "followers"}});
  p.tile("D", 0, 0);
  p.follower(red, 0, 0, "E");
  put(p, red, "builder", 0, 0, "E");
  for (int id = 0; id < static_cast<int>(p.game->figures().size()); ++id)
    if (p.game->figures()[id].kind == 0 && p.game->figures()[id].on_board()) p.game->return_figure(id);
  CHECK(on_board(p, red, "builder") == 1);
}

TEST_CASE("the pig makes each completed city worth 4 to its owner when the farm pays him") {
  // D's city closed by E; the farm north of the road touches it. Red and blue tie with one farmer each.
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.tile("E", 0, 1, 2);
  p.tile("U", 1, 0);
  p.follower(red, 0, 0, "ENE");
  put(p, red, "pig", 0, 0, "ENE");
  p.follower(blue, 1, 0, "NNE", true);  // the field north of U's road: the same farm
  p.game->set_manual_end(true);
  p.begin();
  p.game->end();
  auto s = p.scored();
  REQUIRE(s.size() == 2);
  CHECK(p.score(red) == 4);
  CHECK(p.score(blue) == 3);
}

TEST_CASE("a pig outside the farm majority adds nothing") {
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.tile("E", 0, 1, 2);
  p.tile("U", 1, 0);
  p.tile("U", -1, 0);
  p.follower(red, 0, 0, "ENE");
  put(p, red, "pig", 0, 0, "ENE");
  p.follower(blue, 1, 0, "NNE", true);
  p.follower(blue, -1, 0, "NNE", true);
  p.game->set_manual_end(true);
  p.begin();
  p.game->end();
  CHECK(p.score(red) == 0);
  CHECK(p.score(blue) == 3);
}

TEST_CASE("first-edition farms: the pig makes the city worth 5 to its owner") {
  Position p({"traders-builders"}, {{"farm-scoring", "first-edition"}});
  p.tile("D", 0, 0);
  p.tile("E", 0, 1, 2);
  p.follower(red, 0, 0, "ENE");
  put(p, red, "pig", 0, 0, "ENE");
  p.game->set_manual_end(true);
  p.begin();
  p.game->end();
  CHECK(p.score(red) == 5);
}

TEST_CASE("trade goods go to whoever completes the city, knight or not; the most of each kind scores 10") {
  Position p({"traders-builders"});
  p.tile("D", 0, 0);
  p.follower(blue, 0, 0, "N");
  p.stack({"tb/corner-wine", "E"});
  p.game->set_active_player(blue);
  p.game->set_manual_end(true);
  p.begin();
  p.turn("tb/corner-wine", 0, 1, 2);  // r180: its city, with the wine, faces south and east
  CHECK(token(p, blue, "wine") == 0);  // still open to the east
  p.turn("E", 1, 1, 3);                // red closes blue's city
  CHECK(token(p, red, "wine") == 1);
  CHECK(token(p, blue, "wine") == 0);
  CHECK(p.count_events<TokensTaken>() == 1);
  CHECK(p.score(blue) == 6);
  p.game->end();
  CHECK(p.score(red) == 10);
  CHECK(p.score(blue) == 6);
}

TEST_CASE("tied goods majorities all score 10; nobody scores a kind nobody holds") {
  Position p({"traders-builders"}, {}, 3);
  p.tile("D", 0, 0);
  p.game->set_tokens(red, *p.rules->tokens.find("cloth"), 2);
  p.game->set_tokens(blue, *p.rules->tokens.find("cloth"), 2);
  p.game->set_tokens(yellow, *p.rules->tokens.find("cloth"), 1);
  p.game->set_manual_end(true);
  p.begin();
  p.game->end();
  CHECK(p.score(red) == 10);
  CHECK(p.score(blue) == 10);
  CHECK(p.score(yellow) == 0);
  CHECK(p.scored().size() == 1);
}

TEST_CASE("random games under every builder option keep the invariants") {
  // Self-play runs the default options; these play the others the same way, the invariants (core's
  // and the module's) checked after each turn. The player picks at random among the legal actions,
  // except that he always deploys a builder or pig when he can and takes every extra tile, so
  // that double turns happen often.
  const std::vector<std::vector<std::pair<std::string, std::string>>> option_sets = {
      {{"builder-second-tile", "immediately"}},
      {{"builder-extra-tiles", "unlimited"}},
      {{"builder-pig-status", "followers"}, {"farm-scoring", "first-edition"}}};
  for (const auto& options : option_sets) {
    int extra_parts = 0;  // parts after the first, over all games: the option's path was taken
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      CAPTURE(seed);
      Position p({"traders-builders"}, options, 3);
      Rng rng(seed);
      TileSupply supply;
      for (const auto* m : p.rules->modules) m->build_supply(p.game->options(), builtin_catalog(), supply);
      std::vector<const TileType*> stack;
      for (auto& group : supply.groups) {
        rng.shuffle(group);
        stack.insert(stack.end(), group.begin(), group.end());
      }
      p.game->setup_tile(supply.start, {0, 0}, 0);
      p.game->set_stack(stack);
      p.begin();
      while (p.game->phase() != Phase::GameOver) {
        auto legal = p.game->legal_actions();
        REQUIRE_FALSE(legal.empty());
        Action pick = legal[rng.below(legal.size())];
        for (const Action& a : legal) {
          const auto* d = std::get_if<Deploy>(&a);
          if (std::holds_alternative<TakeExtraTile>(a) || (d && !p.rules->figures.at(d->figure_kind).follower)) pick = a;
        }
        REQUIRE_FALSE(p.game->apply(pick));
        extra_parts += p.game->phase() == Phase::PlaceTile && p.game->turn_part() > 0 ? 1 : 0;
        if (p.game->phase() == Phase::PlaceTile || p.game->phase() == Phase::GameOver) {
          auto bad = check_invariants(*p.game);
          REQUIRE_MESSAGE(!bad.has_value(), (bad ? *bad : ""));
        }
      }
      CHECK(p.game->board().tiles().size() == 96);  // base and Traders & Builders: every tile laid
    }
    CHECK(extra_parts > 10);
  }
}
