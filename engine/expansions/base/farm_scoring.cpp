#include "farm_scoring.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/game.hpp"
#include "core/module.hpp"
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

// The distinct completed city roots a farm borders, in the order the farm lists them.
ShortList<NodeId, 16> completed_city_roots(const Game& game, NodeId farm) {
  ShortList<NodeId, 16> seen, complete;  // a field borders a few cities only
  for (NodeId c : game.regions().region(farm).cities) {
    NodeId city = game.regions().find(c);
    if (seen.contains(city)) continue;
    seen.push_back(city);
    if (game.regions().is_complete(game.board(), city)) complete.push_back(city);
  }
  return complete;
}

std::vector<NodeId> completed_cities(const Game& game, NodeId farm) {
  std::vector<NodeId> out;
  for (NodeId c : game.regions().bordered_cities(farm))
    if (game.regions().is_complete(game.board(), c)) out.push_back(c);
  return out;
}

// One player's share of a farm: points, and the modifiers the modules named (empty: none).
struct Share {
  int player = -1;
  int points = 0;
  int per_city = 0;  // the value of each city when all are worth the same, else -1
  std::string modifiers;
  std::vector<std::string> rulings;  // the modules' ids, after the base rule's
};

// Adds to `share` what `cities` are worth to its player: `base` each, plus what the modules add
// (their hooks in module order; `mod` is scratch space, reused so that it allocates once).
void add_cities(const Game& game, std::span<const NodeId> farms, std::span<const NodeId> cities, int base,
                Share& share, FeatureValue& mod) {
  for (std::size_t i = 0; i < cities.size(); ++i) {
    mod.points = 0;
    mod.rule.clear();
    mod.rulings.clear();
    FarmCity fc{farms, cities[i], base};
    for (const auto* m : game.rules().modules) m->value_farm_city(game, fc, share.player, mod);
    int value = base + mod.points;
    share.per_city = i == 0 ? value : share.per_city == value ? value : -1;
    share.points += value;
    if (!mod.rule.empty() && share.modifiers.find(mod.rule) == std::string::npos)
      share.modifiers += (share.modifiers.empty() ? "" : ", ") + mod.rule;
    for (const auto& id : mod.rulings)
      if (std::find(share.rulings.begin(), share.rulings.end(), id) == share.rulings.end()) share.rulings.push_back(id);
  }
}

bool same_pay(const Share& a, const Share& b) { return a.points == b.points && a.modifiers == b.modifiers; }

// Shares that pay the same (points and modifiers) make one event: calls emit(first share, the
// players of the group, whether it is the only group) for each group, in order of first
// appearance. `winners` are the shares' players in order; when all are paid alike (always,
// without modifiers) they are handed on whole.
template <class Emit>
void by_points(const std::vector<Share>& shares, std::vector<int>&& winners, Emit&& emit) {
  bool alike = std::all_of(shares.begin(), shares.end(), [&](const Share& s) { return same_pay(s, shares[0]); });
  if (alike) return emit(shares[0], std::move(winners), true);
  std::vector<bool> done(shares.size(), false);
  for (std::size_t i = 0; i < shares.size(); ++i) {
    if (done[i]) continue;
    std::vector<int> players;
    for (std::size_t j = i; j < shares.size(); ++j)
      if (!done[j] && same_pay(shares[j], shares[i])) {
        players.push_back(shares[j].player);
        done[j] = true;
      }
    emit(shares[i], std::move(players), false);
  }
}

}  // namespace

