// The turn state machine: draw, place, deploy (or pass), score, next player (CAR Order of Play;
// seed 002's base-game order: place, deploy, then score and return).
#include <fmt/format.h>

#include <stdexcept>

#include "game.hpp"
#include "module.hpp"

namespace carc {

namespace {

// The core deployment rules in the order check_deploy reports them, without the wording, so
// that listing the legal deployments builds no rejection text.
enum class DeployRefusal {
  None,
  GameOver,
  WrongPhase,
  NoSuchFeature,
  NotClaimable,
  FigureNotAllowed,
  SupplyEmpty,
  RegionOccupied,
  NoOwnFollower
};

DeployRefusal deploy_refusal(const Game& g, const Deploy& a) {
  if (g.phase() == Phase::GameOver) return DeployRefusal::GameOver;
  if (g.phase() != Phase::Deploy) return DeployRefusal::WrongPhase;
  const PlacedTile& pt = g.board().tile(g.last_placed());
  if (a.feature < 0 || a.feature >= static_cast<int>(pt.type->features.size())) return DeployRefusal::NoSuchFeature;
  FeatureKind fk = pt.type->features[a.feature].kind;
  if (!is_claimable(fk)) return DeployRefusal::NotClaimable;
  const FigureTable& figures = g.rules().figures;
  if (a.figure_kind < 0 || a.figure_kind >= figures.size() || !figures.can_deploy(a.figure_kind, fk))
    return DeployRefusal::FigureNotAllowed;
  if (g.players()[g.active_player()].supply[a.figure_kind] == 0) return DeployRefusal::SupplyEmpty;
  NodeId node = g.node_of(g.last_placed(), a.feature);
  if (figures.at(a.figure_kind).with_own_follower) {
    if (!g.has_follower_on(g.active_player(), node)) return DeployRefusal::NoOwnFollower;
  } else if (!g.regions().figures(node).empty()) {
    return DeployRefusal::RegionOccupied;
  }
  return DeployRefusal::None;
}

}  // namespace

std::optional<Rejection> Game::check_deploy(const Deploy& a) const {
  DeployRefusal why = deploy_refusal(*this, a);
  if (why == DeployRefusal::None) {
    for (const auto* m : rules_->modules)
      if (auto r = m->check_deployment(*this, a)) return r;
    return std::nullopt;
  }
  if (why == DeployRefusal::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (why == DeployRefusal::WrongPhase)
    return Rejection{reason::kWrongPhase, fmt::format("the game waits for {}, not a deployment", phase_name(phase_))};
  const PlacedTile& pt = board_.tile(last_placed_);
  if (why == DeployRefusal::NoSuchFeature)
    return Rejection{reason::kNoSuchFeature, fmt::format("tile {} has no such feature", pt.type->id)};
  FeatureKind fk = pt.type->features[a.feature].kind;
  switch (why) {
    case DeployRefusal::NotClaimable:
      return Rejection{reason::kNotClaimable, fmt::format("no figure may stand on a {}", feature_kind_name(fk))};
    case DeployRefusal::FigureNotAllowed:
      return Rejection{reason::kFigureNotAllowed, fmt::format("that figure may not stand on a {}", feature_kind_name(fk))};
    case DeployRefusal::SupplyEmpty:
      return Rejection{reason::kSupplyEmpty,
                       fmt::format("{} has no {} left", players_[active_].name, rules_->figures.at(a.figure_kind).name)};
    case DeployRefusal::NoOwnFollower:
      return Rejection{reason::kNoOwnFollower,
                       fmt::format("a {} goes only onto a {} where {} already has a follower",
                                   rules_->figures.at(a.figure_kind).name, feature_kind_name(fk), players_[active_].name)};
    default:
      return Rejection{reason::kRegionOccupied,
                       fmt::format("the {} it joins already holds a figure", feature_kind_name(fk))};
  }
}

// Actions are told apart with get_if rather than std::visit: a chain of tests on the index that
// the compiler inlines (self-play applies every action through here).
std::optional<Rejection> Game::check(const Action& a) const {
  if (const auto* place = std::get_if<PlaceTile>(&a)) return check_place(*place);
  if (const auto* deploy = std::get_if<Deploy>(&a)) return check_deploy(*deploy);
  if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (std::holds_alternative<Pass>(a)) {
    if (phase_ != Phase::Deploy && phase_ != Phase::ExtraTile)
      return Rejection{reason::kWrongPhase, fmt::format("{} cannot be passed", phase_name(phase_))};
  } else if (phase_ != Phase::ExtraTile) {  // TakeExtraTile
    return Rejection{reason::kWrongPhase, fmt::format("no extra tile is offered: the game waits for {}", phase_name(phase_))};
  }
  return std::nullopt;
}

std::optional<Rejection> Game::apply(const Action& a) {
  if (auto r = check(a)) return r;
  if (const auto* place = std::get_if<PlaceTile>(&a))
    do_place(*place);
  else if (const auto* deploy = std::get_if<Deploy>(&a))
    do_deploy(*deploy);
  else if (std::holds_alternative<TakeExtraTile>(a))
    take_extra_tile();
  else if (phase_ == Phase::Deploy)  // Pass: no figure
    finish_turn();
  else
    end_turn();  // Pass: the extra tile is declined
  return std::nullopt;
}

// Visits the legal deployments in listing order (feature, then figure kind).
template <class Visit>
void Game::visit_deployments(Visit&& visit) const {
  // deploy_refusal(d) == None for each candidate, with what is the same for all of them hoisted.
  if (phase_ != Phase::Deploy) return;
  const PlacedTile& pt = board_.tile(last_placed_);
  const std::vector<int>& supply = players_[active_].supply;
  for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
    FeatureKind fk = pt.type->features[f].kind;
    bool occupied = !regions_.figures(pt.first_node + f).empty();
    // Only a figure that accompanies a follower may join an occupied feature.
    if (!is_claimable(fk) || (occupied && !has_joiners_)) continue;
    for (int k = 0; k < rules_->figures.size(); ++k) {
      if (supply[k] == 0 || !rules_->figures.can_deploy(k, fk)) continue;
      if (rules_->figures.at(k).with_own_follower ? !has_follower_on(active_, pt.first_node + f) : occupied) continue;
      Deploy d{k, f};
      bool ok = true;
      for (const auto* m : deployment_modules_)
        if (!m->allows_deployment(*this, d)) {
          ok = false;
          break;
        }
      if (ok) visit(d);
    }
  }
}

std::vector<Deploy> Game::legal_deployments() const {
  std::vector<Deploy> out;
  visit_deployments([&](const Deploy& d) { out.push_back(d); });
  return out;
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  if (phase_ == Phase::PlaceTile) legal_placements_into(drawn_, out);
  if (phase_ == Phase::Deploy) {
    visit_deployments([&](const Deploy& d) { out.emplace_back(d); });
    out.emplace_back(Pass{});
  }
  if (phase_ == Phase::ExtraTile) {
    out.emplace_back(TakeExtraTile{});
    out.emplace_back(Pass{});
  }
  return out;
}

std::size_t Game::legal_action_count() const {
  std::size_t n = 0;
  if (phase_ == Phase::PlaceTile) n = count_placements(drawn_);
  if (phase_ == Phase::Deploy) {
    visit_deployments([&](const Deploy&) { ++n; });
    ++n;  // pass
  }
  if (phase_ == Phase::ExtraTile) n = 2;  // take it or decline
  return n;
}

Action Game::legal_action(std::size_t k) const {
  if (phase_ == Phase::PlaceTile)
    if (auto found = nth_placement(drawn_, k)) return *found;
  if (phase_ == Phase::Deploy) {
    std::optional<Deploy> found;
    visit_deployments([&](const Deploy& d) {
      if (!found && k-- == 0) found = d;
    });
    if (found) return *found;
    if (k == 0) return Pass{};
  }
  if (phase_ == Phase::ExtraTile && k < 2) return k == 0 ? Action{TakeExtraTile{}} : Action{Pass{}};
  throw std::out_of_range("legal_action: there are not that many legal actions");
}

void Game::do_place(const PlaceTile& a) {
  last_placed_ = board_.place(a.tile, a.at, a.rot);
  regions_.add_tile(board_, last_placed_);
  drawn_ = nullptr;
  log_event(TilePlaced{active_, a.tile, a.at, a.rot});
  // Whether this placement earns another tile is decided now, before the figure step and the
  // scoring can change the board's figures.
  for (const auto* m : play_modules_)
    if (auto grant = m->extra_tile(*this, last_placed_)) {
      extra_earned_ = true;
      extra_before_scoring_ = grant->before_scoring;
      log_event(ExtraTileEarned{active_, a.at, std::move(grant->reason), std::move(grant->rulings)});
      break;
    }
  // Deploying is optional, so the game always waits for a deployment or a pass.
  phase_ = Phase::Deploy;
}

void Game::do_deploy(const Deploy& a) {
  const PlacedTile& pt = board_.tile(last_placed_);
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    Figure& f = figures_[i];
    if (f.owner != active_ || f.kind != a.figure_kind || !f.in_supply()) continue;
    f.tile = last_placed_;
    f.feature = a.feature;
    --players_[active_].supply[a.figure_kind];
    regions_.add_figure(node_of(last_placed_, a.feature), i);
    log_event(FigureDeployed{active_, i, a.figure_kind, pt.at, a.feature, pt.type->features[a.feature].kind});
    break;
  }
  finish_turn();
}

