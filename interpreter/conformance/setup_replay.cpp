#include "setup_replay.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

#include "case_player.hpp"
#include "core/tile_catalog.hpp"

namespace carc::conformance {

using nlohmann::json;

namespace {

// How many tentative turns the search may try for one case before it gives up: a setup that
// is reachable is nearly always found on the first, greedy path.
constexpr int kSearchBudget = 4000;

Coord coord_of(const json& item) { return {item.at("x").get<int>(), item.at("y").get<int>()}; }

std::string where(Coord c) { return fmt::format("({},{})", c.x, c.y); }

// What a position is, for comparing the replayed one with the setup's: every figure in play
// (owner, kind, square, spot, detail), scores, supplies, tokens, who is to play.
using FigureKey = std::tuple<int, int, int, int, int, int>;
std::vector<FigureKey> figures_in_play(const Game& g) {
  std::vector<FigureKey> out;
  for (const Figure& f : g.figures()) {
    if (!f.placed()) continue;
    Coord at = f.spot == Spot::Special ? Coord{-100000, f.tile} : g.board().tile(f.tile).at;
    out.emplace_back(f.owner, f.kind, at.x, at.y, static_cast<int>(f.spot), f.feature);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Why the replayed position differs from the setup's, or "" when it is the same.
std::string difference(const Game& replayed, const Game& setup) {
  if (figures_in_play(replayed) != figures_in_play(setup)) return "the figures in play differ (a rule moved or removed one)";
  for (std::size_t p = 0; p < setup.players().size(); ++p) {
    const Player& a = replayed.players()[p];
    const Player& b = setup.players()[p];
    if (a.score != b.score) return fmt::format("{} has {} points after the turns, not {}", b.name, a.score, b.score);
    if (a.supply != b.supply) return fmt::format("{}'s supply differs after the turns", b.name);
    if (a.tokens != b.tokens) return fmt::format("{}'s tokens differ after the turns", b.name);
  }
  if (replayed.active_player() != setup.active_player()) return "another player is to play after the turns";
  return "";
}

class ReplaySearch {
 public:
  explicit ReplaySearch(const json& c) : c_(c), field_(c, "case") {}

  json run() {
    target_ = setup_position(field_);
    const Game& setup = *target_.game;
    names_.clear();
    for (const Player& p : setup.players()) names_.push_back(p.name);
    for (const json& item : c_.at("setup")) {
      const std::string type = item.at("type").get<std::string>();
      if (type == "tile" && item.contains("with"))  // a bridge on it, a ferry on its lake: a replayed turn lays and deploys only
        return unreachable(fmt::format("the setup tile at {} carries a module's action (`with {}`), which a replayed turn does not take",
                                       where(coord_of(item)), item.at("with").at("verb").get<std::string>()));
      if (type == "tile") tiles_.push_back(item);
      if (type == "figure") figures_.push_back(item);
      if (type == "in-place")
        return unreachable(fmt::format("a {} stands in the {}: no replayed turn puts a figure there without the scoring that sends it",
                                       item.at("figure").get<std::string>(), item.at("place").get<std::string>()));
    }
    if (tiles_.empty()) return unreachable("the setup lays no tile, so there is no start tile");
    std::map<Coord, int> tile_at;
    for (std::size_t i = 0; i < tiles_.size(); ++i) tile_at[coord_of(tiles_[i])] = static_cast<int>(i);
    figure_of_.assign(tiles_.size(), -1);
    for (std::size_t f = 0; f < figures_.size(); ++f) {
      const json& item = figures_[f];
      const std::string who = fmt::format("{}'s {}", item.at("player").get<std::string>(), item.at("figure").get<std::string>());
      Coord at = coord_of(item.at("feature"));
      if (item.contains("corner"))
        return unreachable(fmt::format("{} stands on a corner of the tile at {}: a replayed turn deploys onto a feature of the tile it lays", who, where(at)));
      int t = tile_at.at(at);
      if (figure_of_[static_cast<std::size_t>(t)] >= 0)
        return unreachable(fmt::format("two figures stand on the tile at {}: a turn deploys one", where(at)));
      figure_of_[static_cast<std::size_t>(t)] = static_cast<int>(f);
    }
    // What play cannot produce without scoring: points, tokens, a supply other than the figures
    // on the board leave.
    Game fresh(target_.rules, setup.options(), names_);
    for (std::size_t p = 0; p < names_.size(); ++p) {
      const Player& now = setup.players()[p];
      if (now.score != 0)
        return unreachable(fmt::format("the setup gives {} {} points; replayed turns complete nothing with a figure on it, so they score none", now.name, now.score));
      for (std::size_t k = 0; k < now.tokens.size(); ++k)
        if (now.tokens[k] != fresh.players()[p].tokens[k])
          return unreachable(fmt::format("the setup gives {} {} {} tokens instead of the {} a game starts with, which replayed turns do not hand out",
                                         now.name, now.tokens[k], setup.rules().tokens.name(static_cast<int>(k)), fresh.players()[p].tokens[k]));
      for (int k = 0; k < setup.rules().figures.size(); ++k) {
        int on_board = 0;
        for (const Figure& f : setup.figures())
          if (f.owner == static_cast<int>(p) && f.kind == k && f.placed()) ++on_board;
        int left = fresh.players()[p].supply[static_cast<std::size_t>(k)] - on_board;
        if (now.supply[static_cast<std::size_t>(k)] != left)
          return unreachable(fmt::format("the setup leaves {} {} of {} in supply; deploying its figures from the full supply leaves {}",
                                         now.name, now.supply[static_cast<std::size_t>(k)], setup.rules().figures.at(k).name, left));
      }
    }
    // Seat order: the turns end with the case's first player to play, so who starts is fixed.
    const int n = static_cast<int>(names_.size());
    const int turns = static_cast<int>(tiles_.size()) - 1;
    first_ = ((setup.active_player() - turns) % n + n) % n;
    for (int p = 0; p < n; ++p) {
      int own = 0, figures = 0;
      for (int k = 0; k < turns; ++k) own += (first_ + k) % n == p;
      for (const json& f : figures_) figures += f.at("player").get<std::string>() == names_[static_cast<std::size_t>(p)];
      if (figures > own)
        return unreachable(fmt::format("{} has {} figures on setup tiles but only {} of the {} replayed turns (seat order from {}, so that {} plays first after them)",
                                       names_[static_cast<std::size_t>(p)], figures, own, turns, names_[static_cast<std::size_t>(first_)],
                                       names_[static_cast<std::size_t>(setup.active_player())]));
    }

    // The start tile is laid by no turn, so it carries no figure: the first setup tile if it
    // has none, else the first that works of those without a figure.
    std::vector<std::size_t> starts;
    for (std::size_t t = 0; t < tiles_.size(); ++t)
      if (figure_of_[t] < 0) starts.push_back(t);
    if (starts.empty())
      return unreachable("a figure stands on every setup tile, and the start tile, which no turn lays, can carry none");
    std::string first_why;
    for (std::size_t start : starts) {
      if (std::string why = attempt(start); !why.empty()) {
        if (first_why.empty())
          first_why = start == 0 ? why : fmt::format("{} stands on the first setup tile; from the first tile without a figure, {}",
                                                     figure_name(0), why);
        if (budget_ <= 0) break;
        continue;
      }
      start_ = static_cast<int>(start);
      break;
    }
    if (start_ < 0) return unreachable(first_why);
    json out_turns = json::array();
    for (const auto& [t, player] : order_) {
      const json& item = tiles_[static_cast<std::size_t>(t)];
      json turn = {{"player", names_[static_cast<std::size_t>(player)]}, {"tile", item.at("tile")}, {"x", item.at("x")},
                   {"y", item.at("y")}, {"rotation", item.at("rotation")}, {"deploy", nullptr}};
      int f = figure_of_[static_cast<std::size_t>(t)];
      if (f >= 0) turn["deploy"] = {{"figure", figures_[static_cast<std::size_t>(f)].at("figure")}, {"feature", figures_[static_cast<std::size_t>(f)].at("feature")}};
      out_turns.push_back(std::move(turn));
    }
    json stack_out = json::array();
    for (const auto& [t, player] : order_) stack_out.push_back(tiles_[static_cast<std::size_t>(t)].at("tile"));
    for (const json& id : c_.at("stack")) stack_out.push_back(id);
    const json& start = tiles_[static_cast<std::size_t>(start_)];
    return {{"start", {{"tile", start.at("tile")}, {"x", start.at("x")}, {"y", start.at("y")}, {"rotation", start.at("rotation")}}},
            {"first", names_[static_cast<std::size_t>(first_)]},
            {"turns", out_turns},
            {"stack", stack_out}};
  }

 private:
  static json unreachable(std::string why) { return {{"unreachable", std::move(why)}}; }

  std::string figure_name(std::size_t tile) const {
    const json& f = figures_[static_cast<std::size_t>(figure_of_[tile])];
    return fmt::format("{}'s {}", f.at("player").get<std::string>(), f.at("figure").get<std::string>());
  }

  // Searches for the turns from setup tile `start`: "" when found (order_ holds them), else why not.
  std::string attempt(std::size_t start) {
    const Game& setup = *target_.game;
    Game g(target_.rules, setup.options(), names_);
    g.setup_tile(builtin_catalog().find(tiles_[start].at("tile").get<std::string>()), coord_of(tiles_[start]), rotation(tiles_[start]));
    std::vector<const TileType*> stack;
    for (std::size_t i = 0; i < tiles_.size(); ++i)
      if (i != start) stack.push_back(builtin_catalog().find(tiles_[i].at("tile").get<std::string>()));
    for (const json& id : c_.at("stack")) stack.push_back(builtin_catalog().find(id.get<std::string>()));
    g.set_stack(std::move(stack));
    g.set_scripted_draws(true);
    g.set_manual_end(true);
    g.set_active_player(first_);
    g.begin();
    if (g.phase() != Phase::Draw && !(tiles_.size() == 1 && g.phase() == Phase::StackEmpty))
      return fmt::format("after the start tile the game waits for {}, not a draw", g.phase_label());
    std::vector<bool> laid(tiles_.size(), false);
    laid[start] = true;
    order_.clear();
    deepest_ = -1;
    why_ = "no tile touches the layout";
    if (search(g, laid)) return "";
    if (budget_ <= 0)
      return fmt::format("no order of legal turns found within {} tries; the deepest stopped at turn {}: {}", kSearchBudget,
                         deepest_ + 1, why_);
    return fmt::format("no order of legal turns by the players in seat order lays every setup tile with its figure; "
                       "the deepest attempt stopped at turn {}: {}", deepest_ + 1, why_);
  }

  static Rotation rotation(const json& item) { return static_cast<Rotation>(item.at("rotation").get<int>() / 90); }

  void stuck(int turn, std::string why) {
    if (turn >= deepest_) deepest_ = turn, why_ = std::move(why);
  }

  // Lays the remaining tiles turn by turn: the player to play takes a tile touching the layout
  // that carries one of their figures (deployed now) or none; other players' figure tiles wait
  // for their owners. Depth first, with the figure tiles of the player to play tried first. The
  // path is kept on the heap, not the call stack: a setup may hold a thousand tiles and more.
  bool search(const Game& start, std::vector<bool>& laid) {
    struct Level {
      Game game;
      std::vector<std::size_t> choices;  // the setup tiles the player to play may lay, in the order tried
      std::size_t next = 0;
    };
    auto all_laid = [&] { return std::all_of(laid.begin(), laid.end(), [](bool b) { return b; }); };
    if (all_laid()) {  // the start tile is the whole setup
      std::string diff = difference(start, *target_.game);
      if (diff.empty()) return true;
      stuck(0, "the turns reach another position: " + diff);
      return false;
    }
    std::vector<Level> path;
    path.push_back({start, choices(start, laid, 0)});
    while (!path.empty()) {
      const int turn = static_cast<int>(path.size()) - 1;
      Level& level = path.back();
      if (level.next == level.choices.size()) {  // every choice here failed: take back the turn that led here
        path.pop_back();
        if (!path.empty()) {
          laid[static_cast<std::size_t>(order_.back().first)] = false;
          order_.pop_back();
        }
        continue;
      }
      if (--budget_ < 0) return false;
      const std::size_t t = level.choices[level.next++];
      std::optional<Game> next = lay(level.game, t, turn);
      if (!next) continue;
      laid[t] = true;
      order_.emplace_back(static_cast<int>(t), level.game.active_player());
      if (all_laid()) {
        std::string diff = difference(*next, *target_.game);
        if (diff.empty()) return true;
        stuck(turn + 1, "the turns reach another position: " + diff);
        laid[t] = false;
        order_.pop_back();
        continue;
      }
      std::vector<std::size_t> after = choices(*next, laid, turn + 1);
      path.push_back({std::move(*next), std::move(after)});
    }
    return false;
  }

  // The setup tiles the player to play in `g` may lay next: their own figure tiles first, then
  // the tiles without a figure, each touching the layout.
  std::vector<std::size_t> choices(const Game& g, const std::vector<bool>& laid, int turn) {
    const int player = g.active_player();
    std::vector<std::size_t> own, plain;
    for (std::size_t t = 0; t < tiles_.size(); ++t) {
      if (laid[t] || !g.board().frontier_position(coord_of(tiles_[t]))) continue;
      int f = figure_of_[t];
      if (f < 0) plain.push_back(t);
      else if (figures_[static_cast<std::size_t>(f)].at("player").get<std::string>() == names_[static_cast<std::size_t>(player)]) own.push_back(t);
    }
    if (own.empty() && plain.empty())
      stuck(turn, fmt::format("{} has no tile to lay: the tiles touching the layout carry other players' figures",
                              names_[static_cast<std::size_t>(player)]));
    own.insert(own.end(), plain.begin(), plain.end());
    return own;
  }

  // The game after the player to play lays setup tile `t` with its figure (or none) and ends the
  // turn, or nullopt (and why, through stuck) when a rule refuses it.
  std::optional<Game> lay(const Game& g, std::size_t t, int turn) {
    const json& item = tiles_[t];
    const TileType* type = builtin_catalog().find(item.at("tile").get<std::string>());
    Coord at = coord_of(item);
    Game next = g;
    if (auto no = next.apply(DrawTile{type})) {
      stuck(turn, fmt::format("{} cannot be drawn: {}", type->id, no->code));
      return std::nullopt;
    }
    if (auto no = next.apply(PlaceTile{type, at, rotation(item)})) {
      stuck(turn, fmt::format("{} at {} is refused: {}", type->id, where(at), no->code));
      return std::nullopt;
    }
    std::string refusal;
    int f = figure_of_[t];
    if (f < 0) {
      if (auto no = next.apply(Pass{})) refusal = fmt::format("passing after {} at {} is refused: {}", type->id, where(at), no->code);
    } else {
      const json& fig = figures_[static_cast<std::size_t>(f)];
      int feature = target_.feature(Field(fig.at("feature"), "feature")).second;
      int kind = *target_.rules->figures.find(fig.at("figure").get<std::string>());
      if (auto no = next.apply(Deploy{kind, feature, -1}))
        refusal = fmt::format("{}'s {} on {} at {} is refused: {}", fig.at("player").get<std::string>(),
                              fig.at("figure").get<std::string>(), fig.at("feature").at("kind").get<std::string>(), where(at), no->code);
    }
    if (!refusal.empty()) {
      stuck(turn, refusal);
      return std::nullopt;
    }
    if (next.phase() != Phase::Draw && next.phase() != Phase::StackEmpty) {
      stuck(turn, fmt::format("after {} at {} the game waits for {}, not the next draw", type->id, where(at), next.phase_label()));
      return std::nullopt;
    }
    return next;
  }

  const json& c_;
  Field field_;
  PlayState target_;
  std::vector<std::string> names_;
  std::vector<json> tiles_, figures_;
  std::vector<int> figure_of_;  // per setup tile: the index in figures_ of the figure on it, or -1
  std::vector<std::pair<int, int>> order_;  // (setup tile, player) per replayed turn
  int first_ = 0;
  int start_ = -1;  // the setup tile laid as the start tile
  int budget_ = kSearchBudget;
  int deepest_ = -1;
  std::string why_ = "no tile touches the layout";
};

}  // namespace

json find_setup_replay(const json& c) { return ReplaySearch(c).run(); }

json case_bounds(const json& c) {
  bool any = false;
  Coord lo{0, 0}, hi{0, 0};
  auto add = [&](Coord at) {
    if (!any) lo = hi = at, any = true;
    lo = {std::min(lo.x, at.x), std::min(lo.y, at.y)};
    hi = {std::max(hi.x, at.x), std::max(hi.y, at.y)};
  };
  for (const json& item : c.at("setup"))
    if (item.at("type") == "tile") add(coord_of(item));
  for (const json& step : c.at("steps"))
    for (const json& a : step.value("actions", json::array())) {
      if (a.at("type") == "place") add(coord_of(a));
      if (a.at("type") == "verb")  // a tile from the player's supply (an abbey) is laid on a square argument
        for (const json& arg : a.at("args"))
          if (arg.contains("square")) add(coord_of(arg.at("square")));
    }
  auto widen = [](int v, int by) { return std::clamp(v + by, -kMaxCoordinate, kMaxCoordinate); };
  return {{"min", {{"x", widen(lo.x, -1)}, {"y", widen(lo.y, -1)}}}, {"max", {{"x", widen(hi.x, 1)}, {"y", widen(hi.y, 1)}}}};
}

}  // namespace carc::conformance
