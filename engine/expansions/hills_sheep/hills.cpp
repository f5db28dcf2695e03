#include "hills.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "flock.hpp"
#include "hs_names.hpp"

namespace carc::hills_sheep {

namespace {

const std::string& name(const Game& g, int p) { return g.players()[static_cast<std::size_t>(p)].name; }

const TileType* tile_at(int index) { return builtin_catalog().types()[static_cast<std::size_t>(index)].get(); }

int tile_index(const TileType* t) {
  const auto& types = builtin_catalog().types();
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].get() == t) return static_cast<int>(i);
  return -1;
}

// The hill laid by this part's placement, or -1. A piece laid into the open part of a tile
// already on its square (Game::filled_from: the second half of a square, Halflings) makes no
// new hill when the square was a hill before: the tile under it lies under the whole square,
// and both halves are that one hill (CAR:halflings/hills). A hill half laid beside a half
// without one does take a tile: the square had none under it.
int hill_laid_now(const Game& g) {
  if (g.last_placed() < 0) return -1;
  const TileType* before = g.filled_from();
  if (is_hill(g, g.last_placed()) && !(before && before->has_symbol(kHillSymbol))) return g.last_placed();
  for (int t : g.placed_with())
    if (is_hill(g, t)) return t;
  return -1;
}

void noted_under(Game& g, const TileType* under, int hill) {
  Coord at = g.board().tile(hill).at;
  g.note(g.active_player(), fmt::format("{} goes face down under the hill at ({},{}), unseen, out of play "
                                        "(CAR:hills-sheep/hill-under)",
                                        under->id, at.x, at.y));
}

}  // namespace

bool is_hill(const Game& g, int tile) { return tile >= 0 && g.board().tile(tile).type->has_symbol(kHillSymbol); }
bool is_vineyard(const Game& g, int tile) { return tile >= 0 && g.board().tile(tile).type->has_symbol(kVineyardSymbol); }

bool lay_hill(Game& g) {
  int hill = hill_laid_now(g);
  if (hill < 0) {
    if (const TileType* before = g.filled_from(); before && before->has_symbol(kHillSymbol)) {
      Coord at = g.board().tile(g.last_placed()).at;
      g.note(g.active_player(), fmt::format("the piece laid into ({},{}) is part of the hill there: the tile under "
                                            "that hill lies under the whole square, and no second tile is taken "
                                            "(CAR:halflings/hills)",
                                            at.x, at.y));
    }
    return false;
  }
  if (g.stack().empty()) {
    Coord at = g.board().tile(hill).at;
    g.note(g.active_player(), fmt::format("no tile is left to go under the hill at ({},{}): it is laid on its own "
                                          "and the turn goes on (CAR-320)",
                                          at.x, at.y));
    return false;
  }
  if (g.scripted_draws()) {  // nature names the tile (`nature: under T`)
    g.open_decision(*g.rules().phases.find(kHillPhase), Game::kNature);
    return true;
  }
  noted_under(g, g.take_stack_tile(), hill);  // the stack is shuffled: its top is nature's answer
  return false;
}

void hill_outcomes(const Game& g, std::vector<ChanceOutcome>& out) {
  if (!g.waits_for(kHillPhase)) return;
  int verb = *g.rules().verbs.find(kUnderVerb);
  std::vector<const TileType*> seen;
  std::vector<double> weight;
  for (const TileType* t : g.stack()) {
    auto it = std::find(seen.begin(), seen.end(), t);
    if (it == seen.end()) {
      seen.push_back(t);
      weight.push_back(1);
    } else {
      weight[static_cast<std::size_t>(it - seen.begin())] += 1;
    }
  }
  for (std::size_t i = 0; i < seen.size(); ++i)
    out.push_back({ModuleAction::of(verb, {{ArgKind::Tile, tile_index(seen[i]), 0}}), weight[i]});
}

std::optional<Rejection> check_under(const Game& g, const ModuleAction& a) {
  if (!g.waits_for(kHillPhase))
    return Rejection{reason::kWrongPhase, fmt::format("`under` answers {}; the game waits for {}", kHillPhase, g.phase_label())};
  const TileType* t = tile_at(a.arg(0).a);
  if (std::find(g.stack().begin(), g.stack().end(), t) == g.stack().end())
    return Rejection{reason::kNotInStack, fmt::format("the stack holds no {}", t->id)};
  return std::nullopt;
}

void apply_under(Game& g, const ModuleAction& a) {
  const TileType* t = g.take_stack_tile(tile_at(a.arg(0).a));
  noted_under(g, t, hill_laid_now(g));
}

void hill_tiebreak(const Game& g, const Region& r, std::vector<int>& winners, FeatureValue& why) {
  // Followers on hills of each tied player (CAR:hills-sheep/hill-tie).
  std::vector<int> on_hills(winners.size(), 0);
  for (int id : r.figures) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!g.rules().figures.at(f.kind).follower || !f.on_board() || !is_hill(g, f.tile)) continue;
    auto it = std::find(winners.begin(), winners.end(), f.owner);
    if (it != winners.end()) ++on_hills[static_cast<std::size_t>(it - winners.begin())];
  }
  int most = *std::max_element(on_hills.begin(), on_hills.end());
  if (most == 0) return;  // nobody tied is on a hill: the tie stands
  bool count = g.options().is(kOptTie, "most-hills");
  std::vector<int> kept;
  for (std::size_t i = 0; i < winners.size(); ++i)
    if (count ? on_hills[i] == most : on_hills[i] > 0) kept.push_back(winners[i]);
  std::string names;
  for (int p : kept) names += (names.empty() ? "" : ", ") + name(g, p);
  if (kept.size() == winners.size()) {
    why.rule = fmt::format("every tied player has a follower on a hill: the tie stands");
    why.rulings = {"CAR:hills-sheep/hill-tie", "CAR-321"};
    return;
  }
  why.rule = count ? fmt::format("the tie goes to the most followers on hills ({} each): {}", most, names)
                   : fmt::format("the tie goes to the tied players with a follower on a hill: {}", names);
  why.rulings = {"CAR:hills-sheep/hill-tie", count ? "CAR-322" : "CAR-321"};
  winners = std::move(kept);
}

void vineyard_value(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) {
  // Only a cloister completed and scored during play earns it (CAR-323, CAR-324).
  if (final_scoring || !closes_by_neighbours(r.kind) || r.tiles.empty()) return;
  Coord at = g.board().tile(r.tiles.front()).at;
  int vineyards = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if ((dx || dy) && is_vineyard(g, g.board().index_at({at.x + dx, at.y + dy}))) ++vineyards;
  if (vineyards == 0) return;
  v.points += 3 * vineyards;
  v.rule += fmt::format(" + 3 per vineyard beside it x {}", vineyards);
  v.rulings.push_back("CAR:hills-sheep/vineyard");
}

}  // namespace carc::hills_sheep
