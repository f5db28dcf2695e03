#include "porxada_module.hpp"

#include <fmt/format.h>

#include "core/game.hpp"
#include "porxada_names.hpp"

namespace carc {

using namespace porxada;

namespace {

std::vector<int>& state(Game& g) {
  std::vector<int>& s = g.module_state(kModule);
  if (s.size() < static_cast<std::size_t>(kStateSize)) s = {0, -1, 0, -1, -1};
  return s;
}

int read(const Game& g, int i) {
  const std::vector<int>& s = g.module_state_or_empty(kModule);
  if (static_cast<std::size_t>(i) < s.size()) return s[static_cast<std::size_t>(i)];
  return i == kCity || i == kMine || i == kTheirs ? -1 : 0;
}

const Figure& fig(const Game& g, int id) { return g.figures()[static_cast<std::size_t>(id)]; }

bool follower_in_play(const Game& g, int id) {
  const Figure& f = fig(g, id);
  return f.on_board() && !f.neutral() && g.rules().figures.at(f.kind).follower;
}

FeatureKind kind_under(const Game& g, int id) {
  const Figure& f = fig(g, id);
  return g.board().tile(f.tile).type->features[static_cast<std::size_t>(f.feature)].kind;
}

bool has_follower_in_play(const Game& g, int player) {
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
    if (fig(g, id).owner == player && follower_in_play(g, id)) return true;
  return false;
}

// Whether `mine` (the placer's) and `theirs` (another player's) may change places: both
// followers in play, each fit to stand where the other stands (CAR-462: any kinds of follower).
bool exchangeable(const Game& g, int player, int mine, int theirs) {
  if (mine < 0 || theirs < 0 || mine >= static_cast<int>(g.figures().size()) || theirs >= static_cast<int>(g.figures().size()))
    return false;
  if (!follower_in_play(g, mine) || !follower_in_play(g, theirs)) return false;
  if (fig(g, mine).owner != player || fig(g, theirs).owner == player) return false;
  return g.rules().figures.can_deploy(fig(g, mine).kind, kind_under(g, theirs)) &&
         g.rules().figures.can_deploy(fig(g, theirs).kind, kind_under(g, mine));
}

// Marks the owners of the followers in the Porxada's city as having had a knight there.
void mark(Game& g, std::span<const int> figures) {
  std::vector<int>& k = g.module_state(kKnightsKey);
  if (k.size() < g.players().size()) k.resize(g.players().size(), 0);
  for (int id : figures)
    if (!fig(g, id).neutral() && g.rules().figures.at(fig(g, id).kind).follower) k[static_cast<std::size_t>(fig(g, id).owner)] = 1;
}

bool is_city(const Game& g, NodeId root) {
  NodeId city = read(g, kCity);
  return read(g, kUse) == 2 && city >= 0 && g.regions().find(city) == g.regions().find(root);
}

void mark_if_ever(Game& g) {
  if (read(g, kUse) != 2 || read(g, kCompleted) || !g.options().is(kKnights, "ever")) return;
  std::vector<int> figs = g.regions().figures(read(g, kCity));
  mark(g, figs);
}

int figure_kind_supply(const Game& g, int player, int kind) {
  const auto& s = g.players()[static_cast<std::size_t>(player)].supply;
  return static_cast<std::size_t>(kind) < s.size() ? s[static_cast<std::size_t>(kind)] : 0;
}

}  // namespace

std::vector<std::string_view> PorxadaModule::reason_codes() const { return {kNoFollowerInPlay, kNotExchangeable}; }

void PorxadaModule::register_options(OptionRegistry& r) const {
  r.add({kKnights,
         {"completion", "scoring", "ever"},
         {"CAR-463"},
         "Who earns La Porxada's end bonus, a question the rules leave open: completion: the players with a knight in its "
         "city when it is completed; scoring: those whose followers took part in its scoring (a follower brought in from "
         "the City of Carcassonne included); ever: any player who had a knight in it at any time after the choice",
         kModule});
}

void PorxadaModule::register_verbs(VerbTable& verbs, PhaseTable& phases) const {
  phases.add(kChoicePhase);
  phases.add(kSwapPhase, true);
  phases.add(kAnswerPhase);
  verbs.add({kSwapChoice, this, {{}}, "porxada-swap",
             "(phase porxada-choice) use La Porxada to exchange one of your followers in play with another player's"});
  verbs.add({kBonusChoice, this, {{}}, "porxada-bonus",
             "(phase porxada-choice) use La Porxada for its end bonus: whoever has a knight in its completed city scores his "
             "unfinished cities as finished"});
  verbs.add({kSwapVerb, this, {{ArgKind::Figure, ArgKind::Figure}},
             "swap PLAYER FIGURE KIND [PORT] at (x,y) PLAYER FIGURE KIND [PORT] at (x,y)",
             "(phase porxada-offer) offers to exchange your follower (first) with another player's (second); pass: none"});
  verbs.add({kAcceptVerb, this, {{}}, "accept", "(phase porxada-answer) the two followers change places"});
  verbs.add({kRefuseVerb, this, {{ArgKind::Figure}, {ArgKind::Kind}}, "refuse PLAYER FIGURE KIND [PORT] at (x,y) | refuse FIGURE",
             "(phase porxada-answer) no exchange: one of your followers, on the board or from your supply, leaves the game"});
}

void PorxadaModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) supply.land().push_back(t);
}

