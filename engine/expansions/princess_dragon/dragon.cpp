#include "dragon.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "expansions/castles_germany/castles.hpp"
#include "expansions/river2/volcano.hpp"
#include "pieces.hpp"

namespace carc::pd {

namespace {

int dragon_phase(const Game& g) {
  auto p = g.rules().phases.find(kDragonMove);
  return p ? *p : -1;
}

bool moving(const Game& g) { return g.phase() == Phase::Module && g.module_phase() == dragon_phase(g); }

}  // namespace

ExpansionModule::SetAside dragon_sets_aside(const Game& g, const TileType* t) {
  if (!t->has_symbol(kDragonSymbol) || tile_of_neutral(g, kDragon) >= 0) return {};
  // CAR:conflicts/c14-dragon-before-volcano: aside until a volcano comes (the CAR), or back into
  // the stack at once and another tile drawn (the other rule text).
  if (g.options().is("dragon-tile-before-volcano", "redraw"))
    return {"a dragon tile drawn while the dragon is not yet in play goes back into the stack", true};
  return {"a dragon tile drawn while the dragon is not yet in play waits beside the stack (a volcano brings it in)", false};
}

void volcano_placed(Game& g, int tile_index) {
  if (!tile_shows(g, tile_index, kVolcanoSymbol)) return;
  // River II's volcano lake calls the dragon only under the rules that say so (CAR-244).
  if (!river2::volcano_calls_dragon(g, g.board().tile(tile_index).type)) return;
  int dragon = neutral_figure(g, kDragon);
  if (dragon < 0) return;
  bool first = !g.figures()[static_cast<std::size_t>(dragon)].placed();
  g.move_figure(dragon, tile_index, Spot::Tile, kNoDetail, Game::kNature);
  if (first) g.return_set_aside();  // the dragon tiles set aside go back into the stack
}

std::vector<int> dragon_targets(const Game& g) {
  std::vector<int> out(4, -1);
  int from = tile_of_neutral(g, kDragon);
  if (from < 0) return out;
  const std::vector<int>* state = g.module_state(kModule);
  int fairy = tile_of_neutral(g, kFairy);
  int dragon = *g.rules().figures.find(kDragon);
  Coord at = g.board().tile(from).at;
  bool one_square = castles_germany::counts_as_one_square(g);
  auto visited = [&](int t) { return t >= 0 && state && std::find(state->begin() + kVisited, state->end(), t) != state->end(); };
  for (int s = 0; s < 4; ++s) {
    Coord to = neighbour(at, static_cast<Side>(s));
    int t = g.board().index_at(to);
    // A German castle as one square (CAR-352): a step onto it along its length crosses it.
    int other = one_square ? castles_germany::other_half(g, t) : -1;
    if (other >= 0 && g.board().index_at(neighbour(to, static_cast<Side>(s))) == other) t = other;
    if (t < 0 || t == fairy || g.tile_closed_to(dragon, t)) continue;  // another module's rule (the City of Carcassonne)
    if (visited(t) || visited(other)) continue;
    out[static_cast<std::size_t>(s)] = t;
  }
  return out;
}

void start_dragon_move(Game& g, OrderStep step) {
  OrderStep when = g.options().is("dragon-timing", "after-scoring") ? OrderStep::FeaturesScored : OrderStep::FiguresMoved;
  if (step != when || !tile_shows(g, g.last_placed(), kDragonSymbol)) return;
  int from = tile_of_neutral(g, kDragon);
  if (from < 0) return;  // not in play yet
  std::vector<int>& state = g.module_state(kModule);
  state.assign(kVisited, 0);
  state[kStepsLeft] = 6;
  state[kMover] = g.active_player();
  state.push_back(from);  // the move may not come back to where it started (CAR-87)
  auto targets = dragon_targets(g);
  if (std::all_of(targets.begin(), targets.end(), [](int t) { return t < 0; })) return;  // a dead end at once
  g.open_decision(dragon_phase(g), g.active_player());
}

std::optional<Rejection> check_dragon_step(const Game& g, const ModuleAction& a) {
  if (!moving(g)) return Rejection{reason::kWrongPhase, fmt::format("the dragon is not moving: the game waits for {}", g.phase_label())};
  int side = a.arg(0).a;
  auto targets = dragon_targets(g);
  if (targets[static_cast<std::size_t>(side)] >= 0) return std::nullopt;
  int from = tile_of_neutral(g, kDragon);
  Coord to = neighbour(g.board().tile(from).at, static_cast<Side>(side));
  int t = g.board().index_at(to);
  std::string why = t < 0                                   ? "there is no tile"
                    : t == tile_of_neutral(g, kFairy)         ? "the fairy stands there"
                    : g.tile_closed_to(*g.rules().figures.find(kDragon), t)
                        ? "a rule of another expansion keeps the dragon off that tile"
                        : "the dragon visited it in this move";
  return Rejection{kDragonBlocked, fmt::format("the dragon cannot step to ({},{}): {}", to.x, to.y, why)};
}

void dragon_step(Game& g, const ModuleAction& a) {
  int to = dragon_targets(g)[static_cast<std::size_t>(a.arg(0).a)];
  std::vector<int>& state = g.module_state(kModule);
  int mover = state[kMover];
  g.move_figure(neutral_figure(g, kDragon), to, Spot::Tile, kNoDetail, mover);
  // It eats every figure on the tile it enters, of flesh and blood (the 2015 meal plan); a German
  // castle that counts as one square is entered whole (CAR-352).
  int whole = castles_germany::counts_as_one_square(g) ? castles_germany::other_half(g, to) : -1;
  std::vector<int> meal;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (!f.on_one_tile() || (f.tile != to && f.tile != whole)) continue;  // a barn straddles four tiles (CAR-92)
    // A neutral figure, unless its kind is edible (the teacher, the mage, the witch) and the
    // rules are those since March 2015 (CAR-90).
    if (f.neutral() && (!g.rules().figures.at(f.kind).edible || g.options().is("dragon-eats-neutral", "spared"))) continue;
    if (castles_germany::safe_from_dragon(g, id)) continue;  // a lord in his castle, by option (CAR-94)
    meal.push_back(id);
  }
  for (int id : meal) g.remove_figure(id, "eaten by the dragon");
  std::vector<int>& st = g.module_state(kModule);  // (remove_figure's hooks may have touched the map)
  st.push_back(to);
  if (whole >= 0) st.push_back(whole);
  st[kStepsLeft] -= 1;
  st[kMover] = (mover + 1) % static_cast<int>(g.players().size());
  auto targets = dragon_targets(g);
  bool dead_end = std::all_of(targets.begin(), targets.end(), [](int t) { return t < 0; });
  if (st[kStepsLeft] == 0 || dead_end) {
    st.resize(kVisited);
    st[kStepsLeft] = 0;
    g.close_decision();
    return;
  }
  g.set_decider(st[kMover]);
}

