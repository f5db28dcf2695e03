// The base game as a module: followers, the base tile set, the values of roads, cities and
// cloisters, and farm scoring at the end.
#pragma once
#include "core/module.hpp"

namespace carc {

class BaseModule final : public ExpansionModule {
 public:
  std::string_view name() const override { return "base"; }
  std::string_view title() const override { return "Carcassonne (base game)"; }
  void register_options(OptionRegistry&) const override;
  void register_figures(FigureTable&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  // Edge matching and occupancy are core's; the base game adds only the table's edge (CAR-4,
  // core/table.hpp), asked square by square only when the table has an edge.
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  bool allows_placement(const Game&, const PlaceTile&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override;
  bool checks_deployment() const override { return false; }
  void value_feature(const Game&, const Region&, bool final_scoring, FeatureValue&) const override;
  void final_scoring(Game&) const override;
  // Self-play's differential check: every score event against a simple flood-fill scorer.
  std::optional<std::string> check_state(const Game&) const override;
};

}  // namespace carc
