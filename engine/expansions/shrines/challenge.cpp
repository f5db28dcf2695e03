#include "challenge.hpp"

#include <fmt/format.h>

#include "core/module.hpp"
#include "shrines_names.hpp"

namespace carc::shrines {

namespace {

// What stands on a square for these rules: nothing (-1), a cloister (0) or a shrine (1). Only
// tiles laid before `before` count (a board index; -1: every tile).
int sort_at(const Game& g, Coord c, int before = -1) {
  int i = g.board().index_at(c);
  if (i < 0 || (before >= 0 && i >= before)) return -1;
  const TileType& t = *g.board().tile(i).type;
  if (cloister_feature(t) < 0) return -1;
  return is_shrine_tile(t) ? 1 : 0;
}

// How many of the eight squares around `c` hold the sort `sort` (tiles before `before` only).
int around(const Game& g, Coord c, int sort, int before = -1) {
  int n = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if ((dx || dy) && sort_at(g, {c.x + dx, c.y + dy}, before) == sort) ++n;
  return n;
}

// Whether a building of sort `sort` at `at` breaks a limit, counting tiles before `before`.
// Returns 0 when not, 1 when it would itself touch two of the other sort, 2 when a neighbour of
// the other sort would be left touching two of ours.
int breaks_limits(const Game& g, int sort, Coord at, int before) {
  int other = 1 - sort;
  if (around(g, at, other, before) >= 2) return 1;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      Coord n{at.x + dx, at.y + dy};
      if ((dx || dy) && sort_at(g, n, before) == other && around(g, n, sort, before) + 1 >= 2) return 2;
    }
  return 0;
}

bool has_follower(const Game& g, std::span<const int> figures) {
  for (int f : figures)
    if (g.rules().figures.at(g.figures()[static_cast<std::size_t>(f)].kind).follower) return true;
  return false;
}

// A building that some module keeps from ever counting as completed (an abbot's monastery) is
// scored by other means at the end: it takes no part in a challenge (CAR-262, CAR-439).
bool never_completes(const Game& g, NodeId node) {
  NodeId root = g.regions().find(node);
  for (const auto* m : g.rules().modules)
    if (m->withholds_scoring(g, root)) return true;
  return false;
}

const char* const kLostCause = "lost the challenge: the rival building was completed first, nothing scored (CAR:shrines/challenge)";

}  // namespace

bool in_play(const Game& g) { return g.options().registry().find(kCrowding) != nullptr; }

int cloister_feature(const TileType& t) {
  for (int f = 0; f < static_cast<int>(t.features.size()); ++f)
    if (t.features[static_cast<std::size_t>(f)].kind == FeatureKind::Cloister) return f;
  return -1;
}

bool is_shrine_tile(const TileType& t) {
  int f = cloister_feature(t);
  return f >= 0 && t.features[static_cast<std::size_t>(f)].has_symbol(kShrine);
}

std::optional<Rejection> refuses_at(const Game& g, const TileType& t, Coord at) {
  if (!in_play(g) || cloister_feature(t) < 0 || !g.options().is(kCrowding, "forbidden")) return std::nullopt;
  int sort = is_shrine_tile(t) ? 1 : 0;
  int broken = breaks_limits(g, sort, at, -1);
  if (!broken) return std::nullopt;
  if (sort == 1)
    return Rejection{broken == 1 ? kTooManyCloisters : kTooManyShrines,
                     broken == 1 ? fmt::format("a shrine at ({},{}) would touch more than one cloister (CAR-256)", at.x, at.y)
                                 : fmt::format("a shrine at ({},{}) would leave a cloister beside it touching more than one "
                                               "shrine (CAR-257)",
                                               at.x, at.y)};
  return Rejection{broken == 1 ? kTooManyShrines : kTooManyCloisters,
                   broken == 1 ? fmt::format("a cloister at ({},{}) would touch more than one shrine (CAR-256)", at.x, at.y)
                               : fmt::format("a cloister at ({},{}) would leave a shrine beside it touching more than one "
                                             "cloister (CAR-256)",
                                             at.x, at.y)};
}

bool laid_crowded(const Game& g, int tile) {
  const PlacedTile& pt = g.board().tile(tile);
  if (cloister_feature(*pt.type) < 0) return false;
  return breaks_limits(g, is_shrine_tile(*pt.type) ? 1 : 0, pt.at, tile) != 0;
}

void settle_challenges(Game& g, NodeId root, std::span<const int> figures) {
  if (g.regions().kind(root) != FeatureKind::Cloister || !has_follower(g, figures)) return;
  int tile = g.regions().tile_of(root);
  const PlacedTile& pt = g.board().tile(tile);
  if (cloister_feature(*pt.type) < 0) return;
  int sort = is_shrine_tile(*pt.type) ? 1 : 0;
  Coord at = pt.at;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      Coord c{at.x + dx, at.y + dy};
      if ((!dx && !dy) || sort_at(g, c) != 1 - sort) continue;
      int rival = g.board().index_at(c);
      NodeId node = g.board().tile(rival).node(cloister_feature(*g.board().tile(rival).type));
      std::vector<int> held = g.regions().figures(node);
      if (!has_follower(g, held) || never_completes(g, node)) continue;
      const char* mine = sort == 1 ? "shrine" : "cloister";
      const char* theirs = sort == 1 ? "cloister" : "shrine";
      if (g.regions().is_complete(g.board(), node)) {
        g.note(g.active_player(), fmt::format("the {} at ({},{}) and the challenged {} at ({},{}) were completed by the same "
                                              "tile: neither came first, both score (CAR-266)",
                                              mine, at.x, at.y, theirs, c.x, c.y));
        continue;
      }
      for (int f : held) {
        const Figure& fig = g.figures()[static_cast<std::size_t>(f)];
        g.note(fig.owner, fmt::format("the {} at ({},{}) was completed first: the challenge is settled and the {} at ({},{}) "
                                      "scores nothing (CAR:shrines/challenge, CAR-268)",
                                      mine, at.x, at.y, theirs, c.x, c.y));
        g.remove_figure(f, kLostCause);
      }
    }
}

std::optional<std::string> check_limits(const Game& g) {
  bool official = g.options().is(kCrowding, "forbidden");
  for (int i = 0; i < static_cast<int>(g.board().tiles().size()); ++i) {
    const PlacedTile& pt = g.board().tile(i);
    int f = cloister_feature(*pt.type);
    if (f < 0) continue;
    int sort = is_shrine_tile(*pt.type) ? 1 : 0;
    if (official && around(g, pt.at, 1 - sort) >= 2)
      return fmt::format("the {} at ({},{}) touches more than one {}", sort ? "shrine" : "cloister", pt.at.x, pt.at.y,
                         sort ? "cloister" : "shrine");
    if (!official && laid_crowded(g, i) && !g.regions().figures(pt.node(f)).empty())
      return fmt::format("a follower stands on the crowded {} at ({},{})", sort ? "shrine" : "cloister", pt.at.x, pt.at.y);
  }
  return std::nullopt;
}

}  // namespace carc::shrines