void list_dragon_steps(const Game& g, int verb, std::vector<Action>& out) {
  if (!moving(g)) return;
  auto targets = dragon_targets(g);
  for (int s = 0; s < 4; ++s)
    if (targets[static_cast<std::size_t>(s)] >= 0) {
      out.emplace_back(ModuleAction::of(verb, {{ArgKind::Side, s, 0}}));
    }
}

std::optional<Rejection> check_dragon_tile(const Game& g, const Deploy& d) {
  int target = d.tile < 0 ? g.last_placed() : d.tile;
  if (target != tile_of_neutral(g, kDragon)) return std::nullopt;
  // Older rules let the builder and the pig onto the volcano just placed (CAR-79).
  bool special = !g.rules().figures.at(d.figure_kind).follower;
  if (special && target == g.last_placed() && g.options().is("volcano-deployment", "builder-pig-allowed")) return std::nullopt;
  return Rejection{kDragonOnTile, "no figure may be deployed on the tile where the dragon stands"};
}

std::optional<std::string> check_dragon_state(const Game& g) {
  int at = tile_of_neutral(g, kDragon);
  if (at < 0) return std::nullopt;
  if (at == tile_of_neutral(g, kFairy)) return "the dragon and the fairy share a tile";
  if (g.options().is("volcano-deployment", "builder-pig-allowed")) return std::nullopt;
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (const Figure& f = g.figures()[static_cast<std::size_t>(id)];
        !f.neutral() && f.on_one_tile() && f.tile == at && !castles_germany::safe_from_dragon(g, id))
      return fmt::format("{}'s {} stands on the dragon's tile", g.players()[static_cast<std::size_t>(f.owner)].name,
                         g.rules().figures.at(f.kind).name);
  return std::nullopt;
}

}  // namespace carc::pd
