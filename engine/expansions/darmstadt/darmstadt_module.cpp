#include "darmstadt_module.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "core/game.hpp"

namespace carc {

namespace {

constexpr const char* kModule = "darmstadt";
constexpr const char* kDarmstadtium = "darmstadtium";
constexpr const char* kChurch = "church";
constexpr const char* kCloisters = "darmstadt-cloisters";  // keep | remove
constexpr const char* kDue = "darmstadt/due";  // per church completed this turn: its tile, then the players paid, -1 ends
constexpr int kBonus = 3;

// Whether region `r` holds a feature with `symbol` of its own kind.
bool holds(const Game& g, const Region& r, const char* symbol) {
  for (int t : r.tiles) {
    const PlacedTile& pt = g.board().tile(t);
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f) {
      const TileFeature& tf = pt.type->features[static_cast<std::size_t>(f)];
      if (tf.kind == r.kind && tf.has_symbol(symbol) && &g.regions().region(pt.node(f)) == &r) return true;
    }
  }
  return false;
}

}  // namespace

void DarmstadtModule::register_options(OptionRegistry& r) const {
  r.add({kCloisters,
         {"keep", "remove"},
         {"CAR:darmstadt/preparation"},
         "keep: the three Darmstadt tiles are simply added; remove: two of the base game's cloisters (B) leave the game, as "
         "the rules recommend when Darmstadt is played with the base game alone",
         kModule});
}

void DarmstadtModule::build_supply(const RuleOptions& options, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  if (options.is(kCloisters, "remove"))
    for (int n = 0; n < 2; ++n) {
      auto it = std::find_if(land.begin(), land.end(), [](const TileType* t) { return t->expansion == "base" && t->id == "B"; });
      if (it != land.end()) land.erase(it);
    }
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

// The Darmstadtium: 3 more for the city's majority when completed (ties all score, CAR-361).
void DarmstadtModule::value_feature(const Game& g, const Region& r, bool final_scoring, FeatureValue& v) const {
  if (final_scoring || r.kind != FeatureKind::City || !holds(g, r, kDarmstadtium)) return;
  v.points += kBonus;
  v.rule += std::string(v.rule.empty() ? "" : ", ") + "the Darmstadtium: 3 more";
  v.rulings.push_back("CAR:darmstadt/darmstadtium");
}

// A church completed: who has the most followers (by strength, as any majority) on its tile and
// the eight around it, counted before the turn's scoring sends anyone home.
void DarmstadtModule::feature_completed(Game& g, NodeId root) const {
  if (g.regions().kind(root) != FeatureKind::Cloister) return;
  const Region& r = g.regions().region(root);
  if (!holds(g, r, kChurch)) return;
  int tile = r.tiles.front();
  Coord at = g.board().tile(tile).at;
  std::vector<int> strength(g.players().size(), 0);
  for (const Figure& f : g.figures()) {
    if (!f.on_board() || f.neutral()) continue;
    const FigureKindDef& def = g.rules().figures.at(f.kind);
    if (!def.follower) continue;
    Coord c = g.board().tile(f.tile).at;
    if (std::abs(c.x - at.x) > 1 || std::abs(c.y - at.y) > 1) continue;
    strength[static_cast<std::size_t>(f.owner)] += def.strength;
  }
  int best = *std::max_element(strength.begin(), strength.end());
  std::vector<int>& due = g.module_state(kDue);
  due.push_back(tile);
  if (best > 0)
    for (std::size_t p = 0; p < strength.size(); ++p)
      if (strength[p] == best) due.push_back(static_cast<int>(p));
  due.push_back(-1);
}

// After the church was scored as a cloister (the order of play: after the feature's points).
void DarmstadtModule::turn_scoring(Game& g) const {
  std::vector<int> due = g.module_state(kDue);
  g.module_state(kDue).clear();
  std::size_t i = 0;
  while (i < due.size()) {
    int tile = due[i++];
    Coord at = g.board().tile(tile).at;
    const PlacedTile& pt = g.board().tile(tile);
    NodeId church = -1;
    for (int f = 0; f < static_cast<int>(pt.type->features.size()); ++f)
      if (pt.type->features[static_cast<std::size_t>(f)].kind == FeatureKind::Cloister) church = g.regions().find(pt.node(f));
    for (; i < due.size() && due[i] >= 0; ++i)
      g.award_bonus(due[i], kBonus, FeatureKind::Cloister, church, false,
                    fmt::format("the church at ({},{}) completed: 3 to the most followers on its tile and the eight around it", at.x, at.y),
                    {"CAR:darmstadt/church"});
    ++i;  // the -1
  }
}

}  // namespace carc
