// Scoring: majority (ties all score), features completed by the placed tile, the end of the
// game (incomplete features, then the modules' end steps such as farms), and winners.
#include <fmt/format.h>

#include <algorithm>

#include "game.hpp"
#include "module.hpp"
#include "short_list.hpp"

namespace carc {

std::vector<PlayerStrength> Game::strengths(const Region& r) const {
  std::vector<PlayerStrength> out;
  out.reserve(r.figures.size());
  for (int id : r.figures) {
    const Figure& f = figures_[id];
    const FigureKindDef& def = rules_->figures.at(f.kind);
    if (!def.follower) continue;  // special figures never count towards a majority
    int strength = def.strength;
    if (def.strength_by_rule)
      for (const auto* m : rules_->modules)
        if (auto s = m->figure_strength(*this, r, id)) strength = *s;
    auto it = std::find_if(out.begin(), out.end(), [&](const PlayerStrength& s) { return s.player == f.owner; });
    if (it == out.end())
      out.push_back({f.owner, strength});
    else
      it->strength += strength;
  }
  std::sort(out.begin(), out.end(), [](auto& a, auto& b) { return a.player < b.player; });
  return out;
}

std::vector<int> Game::majority(const Region& r) const {
  if (tie_modules_.empty()) return majority_of(strengths(r));
  return winners_of(r, strengths(r));
}

std::vector<int> Game::winners_of(const Region& r, const std::vector<PlayerStrength>& s, FeatureValue* why) const {
  std::vector<int> winners = majority_of(s);
  if (winners.size() < 2 || tie_modules_.empty()) return winners;
  FeatureValue scratch;
  for (const auto* m : tie_modules_) m->break_tie(*this, r, winners, why ? *why : scratch);
  return winners;
}

bool Game::occupied_for(int kind, NodeId node) const {
  if (kind >= 0 && rules_->figures.at(kind).apart) return false;
  const auto& here = regions_.figures(node);
  if (!has_apart_) return !here.empty();
  for (int id : here)
    if (!rules_->figures.at(figures_[static_cast<std::size_t>(id)].kind).apart) return true;
  return false;
}

std::vector<int> majority_of(const std::vector<PlayerStrength>& s) {
  int best = 0;
  for (auto& e : s) best = std::max(best, e.strength);
  std::vector<int> out;
  if (best > 0)
    for (auto& e : s)
      if (e.strength == best) out.push_back(e.player);
  return out;
}

FeatureValue Game::value_of(const Region& r, bool final_scoring) const {
  FeatureValue value;
  for (const auto* m : rules_->modules) m->value_feature(*this, r, final_scoring, value);
  return value;
}

int Game::tiles_counted(const Region& r) const {
  int n = static_cast<int>(r.tiles.size());
  if (joining_modules_.empty()) return n;
  for (int t : r.tiles)
    for (const auto* m : joining_modules_) {
      int other = m->one_tile_with(*this, t);
      // Each pair once, from its lower index; r.tiles is sorted.
      if (other > t && std::binary_search(r.tiles.begin(), r.tiles.end(), other)) {
        --n;
        break;
      }
    }
  return n;
}

void Game::award(PointsScored ev) {
  for (int p : ev.players) players_[p].score += ev.points;
  log_event(std::move(ev));
  // The counting figures moved: modules that watch the score track react (a robber's share).
  if (turn_modules_.empty()) return;
  std::size_t at = events_.size() - 1;
  for (const auto* m : turn_modules_) m->points_awarded(*this, at);
  // Core's one counting figure per player moves now, unless a module keeps the figures.
  for (const auto* m : turn_modules_)
    if (m->keeps_counting_figures()) return;
  const auto& scored = std::get<PointsScored>(events_[at]);
  for (int p : std::vector<int>(scored.players)) {
    int points = scored.points;
    counting_figure_moved(p, 0, players_[static_cast<std::size_t>(p)].score - points, points, at);
  }
}

std::vector<int> Game::counting_figures(int player) const {
  std::vector<int> out;
  for (const auto* m : turn_modules_)
    if (m->keeps_counting_figures()) {
      m->counting_figures(*this, player, out);
      return out;
    }
  return {players_[static_cast<std::size_t>(player)].score};
}

bool Game::track_settled() const {
  for (int p = 0; p < static_cast<int>(players_.size()); ++p) {
    int sum = 0;
    for (int points : counting_figures(p)) sum += points;
    if (sum != players_[static_cast<std::size_t>(p)].score) return false;
  }
  return true;
}

void Game::counting_figure_moved(int player, int figure, int from, int points, std::size_t event) {
  for (const auto* m : turn_modules_) m->counting_figure_moved(*this, player, figure, from, points, event);
}


void Game::score_region(NodeId node, bool final_scoring) {
  if (regions_.figures(node).empty()) return;  // nobody there: nobody scores (saves building the region's lists)
  const Region& r = regions_.region(node);
  std::vector<PlayerStrength> strength = strengths(r);
  FeatureValue tie;
  std::vector<int> winners = winners_of(r, strength, &tie);
  if (winners.empty()) return;  // nobody there: nobody scores
  FeatureValue value = value_of(r, final_scoring);
  if (!tie.rule.empty()) {
    value.rule += value.rule.empty() ? tie.rule : "; " + tie.rule;
    value.rulings.insert(value.rulings.end(), tie.rulings.begin(), tie.rulings.end());
  }
  PointsScored ev;
  ev.players = std::move(winners);
  ev.points = value.points;
  ev.kind = r.kind;
  ev.region = regions_.find(node);
  ev.completed = !final_scoring;
  ev.final_scoring = final_scoring;
  ev.tiles = tiles_counted(r);
  ev.pennants = r.pennants;
  ev.why = std::make_shared<const ScoreExplanation>(
      ScoreExplanation{std::move(strength), std::move(value.rule), std::move(value.rulings)});
  NodeId root = ev.region;
  award(std::move(ev));
  announce_scored(root, regions_.figures(root), final_scoring);
}

void Game::announce_scored(NodeId root, std::span<const int> figures, bool final_scoring) {
  if (turn_modules_.empty()) return;
  // A copy: a hook may move figures, which changes the region's own list.
  std::vector<int> took_part(figures.begin(), figures.end());
  for (const auto* m : turn_modules_) m->region_scored(*this, root, took_part, final_scoring);
}

// Calls consider(node) for each feature `tile_index` may have completed: its own edge-closed
// features, and cloister-like features on it or on the eight squares around it. A tile whose
// open part a placement of this turn filled (core/open_sides.hpp) was on its square already:
// that placement completed only what the features it added complete (a feature of the earlier
// part counts when it joined one of them), and the square was a tile already for what lies
// around it, so a feature completed before is not completed a second time.
template <class Consider>
void Game::completion_candidates(int tile_index, Consider&& consider) const {
  const PlacedTile& pt = board_.tile(tile_index);
  bool filled = std::find(filled_this_turn_.begin(), filled_this_turn_.end(), tile_index) != filled_this_turn_.end();
  int first = filled ? pt.laid_features : 0;  // the features the placement added
  for (int f = first; f < static_cast<int>(pt.type->features.size()); ++f)
    if (closes_by_edges(pt.type->features[f].kind)) consider(pt.node(f));
  // A tile whose sides close what faces them (an abbey) completes its neighbours' features there
  // (after a fill, only across the sides the added part shows).
  if (pt.type->closes_sides)
    for (int s = 0; s < kSides; ++s)
      if (const PlacedTile* nb = board_.at(neighbour(pt.at, static_cast<Side>(s)))) {
        if (filled && pt.feature_at(middle_port(static_cast<Side>(s))) < first) continue;
        Port q = facing_port(middle_port(static_cast<Side>(s)));
        int g = nb->feature_at(q);
        if (g >= 0 && closes_by_edges(nb->type->features[g].kind)) consider(nb->node(g));
      }
  // Cloister-like features on the 3x3 squares around it, square by square (x, then y, from the
  // south-west), each tile's in feature order: found among the few such nodes on the board.
  // After a fill, only those the placement added.
  ShortList<NodeId, 16> near;
  ShortList<int, 16> square_of;  // 3 * (dx + 1) + (dy + 1)
  for (NodeId n : regions_.neighbour_closed()) {
    if (filled && (regions_.tile_of(n) != tile_index || pt.feature_of(n) < first)) continue;
    Coord at = board_.tile(regions_.tile_of(n)).at;
    int dx = at.x - pt.at.x, dy = at.y - pt.at.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
    near.push_back(n);
    square_of.push_back(3 * (dx + 1) + (dy + 1));
  }
  for (int square = 0; square < 9 && !near.empty(); ++square)
    for (std::size_t i = 0; i < near.size(); ++i)
      if (square_of[i] == square) consider(near[i]);
}

void Game::score_completed_around(int tile_index) { score_completed_by(&tile_index, 1); }

template <class List>
void Game::completed_by(const int* tiles, std::size_t count, List& done) const {
  auto consider = [&](NodeId n) {
    NodeId root = regions_.find(n);
    if (!is_claimable(regions_.kind(root))) return;
    for (std::size_t i = 0; i < done.size(); ++i)
      if (done[i] == root) return;
    if (!regions_.is_complete(board_, n)) return;
    for (const auto* m : turn_modules_)
      if (m->withholds_scoring(*this, root)) return;
    done.push_back(root);
  };
  for (std::size_t t = 0; t < count; ++t) completion_candidates(tiles[t], consider);
}

void Game::score_completed_by(const int* tiles, std::size_t count) {
  ShortList<NodeId, 16> done;  // what these tiles completed, each feature once
  completed_by(tiles, count, done);
  for (std::size_t i = 0; i < done.size(); ++i) {
    for (const auto* m : play_modules_) m->feature_completed(*this, done[i]);
    score_region(done[i], false);
  }
  // Figures come home only after every completed feature has been scored (seed 002; CAR-14).
  for (std::size_t i = 0; i < done.size(); ++i) {
    ShortList<int, 8> figs;  // returning one changes the region's list
    for (int id : regions_.figures(done[i])) figs.push_back(id);
    for (std::size_t j = 0; j < figs.size(); ++j) return_figure(figs[j]);
  }
  for (const auto* m : turn_modules_) m->turn_scoring(*this);
}

std::vector<NodeId> Game::scorings_ahead() const {
  std::vector<NodeId> out;
  completed_by(deferred_scoring_.data(), deferred_scoring_.size(), out);
  if (last_placed_ >= 0) completed_by(&last_placed_, 1, out);
  completed_by(placed_with_.data(), placed_with_.size(), out);
  std::vector<NodeId> more;
  for (const auto* m : turn_modules_) m->scorings_ahead(*this, more);
  for (NodeId n : more) {
    NodeId root = regions_.find(n);
    if (std::find(out.begin(), out.end(), root) == out.end()) out.push_back(root);
  }
  return out;
}

std::vector<NodeId> Game::occupied_roots() const {
  std::vector<NodeId> roots;
  roots.reserve(figures_.size());
  for (const Figure& f : figures_)
    if (f.on_board()) roots.push_back(regions_.find(node_of(f.tile, f.feature)));
  std::sort(roots.begin(), roots.end());
  roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
  return roots;
}

void Game::end_game() {
  drawn_ = nullptr;
  // Incomplete features that can complete (roads, cities, cloisters) score their end value, in
  // node order. Only regions with figures can score: those are the roots the figures stand in.
  for (NodeId n : occupied_roots()) {
    const PlacedTile& pt = board_.tile(regions_.tile_of(n));
    FeatureKind k = pt.type->features[pt.feature_of(n)].kind;
    if (!is_claimable(k)) continue;
    if (!closes_by_edges(k) && !closes_by_neighbours(k)) continue;
    if (!regions_.is_complete(board_, n)) score_region(n, true);
  }
  for (const auto* m : rules_->modules) m->final_scoring(*this);
  phase_ = Phase::GameOver;
  log_event(GameEnded{winners()});
}

std::vector<int> Game::winners() const {
  int best = 0;
  for (auto& p : players_) best = std::max(best, p.score);
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(players_.size()); ++i)
    if (players_[i].score == best) out.push_back(i);
  if (out.size() > 1 && options_.is("win-tie", "none")) out.clear();
  return out;
}

}  // namespace carc
