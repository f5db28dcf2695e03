// Heretics and Shrines (Hans im Glueck; Rio Grande's cult places, CAR-254..271): shrine tiles,
// scored as cloisters by core. A shrine may not touch more than one cloister, nor a cloister
// more than one shrine (diagonals included; an abbey is a cloister); a follower on a shrine (a
// heretic) beside an occupied cloister, or a monk beside an occupied shrine, starts a
// challenge: the first of the two buildings completed scores, the other's follower goes home
// with nothing; completed by the same tile, both score; at the end both score as unfinished
// (challenge.*).
#pragma once
#include "core/module.hpp"

namespace carc {

class ShrinesModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "shrines"; }
  std::string_view title() const override { return "Heretics and Shrines"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;

  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  std::optional<Rejection> check_deployment(const Game&, const Deploy&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override;

  bool opens_the_turn() const override { return true; }
  void region_scored(Game&, NodeId root, std::span<const int> figures, bool final_scoring) const override;
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
