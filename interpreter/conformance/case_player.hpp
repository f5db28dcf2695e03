// Our own engine behind the conformance protocol (`carc observe`): plays a case document and
// answers its observations. It reads only the case, like any other implementation's adapter
// would, so running the library through it tests that a case carries everything needed.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace carc::conformance {

// A case this engine cannot play: not an observation, reported as the case's error.
struct CaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The game of one case as it is played, and what the "last step" observations need.
struct PlayState {
  std::shared_ptr<const Ruleset> rules;
  std::unique_ptr<Game> game;
  std::map<std::string, int> players;  // name -> index
  std::size_t step_events = 0;         // first event of the most recent turn or final step
  std::vector<int> step_scores;        // scores before it
  std::optional<int> deployments;      // legal deployments right after the last accepted placement

  int player(const std::string& name) const;
  int figure_kind(const std::string& name) const;
  int token_kind(const std::string& name) const;
  // The tile index and feature index of a feature object {"x","y","kind","ports"}.
  std::pair<int, int> feature(const nlohmann::json& f) const;
};

// The expansions this engine can play (`ready` message of the persistent mode).
std::vector<std::string> supported_expansions();

// Why this engine would skip the case (an expansion it lacks), or nullopt.
std::optional<std::string> skip_reason(const nlohmann::json& document);

// Plays the case and returns {"<id>": answer} for every action and observation. Throws
// CaseError when the document is not a case this engine can play.
nlohmann::json play_case(const nlohmann::json& document);

// The answer to one observation query (observation_queries.cpp).
nlohmann::json answer_query(const PlayState& state, const nlohmann::json& query);

}  // namespace carc::conformance