// The choice follows the figure step of the turn that laid the tile (step 5), before the turn's
// scoring, so that a city the tile completes already knows the use chosen.
void PorxadaModule::at_step(Game& g, OrderStep step) const {
  mark_if_ever(g);
  if (step != OrderStep::FiguresMoved || g.last_placed() < 0 || read(g, kUse) != 0) return;
  const PlacedTile& pt = g.board().tile(g.last_placed());
  for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
    if (pt.type->features[static_cast<std::size_t>(f)].has_symbol(kSymbol)) {
      state(g)[kCity] = pt.node(f);
      g.open_decision(*g.rules().phases.find(kChoicePhase), g.active_player());
      return;
    }
}

void PorxadaModule::feature_completed(Game& g, NodeId root) const {
  if (!is_city(g, root)) return;
  if (!g.options().is(kKnights, "scoring")) {
    std::vector<int> figs = g.regions().figures(root);
    mark(g, figs);
  }
  state(g)[kCompleted] = 1;
  g.note(-1, "La Porxada's city is completed: its end bonus will apply");
}

void PorxadaModule::region_scored(Game& g, NodeId root, std::span<const int> figures, bool final_scoring) const {
  if (final_scoring || !g.options().is(kKnights, "scoring") || !is_city(g, root)) return;
  mark(g, figures);
}

// Each unfinished city scored at the end pays a player of its majority who earned the bonus
// the difference to its value as a finished city (cathedrals and sieges included).
void PorxadaModule::final_scoring(Game& g) const {
  if (read(g, kUse) != 2 || !read(g, kCompleted)) return;
  const std::vector<int>& k = g.module_state_or_empty(kKnightsKey);
  for (NodeId root : g.occupied_roots()) {
    if (g.regions().kind(root) != FeatureKind::City || g.regions().is_complete(g.board(), root)) continue;
    const Region& r = g.regions().region(root);
    int diff = g.value_of(r, false).points - g.value_of(r, true).points;
    if (diff <= 0) continue;
    for (int p : g.majority(r))
      if (static_cast<std::size_t>(p) < k.size() && k[static_cast<std::size_t>(p)])
        g.award_bonus(p, diff, FeatureKind::City, root, true,
                      fmt::format("La Porxada: this unfinished city scores as if finished, {} more", diff),
                      {"CAR:porxada/bonus", "CAR-463"});
  }
}

void PorxadaModule::list_actions(const Game& g, std::vector<Action>& out) const {
  const VerbTable& verbs = g.rules().verbs;
  int player = g.decider();
  if (g.waits_for(kChoicePhase)) {
    if (has_follower_in_play(g, player)) out.emplace_back(ModuleAction::of(*verbs.find(kSwapChoice), {}));
    out.emplace_back(ModuleAction::of(*verbs.find(kBonusChoice), {}));
  } else if (g.waits_for(kSwapPhase)) {
    int verb = *verbs.find(kSwapVerb);
    int n = static_cast<int>(g.figures().size());
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b)
        if (exchangeable(g, player, a, b))
          out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Figure, a, 0}, ActionArg{ArgKind::Figure, b, 0}}));
  } else if (g.waits_for(kAnswerPhase)) {
    out.emplace_back(ModuleAction::of(*verbs.find(kAcceptVerb), {}));
    int verb = *verbs.find(kRefuseVerb);
    for (int id = 0; id < static_cast<int>(g.figures().size()); ++id)
      if (fig(g, id).owner == player && follower_in_play(g, id)) out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Figure, id, 0}}));
    for (int k = 0; k < g.rules().figures.size(); ++k)
      if (g.rules().figures.at(k).follower && !g.rules().figures.at(k).neutral && figure_kind_supply(g, player, k) > 0)
        out.emplace_back(ModuleAction::of(verb, {ActionArg{ArgKind::Kind, k, 0}}));
  }
}

