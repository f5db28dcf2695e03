// The turn state machine: draw, place, deploy (or pass), score, next player (CAR Order of Play;
// seed 002's base-game order: place, deploy, then score and return).
#include <fmt/format.h>

#include <algorithm>
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
  NoOwnFollower,
  ActionTaken,
  NotThisTile
};

bool deploys_anywhere(const Game& g, const std::vector<const ExpansionModule*>& modules) {
  for (const auto* m : modules)
    if (m->deploys_anywhere(g)) return true;
  return false;
}

DeployRefusal deploy_refusal(const Game& g, const Deploy& a, const std::vector<const ExpansionModule*>& turn_modules) {
  if (g.phase() == Phase::GameOver) return DeployRefusal::GameOver;
  // After the figure step (taken or passed) and before the next placement: already taken
  // (unless a module's decision is a further figure step).
  if (!g.deploying())
    return g.figure_step_done() && g.phase() != Phase::PlaceTile ? DeployRefusal::ActionTaken : DeployRefusal::WrongPhase;
  int target = a.tile < 0 ? g.last_placed() : a.tile;
  if (!g.placed_now(target)) {
    if (target >= static_cast<int>(g.board().tiles().size()) || !deploys_anywhere(g, turn_modules)) return DeployRefusal::NotThisTile;
  }
  const PlacedTile& pt = g.board().tile(target);
  if (a.feature < 0 || a.feature >= static_cast<int>(pt.type->features.size())) return DeployRefusal::NoSuchFeature;
  FeatureKind fk = pt.type->features[a.feature].kind;
  if (!is_claimable(fk)) return DeployRefusal::NotClaimable;
  const FigureTable& figures = g.rules().figures;
  if (a.figure_kind < 0 || a.figure_kind >= figures.size() || !figures.can_deploy(a.figure_kind, fk))
    return DeployRefusal::FigureNotAllowed;
  if (g.players()[g.active_player()].supply[a.figure_kind] == 0) return DeployRefusal::SupplyEmpty;
  NodeId node = g.node_of(target, a.feature);
  // A figure that accompanies a follower does so on features; a module's place (a tower's top)
  // holds one figure, whichever the module allows there.
  if (figures.at(a.figure_kind).with_own_follower && !is_module_place(fk)) {
    if (!g.has_follower_on(g.active_player(), node)) return DeployRefusal::NoOwnFollower;
  } else if (g.occupied_for(a.figure_kind, node)) {
    return DeployRefusal::RegionOccupied;
  }
  return DeployRefusal::None;
}

}  // namespace

