#include "abbot_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "abbot_names.hpp"
#include "core/game.hpp"

namespace carc {

using namespace abbot;

namespace {

int abbot_kind(const Game& g) { return *g.rules().figures.find(kFigure); }
FeatureKind garden_kind() { return *parse_feature_kind(kGarden); }

// The active player's abbot on the board (on a cloister or a garden), or -1.
int abbot_on_board(const Game& g, int player) {
  int kind = abbot_kind(g);
  for (int id = 0; id < static_cast<int>(g.figures().size()); ++id) {
    const Figure& f = g.figures()[static_cast<std::size_t>(id)];
    if (f.owner == player && f.kind == kind && f.on_board()) return id;
  }
  return -1;
}

FeatureKind kind_at(const Game& g, int tile, int feature) {
  return g.board().tile(tile).type->features[static_cast<std::size_t>(feature)].kind;
}

// 1 for its own tile and 1 for each of the eight around: a cloister's, or a garden's, worth.
int worth_of(const Game& g, int tile) { return 1 + g.board().surrounding_tiles(g.board().tile(tile).at); }

bool recalled_this_turn(const Game& g) {
  const auto& s = g.module_state_or_empty(kModule);
  return !s.empty() && s[kRecalledTurn] != 0;
}

// Pays a garden's holders (the majority; one abbot at most, but a portal's or a wagon's rules
// never put two there either) and tells the other modules (the fairy's bonus).
void pay_garden(Game& g, NodeId node, int points, bool completed, bool final_scoring, std::string rule,
                std::vector<std::string> rulings) {
  const Region& r = g.regions().region(node);
  std::vector<int> holders = g.majority(r);
  if (holders.empty()) return;
  PointsScored ev;
  ev.players = std::move(holders);
  ev.points = points;
  ev.kind = garden_kind();
  ev.region = g.regions().find(node);
  ev.completed = completed;
  ev.final_scoring = final_scoring;
  ev.tiles = points;
  ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{g.strengths(r), std::move(rule), std::move(rulings)});
  NodeId root = ev.region;
  g.award(std::move(ev));
  g.announce_scored(root, g.regions().figures(root), final_scoring);
}

// The gardens that hold figures, as (board tile, feature) pairs, in figure order.
std::vector<std::pair<int, int>> occupied_gardens(const Game& g) {
  std::vector<std::pair<int, int>> out;
  FeatureKind garden = garden_kind();
  for (const Figure& f : g.figures())
    if (f.on_board() && kind_at(g, f.tile, f.feature) == garden) {
      std::pair<int, int> at{f.tile, f.feature};
      if (std::find(out.begin(), out.end(), at) == out.end()) out.push_back(at);
    }
  return out;
}

}  // namespace

std::vector<std::string_view> AbbotModule::reason_codes() const { return {kNotRecallable, kAbbotRecalled, kGardenFinished}; }

void AbbotModule::register_options(OptionRegistry& r) const {
  r.add({kTowerOption,
         {"refused", "allowed"},
         {"CAR-337", "CAR-126"},
         "refused: the abbot goes only onto a cloister or a garden, never on top of a tower, like the mayor and the "
         "wagon (the CAR leaves the question open); allowed: as a follower he may cap a tower (the other clarification)",
         kModule});
  r.add({kRecallOption,
         {"figure-action", "follower-only"},
         {"CAR-339"},
         "figure-action: taking the abbot back is the turn's move-wood action, so no other figure action goes with it "
         "(what the CAR suspects the rule means); follower-only: only deploying a follower excludes it (C II's literal "
         "text), so another figure's action (the fairy's move) may follow the recall",
         kModule});
}

void AbbotModule::register_figures(FigureTable& t) const {
  // One per player, a follower of strength 1 that goes only onto a cloister or a garden
  // (CAR-335). Not `own_places_only`: a tower's top opens itself to him, and check_deployment
  // refuses it unless abbot-tower = allowed (CAR-337).
  t.add({kFigure, true, 1, 1, {FeatureKind::Cloister, garden_kind()}});
}

void AbbotModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  verbs.add({kRecall, this, {{ArgKind::Kind}}, "recall abbot",
             "in the figure step, instead of deploying: take your abbot back and score his cloister or garden at once as "
             "at the end of the game",
             true});
}

void AbbotModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  // Each garden tile replaces one copy of the base tile it is drawn on (ab/E for E): C II's 72
  // tiles, eight of them with a garden.
  for (const TileType* garden : catalog.types_of(kModule)) {
    const TileType* plain = catalog.find(std::string_view(garden->id).substr(std::string_view(kTilePrefix).size()));
    for (int n = 0; n < garden->count; ++n)
      for (auto& group : supply.groups) {
        auto it = std::find(group.begin(), group.end(), plain);
        if (it == group.end()) continue;
        *it = garden;
        break;
      }
  }
}

std::optional<Rejection> AbbotModule::check_deployment(const Game& g, const Deploy& d) const {
  int tile = d.tile < 0 ? g.last_placed() : d.tile;
  if (tile < 0 || d.feature < 0) return std::nullopt;
  if (d.figure_kind != abbot_kind(g)) {
    if (recalled_this_turn(g) && g.rules().figures.at(d.figure_kind).follower)
      return Rejection{kAbbotRecalled, "the abbot was taken back this turn instead of deploying a follower (C II)"};
    return std::nullopt;
  }
  FeatureKind kind = kind_at(g, tile, d.feature);
  if (kind == *parse_feature_kind(kTower) && !g.options().is(kTowerOption, "allowed"))
    return Rejection{reason::kFigureNotAllowed, "the abbot goes only onto a cloister or a garden (abbot-tower = refused)"};
  // Other places a module opens to every follower (a German castle's lord) stay closed to him.
  if (kind != FeatureKind::Cloister && kind != garden_kind() && kind != *parse_feature_kind(kTower))
    return Rejection{reason::kFigureNotAllowed, "the abbot goes only onto a cloister or a garden"};
  if (kind == garden_kind() && g.board().surrounding_tiles(g.board().tile(tile).at) == 8 && tile != g.last_placed())
    return Rejection{kGardenFinished, "the abbot goes only onto an unfinished cloister or garden (CAR-336)"};
  return std::nullopt;
}

void AbbotModule::at_step(Game& g, OrderStep step) const {
  if (step != OrderStep::TurnBegins) return;
  auto& s = g.module_state(kModule);
  s.assign(kStateSize, 0);
}

// Each figure step is its own: a builder's second tile may deploy a follower again.
void AbbotModule::tile_placed(Game& g, int) const {
  if (recalled_this_turn(g)) g.module_state(kModule).assign(kStateSize, 0);
}

void AbbotModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.phase() != Phase::Deploy || recalled_this_turn(g)) return;
  if (abbot_on_board(g, g.active_player()) < 0) return;
  int verb = *g.rules().verbs.find(kRecall);
  out.push_back(ModuleAction::of(verb, {ActionArg{ArgKind::Kind, abbot_kind(g), 0}}));
}

std::optional<Rejection> AbbotModule::check_action(const Game& g, const ModuleAction& a) const {
  if (g.phase() != Phase::Deploy)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     g.figure_step_done() && g.phase() != Phase::PlaceTile
                         ? "the abbot is taken back instead of the turn's figure action, which is already taken"
                         : fmt::format("the abbot is taken back in the figure step, not in {}", g.phase_label())};
  if (a.arg(0).a != abbot_kind(g))
    return Rejection{kNotRecallable, fmt::format("only the abbot is taken back so, not a {}", g.rules().figures.at(a.arg(0).a).name)};
  if (recalled_this_turn(g)) return Rejection{kNotRecallable, "the abbot was already taken back this turn"};
  if (abbot_on_board(g, g.active_player()) < 0)
    return Rejection{kNotRecallable, fmt::format("{} has no abbot on the board", g.players()[static_cast<std::size_t>(g.active_player())].name)};
  return std::nullopt;
}

