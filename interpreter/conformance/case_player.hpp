// Our own engine behind the conformance protocol (`carc observe`): plays a case document and
// answers its observations. It reads only the case, like any other implementation's adapter
// would, so running the library through it tests that a case carries everything needed.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "case_field.hpp"
#include "case_format.hpp"
#include "core/game.hpp"

namespace carc::conformance {

// The game of one case as it is played, and what the "last step" observations need.
struct PlayState {
  std::shared_ptr<const Ruleset> rules;
  std::unique_ptr<Game> game;
  std::map<std::string, int> players;  // name -> index
  std::size_t step_events = 0;         // first event of the most recent turn or final step
  std::vector<int> step_scores;        // scores before it
  std::optional<int> deployments;      // legal deployments right after the last accepted placement

  // The index a name of the case stands for; an unknown name is an error at its place.
  int player(const Field& name) const;
  int figure_kind(const Field& name) const;
  int token_kind(const Field& name) const;
  // The tile index and feature index of a feature object {"x","y","kind","ports"}: -1 when no
  // tile lies there or it has no such feature.
  std::pair<int, int> feature(const Field& f) const;
};

// Coordinates as a case may write them, and the square {"x", "y"} of an object (a feature, a
// placement, a query).
inline constexpr Limit kCoordinates{-kMaxCoordinate, kMaxCoordinate, "coordinates are"};
Coord square(const Field& f);

// The expansions this engine can play (`ready` message of the persistent mode).
std::vector<std::string> supported_expansions();

// Checks a case document's "format" and "version"; throws CaseError.
void check_document(const Field& document);

// Why this engine would skip the case (an expansion it lacks), or nullopt. `c` is the case object
// (a document's "case", a persistent `run` message's "case").
std::optional<std::string> skip_reason(const Field& c);

// Plays the case object and returns {"<id>": answer} for every action and observation. Throws
// CaseError, naming the offending value, when the case is malformed, goes past a limit
// (case_format.hpp) or is not one this engine can play. With `replay`, a case whose `replay`
// holds turns reaches its setup by playing them from the start tile instead of laying the
// position directly (docs/protocol.md, 1.4); other cases are played from their setup.
nlohmann::json play_case(const Field& c, bool replay = false);

// The game right after the case's setup items, before the stack and the first draw: the
// position the setup builds. Throws CaseError like play_case.
PlayState setup_position(const Field& c);

// The answer to one observation query (observation_queries.cpp).
nlohmann::json answer_query(const PlayState& state, const Field& query);

}  // namespace carc::conformance
