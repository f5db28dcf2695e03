// Figure kinds (a table, not if-chains) and the figures of one game (DESIGN §3 "Figures").
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "feature_kind.hpp"

namespace carc {

struct FigureKindDef {
  std::string name;           // as written in scenarios: follower, big-follower, builder, ...
  bool follower = true;       // counts as a follower (majority, "last follower" rules)
  int strength = 1;           // weight when a majority is decided
  int supply = 0;             // pieces each player starts with
  std::vector<FeatureKind> deploy_to;  // feature kinds it may be deployed on from the supply
  // A special figure that accompanies a follower (builder, pig): it is deployed only onto a
  // feature where its owner already has a follower, whoever else stands there, instead of onto
  // an unoccupied one.
  bool with_own_follower = false;
  // A neutral figure (dragon, fairy, ...) belongs to nobody: the game holds `supply` of it in
  // all, beside the board until a module brings it into play; modules move it with verbs.
  bool neutral = false;
  // It goes only where its own rules send it: places other modules open to every figure (a
  // tower's top) stay closed to it (the mayor, the wagon, the barn: CAR-125).
  bool own_places_only = false;
  // Its weight in a majority is worked out by its module (ExpansionModule::figure_strength),
  // not `strength` (the mayor: the pennants of his city).
  bool strength_by_rule = false;
  // It stands on a corner where four tiles meet (Spot::Corner), not on a feature (the barn).
  bool on_corners = false;
  // A neutral figure that rules removing every figure from a tile take with the players' own
  // (the teacher the dragon eats, CAR-499); other neutral figures are left where they stand.
  bool edible = false;
  // It stands on a feature without occupying it (the shepherd on a field): followers may still
  // be deployed onto that feature, and it may go onto a feature where followers stand. Its
  // module decides where it may go (check_deployment); it never counts towards a majority.
  bool apart = false;
};

// The corners of a tile, clockwise from the north-east: Figure::feature of a figure on a corner.
inline constexpr const char* kCornerNames[4] = {"NE", "SE", "SW", "NW"};

class FigureTable {
 public:
  int add(FigureKindDef def);  // returns the kind index
  // Opens a feature kind to an existing figure kind (a module's place for others' figures: the
  // top of a tower takes any follower).
  void allow(int kind, FeatureKind on) {
    auto& def = kinds_[static_cast<std::size_t>(kind)];
    if (!def.own_places_only && !can_deploy(kind, on)) def.deploy_to.push_back(on);
  }
  // A later module's rule changes an existing kind's weight in some majorities (a figure that
  // came out of the City of Carcassonne): its strength is asked of the modules from then on.
  void strength_by_rule(int kind) { kinds_[static_cast<std::size_t>(kind)].strength_by_rule = true; }
  std::optional<int> find(std::string_view name) const;
  const FigureKindDef& at(int kind) const { return kinds_[kind]; }
  int size() const { return static_cast<int>(kinds_.size()); }
  bool can_deploy(int kind, FeatureKind on) const {  // inline: the deployment listing asks per feature
    for (FeatureKind k : kinds_[kind].deploy_to)
      if (k == on) return true;
    return false;
  }

 private:
  std::vector<FigureKindDef> kinds_;
};

// Where a figure on the board stands (DESIGN §3 "Figures"): on a feature (a follower), on a
// tile as a whole (the dragon, the fairy), on a tile's corner or side, or in a special place a
// module names (a tower, a prison, a quarter of the City of Carcassonne, ...).
enum class Spot : std::uint8_t { Feature, Tile, Corner, Side, Special };

// Figure::feature where the spot has nothing to name: a special place no player holds (a
// prisoner's names his captor), a tile the figure stands on beside no other figure.
inline constexpr int kNoDetail = -1;

// One physical figure. Where it stands is exactly one of: its owner's supply (for a neutral
// figure: beside the board), out of the game, or a spot on the board.
struct Figure {
  int owner = -1;    // -1: a neutral figure
  int kind = 0;
  int tile = -1;     // index into Board::tiles() (Special: Ruleset::places index); -1 = in the supply, -2 = out of the game
  // Feature: feature index; Corner: 0..3 clockwise from north-east; Side: Side; Tile: a figure it
  // stands beside, or kNoDetail; Special: the place's holder (a player), or kNoDetail
  int feature = -1;
  Spot spot = Spot::Feature;
  bool on_board() const { return tile >= 0 && spot == Spot::Feature; }  // on a feature of a tile
  bool placed() const { return tile >= 0; }                             // anywhere in play
  // On one tile only (a feature, or the tile as a whole): not in a special place, and not on a
  // corner, which four tiles share (a barn: CAR-92).
  bool on_one_tile() const { return tile >= 0 && (spot == Spot::Feature || spot == Spot::Tile); }
  bool in_supply() const { return tile == -1; }
  bool neutral() const { return owner < 0; }
};

}  // namespace carc
