// Random complete games as conformance cases (`carc export --selfplay`, docs/protocol.md 1.8):
// the start tile, the draw order, every placement and deployment, and at every turn the number
// of legal placements of the drawn tile, the scores and the figures returned.
#pragma once
#include <cstdint>
#include <nlohmann/json.hpp>

namespace carc::conformance {

// The case document ({"format", "version", "case", "expected"}) of one random base game played
// from `seed` by `players` players (p1, p2, ...), every placement and deployment (or pass)
// chosen uniformly from the legal ones. The same seed gives the same document.
nlohmann::json selfplay_case(std::uint64_t seed, int players);

}  // namespace carc::conformance
