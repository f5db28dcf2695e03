// What running one scenario produced: passed, failed (with every failed expectation), skipped,
// or bad input (with diagnostics).
#pragma once
#include <string>
#include <vector>

#include "ast.hpp"
#include "diagnostics.hpp"

namespace carc::dsl {

struct Failure {
  Loc loc;              // the expectation or step that failed
  std::string message;  // what was checked
  std::string want;
  std::string have;
};

enum class Status { Passed, Failed, Skipped, BadInput };
std::string_view status_name(Status s);

struct ScenarioOutcome {
  Status status = Status::Passed;
  std::string file;
  std::string title;
  Loc loc;
  std::vector<std::string> cites;
  std::vector<Failure> failures;
  std::vector<Diagnostic> errors;  // bad input
  std::string skip_reason;
  std::string board;  // ASCII board at the point of the first failure
  int checks = 0;     // expectations evaluated
  double millis = 0;
};

}  // namespace carc::dsl
