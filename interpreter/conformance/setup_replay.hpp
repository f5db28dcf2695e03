// The replayable form of a case's setup (docs/protocol.md, 1.4): the same position reached by
// legal turns from the start tile, for engines that cannot load a position directly.
#pragma once
#include <nlohmann/json.hpp>

namespace carc::conformance {

// Searches, with this engine, for legal turns that lay the case's setup tiles from its first
// one (the start tile), deploy each setup figure on the turn its tile is laid, and leave the
// position the setup builds. `c` is the case object (setup, stack, rules, players, tiles).
// Returns {"start", "first", "turns", "stack"} or {"unreachable": why}. Throws CaseError when the
// case itself is malformed.
nlohmann::json find_setup_replay(const nlohmann::json& c);

// The squares a case can reach: its setup and placements, widened by one ({"min", "max"}).
nlohmann::json case_bounds(const nlohmann::json& c);

}  // namespace carc::conformance
