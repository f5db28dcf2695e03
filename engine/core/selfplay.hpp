// Random legal games: every placement and deployment chosen uniformly from the legal actions.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "module.hpp"
#include "ruleset.hpp"
#include "tile_catalog.hpp"

namespace carc {

class Game;
class Rng;
class RuleOptions;

// The tiles of a full game under these rules, as the modules' build_supply prepares them: the
// start tile, and the stack top first, each group of the supply shuffled with `rng` in turn
// (River I: the river tiles, then the lake, then the land). Self-play deals its games with it,
// and a scenario's `stack real seed N` deals from Rng(N).
struct DealtSupply {
  const TileType* start = nullptr;
  std::vector<StartTile> layout;  // laid instead of `start` when not empty
  std::vector<const TileType*> stack;
  // The tiles laid before the first turn: the layout, or the start tile at (0,0).
  std::vector<StartTile> start_tiles() const;
};
// Lays the start tiles of `dealt` on an empty board (no legality checks: the rules put them there).
void lay_start(Game& game, const DealtSupply& dealt);
DealtSupply deal_supply(const Ruleset& rules, const RuleOptions& options, const TileCatalog& catalog, Rng& rng);

struct SelfplayResult {
  std::vector<int> scores;
  int turns = 0;
  std::uint64_t signature = 0;  // hash of the whole event log: same seed, same signature
  std::vector<int> verb_uses;   // module actions taken, per verb (Ruleset::verbs index)
  std::vector<int> deployed;    // figures deployed, per figure kind
  int deployed_in_decisions = 0;  // ... of which in a module's deploying decision (the phantom's step)
};

struct SelfplayFailure {
  std::uint64_t seed;
  int turn;
  std::string message;
};

// Plays one game from `seed`. With `check` on, invariants are checked after every turn and the
// first violation is returned instead of a result.
std::variant<SelfplayResult, SelfplayFailure> play_random_game(std::shared_ptr<const Ruleset> rules,
                                                                const TileCatalog& catalog, int players,
                                                                std::uint64_t seed, bool check);
// The same game, and `at_end` sees the finished game before it is destroyed (benchmarks measure
// its memory there). Not called when the game fails.
std::variant<SelfplayResult, SelfplayFailure> play_random_game(std::shared_ptr<const Ruleset> rules,
                                                                const TileCatalog& catalog, int players,
                                                                std::uint64_t seed, bool check,
                                                                const std::function<void(const Game&)>& at_end);

}  // namespace carc
