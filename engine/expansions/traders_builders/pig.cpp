#include "pig.hpp"

#include "core/game.hpp"

namespace carc {

void add_pig_bonus(const Game& game, const FarmCity& fc, int player, FeatureValue& v) {
  // Only a player the farm pays gets here, so a pig of a player outside the majority adds nothing.
  int pig = *game.rules().figures.find(kPig);
  for (NodeId farm : fc.farms)
    for (int id : game.regions().figures(farm)) {
      const Figure& f = game.figures()[id];
      if (f.owner != player || f.kind != pig) continue;
      v.points += 1;
      v.rule += v.rule.empty() ? "pig +1" : ", pig +1";  // other modules may have added theirs
      v.rulings.push_back("CAR:traders-builders/pig-scoring");
      v.rulings.push_back("CAR-57");
      return;
    }
}

}  // namespace carc
