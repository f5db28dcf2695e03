#include "farm_scoring.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/game.hpp"
#include "core/short_list.hpp"

namespace carc {

namespace {

// Field roots that hold figures, in board order (deterministic).
std::vector<NodeId> occupied_farms(const Game& game) {
  std::vector<NodeId> out = game.occupied_roots();
  out.erase(std::remove_if(out.begin(), out.end(),
                           [&](NodeId n) { return game.regions().kind(n) != FeatureKind::Field; }),
            out.end());
  return out;
}

int count_completed_cities(const Game& game, NodeId farm) {
  // completed_cities(game, farm).size(), without the lists: a field borders a few cities only.
  ShortList<NodeId, 16> seen;
  int complete = 0;
  for (NodeId c : game.regions().region(farm).cities) {
    NodeId city = game.regions().find(c);
    if (seen.contains(city)) continue;
    seen.push_back(city);
    if (game.regions().is_complete(game.board(), city)) ++complete;
  }
  return complete;
}

std::vector<NodeId> completed_cities(const Game& game, NodeId farm) {
  std::vector<NodeId> out;
  for (NodeId c : game.regions().bordered_cities(farm))
    if (game.regions().is_complete(game.board(), c)) out.push_back(c);
  return out;
}

}  // namespace

void score_farms_third_edition(Game& game) {
  for (NodeId farm : occupied_farms(game)) {
    const Region& r = game.regions().region(farm);
    auto strengths = game.strengths(r);
    auto winners = majority_of(strengths);
    if (winners.empty()) continue;
    int cities = count_completed_cities(game, farm);
    PointsScored ev;
    ev.players = std::move(winners);
    ev.points = 3 * cities;
    ev.kind = FeatureKind::Field;
    ev.region = farm;
    ev.final_scoring = true;
    ev.tiles = static_cast<int>(r.tiles.size());
    ev.strengths = std::move(strengths);
    ev.rule = fmt::format(FMT_COMPILE("farm: 3 per completed city x {}"), cities);
    if (cities == 0)
      ev.rulings = {"CAR-32", "CAR-30", "CAR-31"};
    else
      ev.rulings = {"CAR-32", "CAR-30"};
    game.award(std::move(ev));
  }
}

void score_farms_first_edition(Game& game) {
  // For every completed city: the farmers on every farm that touches it, summed per player.
  std::map<NodeId, std::vector<NodeId>> farms_of_city;
  for (NodeId farm : occupied_farms(game))
    for (NodeId city : completed_cities(game, farm)) farms_of_city[city].push_back(farm);
  for (const auto& [city, farms] : farms_of_city) {
    std::map<int, int> strength;
    for (NodeId farm : farms)
      for (const auto& s : game.strengths(game.regions().region(farm))) strength[s.player] += s.strength;
    int best = 0;
    for (auto& [p, s] : strength) best = std::max(best, s);
    if (best == 0) continue;
    PointsScored ev;
    for (auto& [p, s] : strength) {
      if (s == best) ev.players.push_back(p);
      ev.strengths.push_back({p, s});
    }
    ev.points = 4;
    ev.kind = FeatureKind::Field;
    ev.region = city;  // first-edition farm scoring is counted city by city
    ev.final_scoring = true;
    ev.tiles = static_cast<int>(game.regions().region(city).tiles.size());
    ev.rule = fmt::format(FMT_COMPILE("first-edition farms: 4 for this completed city to the most farmers on the {} farm(s) "
                          "touching it"),
                          farms.size());
    ev.rulings = {"CAR-33"};
    game.award(std::move(ev));
  }
}

}  // namespace carc
