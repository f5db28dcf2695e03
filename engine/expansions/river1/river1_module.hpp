// River I: the spring starts the layout, river tiles come before land tiles, each continues the
// river without an immediate U-turn, and the lake closes it (CAR-467..475).
#pragma once
#include "core/module.hpp"

namespace carc {

class River1Module final : public ExpansionModule {
 public:
  std::string_view name() const override { return "river1"; }
  std::string_view title() const override { return "The River (River I)"; }
  std::vector<std::string_view> requires_modules() const override { return {"base"}; }
  std::vector<std::string_view> reason_codes() const override;
  void register_options(OptionRegistry&) const override;
  void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const override;
  std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const override;
  bool allows_placement(const Game&, const PlaceTile&) const override;
  PlacementScope placement_scope(const Game&, const TileType*) const override;
  bool checks_deployment() const override { return false; }
};

namespace reason {
inline constexpr const char* kRiverFirst = "river-first";                  // land tile while the river is unfinished
inline constexpr const char* kRiverNotContinued = "river-not-continued";  // river tile not joined to the river
inline constexpr const char* kRiverUTurn = "river-u-turn";                // two bends the same way in a row
inline constexpr const char* kLakeNotLast = "lake-not-last";              // lake while river tiles remain
}  // namespace reason

}  // namespace carc
