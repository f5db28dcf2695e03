#include "verify.hpp"

#include <fmt/format.h>
#include <fnmatch.h>
#include <signal.h>

#include <atomic>
#include <fstream>
#include <mutex>
#include <thread>

#include "case_export.hpp"
#include "case_format.hpp"
#include "impl_process.hpp"

namespace carc::conformance {

using nlohmann::json;

std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::Pass: return "PASS";
    case Verdict::Fail: return "FAIL";
    case Verdict::Skip: return "SKIP";
    case Verdict::Error: return "ERROR";
    case Verdict::ExpectedFail: return "XFAIL";
    case Verdict::UnexpectedPass: return "XPASS";
    case Verdict::Unsupported: return "UNSUPPORTED";
  }
  return "ERROR";
}

bool read_known_failures(const std::string& path, std::vector<std::string>& patterns, std::string& error) {
  std::ifstream in(path);
  if (!in) return error = fmt::format("{}:1:1: error: cannot read the known-failures file", path), false;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    auto last = line.find_last_not_of(" \t\r");
    std::string id = line.substr(first, last - first + 1);
    if (id.find_first_of(" \t") != std::string::npos)
      return error = fmt::format("{}:{}:{}: error: one case id per line (ids have no spaces): `{}`", path, n, first + 1, id), false;
    patterns.push_back(id);
  }
  return true;
}

namespace {

bool listed(const std::vector<std::string>& patterns, const std::string& id) {
  for (const auto& p : patterns)
    if (fnmatch(p.c_str(), id.c_str(), 0) == 0) return true;
  return false;
}

Clock::time_point after(double seconds) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Gives a verdict from an implementation's answer object: {"observations"}, {"skipped"} or {"error"}.
void judge(const json& document, const json& answer, CaseResult& r) {
  if (!answer.is_object()) {
    r.verdict = Verdict::Error;
    r.message = "the answer is not a JSON object";
  } else if (answer.contains("observations")) {
    r.mismatches = compare_observations(document, answer["observations"], &r.unsupported);
    r.verdict = !r.mismatches.empty() ? Verdict::Fail : !r.unsupported.empty() ? Verdict::Unsupported : Verdict::Pass;
  } else if (answer.contains("skipped")) {
    r.verdict = Verdict::Skip;
    r.message = answer["skipped"].is_string() ? answer["skipped"].get<std::string>() : answer["skipped"].dump();
  } else if (answer.contains("error")) {
    r.verdict = Verdict::Error;
    r.message = "the implementation reported an error: " + (answer["error"].is_string() ? answer["error"].get<std::string>() : answer["error"].dump());
  } else {
    r.verdict = Verdict::Error;
    r.message = "the answer has none of `observations`, `skipped`, `error`";
  }
}

// What an implementation printed, safe for every report format: bytes other than printable
// ASCII, tab and newline are shown as \xNN (its output may be anything, even binary).
std::string printable(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if ((c >= 0x20 && c < 0x7f) || c == '\n' || c == '\t') out += static_cast<char>(c);
    else out += fmt::format("\\x{:02x}", c);
  }
  return out;
}

std::string shorten(const std::string& s) {
  return printable(s.size() <= 200 ? s : s.substr(0, 200)) + (s.size() <= 200 ? "" : fmt::format("... ({} bytes)", s.size()));
}

// One process per case: the case on stdin, one JSON answer on stdout.
void run_one_shot(const json& document, const VerifyOptions& o, CaseResult& r) {
  ProcessResult p = run_once(o.command, without_expected(document).dump() + "\n", o.timeout_seconds, o.max_output);
  r.stderr_tail = p.err;
  r.verdict = Verdict::Error;
  if (!p.start_error.empty()) r.message = "could not start the implementation: " + p.start_error;
  else if (p.timed_out) r.message = fmt::format("timeout: no complete answer within {} s", o.timeout_seconds);
  else if (p.flooded) r.message = fmt::format("output flood: more than {} bytes on stdout", o.max_output);
  else if (p.signal) r.message = fmt::format("crashed: killed by signal {} ({})", p.signal, strsignal(p.signal));
  // sh reports a child killed by signal N as exit status 128+N.
  else if (p.exit_code > 128 && p.exit_code < 160)
    r.message = fmt::format("crashed: exit status {} (signal {}, {})", p.exit_code, p.exit_code - 128, strsignal(p.exit_code - 128));
  else if (p.exit_code != 0) r.message = fmt::format("exit status {}", p.exit_code);
  else if (p.out.find_first_not_of(" \t\r\n") == std::string::npos) r.message = "no output";
  else {
    json answer = json::parse(p.out, nullptr, /*allow_exceptions=*/false);
    if (answer.is_discarded()) r.message = "the output is not valid JSON: " + shorten(p.out);
    else judge(document, answer, r);
  }
}

// A long-lived implementation for one worker thread (persistent mode).
class Session {
 public:
  explicit Session(const VerifyOptions& o) : o_(o) {}
  ~Session() { finish(); }

