// Regions::connect and Regions::disconnect (the core hook The Ferries added): features joined
// through closed ends, and the join taken back by working the regions out again from the board.
#include <doctest/doctest.h>

#include "position.hpp"

namespace carc::test {

TEST_CASE("connect joins two road ends without opening them; disconnect splits them again") {
  Position p({"ferries"});
  p.tile("D", 0, 0);
  p.tile("U", -1, 0);
  p.tile("fy/three-roads", 1, 0);
  p.tile("U", 2, 0);
  p.follower(red, -1, 0, "E");
  p.follower(blue, 2, 0, "W");
  Game& g = *p.game;
  int lake = g.board().index_at({1, 0});
  NodeId w = g.node_of(lake, p.feature(1, 0, "W")), e = g.node_of(lake, p.feature(1, 0, "E"));
  CHECK(p.region(-1, 0, "E").tiles.size() == 3);
  CHECK(p.region(-1, 0, "E").open_edges == 1);  // the west end of U; the lake end is closed
  g.connect_features(w, e);
  CHECK(g.regions().same(w, e));
  CHECK(p.region(-1, 0, "E").tiles.size() == 4);
  CHECK(p.region(-1, 0, "E").open_edges == 2);
  CHECK(p.region(-1, 0, "E").figures.size() == 2);
  CHECK_FALSE(check_invariants(g).has_value());
  g.disconnect_features(w, e);
  CHECK_FALSE(g.regions().same(w, e));
  CHECK(p.region(-1, 0, "E").tiles.size() == 3);
  CHECK(p.region(-1, 0, "E").open_edges == 1);
  CHECK(p.region(-1, 0, "E").figures.size() == 1);
  CHECK(p.region(2, 0, "E").tiles.size() == 2);
  CHECK(p.region(2, 0, "E").figures.size() == 1);
  CHECK(g.regions().connections().empty());
  CHECK_FALSE(check_invariants(g).has_value());
}

TEST_CASE("disconnect keeps the other connections and the tunnel links") {
  Position p({"ferries", "tunnel"});
  p.tile("D", 0, 0);
  p.tile("fy/four-roads", 1, 0);
  p.tile("tu/two-mouths", 2, 0, 2);  // mouths west and north
  Game& g = *p.game;
  auto node = [&](int x, const char* side) { return g.node_of(g.board().index_at({x, 0}), p.feature(x, 0, side)); };
  g.connect_features(node(1, "W"), node(1, "E"));
  g.connect_features(node(1, "N"), node(1, "S"));
  g.link_features(node(2, "W"), node(2, "N"));
  g.disconnect_features(node(1, "N"), node(1, "S"));
  CHECK(g.regions().same(node(1, "W"), node(1, "E")));
  CHECK(g.regions().same(node(1, "W"), node(2, "N")));
  CHECK_FALSE(g.regions().same(node(1, "N"), node(1, "S")));
  CHECK(g.regions().connections().size() == 1);
  CHECK_FALSE(check_invariants(g).has_value());
}

}  // namespace carc::test