namespace {

void score_one_farm(Game& game, NodeId farm, int per_city, bool final_scoring, const std::string& rule,
                    const std::vector<std::string>& rulings, FeatureValue& mod, std::vector<NodeId>& cities,
                    std::vector<Share>& shares) {
  const Region& r = game.regions().region(farm);
  auto strengths = game.strengths(r);
  FeatureValue tie;  // a tie broken by a module's rule (followers on hills)
  auto winners = game.winners_of(r, strengths, &tie);
  if (winners.empty()) return;
  auto found = completed_city_roots(game, farm);
  cities.clear();
  for (std::size_t i = 0; i < found.size(); ++i) cities.push_back(found[i]);
  NodeId farms[] = {farm};
  shares.clear();
  for (int p : winners) {
    shares.emplace_back();
    shares.back().player = p;
    add_cities(game, farms, cities, per_city, shares.back(), mod);
  }
  // What the modules add to the farm itself, beyond its cities (little buildings on its tiles):
  // value_feature asked of a farm, the same for every player of the majority.
  mod.points = 0;
  mod.rule.clear();
  mod.rulings.clear();
  for (const auto* m : game.rules().modules) m->value_feature(game, r, final_scoring, mod);
  if (mod.points != 0 || !mod.rule.empty())
    for (Share& s : shares) {
      s.points += mod.points;
      s.per_city = -1;
      s.modifiers += (s.modifiers.empty() ? "" : ", ") + mod.rule;
      for (const auto& id : mod.rulings)
        if (std::find(s.rulings.begin(), s.rulings.end(), id) == s.rulings.end()) s.rulings.push_back(id);
    }
  int tiles = static_cast<int>(r.tiles.size());
  int n = static_cast<int>(cities.size());
  by_points(shares, std::move(winners), [&](const Share& s, std::vector<int> players, bool only) {
    PointsScored ev;
    ev.players = std::move(players);
    ev.points = s.points;
    ev.kind = FeatureKind::Field;
    ev.region = farm;
    ev.final_scoring = final_scoring;
    ev.tiles = tiles;
    ScoreExplanation why;
    why.strengths = only ? std::move(strengths) : strengths;
    if (n == 0 || s.per_city >= 0)
      why.rule = fmt::format(FMT_COMPILE("{}: {} per completed city x {}"), rule, n == 0 ? per_city : s.per_city, n);
    else
      why.rule = fmt::format(FMT_COMPILE("{}: {} for {} completed cities"), rule, s.points, n);
    if (!s.modifiers.empty()) why.rule += fmt::format(" ({})", s.modifiers);
    if (!tie.rule.empty()) why.rule += "; " + tie.rule;
    why.rulings = rulings;
    why.rulings.insert(why.rulings.end(), tie.rulings.begin(), tie.rulings.end());
    if (!s.rulings.empty()) why.rulings.insert(why.rulings.end(), s.rulings.begin(), s.rulings.end());
    ev.why = std::make_shared<const ScoreExplanation>(std::move(why));
    game.award(std::move(ev));
  });
}

}  // namespace

void score_farm_now(Game& game, NodeId farm, int per_city, bool final_scoring, const std::string& rule,
                    const std::vector<std::string>& rulings) {
  FeatureValue mod;
  std::vector<NodeId> cities;
  std::vector<Share> shares;
  score_one_farm(game, farm, per_city, final_scoring, rule, rulings, mod, cities, shares);
}

void score_farms_third_edition(Game& game) {
  FeatureValue mod;              // scratch for the modules' hooks
  std::vector<NodeId> cities;    // reused from farm to farm
  std::vector<Share> shares;
  static const std::string kRule = "farm";
  static const std::vector<std::string> kRulings = {"CAR-32", "CAR-30"};
  static const std::vector<std::string> kRulingsNoCity = {"CAR-32", "CAR-30", "CAR-31"};
  for (NodeId farm : occupied_farms(game)) {
    bool none = completed_city_roots(game, farm).empty();
    score_one_farm(game, farm, 3, true, kRule, none ? kRulingsNoCity : kRulings, mod, cities, shares);
  }
}

void score_farms_first_edition(Game& game) {
  // For every completed city: the farmers on every farm that touches it, summed per player.
  std::map<NodeId, std::vector<NodeId>> farms_of_city;
  for (NodeId farm : occupied_farms(game))
    for (NodeId city : completed_cities(game, farm)) farms_of_city[city].push_back(farm);
  FeatureValue mod;
  for (const auto& [city, farms] : farms_of_city) {
    std::map<int, int> strength;
    for (NodeId farm : farms)
      for (const auto& s : game.strengths(game.regions().region(farm))) strength[s.player] += s.strength;
    int best = 0;
    for (auto& [p, s] : strength) best = std::max(best, s);
    if (best == 0) continue;
    std::vector<PlayerStrength> strengths;
    std::vector<Share> shares;
    std::vector<int> winners;
    NodeId one_city[] = {city};
    for (auto& [p, s] : strength) {
      strengths.push_back({p, s});
      if (s != best) continue;
      winners.push_back(p);
      shares.emplace_back();
      shares.back().player = p;
      add_cities(game, farms, one_city, 4, shares.back(), mod);
    }
    // Structured bindings captured by name: clang 14 (the fuzz build) cannot capture them implicitly.
    by_points(shares, std::move(winners), [&, &city = city, &farms = farms](const Share& s, std::vector<int> players, bool only) {
      PointsScored ev;
      ev.players = std::move(players);
      ScoreExplanation why;
      why.strengths = only ? std::move(strengths) : strengths;
      ev.points = s.points;
      ev.kind = FeatureKind::Field;
      ev.region = city;  // first-edition farm scoring is counted city by city
      ev.final_scoring = true;
      ev.tiles = static_cast<int>(game.regions().region(city).tiles.size());
      why.rule = fmt::format(FMT_COMPILE("first-edition farms: {} for this completed city to the most farmers on the {} "
                                         "farm(s) touching it"),
                             s.points, farms.size());
      if (!s.modifiers.empty()) why.rule += fmt::format(" ({})", s.modifiers);
      why.rulings = {"CAR-33"};
      if (!s.rulings.empty()) why.rulings.insert(why.rulings.end(), s.rulings.begin(), s.rulings.end());
      ev.why = std::make_shared<const ScoreExplanation>(std::move(why));
      game.award(std::move(ev));
    });
  }
}

}  // namespace carc
