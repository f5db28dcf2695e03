#include "king_robber_module.hpp"

#include "core/game.hpp"
#include "records.hpp"

namespace carc {

using namespace king_robber;

void KingRobberModule::register_tokens(TokenTable& t) const {
  t.add(kKing);
  t.add(kRobber);
}

void KingRobberModule::build_supply(const RuleOptions&, const TileCatalog& catalog, TileSupply& supply) const {
  auto& land = supply.land();
  for (const TileType* t : catalog.types_of(kModule))
    for (int i = 0; i < t->count; ++i) land.push_back(t);
}

void KingRobberModule::feature_completed(Game& g, NodeId root) const { record_completion(g, root); }

void KingRobberModule::final_scoring(Game& g) const { score_records(g); }

std::optional<std::string> KingRobberModule::check_state(const Game& g) const { return check_records(g); }

}  // namespace carc
