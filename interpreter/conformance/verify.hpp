// `carc verify`: feeds conformance cases to an implementation under test, compares what it
// observes with the wanted values and gives each case a verdict (docs/protocol.md).
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "compare.hpp"

namespace carc::conformance {

enum class Verdict {
  Pass,
  Fail,
  Skip,            // the implementation lacks an expansion the case needs
  Error,           // crash, non-zero exit, timeout, no valid answer, output flood
  ExpectedFail,    // a FAIL the known-failures file lists
  UnexpectedPass,  // listed as a known failure, but it did not fail
  Unsupported,     // no mismatch, but some queries were answered unsupported (neither PASS nor FAIL)
};
std::string_view verdict_name(Verdict v);  // PASS FAIL SKIP ERROR XFAIL XPASS UNSUPPORTED

struct CaseResult {
  std::string id;
  std::string title;
  std::string file;
  int line = 0;
  Verdict verdict = Verdict::Error;
  std::vector<Mismatch> mismatches;  // Fail, ExpectedFail
  std::vector<Mismatch> unsupported; // the queries answered unsupported (`have` is the reason), any verdict
  std::string message;               // Skip and Error: why
  std::string stderr_tail;           // Error: what the implementation wrote to stderr
  double seconds = 0;
};

struct VerifyOptions {
  std::string command;                // run with sh -c
  double timeout_seconds = 10;        // per case (persistent mode: also for the start)
  int jobs = 1;                       // cases run at once
  bool persistent = false;            // one process serves many cases over JSON lines
  std::size_t max_output = 8u << 20;  // bytes of stdout per case
  std::vector<std::string> known_failures;  // case id globs
  bool progress = false;              // a progress line on stderr
};

// Runs every case document ({"case", "expected"}); results come back in the input order.
std::vector<CaseResult> verify_cases(const std::vector<nlohmann::json>& documents, const VerifyOptions& options);

// Reads a known-failures file: one case id (or glob) per line, `#` starts a comment.
// Returns false with `error` as FILE:LINE:COL: message when a line is not an id.
bool read_known_failures(const std::string& path, std::vector<std::string>& patterns, std::string& error);

}  // namespace carc::conformance
