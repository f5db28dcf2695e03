#include "game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "module.hpp"

namespace carc {

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::Setup: return "setup";
    case Phase::PlaceTile: return "place-tile";
    case Phase::Deploy: return "deploy";
    case Phase::ExtraTile: return "extra-tile";
    case Phase::StackEmpty: return "stack-empty";
    case Phase::Draw: return "draw";
    case Phase::Module: return "module";
    default: return "game-over";
  }
}

Game::Game(std::shared_ptr<const Ruleset> rules, RuleOptions options, std::vector<std::string> players)
    : rules_(std::move(rules)), options_(std::move(options)) {
  // Every entry point asks for two or more; a game of nobody has no active player, so modules
  // that deal out pieces per player (dividing by their number) may count on one at least.
  if (players.empty()) throw std::invalid_argument("a game needs players");
  if (&options_.registry() != &rules_->options) throw std::logic_error("options belong to another ruleset");
  return_unplaceable_ = options_.is("unplaceable-tile", "return");
  table_ = Table::of(options_);
  for (const auto* m : rules_->modules) {
    if (m->checks_placement()) placement_modules_.push_back(m);
    if (m->checks_deployment()) deployment_modules_.push_back(m);
    if (m->reacts_to_play()) play_modules_.push_back(m);
    if (m->opens_the_turn()) turn_modules_.push_back(m);
  }
  players_.reserve(players.size());
  for (auto& name : players) {
    Player p;
    p.name = std::move(name);
    p.supply.assign(rules_->figures.size(), 0);
    p.tokens.assign(static_cast<std::size_t>(rules_->tokens.size()), 0);
    players_.push_back(std::move(p));
  }
  for (int k = 0; k < rules_->figures.size(); ++k) {
    has_joiners_ = has_joiners_ || rules_->figures.at(k).with_own_follower;
    has_apart_ = has_apart_ || rules_->figures.at(k).apart;
  }
  for (const auto* m : rules_->modules)
    if (m->breaks_ties()) tie_modules_.push_back(m);
  for (const auto* m : rules_->modules)
    if (m->joins_tiles()) joining_modules_.push_back(m);
  std::size_t pieces = 0;
  for (int k = 0; k < rules_->figures.size(); ++k) pieces += static_cast<std::size_t>(rules_->figures.at(k).supply);
  figures_.reserve(pieces * players_.size());
  for (int p = 0; p < static_cast<int>(players_.size()); ++p)
    for (int k = 0; k < rules_->figures.size(); ++k)
      if (!rules_->figures.at(k).neutral)
        for (int i = 0; i < rules_->figures.at(k).supply; ++i) add_figure(p, k);
  // Neutral figures come after the players' (so a base game's figure ids are unchanged).
  for (int k = 0; k < rules_->figures.size(); ++k)
    if (rules_->figures.at(k).neutral)
      for (int i = 0; i < rules_->figures.at(k).supply; ++i) figures_.push_back({-1, k, -1, -1});
  for (const auto* m : rules_->modules) m->prepare(*this);
}

void Game::add_figure(int player, int kind) {
  figures_.push_back({player, kind, -1, -1});
  ++players_[player].supply[kind];
}

void Game::set_supply(int player, int kind, int count) {
  auto& have = players_[player].supply[kind];
  for (auto& f : figures_)  // bring back pieces set aside earlier before adding new ones
    if (have < count && f.owner == player && f.kind == kind && f.tile == -2) {
      f.tile = -1;
      ++have;
    }
  while (have < count) add_figure(player, kind);
  for (auto it = figures_.rbegin(); it != figures_.rend() && have > count; ++it)
    if (it->owner == player && it->kind == kind && it->in_supply()) {
      it->tile = -2;
      --have;
    }
}

void Game::set_tokens(int player, int kind, int count) { players_[player].tokens[kind] = count; }

void Game::take_tokens(int player, int kind, int count, NodeId region) {
  players_[player].tokens[kind] += count;
  log_event(TokensTaken{player, kind, count, region});
}

bool Game::has_follower_on(int player, NodeId node) const {
  for (int id : regions_.figures(node)) {
    const Figure& f = figures_[id];
    if (f.owner == player && rules_->figures.at(f.kind).follower) return true;
  }
  return false;
}

