// Comparing an implementation's observations with a case's wanted values: the oracle owns the
// comparison and the failure text (docs/protocol.md, "Comparison").
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace carc::conformance {

struct Mismatch {
  std::string id;    // the action or observation id
  std::string what;  // in words: "score of red", "place V at (1,0) r90"
  int line = 0;      // where the scenario asked for it
  int column = 0;
  std::string want;  // "12", "contains 6", "accepted", ...
  std::string have;  // the observed value as JSON, or "(missing)"
};

// Every wanted value of `document` ("case" + "expected") that `observations` does not meet.
std::vector<Mismatch> compare_observations(const nlohmann::json& document, const nlohmann::json& observations);

}  // namespace carc::conformance
