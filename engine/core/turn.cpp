// The turn state machine: draw, place, deploy (or pass), score, next player (CAR Order of Play;
// seed 002's base-game order: place, deploy, then score and return).
#include <fmt/format.h>

#include <stdexcept>
#include <type_traits>

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
  RegionOccupied
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
  if (!g.regions().figures(g.node_of(g.last_placed(), a.feature)).empty()) return DeployRefusal::RegionOccupied;
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
    default:
      return Rejection{reason::kRegionOccupied,
                       fmt::format("the {} it joins already holds a figure", feature_kind_name(fk))};
  }
}

std::optional<Rejection> Game::check(const Action& a) const {
  return std::visit(
      [&](const auto& act) -> std::optional<Rejection> {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, PlaceTile>) return check_place(act);
        if constexpr (std::is_same_v<T, Deploy>) return check_deploy(act);
        if constexpr (std::is_same_v<T, Pass>) {
          if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
          if (phase_ != Phase::Deploy)
            return Rejection{reason::kWrongPhase, fmt::format("{} cannot be passed", phase_name(phase_))};
        }
        return std::nullopt;
      },
      a);
}

std::optional<Rejection> Game::apply(const Action& a) {
  if (auto r = check(a)) return r;
  std::visit(
      [&](const auto& act) {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, PlaceTile>) do_place(act);
        if constexpr (std::is_same_v<T, Deploy>) do_deploy(act);
        if constexpr (std::is_same_v<T, Pass>) finish_turn();
      },
      a);
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
    if (!is_claimable(fk) || !regions_.figures(pt.first_node + f).empty()) continue;
    for (int k = 0; k < rules_->figures.size(); ++k) {
      if (supply[k] == 0 || !rules_->figures.can_deploy(k, fk)) continue;
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
  return out;
}

std::size_t Game::legal_action_count() const {
  std::size_t n = 0;
  if (phase_ == Phase::PlaceTile) n = count_placements(drawn_);
  if (phase_ == Phase::Deploy) {
    visit_deployments([&](const Deploy&) { ++n; });
    ++n;  // pass
  }
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
  throw std::out_of_range("legal_action: there are not that many legal actions");
}

void Game::do_place(const PlaceTile& a) {
  last_placed_ = board_.place(a.tile, a.at, a.rot);
  regions_.add_tile(board_, last_placed_);
  drawn_ = nullptr;
  log_event(TilePlaced{active_, a.tile, a.at, a.rot});
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
  score_completed_around(last_placed_);
  log_event(TurnEnded{active_});
  active_ = (active_ + 1) % static_cast<int>(players_.size());
  draw();
}

void Game::draw() {
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
      return;
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
