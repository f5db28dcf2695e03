// River I: the spring starts the layout, river tiles come before land tiles, each continues the
// river without an immediate U-turn, and the lake closes it (CAR-467..475). The placement rules
// and the river's place in the supply are shared with the other river sets (expansions/river/).
#pragma once
#include "core/module.hpp"
#include "expansions/river/river_rules.hpp"

namespace carc {

class River1Module final : public ExpansionModule {
 public:
  std::string_view name() const override { return "river1"; }
  std::string_view title() const override { return "The River (River I)"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  std::optional<Rejection> check_placement(const Game& g, const PlaceTile& a) const override { return river::check_placement(g, a); }
  bool allows_placement(const Game& g, const PlaceTile& a) const override { return river::allows_placement(g, a); }
  PlacementScope placement_scope(const Game& g, const TileType* t) const override { return river::placement_scope(g, t); }
  bool checks_deployment() const override { return false; }
};

}  // namespace carc
