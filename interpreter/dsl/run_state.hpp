// State shared by the parts of one scenario run (internal to interpreter/dsl).
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast.hpp"
#include "core/game.hpp"
#include "diagnostics.hpp"
#include "outcome.hpp"
#include "run_observer.hpp"

namespace carc::dsl {

struct RunState {
  const ScenarioFile& file;
  const Scenario& scenario;
  Diagnostics diags;
  ScenarioOutcome& out;
  std::shared_ptr<const Ruleset> rules;
  std::unique_ptr<Game> game;
  std::map<std::string, int> players;  // name -> index

  // Scope of the most recent turn or final step: its first event and the scores before it.
  std::size_t step_events = 0;
  std::vector<int> step_scores;
  // Legal deployments right after the most recent successful placement.
  std::optional<int> last_deploy_options;
  RunObserver* observer = nullptr;  // may be null

  RunState(const ScenarioFile& f, const Scenario& s, ScenarioOutcome& o) : file(f), scenario(s), diags(f.path), out(o) {}

  void fail(Loc loc, std::string message, std::string want = "", std::string have = "") {
    out.failures.push_back({loc, std::move(message), std::move(want), std::move(have)});
    if (observer) observer->failure(out.failures.back());
  }
  std::optional<int> player(const Name& n);          // reports unknown players
  std::optional<int> figure_kind(const Name& n);     // reports unknown figure kinds
  std::optional<int> token_kind(const Name& n);      // reports unknown token kinds
  const TileType* tile(const Name& n);               // reports unknown tiles
  const TileType* land_tile(const Name& n);          // tile(), and refuses one that is never drawn
};

// Which feature of a tile, lying with rotation `rot`, a kind and an optional port name.
// Returns the feature index or an error message.
std::variant<int, std::string> resolve_feature(const TileType& type, Rotation rot, const std::string& kind,
                                               const std::optional<std::string>& port);

// Evaluates one expectation; adds a failure when it does not hold.
void evaluate(RunState& st, const Expectation& e);

// The board as text, for failure reports (the picture of render/ascii_board.hpp).
std::string board_text(const Game& game);

}  // namespace carc::dsl
