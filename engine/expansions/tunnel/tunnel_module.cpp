#include "tunnel_module.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "core/game.hpp"
#include "tunnel_names.hpp"

namespace carc {

using namespace tunnel;

namespace {

struct Placed {
  int player, set, tile, feature;
};

std::vector<Placed> placed_tokens(const Game& g) {
  std::vector<Placed> out;
  const auto& s = g.module_state_or_empty(kModule);
  for (std::size_t i = kHeader; i + kEntry <= s.size(); i += kEntry) out.push_back({s[i], s[i + 1], s[i + 2], s[i + 3]});
  return out;
}

int sets_per_player(const Game& g) {
  const auto& s = g.module_state_or_empty(kModule);
  return s.size() > kSets ? s[kSets] : 0;
}

// Tokens of `set` the player has put down (0, 1 or 2).
int down_of(const Game& g, int player, int set) {
  int n = 0;
  for (const Placed& p : placed_tokens(g)) n += p.player == player && p.set == set;
  return n;
}

bool is_mouth(const Game& g, int tile, int feature) {
  if (tile < 0 || tile >= static_cast<int>(g.board().tiles().size())) return false;
  const TileType& t = *g.board().tile(tile).type;
  if (feature < 0 || feature >= static_cast<int>(t.features.size())) return false;
  const TileFeature& f = t.features[static_cast<std::size_t>(feature)];
  return f.kind == FeatureKind::Road && f.has_symbol(kMouth);
}

bool claimed(const Game& g, int tile, int feature) {
  for (const Placed& p : placed_tokens(g))
    if (p.tile == tile && p.feature == feature) return true;
  return false;
}

// The player's own moment: his turn, after the draw, before the scoring step (CAR-504).
bool own_moment(const Game& g) {
  return g.decider() == g.active_player() && (g.phase() == Phase::PlaceTile || g.phase() == Phase::Deploy);
}

int token_kind(const Game& g) { return *g.rules().tokens.find(kToken); }

}  // namespace

std::vector<std::string_view> TunnelModule::reason_codes() const { return {kNotAMouth, kMouthClaimed, kNoSuchSet, kTokenPlaced}; }

void TunnelModule::register_options(OptionRegistry& r) const {
  r.add({kTwoPlayerSets,
         {"three", "two"},
         {"CAR-503"},
         "three: in a game of two each player has three sets of two tunnel tokens (Hans im Glueck's text); two: two sets "
         "(the Spielbox printing); with three players two sets each, with more one",
         kModule});
}

void TunnelModule::register_tokens(TokenTable& t) const { t.add(kToken); }

void TunnelModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  VerbDef token{kVerb, this, {{ArgKind::Number, ArgKind::Feature}}, "tunnel SET road [PORT] at (x,y)",
                "put a token of your tunnel set SET (1, 2, 3) on that unclaimed tunnel mouth; the set's second token links "
                "the two mouths; once a turn, at any moment of your turn before its scoring"};
  token.any_time = true;
  // Unused sets are alike: the listing offers the first of them only.
  token.listed_form = [](const Game& g, const ModuleAction& a) -> std::optional<ModuleAction> {
    ModuleAction m = a;
    int player = g.active_player();
    if (down_of(g, player, m.args[0].a) == 0)
      for (int set = 1; set <= sets_per_player(g); ++set)
        if (down_of(g, player, set) == 0) {
          m.args[0].a = set;
          break;
        }
    return m;
  };
  verbs.add(std::move(token));
}

void TunnelModule::prepare(Game& g) const {
  int players = static_cast<int>(g.players().size());
  int sets = players == 2 ? (g.options().is(kTwoPlayerSets, "two") ? 2 : 3) : players == 3 ? 2 : 1;
  auto& s = g.module_state(kModule);
  s.assign(kHeader, 0);
  s[kSets] = sets;
  s[kLinkedNode] = -1;
  for (int p = 0; p < players; ++p) g.set_tokens(p, token_kind(g), 2 * sets);
}

void TunnelModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  // Other sets' tunnels under a city become two mouths (CAR-62, CAR-140): their variant takes
  // their place wherever their module dealt them.
  for (const auto& [variant, original] : kVariants) {
    const TileType* from = catalog.find(original);
    const TileType* to = catalog.find(variant);
    for (auto& group : supply.groups)
      std::replace(group.begin(), group.end(), from, to);
  }
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule)) {
    bool variant = false;
    for (const auto& v : kVariants) variant |= t->id == v.first;
    if (!variant)
      for (int i = 0; i < t->count; ++i) land.push_back(t);
  }
}

void TunnelModule::at_step(Game& g, OrderStep step) const {
  if (step != OrderStep::TurnBegins) return;
  auto& s = g.module_state(kModule);
  if (s.size() < kHeader) return;
  s[kPlacedThisTurn] = 0;
  s[kLinkedNode] = -1;
}

void TunnelModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (!own_moment(g) || sets_per_player(g) == 0 || g.module_state_or_empty(kModule)[kPlacedThisTurn]) return;
  int player = g.active_player();
  std::vector<int> sets;
  // Sets with a token down first: another fresh set would only repeat the same choice.
  for (int set = 1; set <= sets_per_player(g); ++set)
    if (down_of(g, player, set) == 1) sets.push_back(set);
  for (int set = 1; set <= sets_per_player(g); ++set)
    if (down_of(g, player, set) == 0) {
      sets.push_back(set);
      break;
    }
  if (sets.empty()) return;
  int verb = *g.rules().verbs.find(kVerb);
  for (int t = 0; t < static_cast<int>(g.board().tiles().size()); ++t) {
    const TileType& type = *g.board().tile(t).type;
    for (int f = 0; f < static_cast<int>(type.features.size()); ++f)
      if (is_mouth(g, t, f) && !claimed(g, t, f))
        for (int set : sets) out.push_back(ModuleAction::of(verb, {{ArgKind::Number, set, 0}, {ArgKind::Feature, t, f}}));
  }
}

