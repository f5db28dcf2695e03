#include "quarters.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "count_names.hpp"

namespace carc::count {

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) s.resize(kStateSize, 0);
  return s;
}

const std::vector<int>* state_of(const Game& g) {
  const std::vector<int>* s = g.module_state(kModule);
  return s && s->size() >= static_cast<std::size_t>(kStateSize) ? s : nullptr;
}

int quarter_place(const Game& g, int quarter) { return *g.rules().places.find(kQuarters[static_cast<std::size_t>(quarter)].name); }

int quarter_of_place(const Game& g, int place) {
  for (int q = 0; q < static_cast<int>(kQuarters.size()); ++q)
    if (quarter_place(g, q) == place) return q;
  return -1;
}

int count_figure(const Game& g) {
  int kind = *g.rules().figures.find(kCount);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (g.figures()[static_cast<std::size_t>(id)].kind == kind) return id;
  return -1;
}

int count_quarter(const Game& g) {
  const Figure& f = g.figures()[static_cast<std::size_t>(count_figure(g))];
  return f.spot == Spot::Special ? quarter_of_place(g, f.tile) : -1;
}

bool fits_quarter(const Game& g, int kind, int quarter) {
  const FigureKindDef& def = g.rules().figures.at(kind);
  return def.follower && !def.neutral && g.rules().figures.can_deploy(kind, kQuarters[static_cast<std::size_t>(quarter)].goes_to);
}

std::vector<int> in_quarter(const Game& g, int quarter, int player) {
  std::vector<int> out;
  int place = quarter_place(g, quarter);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.placed() && f.spot == Spot::Special && f.tile == place && f.owner == player) out.push_back(id);
  }
  return out;
}

namespace {

bool closed_to_entering(const Game& g, int quarter) {
  return g.options().is(kBlocks, "entering-and-leaving") && quarter == count_quarter(g);
}

bool in_phase(const Game& g) { return g.phase() == Phase::Module && g.phase_label() == kEnterPhase; }

}  // namespace

// Scoring first, then the decision (CAR-213): the scorings of this part's tile are in the log
// since the tile was placed. Only scorings of a region count (a ransom is none, CAR-208).
bool entry_earned(Game& g) {
  const std::vector<int>& s = *state_of(g);  // tile_placed made it
  int placer = g.active_player();
  bool paid_others = false, placer_gained = false;
  const auto& events = g.events();
  for (std::size_t i = static_cast<std::size_t>(s[kPartEvents]); i < events.size(); ++i) {
    const auto* ev = std::get_if<PointsScored>(&events[i]);
    if (!ev || ev->region < 0 || ev->final_scoring || ev->points <= 0) continue;
    if (std::find(ev->players.begin(), ev->players.end(), placer) != ev->players.end())
      placer_gained = true;
    else if (!ev->players.empty())
      paid_others = true;
  }
  bool earned = g.options().is(kTrigger, "completion") ? s[kCompleted] == 1 && !placer_gained : paid_others && !placer_gained;
  if (!earned) return false;
  bool can = false;
  for (int k = 0; k < g.rules().figures.size() && !can; ++k)
    if (g.players()[static_cast<std::size_t>(placer)].supply[static_cast<std::size_t>(k)] > 0)
      for (int q = 0; q < static_cast<int>(kQuarters.size()) && !can; ++q)
        can = fits_quarter(g, k, q) && !closed_to_entering(g, q);
  if (!can) return false;
  g.note(placer, g.options().is(kTrigger, "completion")
                     ? "the tile completed a road, city or cloister and its placer gained nothing: he may send a follower "
                       "into the City of Carcassonne (count-trigger completion, CAR-207)"
                     : "the tile's scoring paid other players and not its placer: he may send a follower into the City of "
                       "Carcassonne (CAR-207, CAR-213)");
  return true;
}

void list_entries(const Game& g, int verb, std::vector<Action>& out) {
  if (!in_phase(g)) return;
  int player = g.active_player();
  bool free_count = g.options().is(kMove, "free");
  for (int k = 0; k < g.rules().figures.size(); ++k) {
    if (g.players()[static_cast<std::size_t>(player)].supply[static_cast<std::size_t>(k)] == 0) continue;
    for (int q = 0; q < static_cast<int>(kQuarters.size()); ++q) {
      if (!fits_quarter(g, k, q) || closed_to_entering(g, q)) continue;
      ActionArg kind{ArgKind::Kind, k, 0}, where{ArgKind::Place, quarter_place(g, q), 0};
      out.emplace_back(ModuleAction::of(verb, {kind, where}));
      if (free_count)
        for (int c = 0; c < static_cast<int>(kQuarters.size()); ++c)
          if (c != count_quarter(g)) out.emplace_back(ModuleAction::of(verb, {kind, where, ActionArg{ArgKind::Place, quarter_place(g, c), 0}}));
    }
  }
}

std::optional<Rejection> check_entry(const Game& g, const ModuleAction& a) {
  if (!in_phase(g))
    return Rejection{reason::kWrongPhase, fmt::format("a follower enters the City of Carcassonne only after a tile whose scoring "
                                                      "paid others but not its placer; the game waits for {}", g.phase_label())};
  int kind = a.arg(0).a;
  int q = quarter_of_place(g, a.arg(1).a);
  if (q < 0) return Rejection{kWrongQuarter, "that place is no quarter of the City of Carcassonne"};
  if (g.players()[static_cast<std::size_t>(g.active_player())].supply[static_cast<std::size_t>(kind)] == 0)
    return Rejection{reason::kSupplyEmpty, fmt::format("no {} left in the supply", g.rules().figures.at(kind).name)};
  if (!fits_quarter(g, kind, q))
    return Rejection{reason::kFigureNotAllowed, fmt::format("a {} may not go to the {} (CAR-209, CAR-217)", g.rules().figures.at(kind).name,
                                                kQuarters[static_cast<std::size_t>(q)].name)};
  if (closed_to_entering(g, q))
    return Rejection{kCountBlocks, "with count-blocks = entering-and-leaving no follower enters the Count's quarter (CAR-233)"};
  if (a.argc == 3) {
    if (!g.options().is(kMove, "free"))
      return Rejection{reason::kBadArguments, fmt::format("with count-move = {} the Count moves by himself", g.options().get(kMove))};
    if (quarter_of_place(g, a.arg(2).a) < 0) return Rejection{kWrongQuarter, "the Count goes only to a quarter of the city"};
  }
  return std::nullopt;
}

void apply_entry(Game& g, const ModuleAction& a) {
  int player = g.active_player();
  int kind = a.arg(0).a, q = quarter_of_place(g, a.arg(1).a);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == player && f.kind == kind && f.in_supply()) {
      g.move_figure(id, quarter_place(g, q), Spot::Special, kNoDetail, player);
      break;
    }
  }
  // Where the Count goes: the player's choice (free), the next quarter clockwise, or the
  // quarter the follower entered (the two official variants).
  int to = -1;
  if (g.options().is(kMove, "clockwise"))
    to = (count_quarter(g) + 1) % static_cast<int>(kQuarters.size());
  else if (g.options().is(kMove, "follows"))
    to = q;
  else if (a.argc == 3)
    to = quarter_of_place(g, a.arg(2).a);
  if (to >= 0 && to != count_quarter(g)) g.move_figure(count_figure(g), quarter_place(g, to), Spot::Special, kNoDetail, player);
  g.close_decision();
}

}  // namespace carc::count
