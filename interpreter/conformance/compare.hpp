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

// Whether an answer is the unsupported answer {"unsupported": "why"}; `why` gets the reason.
bool is_unsupported_answer(const nlohmann::json& answer, std::string* why = nullptr);

// Every wanted value of `document` ("case" + "expected") that `observations` does not meet.
// An observation answered {"unsupported": "why"} is no mismatch when `unsupported` is given: it
// goes there instead (`have` is the reason). An action answered so is always a mismatch: an
// engine that cannot perform an action skips the case.
std::vector<Mismatch> compare_observations(const nlohmann::json& document, const nlohmann::json& observations,
                                           std::vector<Mismatch>* unsupported = nullptr);

}  // namespace carc::conformance