std::optional<Rejection> PorxadaModule::check_action(const Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  const char* phase = verb == kSwapChoice || verb == kBonusChoice ? kChoicePhase : verb == kSwapVerb ? kSwapPhase : kAnswerPhase;
  if (!g.waits_for(phase))
    return Rejection{reason::kWrongPhase, fmt::format("{} answers the decision {}; the game waits for {}", verb, phase, g.phase_label())};
  int player = g.decider();
  if (verb == kSwapChoice && !has_follower_in_play(g, player))
    return Rejection{kNoFollowerInPlay, "the exchange needs a follower of your own in play"};
  if (verb == kSwapVerb && !exchangeable(g, player, a.arg(0).a, a.arg(1).a))
    return Rejection{kNotExchangeable, "the exchange takes a follower of yours in play and another player's, each fit to stand "
                                       "where the other stands"};
  if (verb == kRefuseVerb) {
    if (a.arg(0).kind == ArgKind::Figure) {
      int id = a.arg(0).a;
      if (fig(g, id).owner != player || !follower_in_play(g, id))
        return Rejection{reason::kFigureNotAllowed, "the follower that leaves the game is one of your own"};
    } else {
      int k = a.arg(0).a;
      if (!g.rules().figures.at(k).follower || g.rules().figures.at(k).neutral)
        return Rejection{reason::kFigureNotAllowed, "the figure that leaves the game is a follower"};
      if (figure_kind_supply(g, player, k) <= 0) return Rejection{reason::kSupplyEmpty, "no such follower in your supply"};
    }
  }
  return std::nullopt;
}

void PorxadaModule::apply_action(Game& g, const ModuleAction& a) const {
  const std::string& verb = g.rules().verbs.at(a.verb).name;
  int player = g.decider();
  if (verb == kBonusChoice) {
    state(g)[kUse] = 2;
    std::vector<int> figs = g.regions().figures(read(g, kCity));
    if (g.options().is(kKnights, "ever")) mark(g, figs);
    g.close_decision();
  } else if (verb == kSwapChoice) {
    state(g)[kUse] = 1;
    g.open_decision(*g.rules().phases.find(kSwapPhase), player);
  } else if (verb == kSwapVerb) {
    state(g)[kMine] = a.arg(0).a;
    state(g)[kTheirs] = a.arg(1).a;
    g.open_decision(*g.rules().phases.find(kAnswerPhase), fig(g, a.arg(1).a).owner);
  } else if (verb == kAcceptVerb) {
    int mine = read(g, kMine), theirs = read(g, kTheirs);
    Figure a_was = fig(g, mine), b_was = fig(g, theirs);
    g.move_figure(mine, b_was.tile, Spot::Feature, b_was.feature, a_was.owner);
    g.move_figure(theirs, a_was.tile, Spot::Feature, a_was.feature, a_was.owner);
    // Each has left its feature: what depends on a follower there follows the modules' rules for
    // a follower leaving (a builder or pig with no follower of its owner left goes home, a fairy
    // beside it stays on the tile, beside nobody).
    for (const auto* m : g.rules().modules) {
      m->figure_returned(g, mine, g.node_of(a_was.tile, a_was.feature));
      m->figure_returned(g, theirs, g.node_of(b_was.tile, b_was.feature));
    }
    g.close_decision();
  } else if (verb == kRefuseVerb) {
    int kind;
    if (a.arg(0).kind == ArgKind::Figure) {
      kind = fig(g, a.arg(0).a).kind;
      g.remove_figure(a.arg(0).a, "refused La Porxada's exchange: leaves the game");
    } else {
      kind = a.arg(0).a;
    }
    g.set_supply(player, kind, figure_kind_supply(g, player, kind) - 1);
    g.note(player, fmt::format("{} refuses the exchange: one {} leaves the game", g.players()[static_cast<std::size_t>(player)].name,
                               g.rules().figures.at(kind).name));
    g.close_decision();
  }
}

}  // namespace carc