std::optional<Rejection> Game::check_setup_tile(const TileType* tile, Coord at, Rotation rot) const {
  if (!within_reach(at, kBoardReach))
    return Rejection{reason::kOutOfReach, fmt::format("({},{}) is beyond the reach of setup tiles (±{} squares)", at.x, at.y, kBoardReach)};
  if (board_.at(at)) return Rejection{reason::kSquareOccupied, fmt::format("({},{}) already holds a tile", at.x, at.y)};
  if (board_.empty()) return std::nullopt;
  return check_geometry(tile, at, rot);
}

std::variant<const TileType*, Rejection> Game::setup_variant(const PlaceTile& a) const {
  if (auto r = check_module_action_form(*a.with)) return *r;
  LayoutChange change;
  if (auto r = rules_->verbs.at(a.with->verb).module->setup_change(*this, a, change)) return *r;
  if (!change.laid) return Rejection{reason::kUnknownAction, "the action changes nothing on the tile"};
  return change.laid;
}

std::optional<Rejection> Game::setup_on_laid(int tile_index, const ModuleAction& a) {
  if (auto r = check_module_action_form(a)) return r;
  const VerbDef& verb = rules_->verbs.at(a.verb);
  if (!verb.setup_on_laid) return Rejection{reason::kUnknownAction, "this action does not act on a setup tile once laid"};
  return verb.module->setup_laid(*this, tile_index, a);
}

int Game::setup_tile(const TileType* tile, Coord at, Rotation rot) {
  if (board_.at(at)) throw std::logic_error("setup_tile on an occupied square");
  if (!within_reach(at, kBoardReach)) throw std::out_of_range("setup_tile beyond the board's reach");
  int index = board_.place(tile, at, rot);
  regions_.add_tile(board_, index);
  return index;
}

std::optional<Rejection> Game::setup_figure(int player, int kind, int tile_index, int feature, bool shared_ok) {
  const PlacedTile& pt = board_.tile(tile_index);
  if (feature < 0 || feature >= static_cast<int>(pt.type->features.size()))
    return Rejection{reason::kNoSuchFeature, "the tile has no such feature"};
  FeatureKind fk = pt.type->features[feature].kind;
  if (!is_claimable(fk))
    return Rejection{reason::kNotClaimable, fmt::format("no figure may stand on a {}", feature_kind_name(fk))};
  if (!rules_->figures.can_deploy(kind, fk))
    return Rejection{reason::kFigureNotAllowed,
                     fmt::format("a {} may not stand on a {}", rules_->figures.at(kind).name, feature_kind_name(fk))};
  if (rules_->figures.at(kind).with_own_follower) {
    if (!has_follower_on(player, node_of(tile_index, feature)))
      return Rejection{reason::kNoOwnFollower, fmt::format("a {} goes only where {} already has a follower",
                                                           rules_->figures.at(kind).name, players_[player].name)};
  } else if (!shared_ok && occupied_for(kind, node_of(tile_index, feature))) {
    return Rejection{reason::kRegionOccupied, "that feature already holds a figure"};
  }
  auto it = std::find_if(figures_.begin(), figures_.end(),
                         [&](const Figure& f) { return f.owner == player && f.kind == kind && f.in_supply(); });
  if (it == figures_.end())
    return Rejection{reason::kSupplyEmpty, fmt::format("{} has no {} left in the supply", players_[player].name,
                                                       rules_->figures.at(kind).name)};
  it->tile = tile_index;
  it->feature = feature;
  --players_[player].supply[kind];
  regions_.add_figure(node_of(tile_index, feature), static_cast<int>(it - figures_.begin()));
  return std::nullopt;
}

std::optional<Rejection> Game::setup_corner_figure(int player, int kind, int tile_index, int corner) {
  if (!rules_->figures.at(kind).on_corners)
    return Rejection{reason::kFigureNotAllowed, fmt::format("a {} stands on features, not corners", rules_->figures.at(kind).name)};
  auto it = std::find_if(figures_.begin(), figures_.end(),
                         [&](const Figure& f) { return f.owner == player && f.kind == kind && f.in_supply(); });
  if (it == figures_.end())
    return Rejection{reason::kSupplyEmpty, fmt::format("{} has no {} left in the supply", players_[player].name,
                                                       rules_->figures.at(kind).name)};
  it->tile = tile_index;
  it->feature = corner;
  it->spot = Spot::Corner;
  --players_[player].supply[kind];
  return std::nullopt;
}

