// carc report --html: one self-contained page for the scenario library. Per section (scenario
// folder), each scenario with its citations and their summaries, its result and its boards to
// step through, the deciding step before and after first (report_stepper.hpp); then, when asked,
// the ruling coverage table. One small inline script (the stepping), no external files.
//
// Each scenario is an <article class="scenario" data-scenario="FILE:LINE" data-status="...">.
#pragma once
#include <string>
#include <vector>

namespace carc::render {

struct HtmlReport {
  std::string html;
  int passed = 0, failed = 0, skipped = 0;
  bool bad_input = false;
  std::vector<std::string> path_errors;  // paths that do not exist
};

// `coverage`: end with the ruling coverage table (meaningful for the scenario library only).
HtmlReport html_report(const std::vector<std::string>& paths, bool coverage);

}  // namespace carc::render
