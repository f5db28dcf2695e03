#include "little_buildings_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>

#include "core/game.hpp"

namespace carc {

namespace {

constexpr const char* kModule = "little-buildings";
// The three kinds: the verb that builds one, the player's token (how many he still holds) and
// the piece on a tile are all named alike. Values under the variant: tower 3, house 2, shed 1.
constexpr const char* kKinds[3] = {"house", "little-tower", "shed"};
constexpr int kVariantValue[3] = {2, 3, 1};
constexpr int kEachKind = 6;
constexpr const char* kValues = "little-building-values";  // equal | by-kind
constexpr const char* kNoBuilding = "no-building-left";

// Game::module_state(kModule): a pair per building on the board: its board tile, its kind.
const std::vector<int>& built(const Game& g) { return g.module_state_or_empty(kModule); }

int kind_of_verb(const Game& g, int verb) {
  const std::string& name = g.rules().verbs.at(verb).name;
  for (int k = 0; k < 3; ++k)
    if (name == kKinds[k]) return k;
  return -1;
}

int held(const Game& g, int player, int kind) {
  int token = *g.rules().tokens.find(kKinds[kind]);
  return g.players()[static_cast<std::size_t>(player)].tokens[static_cast<std::size_t>(token)];
}

int value_of_kind(const Game& g, int kind) { return g.options().is(kValues, "by-kind") ? kVariantValue[kind] : 1; }

}  // namespace

void LittleBuildingsModule::register_options(OptionRegistry& r) const {
  r.add({kValues,
         {"equal", "by-kind"},
         {"CAR:little-buildings/variant"},
         "equal: every building adds 1 (the rule); by-kind: the variant, a tower 3, a house 2, a shed 1, each player "
         "receiving as many of each kind as the others",
         kModule});
}

void LittleBuildingsModule::register_tokens(TokenTable& t) const {
  for (const char* k : kKinds) t.add(k);
}

void LittleBuildingsModule::register_verbs(VerbTable& verbs, PhaseTable&) const {
  for (const char* k : kKinds) {
    VerbDef def{k, this, {{}}, k, fmt::format("puts one of your little buildings ({}) on the tile just placed, instead of deploying a follower", k)};
    def.figure_action = true;
    verbs.add(std::move(def));
  }
}

// The 18 buildings shared out evenly; the ones left over go back into the box. Under the rule
// the kinds are alike and are dealt in turn from the houses, then the towers, then the sheds;
// under the variant each player gets as many of each kind as the others.
void LittleBuildingsModule::prepare(Game& g) const {
  int n = static_cast<int>(g.players().size());  // never 0: Game refuses a game of nobody
  std::vector<std::array<int, 3>> got(static_cast<std::size_t>(n), {0, 0, 0});
  if (g.options().is(kValues, "by-kind")) {
    for (int p = 0; p < n; ++p) got[static_cast<std::size_t>(p)] = {kEachKind / n, kEachKind / n, kEachKind / n};
  } else {
    int dealt = 3 * kEachKind / n * n;
    for (int i = 0; i < dealt; ++i) ++got[static_cast<std::size_t>(i % n)][static_cast<std::size_t>(i / kEachKind)];
  }
  for (int p = 0; p < n; ++p)
    for (int k = 0; k < 3; ++k) g.set_tokens(p, *g.rules().tokens.find(kKinds[k]), got[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)]);
}

// After every other modifier (this module comes last): 1 per building on the feature's tiles;
// a cloister counts its tile and the eight around it (the rule text, CAR-412).
void LittleBuildingsModule::value_feature(const Game& g, const Region& r, bool, FeatureValue& v) const {
  const std::vector<int>& b = built(g);
  if (b.empty() || r.tiles.empty()) return;
  int points = 0, count = 0;
  Coord centre = g.board().tile(r.tiles.front()).at;
  for (std::size_t i = 0; i + 1 < b.size(); i += 2) {
    int tile = b[i];
    bool on = false;
    if (r.kind == FeatureKind::Cloister) {
      Coord c = g.board().tile(tile).at;
      on = std::abs(c.x - centre.x) <= 1 && std::abs(c.y - centre.y) <= 1;
    } else {
      on = std::binary_search(r.tiles.begin(), r.tiles.end(), tile);
    }
    if (!on) continue;
    ++count;
    points += value_of_kind(g, b[i + 1]);
  }
  if (count == 0) return;
  v.points += points;
  v.rule += fmt::format("{}little buildings: {} x {} = {}", v.rule.empty() ? "" : ", ", count,
                        g.options().is(kValues, "by-kind") ? "their values" : "1", points);
  v.rulings.push_back("CAR:little-buildings/scoring");
  v.rulings.push_back("CAR-412");
}

void LittleBuildingsModule::list_actions(const Game& g, std::vector<Action>& out) const {
  if (g.phase() != Phase::Deploy || g.figure_action_taken() || g.last_placed() < 0) return;
  for (int k = 0; k < 3; ++k)
    if (held(g, g.active_player(), k) > 0) out.emplace_back(ModuleAction::of(*g.rules().verbs.find(kKinds[k]), {}));
}

std::optional<Rejection> LittleBuildingsModule::check_action(const Game& g, const ModuleAction& a) const {
  int kind = kind_of_verb(g, a.verb);
  if (g.phase() != Phase::Deploy || g.last_placed() < 0)
    return Rejection{g.figure_step_done() && g.phase() != Phase::PlaceTile ? reason::kFigureActionTaken : reason::kWrongPhase,
                     "a little building goes on the tile just placed, instead of the turn's figure action"};
  if (held(g, g.active_player(), kind) <= 0) return Rejection{kNoBuilding, fmt::format("no {} left", kKinds[kind])};
  return std::nullopt;
}

void LittleBuildingsModule::apply_action(Game& g, const ModuleAction& a) const {
  int kind = kind_of_verb(g, a.verb);
  int player = g.active_player();
  g.set_tokens(player, *g.rules().tokens.find(kKinds[kind]), held(g, player, kind) - 1);
  std::vector<int>& b = g.module_state(kModule);
  b.insert(b.end(), {g.last_placed(), kind});
  g.take_figure_step();
}

std::vector<std::string_view> LittleBuildingsModule::piece_names() const { return {kKinds[0], kKinds[1], kKinds[2]}; }

int LittleBuildingsModule::pieces_on(const Game& g, std::string_view piece, int tile_index) const {
  const std::vector<int>& b = built(g);
  int n = 0;
  for (std::size_t i = 0; i + 1 < b.size(); i += 2)
    if (b[i] == tile_index && piece == kKinds[b[i + 1]]) ++n;
  return n;
}

std::optional<std::string> LittleBuildingsModule::check_state(const Game& g) const {
  // Every building is either held or on the board, never more than the box holds.
  for (int k = 0; k < 3; ++k) {
    int total = 0;
    for (int p = 0; p < static_cast<int>(g.players().size()); ++p) total += held(g, p, k);
    const std::vector<int>& b = built(g);
    for (std::size_t i = 0; i + 1 < b.size(); i += 2)
      if (b[i + 1] == k) ++total;
    if (total > kEachKind) return fmt::format("{} {}s in play, more than the box holds", total, kKinds[k]);
  }
  return std::nullopt;
}

}  // namespace carc
