// The words for each rejection reason code, read from docs/reasons.md (embedded at build time),
// so the reference page is the one place a code is explained: carc explain quotes it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace carc::explain {

struct ReasonWords {
  std::string code;        // edge-mismatch
  std::string defined_by;  // core, or the module's name
  std::string when;        // the table's sentence, without markdown
  std::vector<std::string> rulings;  // ruling ids the sentence names (CAR-9, CAR:base/...)
};

// The row for a code, or nullptr when docs/reasons.md does not list it.
const ReasonWords* reason_words(std::string_view code);
const std::vector<ReasonWords>& all_reason_words();

// Ruling ids named in a text: CAR-13, CAR:base/road-scoring.
std::vector<std::string> ruling_ids_in(std::string_view text);

}  // namespace carc::explain
