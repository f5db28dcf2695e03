#include "decision_rulings.hpp"

#include <algorithm>

#include "rulings/ruling_catalog.hpp"

namespace carc::explain {

namespace {

// The base game's completion rule for each kind a completed feature can be.
const char* completion_ruling(FeatureKind kind) {
  switch (kind) {
    case FeatureKind::Road: return "CAR:base/road-completion";
    case FeatureKind::City: return "CAR:base/city-completion";
    case FeatureKind::Cloister: return "CAR:base/cloister-completion";
    default: return nullptr;
  }
}

}  // namespace

std::vector<std::string> decision_rulings(const Game& game, const PointsScored& s) {
  std::vector<std::string> ids;
  const auto& own = s.explanation().rulings;
  auto add = [&](const char* id) {
    if (id && rulings::builtin_rulings().find(id) && std::find(own.begin(), own.end(), id) == own.end() &&
        std::find(ids.begin(), ids.end(), id) == ids.end())
      ids.emplace_back(id);
  };
  if (s.bonus || s.region < 0) return ids;  // a module's bonus or tokens: its own rule decides
  FeatureKind kind = game.regions().kind(s.region);
  if (!s.final_scoring && kind == s.kind) add(completion_ruling(kind));
  // Several players with figures there: the majority decided who scored.
  std::size_t contenders = std::count_if(s.explanation().strengths.begin(), s.explanation().strengths.end(),
                                         [](const auto& ps) { return ps.strength > 0; });
  if (contenders >= 2) add(s.final_scoring && kind != FeatureKind::Field ? "CAR:base/final-majority" : "CAR:base/majority-ties");
  return ids;
}

}  // namespace carc::explain