std::optional<Rejection> Game::check_deploy(const Deploy& a) const {
  DeployRefusal why = deploy_refusal(*this, a, turn_modules_);
  if (why == DeployRefusal::None) {
    if (a.tile >= 0 && !placed_now(a.tile))
      if (auto r = remote_refusal(a, remote_openers())) return r;
    for (const auto* m : rules_->modules)
      if (auto r = m->check_deployment(*this, a)) return r;
    return std::nullopt;
  }
  if (why == DeployRefusal::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (why == DeployRefusal::WrongPhase)
    return Rejection{reason::kWrongPhase, fmt::format("the game waits for {}, not a deployment", phase_label())};
  if (why == DeployRefusal::ActionTaken)
    return Rejection{reason::kFigureActionTaken, "this turn's one figure action is already taken"};
  if (why == DeployRefusal::NotThisTile)
    return Rejection{reason::kNotThisTile, "a figure is deployed onto the tile just placed"};
  const PlacedTile& pt = board_.tile(a.tile < 0 ? last_placed_ : a.tile);
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

Game::RemoteOpeners Game::remote_openers() const {
  RemoteOpeners out;
  for (const auto* m : turn_modules_)
    if (m->deploys_anywhere(*this)) out.push_back(m);
  return out;
}

// A deployment onto another tile than the one just placed: open when one of the modules that
// open the board this turn opens it; else the first one's reason.
std::optional<Rejection> Game::remote_refusal(const Deploy& a, const RemoteOpeners& openers) const {
  std::optional<Rejection> first;
  for (std::size_t i = 0; i < openers.size(); ++i) {
    auto r = openers[i]->check_remote_deployment(*this, a);
    if (!r) return std::nullopt;
    if (!first) first = std::move(r);
  }
  if (!first) first = Rejection{reason::kNotThisTile, "a figure is deployed onto the tile just placed"};
  return first;
}

// Actions are told apart with get_if rather than std::visit: a chain of tests on the index that
// the compiler inlines (self-play applies every action through here).
std::optional<Rejection> Game::check(const Action& a) const {
  if (const auto* place = std::get_if<PlaceTile>(&a)) return check_place(*place);
  if (const auto* deploy = std::get_if<Deploy>(&a)) return check_deploy(*deploy);
  if (const auto* verb = std::get_if<ModuleAction>(&a)) return check_module_action(*verb);
  if (const auto* draw = std::get_if<DrawTile>(&a)) return check_draw(*draw);
  if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (std::holds_alternative<Pass>(a)) {
    if (phase_ == Phase::Module) {
      if (decider_ != kNature && module_phase_ >= 0 && rules_->phases.passable(module_phase_)) return std::nullopt;
      return Rejection{reason::kWrongPhase, fmt::format("{} cannot be passed", phase_label())};
    }
    if (phase_ == Phase::PlaceTile && may_discard_) {  // the tile fits only with help: discarded, unless a rule says no
      for (const auto* m : turn_modules_)
        if (auto r = m->check_pass(*this)) return r;
      return std::nullopt;
    }
    if (phase_ != Phase::Deploy && phase_ != Phase::ExtraTile)
      return Rejection{figure_step_done_ && phase_ != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                       fmt::format("{} cannot be passed", phase_label())};
    for (const auto* m : turn_modules_)
      if (auto r = m->check_pass(*this)) return r;
  } else if (phase_ != Phase::ExtraTile) {  // TakeExtraTile
    return Rejection{reason::kWrongPhase, fmt::format("no extra tile is offered: the game waits for {}", phase_label())};
  } else if (stack_.empty()) {  // only a tile from the supply can be the extra one
    return Rejection{reason::kNotInStack, "the stack is empty: no tile is left to draw"};
  }
  return std::nullopt;
}

std::optional<Rejection> Game::check_module_action(const ModuleAction& a) const {
  if (auto r = check_module_action_form(a)) return r;
  return rules_->verbs.at(a.verb).module->check_action(*this, a);
}

std::optional<Rejection> Game::check_module_action_form(const ModuleAction& a) const {
  if (a.verb < 0 || a.verb >= rules_->verbs.size())
    return Rejection{reason::kUnknownAction, "no module of these rules takes that action"};
  if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  const VerbDef& def = rules_->verbs.at(a.verb);
  bool fits = false;
  for (const auto& form : def.forms) {
    if (form.size() != a.argc) continue;
    bool same = true;
    for (std::size_t i = 0; i < form.size() && same; ++i) same = form[i] == a.arg(static_cast<int>(i)).kind;
    fits = fits || same;
  }
  if (!fits) return Rejection{reason::kBadArguments, fmt::format("`{}` takes: {}", def.name, def.usage)};
  return std::nullopt;
}

bool Game::tile_closed_to(int figure_kind, int tile) const {
  for (const auto* m : rules_->modules)
    if (m->closes_tile(*this, figure_kind, tile)) return true;
  return false;
}

std::optional<Rejection> Game::check_draw(const DrawTile& a) const {
  if (phase_ == Phase::GameOver) return Rejection{reason::kGameOver, "the game is over"};
  if (phase_ != Phase::Draw) return Rejection{reason::kWrongPhase, fmt::format("the game waits for {}, not a draw", phase_label())};
  if (!a.tile || std::find(stack_.begin(), stack_.end(), a.tile) == stack_.end())
    return Rejection{reason::kNotInStack, fmt::format("the stack holds no {}", a.tile ? a.tile->id : "such tile")};
  return std::nullopt;
}

std::optional<Rejection> Game::apply(const Action& a) {
  if (auto r = check(a)) return r;
  if (const auto* place = std::get_if<PlaceTile>(&a)) {
    do_place(*place);
  } else if (const auto* deploy = std::get_if<Deploy>(&a)) {
    do_deploy(*deploy);
  } else if (const auto* verb = std::get_if<ModuleAction>(&a)) {
    // While nature is to name the drawn tile, a verb is still the active player's (a tile laid
    // from his supply instead of drawing).
    log_event(ModuleActed{phase_ == Phase::Draw ? active_ : decider(), *verb});
    rules_->verbs.at(verb->verb).module->apply_action(*this, *verb);
  } else if (const auto* draw = std::get_if<DrawTile>(&a)) {
    auto it = std::find(stack_.begin(), stack_.end(), draw->tile);
    stack_.erase(it);
    count_stack_tile(draw->tile, -1);
    if (!draw_tile(draw->tile)) draw_next();  // set aside or discarded: nature names the next one
  } else if (std::holds_alternative<TakeExtraTile>(a)) {
    take_extra_tile();
  } else if (phase_ == Phase::Module) {  // Pass: a passable decision is declined
    std::size_t opened = decisions_opened_;
    for (const auto* m : turn_modules_) m->decision_passed(*this);
    if (decisions_opened_ == opened) close_decision();
  } else if (phase_ == Phase::Deploy) {  // Pass: no figure
    finish_turn();
  } else if (phase_ == Phase::PlaceTile) {  // Pass: the tile that fits only with help is discarded
    discard_drawn();
  } else {
    end_turn();  // Pass: the extra tile is declined
  }
  return std::nullopt;
}

// Visits the legal deployments in listing order (feature, then figure kind).
template <class Visit>
void Game::visit_deployments(Visit&& visit) const {
  // deploy_refusal(d) == None for each candidate, with what is the same for all of them hoisted.
  if (!deploying()) return;
  const std::vector<int>& supply = players_[active_].supply;
  RemoteOpeners openers;  // filled before the other tiles are visited
  // (always inlined: this is the base game's hottest loop, and an out-of-line lambda cost 3%)
  auto visit_tile = [&](int tile) __attribute__((always_inline)) {
    const PlacedTile& pt = board_.tile(tile);
    bool other = tile != last_placed_;        // named by its index in the Deploy
    bool remote = other && !placed_now(tile);  // ... and opened by a module's rule
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      FeatureKind fk = pt.type->features[f].kind;
      bool occupied = !regions_.figures(pt.node(f)).empty();
      // Only a figure that accompanies a follower, or one that stands apart, may join an occupied feature.
      if (!is_claimable(fk) || (occupied && !has_joiners_ && !has_apart_)) continue;
      if (occupied && has_apart_) occupied = occupied_for(-1, pt.node(f));
      for (int k = 0; k < rules_->figures.size(); ++k) {
        if (supply[k] == 0 || !rules_->figures.can_deploy(k, fk)) continue;
        if (rules_->figures.at(k).with_own_follower && !is_module_place(fk) ? !has_follower_on(active_, pt.node(f))
                                                                          : occupied && !rules_->figures.at(k).apart)
          continue;
        Deploy d{k, f, other ? tile : -1};
        bool ok = !remote || !remote_refusal(d, openers);
        for (const auto* m : deployment_modules_)
          if (!m->allows_deployment(*this, d)) {
            ok = false;
            break;
          }
        if (ok) visit(d);
      }
    }
  };
  visit_tile(last_placed_);
  for (int t : placed_with_) visit_tile(t);
  if (turn_modules_.empty()) return;
  openers = remote_openers();
  if (openers.size() == 0) return;
  std::vector<char> open(board_.tiles().size(), 0);
  for (std::size_t i = 0; i < openers.size(); ++i) openers[i]->mark_remote_tiles(*this, open);
  for (int t = 0; t < static_cast<int>(board_.tiles().size()); ++t)
    if (!placed_now(t) && open[static_cast<std::size_t>(t)]) visit_tile(t);
}

std::vector<Deploy> Game::legal_deployments() const {
  std::vector<Deploy> out;
  visit_deployments([&](const Deploy& d) { out.push_back(d); });
  return out;
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  if (phase_ == Phase::PlaceTile) {
    legal_placements_into(drawn_, out);
    if (may_discard_ && !check(Pass{})) out.emplace_back(Pass{});  // a tile that fits only with help: discarded
  }
  if (phase_ == Phase::Deploy) {
    visit_deployments([&](const Deploy& d) { out.emplace_back(d); });
    for (const auto* m : turn_modules_) m->list_actions(*this, out);
    if (!check(Pass{})) out.emplace_back(Pass{});
  }
  if (phase_ == Phase::ExtraTile) {
    if (!stack_.empty()) out.emplace_back(TakeExtraTile{});
    out.emplace_back(Pass{});
  }
  if (phase_ == Phase::Draw || phase_ == Phase::Module)
    for (const ChanceOutcome& c : chance_outcomes()) out.push_back(c.action);
  if (phase_ == Phase::Module && decider_ != kNature) {
    if (deploying()) visit_deployments([&](const Deploy& d) { out.emplace_back(d); });
    for (const auto* m : turn_modules_) m->list_actions(*this, out);
    if (module_phase_ >= 0 && rules_->phases.passable(module_phase_)) out.emplace_back(Pass{});
  }
  if (phase_ != Phase::GameOver && phase_ != Phase::Module && phase_ != Phase::Deploy)  // actions "at any time"
    for (const auto* m : turn_modules_) m->list_actions(*this, out);
  return out;
}

std::vector<ChanceOutcome> Game::chance_outcomes() const {
  std::vector<ChanceOutcome> out;
  if (phase_ == Phase::Draw) {
    for (const TileType* t : stack_) {
      auto it = std::find_if(out.begin(), out.end(), [&](const ChanceOutcome& c) { return std::get<DrawTile>(c.action).tile == t; });
      if (it == out.end())
        out.push_back({DrawTile{t}, 1});
      else
        it->weight += 1;
    }
  } else if (phase_ == Phase::Module && decider_ == kNature) {
    for (const auto* m : turn_modules_) m->chance_outcomes(*this, out);
  }
  return out;
}

int Game::decider() const {
  if (phase_ == Phase::Module) return decider_;
  if (phase_ == Phase::Draw) return kNature;
  return active_;
}

std::string_view Game::phase_label() const {
  if (phase_ == Phase::Module && module_phase_ >= 0) return rules_->phases.name(module_phase_);
  return phase_name(phase_);
}

std::size_t Game::legal_action_count() const {
  if (!turn_modules_.empty() || phase_ == Phase::Draw || phase_ == Phase::Module) return legal_actions().size();
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
  if (!turn_modules_.empty() || phase_ == Phase::Draw || phase_ == Phase::Module) {
    std::vector<Action> all = legal_actions();
    if (k >= all.size()) throw std::out_of_range("legal_action: there are not that many legal actions");
    return all[k];
  }
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

void Game::do_place(std::span<const PlaceTile> tiles) {
  placed_with_.clear();
  const PlaceTile& a = tiles.front();
  LayoutChange change;  // a module's action that goes with the placement changes the layout first
  const TileType* before = nullptr;
  if (a.with) {
    placement_change(a, change);
    if (change.altered_tile >= 0) {
      before = board_.tile(change.altered_tile).type;
      alter_tile(change.altered_tile, change.altered_to);
    }
  }
  // A piece laid into the open part of a tile already on its square (core/open_sides.hpp): the
  // layout change turned that tile into the variant that includes the piece, which lays nothing
  // of its own (`laid` is the variant); that tile is the one placed this turn.
  bool fills = change.altered_tile >= 0 && change.laid == change.altered_to && board_.index_at(a.at) == change.altered_tile;
  filled_from_ = fills ? before : nullptr;
  if (fills) filled_this_turn_.push_back(change.altered_tile);
  for (const PlaceTile& p : tiles) {
    const TileType* laid = &p == &a && change.laid && !fills ? change.laid : p.tile;
    int index = &p == &a && fills ? change.altered_tile : board_.place(laid, p.at, p.rot);
    if (!(&p == &a && fills)) regions_.add_tile(board_, index);
    if (&p == &a)
      last_placed_ = index;
    else
      placed_with_.push_back(index);
    log_event(TilePlaced{active_, laid, p.at, p.rot});
  }
  drawn_ = nullptr;
  may_discard_ = false;
  tile_dealt_ = false;
  if (a.with) rules_->verbs.at(a.with->verb).module->placed_with(*this, a);
  // Whether this placement earns another tile is decided now, before the figure step and the
  // scoring can change the board's figures.
  for (const auto* m : play_modules_)
    if (auto grant = m->extra_tile(*this, last_placed_)) {
      ++extra_earned_;
      extra_before_scoring_ = grant->before_scoring;
      log_event(ExtraTileEarned{active_, a.at, std::move(grant->reason), std::move(grant->rulings)});
      break;
    }
  figure_step_done_ = false;
  figure_action_taken_ = false;
  // Deploying is optional, so the game always waits for a deployment or a pass.
  phase_ = Phase::Deploy;
  for (const auto* m : turn_modules_) {
    m->tile_placed(*this, last_placed_);
    for (int t : placed_with_) m->tile_placed(*this, t);
  }
  if (turn_modules_.empty() || phase_ != Phase::Deploy) return;
  // The modules' step between the placement and the figure step (a robber onto the scoreboard,
  // a hill's tile): a decision opened there is no figure action, and the figure step follows
  // once it closes.
  phase_ = Phase::Setup;
  if (run_step(OrderStep::TilePlaced)) phase_ = Phase::Deploy;
}

void Game::do_deploy(const Deploy& a) {
  int target = a.tile < 0 ? last_placed_ : a.tile;
  const PlacedTile& pt = board_.tile(target);
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
    Figure& f = figures_[i];
    if (f.owner != active_ || f.kind != a.figure_kind || !f.in_supply()) continue;
    f.tile = target;
    f.feature = a.feature;
    f.spot = Spot::Feature;
    --players_[active_].supply[a.figure_kind];
    regions_.add_figure(node_of(target, a.feature), i);
    log_event(FigureDeployed{active_, i, a.figure_kind, pt.at, a.feature, pt.type->features[a.feature].kind});
    break;
  }
  if (phase_ == Phase::Module) {  // a module's further figure step: its decision is answered
    close_decision();
    return;
  }
  figure_action_taken_ = true;
  finish_turn();
}

bool Game::deploying() const {
  if (phase_ == Phase::Deploy) return true;
  return phase_ == Phase::Module && module_phase_ >= 0 && decider_ == active_ && rules_->phases.deploys(module_phase_);
}

void Game::link_features(NodeId a, NodeId b) {
  for (const auto* m : play_modules_) m->features_linking(*this, a, b);
  regions_.link(a, b);
}

void Game::earn_extra_tile(Coord at, ExtraTileGrant grant) {
  ++extra_earned_;
  extra_before_scoring_ = grant.before_scoring;
  log_event(ExtraTileEarned{active_, at, std::move(grant.reason), std::move(grant.rulings)});
}

void Game::take_figure_step() {
  figure_action_taken_ = true;
  finish_turn();
}

// The figure step is over (a deployment, a module's figure action, or a pass): the modules'
// "resolve move the wood" step, then scoring.
void Game::finish_turn() {
  figure_step_done_ = true;
  phase_ = Phase::Setup;  // between decisions: no action is answered until the turn waits again
  after_figure_step();
}

void Game::after_figure_step() {
  if (!turn_modules_.empty() && !run_step(OrderStep::FiguresMoved)) return;
  score_and_wrap_up();
}

bool Game::run_step(OrderStep step) {
  for (int passes = 0;; ++passes) {
    for (; step_module_ < turn_modules_.size(); ++step_module_) {
      if (settling_pass_ && !turn_modules_[step_module_]->settles_again(*this)) continue;
      turn_modules_[step_module_]->at_step(*this, step);
      if (phase_ == Phase::Module) {  // the module opened a decision: the step goes on after it
        ++step_module_;
        resume_ = step == OrderStep::TurnBegins       ? Resume::TurnBegins
                  : step == OrderStep::TilePlaced     ? Resume::TilePlaced
                  : step == OrderStep::FiguresMoved   ? Resume::FiguresMoved
                  : step == OrderStep::FeaturesScored ? Resume::FeaturesScored
                                                      : Resume::GameEnds;
        return false;
      }
      if (phase_ == Phase::GameOver) return false;
    }
    // Every module acted: those with something left to settle (see settles_again) act again.
    step_module_ = 0;
    settling_pass_ = false;
    for (const auto* m : turn_modules_) settling_pass_ = settling_pass_ || m->settles_again(*this);
    if (!settling_pass_) break;
    if (passes > 64) throw std::logic_error("a module keeps asking to settle the same step again");
  }
  resume_ = Resume::None;
  return true;
}

void Game::open_decision(int phase, int player) {
  // Opened by a figure action (a tower piece and its capture): the figure step is taken, and
  // the turn goes on after it once the decision closes.
  if (phase_ == Phase::Deploy) {
    figure_step_done_ = true;
    figure_action_taken_ = true;
    resume_ = Resume::FigureStep;
  }
  module_phase_ = phase;
  decider_ = player;
  phase_ = Phase::Module;
  ++decisions_opened_;
  log_event(DecisionOpened{player, phase});
}

void Game::set_decider(int player) { decider_ = player; }

void Game::close_decision() {
  if (phase_ != Phase::Module) throw std::logic_error("close_decision without an open decision");
  module_phase_ = -1;
  phase_ = Phase::Setup;  // between decisions
  continue_turn();
}

void Game::continue_turn() {
  Resume from = resume_;
  if (from == Resume::FigureStep) {
    resume_ = Resume::None;
    finish_turn();
  } else if (from == Resume::TurnBegins) {
    if (run_step(OrderStep::TurnBegins)) start_draw();
  } else if (from == Resume::TilePlaced) {
    if (run_step(OrderStep::TilePlaced)) phase_ = Phase::Deploy;
  } else if (from == Resume::FiguresMoved) {
    if (run_step(OrderStep::FiguresMoved)) score_and_wrap_up();
  } else if (from == Resume::FeaturesScored) {
    if (run_step(OrderStep::FeaturesScored)) wrap_up_turn();
  } else if (from == Resume::TileDrawn) {
    if (!run_tile_drawn()) return;
    const TileType* t = drawn_;
    drawn_ = nullptr;
    if (settle_draw(t, drawn_may_return_)) return;
    draw_next();  // set aside or discarded after the modules acted on it
  } else if (from == Resume::GameEnds) {
    step_module_ = 0;  // the whole step again: a module may offer the next player something
    settling_pass_ = false;
    stack_ran_out();
  }
}

void Game::place_supply_tile(const TileType* tile, Coord at, Rotation rot, int player) {
  PlaceTile a{tile, at, rot};
  place_supply_tiles(std::span<const PlaceTile>(&a, 1), player);
}

void Game::place_supply_tiles(std::span<const PlaceTile> tiles, int player) {
  if (phase_ == Phase::PlaceTile && drawn_) {  // not drawn after all: back on top, unseen
    stack_.push_front(drawn_);
    count_stack_tile(drawn_, +1);
    drawn_ = nullptr;
  } else if (phase_ == Phase::ExtraTile) {
    ++turn_part_;
  } else if (phase_ == Phase::Module) {  // a turn of its own once the stack ran out
    module_phase_ = -1;
    resume_ = Resume::None;
    step_module_ = 0;
    settling_pass_ = false;
    active_ = player;
    turn_part_ = 0;
  }
  do_place(tiles);
}

void Game::score_and_wrap_up() {
  if (extra_earned_ > 0 && extra_before_scoring_) {
    deferred_scoring_.push_back(last_placed_);
    deferred_scoring_.insert(deferred_scoring_.end(), placed_with_.begin(), placed_with_.end());
  } else if (deferred_scoring_.empty() && placed_with_.empty()) {
    score_completed_around(last_placed_);
  } else {  // the earlier tiles of the turn (or of the placement) with this one: each feature once
    deferred_scoring_.push_back(last_placed_);
    deferred_scoring_.insert(deferred_scoring_.end(), placed_with_.begin(), placed_with_.end());
    score_deferred();
  }
  if (!turn_modules_.empty() && !run_step(OrderStep::FeaturesScored)) return;
  wrap_up_turn();
}

void Game::wrap_up_turn() {
  if (extra_earned_ > 0) {
    --extra_earned_;
    // With nothing left to draw, only a tile from the player's supply can be the extra one.
    phase_ = Phase::ExtraTile;
    if (!stack_.empty() || supply_tile_offered()) return;
  }
  end_turn();
}

bool Game::supply_tile_offered() const {
  std::vector<Action> listed;
  for (const auto* m : turn_modules_) m->list_actions(*this, listed);
  for (const Action& a : listed)
    if (const auto* verb = std::get_if<ModuleAction>(&a); verb && rules_->verbs.at(verb->verb).places_tile) return true;
  return false;
}

void Game::take_extra_tile() {
  ++turn_part_;
  if (scripted_draws_) {
    phase_ = Phase::Draw;
    return;
  }
  if (!draw()) end_turn();  // every tile left was set aside: the turn ends, and with it the game
}

void Game::score_deferred() {
  if (deferred_scoring_.empty()) return;
  score_completed_by(deferred_scoring_.data(), deferred_scoring_.size());
  deferred_scoring_.clear();
}

void Game::end_turn() {
  score_deferred();
  filled_this_turn_.clear();
  log_event(TurnEnded{active_});
  active_ = (active_ + 1) % static_cast<int>(players_.size());
  turn_part_ = 0;
  extra_earned_ = 0;  // an extra tile declined takes any other still owed with it
  start_turn();
}

void Game::start_turn() {
  last_set_aside_ = nullptr;
  // No turn begins once the stack is empty (and no module holds tiles to give): nothing of
  // step 1 happens then.
  if (!turn_modules_.empty() && (!stack_.empty() || modules_hold_tiles()) && !run_step(OrderStep::TurnBegins)) return;
  start_draw();
}

bool Game::modules_hold_tiles() const {
  for (const auto* m : turn_modules_)
    if (m->holds_tiles(*this)) return true;
  return false;
}

bool Game::deal() {
  tile_dealt_ = false;
  if (turn_part_ > 0) return false;
  for (const auto* m : turn_modules_)
    if (const TileType* t = m->deal_tile(*this)) {
      tile_dealt_ = true;
      if (draw_tile(t, false)) return true;
      tile_dealt_ = false;  // it fits nowhere: discarded, and the player draws as usual
      return false;
    }
  return false;
}

void Game::start_draw() {
  if (!turn_modules_.empty() && deal()) return;
  draw_next();
}

// One place decides what follows when a tile is wanted: with scripted draws nature names it, else
// it is drawn; with nothing left to draw the turn ends while the turn itself (an extra tile) or a
// module (ExpansionModule::holds_tiles) still has tiles to give, and otherwise the game does.
void Game::draw_next() {
  if (scripted_draws_ && !stack_.empty()) {
    phase_ = Phase::Draw;
    return;
  }
  if (!scripted_draws_ && draw()) return;
  if (turn_part_ > 0 || modules_hold_tiles())
    end_turn();
  else
    stack_ran_out();
}

const TileType* Game::take_stack_tile(const TileType* which) {
  auto it = which ? std::find(stack_.begin(), stack_.end(), which) : stack_.begin();
  if (it == stack_.end()) return nullptr;
  const TileType* t = *it;
  stack_.erase(it);
  count_stack_tile(t, -1);
  return t;
}

// The tile just taken from the stack: placed next, set aside by a module's rule, or (fitting
// nowhere) discarded or put back. True when it waits to be placed.
bool Game::draw_tile(const TileType* t, bool may_return) {
  log_event(TileDrawn{active_, t});
  if (!turn_modules_.empty() && !tile_dealt_) {
    const TileType* before = drawn_;
    drawn_ = t;  // the modules' tile_drawn hooks see it
    drawn_may_return_ = may_return;
    step_module_ = 0;
    if (!run_tile_drawn()) return true;  // a module's decision about the drawn tile waits
    drawn_ = before;
  }
  return settle_draw(t, may_return);
}

bool Game::run_tile_drawn() {
  for (; step_module_ < turn_modules_.size(); ++step_module_) {
    turn_modules_[step_module_]->tile_drawn(*this);
    if (phase_ == Phase::Module) {
      ++step_module_;
      resume_ = Resume::TileDrawn;
      return false;
    }
  }
  step_module_ = 0;
  resume_ = Resume::None;
  return true;
}

bool Game::settle_draw(const TileType* t, bool may_return) {
  for (const auto* m : turn_modules_)
    if (auto rule = m->sets_aside(*this, t); rule.why) {
      last_set_aside_ = t;
      log_event(TileSetAside{active_, t, rule.why});
      // Back into the stack only while another tile could still come first (no endless redraw).
      if (rule.back_to_stack && may_return) {
        auto at = scripted_draws_ ? stack_.size() : static_cast<std::size_t>(nature_random(stack_.size() + 1));
        stack_.insert(stack_.begin() + static_cast<std::ptrdiff_t>(at), t);
        count_stack_tile(t, +1);
        log_event(TilesReturned{1});
      } else {
        set_aside_.push_back(t);
      }
      return false;
    }
  if (board_.empty() || fits_somewhere(t)) {
    drawn_ = t;
    phase_ = Phase::PlaceTile;
    return true;
  }
  if (!turn_modules_.empty()) {  // asked as the tile waits to be placed, so that modules may check placements of it
    Phase was = phase_;
    drawn_ = t;
    phase_ = Phase::PlaceTile;
    for (const auto* m : turn_modules_)
      if (m->mends_placement(*this, t)) {  // the player lays it with that help, or discards it
        may_discard_ = true;
        return true;
      }
    drawn_ = nullptr;
    phase_ = was;
  }
  last_set_aside_ = t;
  // Returning only helps while another tile could come first, and only until every tile left
  // has gone back once in a row (may_return): else tiles that all fit nowhere cycle forever.
  bool back = return_unplaceable_ && may_return && !stack_.empty();
  log_event(TileDiscarded{active_, t, back});
  if (back) {
    stack_.push_back(t);
    count_stack_tile(t, +1);
  }
  return false;
}

bool Game::draw() {
  // A tile that fits nowhere is set aside and another drawn (CAR-11 for the variant).
  bool put_back = return_unplaceable_;
  std::size_t returned_in_a_row = 0;
  while (!stack_.empty()) {
    const TileType* t = stack_.front();
    stack_.pop_front();
    count_stack_tile(t, -1);
    if (!turn_modules_.empty()) {
      std::size_t before = stack_.size();
      if (draw_tile(t, returned_in_a_row < stack_.size())) return true;
      if (stack_.size() > before) ++returned_in_a_row;
      continue;
    }
    log_event(TileDrawn{active_, t});
    if (board_.empty() || fits_somewhere(t)) {
      drawn_ = t;
      phase_ = Phase::PlaceTile;
      return true;
    }
    // Returning only helps while some other tile could still come first.
    bool back = put_back && returned_in_a_row < stack_.size();
    last_set_aside_ = t;  // as draw_tile does: naming it again is refused as a tile set aside
    log_event(TileDiscarded{active_, t, back});
    if (back) {
      stack_.push_back(t);
      count_stack_tile(t, +1);
      ++returned_in_a_row;
    }
  }
  return false;
}

void Game::discard_drawn() {
  const TileType* t = drawn_;
  drawn_ = nullptr;
  may_discard_ = false;
  last_set_aside_ = t;
  bool back = return_unplaceable_ && !stack_.empty();
  log_event(TileDiscarded{active_, t, back});
  if (back) {
    stack_.push_back(t);
    count_stack_tile(t, +1);
  }
  if (scripted_draws_ && !stack_.empty()) {
    phase_ = Phase::Draw;
    return;
  }
  if (draw()) return;
  if (turn_part_ > 0)
    end_turn();  // an extra tile discarded with nothing left: the turn ends, and with it the game
  else
    stack_ran_out();
}

void Game::disconnect_features(NodeId a, NodeId b) {
  regions_.disconnect(board_, a, b);
  for (int i = 0; i < static_cast<int>(figures_.size()); ++i)
    if (figures_[static_cast<std::size_t>(i)].on_board())
      regions_.add_figure(node_of(figures_[static_cast<std::size_t>(i)].tile, figures_[static_cast<std::size_t>(i)].feature), i);
}

void Game::alter_tile(int tile_index, const TileType* variant) {
  board_.alter(tile_index, variant);
  regions_.add_added_features(board_, tile_index);
}

void Game::stack_ran_out() {
  if (!turn_modules_.empty() && !run_step(OrderStep::GameEnds)) return;  // a module's decision first
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
