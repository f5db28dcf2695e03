// What `carc observe` answers (docs/protocol.md, section 4), apart from reading stdin and
// writing stdout, so that the fuzz target fuzz/fuzz_protocol.cpp runs exactly the command's code.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace carc::conformance {

// One answer: a JSON object on one line (no newline).
struct ObserveReply {
  std::string line;
  bool error = false;     // an error answer (one-shot: exit status 1) or an `errored` message
  bool internal = false;  // the error came from this engine, not from the case: a bug
};

// One-shot mode: the answer to a whole input holding one case document. With `replay`, a case
// whose setup can be replayed is played from its start tile through its `replay` turns.
ObserveReply observe_document(std::string_view input, bool replay = false);

// Persistent mode: the reply to one line, or nullopt for `stop` (the session ends).
std::optional<ObserveReply> observe_session_line(std::string_view line, bool replay = false);

}  // namespace carc::conformance