void Game::finish_turn() {
  if (extra_earned_ && extra_before_scoring_) {
    deferred_scoring_.push_back(last_placed_);
  } else if (deferred_scoring_.empty()) {
    score_completed_around(last_placed_);
  } else {  // the earlier tiles of the turn waited for this one: scored together, each feature once
    deferred_scoring_.push_back(last_placed_);
    score_deferred();
  }
  if (extra_earned_) {
    extra_earned_ = false;
    if (!stack_.empty()) {  // with nothing left to draw there is no extra tile to offer
      phase_ = Phase::ExtraTile;
      return;
    }
  }
  end_turn();
}

void Game::take_extra_tile() {
  ++turn_part_;
  if (!draw()) end_turn();  // every tile left was set aside: the turn ends, and with it the game
}

void Game::score_deferred() {
  if (deferred_scoring_.empty()) return;
  score_completed_by(deferred_scoring_.data(), deferred_scoring_.size());
  deferred_scoring_.clear();
}

void Game::end_turn() {
  score_deferred();
  log_event(TurnEnded{active_});
  active_ = (active_ + 1) % static_cast<int>(players_.size());
  turn_part_ = 0;
  if (!draw()) stack_ran_out();
}

bool Game::draw() {
  // A tile that fits nowhere is set aside and another drawn (CAR-11 for the variant).
  bool put_back = return_unplaceable_;
  std::size_t returned_in_a_row = 0;
  while (!stack_.empty()) {
    const TileType* t = stack_.front();
    stack_.pop_front();
    count_stack_tile(t, -1);
    log_event(TileDrawn{active_, t});
    if (board_.empty() || fits_somewhere(t)) {
      drawn_ = t;
      phase_ = Phase::PlaceTile;
      return true;
    }
    // Returning only helps while some other tile could still come first.
    bool back = put_back && returned_in_a_row < stack_.size();
    log_event(TileDiscarded{active_, t, back});
    if (back) {
      stack_.push_back(t);
      count_stack_tile(t, +1);
      ++returned_in_a_row;
    }
  }
  return false;
}

void Game::stack_ran_out() {
  if (manual_end_) {
    phase_ = Phase::StackEmpty;
    return;
  }
  end_game();
}

void Game::end() {
  if (phase_ != Phase::StackEmpty) throw std::logic_error("end() needs an empty stack");
  end_game();
}

}  // namespace carc
