// Every effect of an action is an event; expectations, explain and the protocol observe them.
#pragma once
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "feature_kind.hpp"
#include "geometry.hpp"
#include "actions.hpp"
#include "regions.hpp"

namespace carc {

struct TileDrawn {
  int player;
  const TileType* tile;
};
struct TileDiscarded {  // drawn but fits nowhere
  int player;
  const TileType* tile;
  bool returned_to_stack;
};
struct TilePlaced {
  int player;
  const TileType* tile;
  Coord at;
  Rotation rot;
};
struct FigureDeployed {
  int player;
  int figure;
  int kind;
  Coord at;
  int feature;
  FeatureKind on;
};
struct FigureReturned {
  int player;   // -1: a neutral figure goes beside the board
  int figure;
  int kind;
  Coord at;
  int feature;  // -1 when it did not stand on a feature
  const char* cause = nullptr;  // a module's rule that removed it (eaten by the dragon, ...); nullptr: scored
};

struct PlayerStrength {
  int player;
  int strength;  // sum of the strengths of that player's figures on the feature
};

// Why a score is what it is: the words and ids explain, expectations and the protocol show. Kept
// apart, shared and immutable, so that each entry of the event log stays small (the log's entries
// are as large as its largest event; docs/performance.md) and copies of a game share it.
struct ScoreExplanation {
  std::vector<PlayerStrength> strengths;  // every player with figures there
  std::string rule;                       // which scoring rule applied, e.g. "city 2/tile + 2/pennant"
  std::vector<std::string> rulings;       // ruling ids that decided this score
};

struct PointsScored {
  std::vector<int> players;  // each receives `points` (ties all score)
  int points = 0;
  FeatureKind kind{};
  NodeId region = -1;     // a node of the scored region (query membership with Regions::same); -1 for tokens
  int token = -1;         // >= 0: points for the most tokens of this kind (TokenTable), not for a feature
  bool completed = false; // scored because it was completed during play
  bool final_scoring = false;
  bool bonus = false;     // points a module's rule gives beside a feature's score (the fairy's)
  // Points handed from one player to another (a ransom, a bazaar price): the counting figures
  // move, but this is no scoring event (a robber takes no share of it; a message is not drawn).
  bool payment = false;
  int tiles = 0;
  int pennants = 0;
  std::shared_ptr<const ScoreExplanation> why;

  const ScoreExplanation& explanation() const {
    static const ScoreExplanation none;
    return why ? *why : none;
  }
};

struct TurnEnded {
  int player;
};
// The tile just placed at `at` earns its player another tile in the same turn (a module's rule).
struct ExtraTileEarned {
  int player;
  Coord at;
  std::string reason;
  std::vector<std::string> rulings;
};
// A player takes tokens (kind: TokenTable index) for completing the region of `region`.
struct TokensTaken {
  int player;
  int token;
  int count;
  NodeId region;
};
struct GameEnded {
  std::vector<int> winners;  // empty when the tie policy names no winner
};

// A figure already in play, or a neutral one, moves to a spot of a tile (the dragon, the fairy).
struct FigureMoved {
  int player;  // the player who moved it (-1: a rule moved it)
  int figure;
  int kind;
  int from_tile;  // board index, -1 from beside the board
  int to_tile;       // board index, -1 to a special place (below) or beside the board
  int beside = -1;  // the figure it now stands beside, or -1
  int place = -1;   // Spot::Special: the place (Ruleset::places) and its holder
  int holder = -1;
  int from_place = -1;   // it came out of a special place (a quarter of a city): which, and its holder
  int from_holder = -1;
};
// A drawn tile put aside by a module's rule; it may come back (TilesReturned).
struct TileSetAside {
  int player;
  const TileType* tile;
  const char* reason;
};
struct TilesReturned {
  int count;  // tiles set aside earlier go back into the stack
};
// A module's action was taken (the verb's effects follow as their own events).
struct ModuleActed {
  int player;  // who decided (-1: nature)
  ModuleAction action;
};
// The game now waits for a module's decision (a phase of ExpansionModule::register_verbs).
struct DecisionOpened {
  int player;
  int phase;
};

// Why a module's rule allowed what just happened, in words for explain (a tower's reach).
struct RuleNoted {
  int player;
  std::shared_ptr<const std::string> text;
};

// New kinds go at the end: self-play signatures hash the alternative's index.
using Event = std::variant<TileDrawn, TileDiscarded, TilePlaced, FigureDeployed, FigureReturned, PointsScored,
                           TurnEnded, GameEnded, ExtraTileEarned, TokensTaken, FigureMoved, TileSetAside,
                           TilesReturned, ModuleActed, DecisionOpened, RuleNoted>;

// Whether `tile` went aside (discarded as fitting nowhere, or held back by a module's rule)
// among events[from..]: a scripted draw's own tile, though the game may wait for another by then.
inline bool went_aside_since(const std::vector<Event>& events, std::size_t from, const TileType* tile) {
  for (std::size_t i = from; i < events.size(); ++i) {
    if (const auto* e = std::get_if<TileDiscarded>(&events[i]); e && e->tile == tile) return true;
    if (const auto* e = std::get_if<TileSetAside>(&events[i]); e && e->tile == tile) return true;
  }
  return false;
}

}  // namespace carc
