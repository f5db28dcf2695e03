// Figures moved or removed by modules' rules, tiles set aside and returned, bonus points: the
// effects the open turn's modules ask of core (DESIGN §3 "The open turn").
#include <fmt/format.h>

#include <stdexcept>

#include "game.hpp"

namespace carc {

void Game::move_figure(int id, int tile, Spot spot, int detail, int by_player) {
  Figure& f = figures_[static_cast<std::size_t>(id)];
  int from = f.placed() && f.spot != Spot::Special ? f.tile : -1;
  int from_place = f.placed() && f.spot == Spot::Special ? f.tile : -1, from_holder = from_place >= 0 ? f.feature : -1;
  NodeId left = -1;  // the feature it leaves for a spot that is no feature (a prison)
  if (f.on_board()) {
    regions_.remove_figure(node_of(f.tile, f.feature), id);
    if (spot != Spot::Feature) left = node_of(f.tile, f.feature);
  }
  if (f.in_supply() && !f.neutral()) --players_[static_cast<std::size_t>(f.owner)].supply[static_cast<std::size_t>(f.kind)];
  f.tile = tile;
  f.spot = spot;
  f.feature = detail;
  if (f.on_board()) regions_.add_figure(node_of(tile, detail), id);
  bool special = spot == Spot::Special;
  log_event(FigureMoved{by_player, id, f.kind, from, special ? -1 : tile, spot == Spot::Tile ? detail : -1,
                        special ? tile : -1, special ? detail : -1, from_place, from_holder});
  if (left >= 0)
    for (const auto* m : play_modules_) m->figure_returned(*this, id, left);
}

void Game::remove_figure(int id, const char* cause) {
  Figure& f = figures_[static_cast<std::size_t>(id)];
  if (!f.placed()) return;
  bool on_feature = f.on_board(), was_special = f.spot == Spot::Special;
  NodeId node = on_feature ? node_of(f.tile, f.feature) : -1;
  if (on_feature) regions_.remove_figure(node, id);
  Coord at = f.spot == Spot::Special ? Coord{} : board_.tile(f.tile).at;
  log_event(FigureReturned{f.owner, id, f.kind, at, on_feature ? f.feature : -1, cause});
  f = Figure{f.owner, f.kind};  // back in the supply: no tile, no feature
  if (!f.neutral()) ++players_[static_cast<std::size_t>(f.owner)].supply[static_cast<std::size_t>(f.kind)];
  if (on_feature || was_special)
    for (const auto* m : play_modules_) m->figure_returned(*this, id, node);
}

NodeId Game::feature_held_by(int id) const {
  const Figure& f = figures_[static_cast<std::size_t>(id)];
  if (f.on_board()) return node_of(f.tile, f.feature);
  if (!f.placed() || f.spot != Spot::Special) return -1;
  for (const auto* m : rules_->modules)
    if (NodeId n = m->special_place_feature(*this, id); n >= 0) return n;
  return -1;
}

void Game::return_figure(int id) { remove_figure(id, nullptr); }

std::uint64_t Game::nature_random(std::uint64_t bound) {
  // splitmix64: nature's choices when no script names them (the game's own, seeded stream).
  std::uint64_t z = (nature_state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return bound ? z % bound : 0;
}

void Game::return_set_aside() {
  if (set_aside_.empty()) return;
  int count = static_cast<int>(set_aside_.size());
  for (const TileType* t : set_aside_) {
    // Mixed into the stack: a scripted game names its draws anyway; otherwise nature picks the
    // position, so each tile is as likely to come next as any other.
    auto at = scripted_draws_ ? stack_.size() : static_cast<std::size_t>(nature_random(stack_.size() + 1));
    stack_.insert(stack_.begin() + static_cast<std::ptrdiff_t>(at), t);
    count_stack_tile(t, +1);
  }
  set_aside_.clear();
  log_event(TilesReturned{count});
}

int figures_in_place(const Game& g, std::string_view place, int holder, int owner, int kind, int beside) {
  auto p = g.rules().places.find(place);
  if (!p) return 0;
  int n = 0;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    n += f.placed() && f.spot == Spot::Special && f.tile == *p && f.feature == holder && f.owner == owner && f.kind == kind &&
         (beside < 0 || g.counting_figure_beside(id) == beside);
  }
  return n;
}

int pieces_on(const Game& g, std::string_view piece, int tile_index) {
  int n = 0;
  for (const auto* m : g.rules().modules) n += m->pieces_on(g, piece, tile_index);
  return n;
}

void Game::award_bonus(int player, int points, FeatureKind kind, NodeId region, bool final_scoring, std::string rule,
                       std::vector<std::string> rulings, bool payment) {
  PointsScored ev;
  ev.players = {player};
  ev.points = points;
  ev.kind = kind;
  ev.region = region;
  ev.bonus = true;
  ev.payment = payment;
  ev.final_scoring = final_scoring;
  ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{{}, std::move(rule), std::move(rulings)});
  award(std::move(ev));
}

}  // namespace carc
