// The expansion-module interface: core calls these hooks of every enabled module, in the
// order of play, and never names an expansion itself (DESIGN §3 "Expansions as modules").
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "actions.hpp"
#include "figures.hpp"
#include "rejection.hpp"
#include "rule_options.hpp"
#include "tile_catalog.hpp"

namespace carc {

class Game;
struct Region;

// The tiles a full game is played with: a start tile and groups drawn in order, each shuffled.
struct TileSupply {
  const TileType* start = nullptr;
  std::vector<std::vector<const TileType*>> groups;
};

// See ExpansionModule::placement_scope.
enum class PlacementScope {
  PerSquare,   // it depends on the square: ask allows_placement for each candidate
  Everywhere,  // the module refuses this tile on no square
  Nowhere,     // the module refuses this tile on every square
};

// How a feature's points are worked out; modules add to it in the CAR's modifier order.
struct FeatureValue {
  int points = 0;
  std::string rule;                  // words for explain
  std::vector<std::string> rulings;  // ids that decided it
};

class ExpansionModule {
 public:
  virtual ~ExpansionModule() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view title() const = 0;
  // Modules that must be enabled with this one (River I needs the base game).
  virtual std::vector<std::string_view> requires_modules() const { return {}; }
  // The rejection reason codes this module's checks can give.
  virtual std::vector<std::string_view> reason_codes() const { return {}; }

  // Setup: options, presets, figures, the tiles of a full game.
  virtual void register_options(OptionRegistry&) const {}
  virtual void register_figures(FigureTable&) const {}
  virtual void build_supply(const RuleOptions&, const TileCatalog&, TileSupply&) const {}

  // Placement and deployment constraints beyond edge matching and region occupancy.
  virtual std::optional<Rejection> check_placement(const Game&, const PlaceTile&) const { return std::nullopt; }
  virtual std::optional<Rejection> check_deployment(const Game&, const Deploy&) const { return std::nullopt; }
  // The same answers without the wording: whether check_placement / check_deployment would accept.
  // Legal-action listing asks these for every candidate, so a module whose checks build
  // rejections (strings) overrides them with a cheap form of the same rule; both must agree.
  virtual bool allows_placement(const Game& g, const PlaceTile& a) const { return !check_placement(g, a); }
  virtual bool allows_deployment(const Game& g, const Deploy& a) const { return !check_deployment(g, a); }
  // How this module's placement rule treats `tile` in the current position, so the listing can
  // skip asking square by square. It must agree with check_placement on every square.
  virtual PlacementScope placement_scope(const Game&, const TileType*) const { return PlacementScope::PerSquare; }
  // False when check_placement / check_deployment never refuses anything, so the listing need
  // not ask this module at all (placement_scope included).
  virtual bool checks_placement() const { return true; }
  virtual bool checks_deployment() const { return true; }

  // Scoring: the value of a feature scored during play (final_scoring = false) or at the end.
  virtual void value_feature(const Game&, const Region&, bool /*final_scoring*/, FeatureValue&) const {}
  // End-of-game steps after the incomplete features are scored (farms, tokens, ...).
  virtual void final_scoring(Game&) const {}
};

}  // namespace carc
