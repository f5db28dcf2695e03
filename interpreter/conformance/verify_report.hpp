// `carc verify` results as text: human, TAP, JUnit XML or JSON, and the summary line.
#pragma once
#include <string>
#include <vector>

#include "verify.hpp"

namespace carc::conformance {

struct VerifyTotals {
  int pass = 0, fail = 0, skip = 0, error = 0, expected_fail = 0, unexpected_pass = 0, unsupported = 0;
  int unsupported_queries = 0;  // queries answered unsupported, over every case
  // The summary's three numbers: known failures and cases with unsupported queries count as
  // skipped (set aside, not passed), and everything unexpected — a failure, an error, a known
  // failure that did not fail — as failed.
  int passed() const { return pass; }
  int failed() const { return fail + error + unexpected_pass; }
  int skipped() const { return skip + expected_fail + unsupported; }
};

VerifyTotals verify_totals(const std::vector<CaseResult>& results);
std::string verify_summary(const VerifyTotals& t);   // "N passed, N failed, N skipped"
std::string verify_breakdown(const VerifyTotals& t); // every verdict's count

std::string verify_human(const std::vector<CaseResult>& results, bool verbose);
std::string verify_tap(const std::vector<CaseResult>& results);
std::string verify_junit(const std::vector<CaseResult>& results);
std::string verify_json(const std::vector<CaseResult>& results);

}  // namespace carc::conformance
