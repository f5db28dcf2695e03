#include "pig_herd.hpp"

#include <algorithm>

#include "core/game.hpp"
#include "r2_names.hpp"

namespace carc::river2 {

namespace {

constexpr const char* kPaid = "CAR:river2/pig-herd";  // marks the bonus as added for this city

// An option of a module that may not be in play: its value, or `absent`.
std::string_view option(const Game& g, const char* name, std::string_view absent) {
  return g.options().registry().find(name) ? std::string_view(g.options().get(name)) : absent;
}

// Which marks make a field a pig-herd under these rules, and the rulings that say so.
struct Herd {
  bool pigs = false;       // River II's pig-herd
  bool livestock = false;  // GQ11's animal field (house rule)
};

Herd herds_in_play(const Game& g) {
  Herd h;
  // Without Traders & Builders the pig-herd means nothing (rule text), unless the rules say it
  // scores anyway (CAR-243).
  h.pigs = g.rules().has_module(kModule) &&
           (option(g, kPigHerdNeeds, "traders-builders") == "nothing" || g.rules().has_module("traders-builders"));
  h.livestock = option(g, "gq11-animal-field", "plain") == "pig-herd";
  return h;
}

// The kind of mark found on the farm: 0 none, 1 a pig-herd, 2 only GQ11's animal field.
int herd_on(const Game& g, std::span<const NodeId> farms, const Herd& h) {
  int found = 0;
  for (NodeId farm : farms) {
    NodeId root = g.regions().find(farm);
    for (int t : g.regions().region(root).tiles) {
      const PlacedTile& pt = g.board().tile(t);
      for (std::size_t f = 0; f < pt.type->features.size(); ++f) {
        const TileFeature& feat = pt.type->features[f];
        if (feat.kind != FeatureKind::Field || feat.symbols.empty()) continue;
        bool pigs = h.pigs && feat.has_symbol(kPigHerdSymbol);
        bool livestock = h.livestock && feat.has_symbol("livestock");
        if (!pigs && !livestock) continue;
        if (g.regions().find(pt.node(static_cast<int>(f))) != root) continue;
        if (pigs) return 1;
        found = 2;
      }
    }
  }
  return found;
}

bool has_figure_of(const Game& g, std::span<const NodeId> farms, int player, bool pig_only) {
  auto pig = g.rules().figures.find("pig");
  for (NodeId farm : farms)
    for (int id : g.regions().figures(farm)) {
      const Figure& f = g.figures()[static_cast<std::size_t>(id)];
      if (f.owner != player) continue;
      if (pig_only ? (pig && f.kind == *pig) : g.rules().figures.at(f.kind).follower) return true;
    }
  return false;
}

}  // namespace

void add_pig_herd_bonus(const Game& game, const FarmCity& fc, int player, FeatureValue& v) {
  if (std::find(v.rulings.begin(), v.rulings.end(), kPaid) != v.rulings.end()) return;  // once (CAR-251)
  Herd h = herds_in_play(game);
  if (!h.pigs && !h.livestock) return;
  int herd = herd_on(game, fc.farms, h);
  if (herd == 0) return;
  // Farmers only (CAR-249): the player paid has a follower on the farm, else it is a barn paid,
  // which the house rule of CAR-250 / CAR-395 pays as well.
  bool farmer = has_figure_of(game, fc.farms, player, false);
  bool barn_too = option(game, kPigHerdBarn, "farmers-only") == "barn-too";
  if (!farmer && !barn_too) return;
  // The older reading: the pig-herd counts only beside the player's own pig (CAR-247).
  if (option(game, kPigHerdPig, "independent") == "pig-required" && !has_figure_of(game, fc.farms, player, true)) return;
  v.points += 1;
  v.rule += v.rule.empty() ? "pig-herd +1" : ", pig-herd +1";
  v.rulings.push_back(kPaid);
  v.rulings.push_back(farmer ? "CAR-248" : "CAR-395");
  if (herd == 2) v.rulings.push_back("CAR-392");
}

}  // namespace carc::river2
