#include "verify_report.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "report/library_run.hpp"

namespace carc::conformance {

VerifyTotals verify_totals(const std::vector<CaseResult>& results) {
  VerifyTotals t;
  for (const auto& r : results) {
    switch (r.verdict) {
      case Verdict::Pass: ++t.pass; break;
      case Verdict::Fail: ++t.fail; break;
      case Verdict::Skip: ++t.skip; break;
      case Verdict::Error: ++t.error; break;
      case Verdict::ExpectedFail: ++t.expected_fail; break;
      case Verdict::UnexpectedPass: ++t.unexpected_pass; break;
      case Verdict::Unsupported: ++t.unsupported; break;
    }
    t.unsupported_queries += static_cast<int>(r.unsupported.size());
  }
  return t;
}

std::string verify_summary(const VerifyTotals& t) {
  return fmt::format("{} passed, {} failed, {} skipped", t.passed(), t.failed(), t.skipped());
}

std::string verify_breakdown(const VerifyTotals& t) {
  return fmt::format(
      "PASS {}, FAIL {}, ERROR {}, XPASS {} (known failure passed), XFAIL {} (known failure), SKIP {}, "
      "UNSUPPORTED {} ({} queries answered unsupported)",
      t.pass, t.fail, t.error, t.unexpected_pass, t.expected_fail, t.skip, t.unsupported, t.unsupported_queries);
}

namespace {

std::string name(const CaseResult& r) { return fmt::format("{} {}", r.id, r.title); }

// The reasons behind a verdict, one line each, indented.
std::string details(const CaseResult& r) {
  std::string out;
  for (const auto& m : r.mismatches) {
    out += fmt::format("  {}:{}:{}: {} [{}]\n", r.file, m.line, m.column, m.what, m.id);
    out += fmt::format("    want: {}\n    have: {}\n", m.want, m.have);
  }
  for (const auto& u : r.unsupported)
    out += fmt::format("  {}:{}:{}: {} [{}]\n    unsupported: {}\n", r.file, u.line, u.column, u.what, u.id, u.have);
  if (!r.message.empty()) out += fmt::format("  {}\n", r.message);
  if (r.verdict == Verdict::UnexpectedPass)
    out += r.unsupported.empty() ? "  listed in the known failures, but it passed: remove it from the list\n"
                                 : "  listed in the known failures, but nothing failed (only unsupported queries): remove it from the list\n";
  if (!r.stderr_tail.empty()) {
    out += "  stderr (last part):\n";
    std::istringstream lines(r.stderr_tail);
    for (std::string line; std::getline(lines, line);) out += "    " + line + "\n";
  }
  return out;
}

}  // namespace

std::string verify_human(const std::vector<CaseResult>& results, bool verbose) {
  std::string out;
  for (const auto& r : results) {
    bool quiet = r.verdict == Verdict::Pass || r.verdict == Verdict::ExpectedFail;
    if (quiet && !verbose) continue;
    out += fmt::format("{} {}\n", verdict_name(r.verdict), name(r));
    if (!quiet || r.verdict == Verdict::ExpectedFail) out += details(r);
  }
  return out;
}

std::string verify_tap(const std::vector<CaseResult>& results) {
  std::string body;
  int n = 0;
  for (const auto& r : results) {
    ++n;
    switch (r.verdict) {
      case Verdict::Pass: body += fmt::format("ok {} - {}\n", n, name(r)); break;
      case Verdict::Skip: body += fmt::format("ok {} - {} # SKIP {}\n", n, name(r), r.message); break;
      case Verdict::Unsupported: {
        body += fmt::format("ok {} - {} # SKIP UNSUPPORTED: {} queries answered unsupported\n", n, name(r), r.unsupported.size());
        std::istringstream lines(details(r));
        for (std::string line; std::getline(lines, line);) body += "  # " + line + "\n";
        break;
      }
      case Verdict::ExpectedFail: body += fmt::format("not ok {} - {} # TODO known failure\n", n, name(r)); break;
      default: {
        body += fmt::format("not ok {} - {} ({})\n", n, name(r), verdict_name(r.verdict));
        std::istringstream lines(details(r));
        for (std::string line; std::getline(lines, line);) body += "  # " + line + "\n";
      }
    }
  }
  return fmt::format("TAP version 13\n1..{}\n{}", n, body);
}

std::string verify_junit(const std::vector<CaseResult>& results) {
  using report::xml_escape;
  VerifyTotals t = verify_totals(results);
  std::string out = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\">\n"
      "  <testsuite name=\"carc verify\">\n"
      "    <properties><property name=\"unsupported-cases\" value=\"{}\"/>"
      "<property name=\"unsupported-queries\" value=\"{}\"/></properties>\n",
      results.size(), t.fail + t.unexpected_pass, t.error, t.skipped(), t.unsupported, t.unsupported_queries);
  for (const auto& r : results) {
    out += fmt::format("    <testcase name=\"{}\" classname=\"{}\" time=\"{:.4f}\">", xml_escape(r.title), xml_escape(r.id), r.seconds);
    std::string text = xml_escape(details(r));
    switch (r.verdict) {
      case Verdict::Pass: break;
      case Verdict::Skip: out += fmt::format("<skipped message=\"{}\"/>", xml_escape(r.message)); break;
      case Verdict::ExpectedFail: out += fmt::format("<skipped message=\"known failure\">{}</skipped>", text); break;
      case Verdict::Unsupported:
        out += fmt::format("<skipped message=\"unsupported: {} queries\">{}</skipped>", r.unsupported.size(), text);
        break;
      case Verdict::Error: out += fmt::format("<error message=\"{}\">{}</error>", xml_escape(r.message), text); break;
      default: out += fmt::format("<failure message=\"{}\">{}</failure>", verdict_name(r.verdict), text);
    }
    out += "</testcase>\n";
  }
  return out + "  </testsuite>\n</testsuites>\n";
}

std::string verify_json(const std::vector<CaseResult>& results) {
  using nlohmann::json;
  json cases = json::array();
  for (const auto& r : results) {
    json c{{"id", r.id}, {"title", r.title}, {"file", r.file}, {"line", r.line},
           {"verdict", std::string(verdict_name(r.verdict))}, {"seconds", r.seconds}};
    if (!r.message.empty()) c["message"] = r.message;
    if (!r.stderr_tail.empty()) c["stderr"] = r.stderr_tail;
    json mismatches = json::array();
    for (const auto& m : r.mismatches)
      mismatches.push_back({{"id", m.id}, {"what", m.what}, {"line", m.line}, {"column", m.column}, {"want", m.want}, {"have", m.have}});
    if (!mismatches.empty()) c["mismatches"] = mismatches;
    json unsupported = json::array();
    for (const auto& u : r.unsupported)
      unsupported.push_back({{"id", u.id}, {"what", u.what}, {"line", u.line}, {"column", u.column}, {"want", u.want}, {"reason", u.have}});
    if (!unsupported.empty()) c["unsupported"] = unsupported;
    cases.push_back(c);
  }
  VerifyTotals t = verify_totals(results);
  json out{{"cases", cases},
           {"passed", t.passed()},
           {"failed", t.failed()},
           {"skipped", t.skipped()},
           {"verdicts", {{"PASS", t.pass}, {"FAIL", t.fail}, {"ERROR", t.error}, {"XPASS", t.unexpected_pass},
                         {"XFAIL", t.expected_fail}, {"SKIP", t.skip}, {"UNSUPPORTED", t.unsupported}}},
           {"unsupported_queries", t.unsupported_queries}};
  return out.dump(2) + "\n";
}

}  // namespace carc::conformance