void AbbotModule::apply_action(Game& g, const ModuleAction&) const {
  int id = abbot_on_board(g, g.active_player());
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  int tile = f.tile;
  NodeId node = g.node_of(f.tile, f.feature);
  int worth = worth_of(g, tile);
  std::vector<std::string> rulings = {"CAR:abbot/recall", "CAR-340"};
  std::string rule = fmt::format("abbot taken back: scored at once like a cloister at the end, 1 + 1 per tile around x {}", worth - 1);
  if (kind_at(g, f.tile, f.feature) == garden_kind()) {
    pay_garden(g, node, worth, false, false, std::move(rule), std::move(rulings));
  } else {
    const Region& r = g.regions().region(node);
    FeatureValue v = g.value_of(r, true);
    PointsScored ev;
    ev.players = g.majority(r);
    ev.points = v.points;
    ev.kind = FeatureKind::Cloister;
    ev.region = g.regions().find(node);
    ev.tiles = v.points;
    rulings.insert(rulings.end(), v.rulings.begin(), v.rulings.end());
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{g.strengths(r), std::move(rule), std::move(rulings)});
    NodeId root = ev.region;
    if (!ev.players.empty()) {
      g.award(std::move(ev));
      g.announce_scored(root, g.regions().figures(root), false);
    }
  }
  g.remove_figure(id, "taken back by its owner (the abbot's recall)");
  if (g.options().is(kRecallOption, "follower-only")) {
    g.module_state(kModule).assign(kStateSize, 0);
    g.module_state(kModule)[kRecalledTurn] = 1;
    g.note(g.active_player(), "the abbot's recall excludes only a follower this turn (abbot-recall = follower-only, CAR-339)");
    return;  // the figure step stays open for another figure's action, or a pass
  }
  g.take_figure_step();
}

void AbbotModule::turn_scoring(Game& g) const {
  // A garden is complete when the eight squares around it are filled (scored like a cloister).
  for (auto [tile, feature] : occupied_gardens(g)) {
    if (g.board().surrounding_tiles(g.board().tile(tile).at) < 8) continue;
    NodeId node = g.node_of(tile, feature);
    pay_garden(g, node, 9, true, false, "garden surrounded by eight tiles: 9, as a cloister", {"CAR:abbot/garden-scoring"});
    std::vector<int> figs = g.regions().figures(node);
    for (int id : figs) g.return_figure(id);
  }
}

void AbbotModule::final_scoring(Game& g) const {
  for (auto [tile, feature] : occupied_gardens(g)) {
    int worth = worth_of(g, tile);
    pay_garden(g, g.node_of(tile, feature), worth, false, true,
               fmt::format("unfinished garden: 1 + 1 per tile around x {}, as a cloister", worth - 1),
               {"CAR:abbot/garden-scoring"});
  }
}

std::optional<std::string> AbbotModule::check_state(const Game& g) const {
  int kind = abbot_kind(g);
  FeatureKind garden = garden_kind();
  for (const Figure& f : g.figures()) {
    if (!f.on_board()) continue;
    FeatureKind on = kind_at(g, f.tile, f.feature);
    if (on == garden && f.kind != kind) return fmt::format("a {} stands on a garden", g.rules().figures.at(f.kind).name);
    if (f.kind == kind && on != garden && on != FeatureKind::Cloister && !(on == *parse_feature_kind(kTower) && g.options().is(kTowerOption, "allowed")))
      return "an abbot stands elsewhere than on a cloister or a garden";
    if (on == garden && g.phase() == Phase::PlaceTile && g.board().surrounding_tiles(g.board().tile(f.tile).at) == 8)
      return "an abbot stays on a surrounded garden after the scoring step";
  }
  return std::nullopt;
}

}  // namespace carc