std::optional<Rejection> TunnelModule::check_action(const Game& g, const ModuleAction& a) const {
  if (!own_moment(g))
    return Rejection{reason::kWrongPhase, fmt::format("a tunnel token is placed in one's own turn, after the draw and before the "
                                                      "scoring step, not in {}", g.phase_label())};
  if (g.module_state_or_empty(kModule)[kPlacedThisTurn])
    return Rejection{kTokenPlaced, "one tunnel token a turn"};
  int set = a.arg(0).a;
  if (set < 1 || set > sets_per_player(g))
    return Rejection{kNoSuchSet, fmt::format("each player has {} set(s) of tunnel tokens, numbered from 1", sets_per_player(g))};
  if (down_of(g, g.active_player(), set) >= 2)
    return Rejection{kNoSuchSet, fmt::format("both tokens of set {} are on the board", set)};
  int tile = a.arg(1).a, feature = a.arg(1).b;
  if (!is_mouth(g, tile, feature)) return Rejection{kNotAMouth, "a tunnel token goes on a road's tunnel mouth"};
  if (claimed(g, tile, feature)) return Rejection{kMouthClaimed, "that tunnel mouth already holds a token (CAR-505)"};
  return std::nullopt;
}

void TunnelModule::apply_action(Game& g, const ModuleAction& a) const {
  int player = g.active_player(), set = a.arg(0).a, tile = a.arg(1).a, feature = a.arg(1).b;
  std::optional<Placed> first;
  for (const Placed& p : placed_tokens(g))
    if (p.player == player && p.set == set) first = p;
  auto& s = g.module_state(kModule);
  s[kPlacedThisTurn] = 1;
  s.insert(s.end(), {player, set, tile, feature});
  g.set_tokens(player, token_kind(g), g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(token_kind(g))] - 1);
  if (!first) return;
  NodeId a_node = g.node_of(first->tile, first->feature), b_node = g.node_of(tile, feature);
  g.link_features(a_node, b_node);
  g.module_state(kModule)[kLinkedNode] = b_node;
  Coord from = g.board().tile(first->tile).at, to = g.board().tile(tile).at;
  g.note(player, fmt::format("the tunnel from ({},{}) to ({},{}) is finished: its roads are one road now, complete only "
                             "once its ends are (CAR-508)",
                             from.x, from.y, to.x, to.y));
}

// A road the link completed is scored in this turn's scoring step like any completed road
// (CAR-511); when the tile laid this turn completed it too, core scored it already.
void TunnelModule::turn_scoring(Game& g) const {
  const auto& s = g.module_state_or_empty(kModule);
  if (s.size() < kHeader || s[kLinkedNode] < 0) return;
  NodeId node = s[kLinkedNode];
  g.module_state(kModule)[kLinkedNode] = -1;
  if (!g.regions().is_complete(g.board(), node) || g.regions().figures(node).empty()) return;
  for (const auto* m : g.rules().modules)
    if (m->withholds_scoring(g, g.regions().find(node))) return;
  for (const auto* m : g.rules().modules) m->feature_completed(g, g.regions().find(node));
  const Region& r = g.regions().region(node);
  std::vector<PlayerStrength> strength = g.strengths(r);
  std::vector<int> winners = majority_of(strength);
  if (!winners.empty()) {
    FeatureValue value = g.value_of(r, false);
    value.rulings.push_back("CAR-511");
    PointsScored ev;
    ev.players = std::move(winners);
    ev.points = value.points;
    ev.kind = FeatureKind::Road;
    ev.region = g.regions().find(node);
    ev.completed = true;
    ev.tiles = g.tiles_counted(r);
    ev.why = std::make_shared<const ScoreExplanation>(ScoreExplanation{std::move(strength), std::move(value.rule), std::move(value.rulings)});
    NodeId root = ev.region;
    g.award(std::move(ev));
    g.announce_scored(root, g.regions().figures(root), false);
  }
  std::vector<int> figs = g.regions().figures(node);
  for (int id : figs) g.return_figure(id);
}

void TunnelModule::scorings_ahead(const Game& g, std::vector<NodeId>& out) const {
  const auto& s = g.module_state_or_empty(kModule);
  if (s.size() < kHeader || s[kLinkedNode] < 0) return;
  if (g.regions().is_complete(g.board(), s[kLinkedNode])) out.push_back(g.regions().find(s[kLinkedNode]));
}

int TunnelModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  if (piece != kToken) return 0;
  int n = 0;
  for (const Placed& p : placed_tokens(g)) n += p.tile == tile_index;
  return n;
}

std::optional<std::string> TunnelModule::check_state(const Game& g) const {
  int sets = sets_per_player(g);
  int kind = token_kind(g);
  for (int p = 0; p < static_cast<int>(g.players().size()); ++p) {
    int down = 0;
    for (const Placed& t : placed_tokens(g)) down += t.player == p;
    if (down + g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(kind)] != 2 * sets)
      return fmt::format("player {} has {} tunnel tokens down and {} in hand, not {}", p, down,
                         g.players()[static_cast<std::size_t>(p)].tokens[static_cast<std::size_t>(kind)], 2 * sets);
  }
  for (const Placed& t : placed_tokens(g))
    if (!is_mouth(g, t.tile, t.feature)) return std::string("a tunnel token lies elsewhere than on a tunnel mouth");
  return std::nullopt;
}

}  // namespace carc
