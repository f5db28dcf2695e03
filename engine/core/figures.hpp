// Figure kinds (a table, not if-chains) and the figures of one game (DESIGN §3 "Figures").
#pragma once
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
};

class FigureTable {
 public:
  int add(FigureKindDef def);  // returns the kind index
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

// One physical figure. Where it stands is exactly one of: its owner's supply, or a feature.
struct Figure {
  int owner = -1;
  int kind = 0;
  int tile = -1;     // index into Board::tiles(); -1 = in the supply, -2 = out of the game
  int feature = -1;  // feature index on that tile
  bool on_board() const { return tile >= 0; }
  bool in_supply() const { return tile == -1; }
};

}  // namespace carc
