// Random legal games: every placement and deployment chosen uniformly from the legal actions.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "ruleset.hpp"
#include "tile_catalog.hpp"

namespace carc {

struct SelfplayResult {
  std::vector<int> scores;
  int turns = 0;
  std::uint64_t signature = 0;  // hash of the whole event log: same seed, same signature
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

}  // namespace carc