std::optional<Rejection> Game::setup_in_place(int player, int kind, int place, int holder, int beside) {
  const FigureKindDef& def = rules_->figures.at(kind);
  if (def.neutral != (player < 0))
    return Rejection{reason::kFigureNotAllowed, def.neutral ? fmt::format("the {} belongs to nobody", def.name)
                                                            : fmt::format("a {} belongs to a player", def.name)};
  auto it = std::find_if(figures_.begin(), figures_.end(), [&](const Figure& f) {
    return f.owner == player && f.kind == kind && (player < 0 || f.in_supply());
  });
  if (it == figures_.end())
    return Rejection{reason::kSupplyEmpty, player < 0 ? fmt::format("no {} in this game", def.name)
                                                      : fmt::format("{} has no {} left in the supply", players_[player].name, def.name)};
  if (it->on_board()) regions_.remove_figure(node_of(it->tile, it->feature), static_cast<int>(it - figures_.begin()));
  if (player >= 0) --players_[player].supply[kind];
  it->tile = place;
  it->feature = holder;
  it->spot = Spot::Special;
  if (beside < 0) return std::nullopt;
  int id = static_cast<int>(it - figures_.begin());
  if (holder < 0 || beside >= static_cast<int>(counting_figures(holder).size()))
    return Rejection{reason::kBadArguments, holder < 0 ? std::string("a figure beside a counting figure stands in a player's place")
                                                       : fmt::format("{} has {} counting figure(s), not {}", players_[holder].name,
                                                                     counting_figures(holder).size(), beside + 1)};
  for (const auto* m : rules_->modules)
    if (m->set_beside_counting_figure(*this, id, beside)) return std::nullopt;
  return Rejection{reason::kBadArguments, fmt::format("a {} stands beside no counting figure", def.name)};
}

int Game::counting_figure_beside(int figure) const {
  for (const auto* m : rules_->modules)
    if (int k = m->beside_counting_figure(*this, figure); k >= 0) return k;
  return -1;
}

void Game::set_score(int player, int score) { players_[player].score = score; }

void Game::set_stack(std::vector<const TileType*> top_first) {
  stack_.assign(top_first.begin(), top_first.end());
  stack_kinds_.clear();
  for (const TileType* t : stack_) count_stack_tile(t, +1);
}

void Game::count_stack_tile(const TileType* t, int delta) {
  // The kinds the tile shows as a bit set (a tile counts once per kind), then one count each.
  std::uint64_t kinds = 0;
  bool beyond = false;  // a kind numbered 64 or more (none today): counted the slow way
  for (const TileFeature& f : t->features) {
    auto k = static_cast<unsigned>(f.kind);
    if (k < 64)
      kinds |= std::uint64_t{1} << k;
    else
      beyond = true;
  }
  auto count = [&](std::size_t k) {
    if (k >= stack_kinds_.size()) stack_kinds_.resize(k + 1, 0);
    stack_kinds_[k] += delta;
  };
  for (; kinds; kinds &= kinds - 1) count(static_cast<std::size_t>(std::countr_zero(kinds)));
  if (beyond)
    for (std::size_t i = 0; i < t->features.size(); ++i) {
      auto k = static_cast<std::size_t>(t->features[i].kind);
      bool first = k >= 64;
      for (std::size_t j = 0; j < i && first; ++j) first = t->features[j].kind != t->features[i].kind;
      if (first) count(k);
    }
}

void Game::begin() {
  if (phase_ != Phase::Setup) throw std::logic_error("begin() called twice");
  // Room for every tile of the stack up front, so the layout and its regions never regrow, and
  // for the events a game usually logs (3.5 per tile and a few more cover random games; see log_event()).
  int tiles = static_cast<int>(board_.tiles().size() + stack_.size());
  int nodes = board_.node_count();
  for (const TileType* t : stack_) nodes += static_cast<int>(t->features.size());
  board_.reserve(tiles);
  regions_.reserve(tiles, nodes);
  events_.reserve(events_.size() + stack_.size() * 7 / 2 + 24);
  start_turn();
}

}  // namespace carc