  void run(const json& document, CaseResult& r) {
    r.verdict = Verdict::Error;
    if (failed_starts_ >= 2) {
      r.message = "the implementation did not start (twice): " + start_problem_;
      return;
    }
    if (!proc_.running() && !start(r)) return;
    for (const auto& e : document["case"]["rules"]["expansions"])
      if (std::find(expansions_.begin(), expansions_.end(), e.get<std::string>()) == expansions_.end()) {
        r.verdict = Verdict::Skip;
        r.message = fmt::format("the implementation does not list expansion `{}`", e.get<std::string>());
        return;
      }
    const std::string id = document["case"]["id"].get<std::string>();
    json msg = {{"type", "run"}, {"id", id}, {"case", document["case"]}};
    auto deadline = after(o_.timeout_seconds);
    if (!proc_.send(msg.dump(), deadline)) return broken(r, "it does not read its input");
    std::string why;
    auto line = proc_.read_line(deadline, o_.max_output, why);
    if (!line) return broken(r, why);
    json answer = json::parse(*line, nullptr, false);
    if (answer.is_discarded() || !answer.is_object()) return broken(r, "a line that is not a JSON object: " + shorten(*line));
    if (answer.value("id", "") != id) return broken(r, fmt::format("an answer for another case ({})", answer.value("id", "no id")));
    const std::string type = answer.value("type", "");
    if (type == "observations") judge(document, {{"observations", answer.value("observations", json())}}, r);
    else if (type == "skipped") judge(document, {{"skipped", answer.value("reason", json("no reason"))}}, r);
    else if (type == "errored") judge(document, {{"error", answer.value("message", json("no message"))}}, r);
    else broken(r, fmt::format("an answer of unknown type `{}`", type));
  }

  void finish() {
    if (proc_.running()) {
      proc_.send(json{{"type", "stop"}}.dump(), after(0.5));
      proc_.stop();
    }
  }

 private:
  bool start(CaseResult& r) {
    std::string error;
    auto fail = [&](std::string why) {
      ++failed_starts_;
      start_problem_ = why;
      r.stderr_tail = proc_.stderr_tail();
      proc_.stop();
      r.message = "the implementation did not start: " + why;
      return false;
    };
    if (!proc_.start(o_.command, error)) return fail(error);
    auto deadline = after(o_.timeout_seconds);
    if (!proc_.send(json{{"type", "start"}, {"protocol", kProtocolVersion}}.dump(), deadline)) return fail("it does not read its input");
    std::string why;
    auto line = proc_.read_line(deadline, o_.max_output, why);
    if (!line) return fail(why + describe_exit());
    json ready = json::parse(*line, nullptr, false);
    if (ready.is_discarded() || !ready.is_object() || ready.value("type", "") != "ready")
      return fail("expected a `ready` line, got: " + shorten(*line));
    expansions_.clear();
    for (const auto& e : ready.value("expansions", json::array()))
      if (e.is_string()) expansions_.push_back(e.get<std::string>());
    failed_starts_ = 0;
    return true;
  }

  std::string describe_exit() {
    auto d = proc_.exit_description();
    return d.empty() ? "" : " (" + d + ")";
  }

  // The process can no longer be trusted with the next case: report and restart it then.
  void broken(CaseResult& r, const std::string& why) {
    r.verdict = Verdict::Error;
    r.message = why + describe_exit();
    if (why == "timeout") r.message = fmt::format("timeout: no answer within {} s", o_.timeout_seconds);
    r.stderr_tail = proc_.stderr_tail();
    proc_.stop();
  }

  const VerifyOptions& o_;
  LineProcess proc_;
  std::vector<std::string> expansions_;
  int failed_starts_ = 0;
  std::string start_problem_;
};

}  // namespace

std::vector<CaseResult> verify_cases(const std::vector<json>& documents, const VerifyOptions& o) {
  signal(SIGPIPE, SIG_IGN);  // an implementation that closes its stdin must not kill us
  std::vector<CaseResult> results(documents.size());
  std::atomic<std::size_t> next{0}, done{0};
  std::mutex progress_lock;
  auto worker = [&] {
    Session session(o);
    for (std::size_t i = next++; i < documents.size(); i = next++) {
      const json& doc = documents[i];
      CaseResult& r = results[i];
      const json& c = doc["case"];
      r.id = c["id"].get<std::string>();
      r.title = c["title"].get<std::string>();
      r.file = c["source"]["file"].get<std::string>();
      r.line = c["source"]["line"].get<int>();
      auto start = Clock::now();
      if (o.persistent) session.run(doc, r);
      else run_one_shot(doc, o, r);
      r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      r.stderr_tail = printable(r.stderr_tail);
      r.message = printable(r.message);
      if (listed(o.known_failures, r.id)) {
        if (r.verdict == Verdict::Fail) r.verdict = Verdict::ExpectedFail;
        else if (r.verdict == Verdict::Pass || r.verdict == Verdict::Unsupported) r.verdict = Verdict::UnexpectedPass;
      }
      std::size_t finished = ++done;
      if (o.progress) {
        std::lock_guard<std::mutex> lock(progress_lock);
        fmt::print(stderr, "\r\033[K[{}/{}] {} {}", finished, documents.size(), verdict_name(r.verdict), r.id);
        if (finished == documents.size()) fmt::print(stderr, "\r\033[K");
        std::fflush(stderr);
      }
    }
  };
  int jobs = std::max(1, std::min<int>(o.jobs, static_cast<int>(documents.size())));
  std::vector<std::thread> threads;
  for (int j = 1; j < jobs; ++j) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  return results;
}

}  // namespace carc::conformance
