#include "library_run.hpp"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dsl/parse.hpp"
#include "dsl/scenario_run.hpp"
#include "scenario_ref.hpp"

namespace carc::report {

namespace fs = std::filesystem;
using dsl::Status;

std::vector<std::string> collect_files(const std::vector<std::string>& paths, std::vector<std::string>& errors) {
  std::vector<std::string> out;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (fs::recursive_directory_iterator it(p, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".carc") found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      out.push_back(p);
    } else {
      errors.push_back(fmt::format("{}: error: no such file or directory", p));
    }
  }
  return out;
}

std::vector<Target> collect_targets(const std::vector<std::string>& paths, std::vector<std::string>& errors) {
  std::vector<Target> out;
  for (const auto& p : paths) {
    std::error_code ec;
    auto ref = fs::exists(p, ec) ? std::nullopt : split_scenario_ref(p);
    if (ref) {
      out.push_back({ref->path, ref->which});
      continue;
    }
    for (auto& f : collect_files({p}, errors)) out.push_back({std::move(f), ""});
  }
  return out;
}

std::optional<dsl::ScenarioFile> load_file(const std::string& path, std::vector<dsl::Diagnostic>& errors) {
  std::error_code ec;
  auto size = fs::file_size(path, ec);
  if (!ec && size > dsl::kMaxFileBytes) {
    errors.push_back({path, {1, 1}, fmt::format("file is {} bytes; scenario files are limited to {} bytes", size, dsl::kMaxFileBytes)});
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    errors.push_back({path, {0, 0}, "cannot read the file"});
    return std::nullopt;
  }
  // Read at most one byte more than the limit: enough to refuse an oversized file quickly.
  std::string text(dsl::kMaxFileBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  dsl::Diagnostics diags(path);
  dsl::ScenarioFile file = dsl::parse_scenarios(std::move(text), path, diags);
  if (!diags.empty()) errors = diags.list();  // the file is still returned: its text prints them
  return file;
}

namespace {

bool matches(const std::string& glob, const std::string& text) { return fnmatch(glob.c_str(), text.c_str(), 0) == 0; }

bool selected(const Selection& sel, const std::string& path, const dsl::Scenario& sc) {
  if (!sel.filter.empty() && !matches(sel.filter, sc.title) && !matches(sel.filter, path) &&
      !matches(sel.filter, scenario_id(path, sc)))
    return false;
  if (sel.cites.empty()) return true;
  for (const auto& glob : sel.cites)
    for (const auto& c : sc.cites)
      if (matches(glob, c.text)) return true;
  return false;
}

}  // namespace

FileRun run_file(const std::string& path, bool check_only, const Selection& selection, bool list_only, bool fail_fast) {
  FileRun run;
  run.path = path;
  auto loaded = load_file(path, run.file_errors);
  if (loaded) run.text = loaded->text;
  if (!run.file_errors.empty()) {
    // A broken file that a --filter or --cites leaves out (by its path, or by every scenario read
    // before the error) is not reported: the run is about other scenarios.
    bool wanted = selection.filter.empty() ? selection.cites.empty() : matches(selection.filter, path);
    if (loaded)
      for (const auto& sc : loaded->scenarios) wanted = wanted || selected(selection, path, sc);
    if (!wanted) run.file_errors.clear();
    return run;
  }
  const dsl::ScenarioFile& file = *loaded;
  std::string error;
  auto picked = resolve_scenarios(file, selection.which, error);
  if (picked.empty() && !selection.which.empty()) {
    // resolve_scenarios wrote "PATH: error: ..." for printing; the diagnostic carries the rest.
    std::string prefix = path + ": error: ";
    if (error.starts_with(prefix)) error.erase(0, prefix.size());
    if (!error.empty() && error.back() == '\n') error.pop_back();
    run.file_errors.push_back({path, {0, 0}, error});
    return run;
  }
  for (std::size_t i : picked) {
    const auto& sc = file.scenarios[i];
    if (!selected(selection, path, sc)) continue;
    if (list_only) {
      dsl::ScenarioOutcome o;
      o.file = path;
      o.title = sc.title;
      o.loc = sc.loc;
      for (const auto& c : sc.cites) o.cites.push_back(c.text);
      run.outcomes.push_back(std::move(o));
      continue;
    }
    run.outcomes.push_back(dsl::run_scenario(file, sc, check_only));
    auto status = run.outcomes.back().status;
    if (fail_fast && status != dsl::Status::Passed && status != dsl::Status::Skipped) break;
  }
  return run;
}

Totals totals(const std::vector<FileRun>& runs) {
  Totals t;
  for (const auto& r : runs) {
    if (!r.file_errors.empty()) {
      ++t.failed;
      t.bad_input = true;
    }
    for (const auto& o : r.outcomes) {
      if (o.status == Status::Passed) ++t.passed;
      else if (o.status == Status::Skipped) ++t.skipped;
      else ++t.failed;
      if (o.status == Status::BadInput) t.bad_input = true;
    }
  }
  return t;
}

std::string summary_line(const Totals& t) { return fmt::format("{} passed, {} failed, {} skipped", t.passed, t.failed, t.skipped); }

namespace {

std::string diagnostics_text(const FileRun& r, const std::vector<dsl::Diagnostic>& ds) {
  return dsl::format_diagnostics(ds, r.text);
}

std::string failure_text(const FileRun& r, const dsl::ScenarioOutcome& o) {
  std::string out;
  for (const auto& f : o.failures) {
    out += fmt::format("  {}:{}:{}: {}\n", r.path, f.loc.line, f.loc.col, f.message);
    if (!f.want.empty() || !f.have.empty()) out += fmt::format("    want: {}\n    have: {}\n", f.want, f.have);
  }
  if (!o.board.empty()) {
    out += "  board at the first failure:\n";
    std::istringstream lines(o.board);
    for (std::string line; std::getline(lines, line);) out += "    " + line + "\n";
  }
  return out;
}

}  // namespace

std::string format_human(const std::vector<FileRun>& runs, bool verbose, const Palette& c) {
  std::string out;
  for (const auto& r : runs) {
    out += diagnostics_text(r, r.file_errors);
    for (const auto& o : r.outcomes) {
      switch (o.status) {
        case Status::Passed:
          if (verbose) out += fmt::format("{}PASS{} {}:{} {}\n", c.pass, c.reset, r.path, o.loc.line, o.title);
          break;
        case Status::Skipped:
          out += fmt::format("{}SKIP{} {}:{} {} ({})\n", c.skip, c.reset, r.path, o.loc.line, o.title, o.skip_reason);
          break;
        case Status::Failed:
          out += fmt::format("{}FAIL{} {}:{} {}  -> carc explain {}\n{}", c.fail, c.reset, r.path, o.loc.line, o.title,
                             shell_quote(fmt::format("{}:{}", r.path, o.loc.line)), failure_text(r, o));
          break;
        case Status::BadInput:
          out += diagnostics_text(r, o.errors);
          break;
      }
    }
  }
  return out;
}

std::string format_tap(const std::vector<FileRun>& runs) {
  std::string body;
  int n = 0;
  for (const auto& r : runs) {
    if (!r.file_errors.empty()) {
      body += fmt::format("not ok {} - {}\n", ++n, r.path);
      std::istringstream lines(diagnostics_text(r, r.file_errors));
      for (std::string line; std::getline(lines, line);) body += "  # " + line + "\n";
    }
    for (const auto& o : r.outcomes) {
      std::string name = fmt::format("{}:{} {}", r.path, o.loc.line, o.title);
      if (o.status == Status::Passed) body += fmt::format("ok {} - {}\n", ++n, name);
      else if (o.status == Status::Skipped) body += fmt::format("ok {} - {} # SKIP {}\n", ++n, name, o.skip_reason);
      else {
        body += fmt::format("not ok {} - {}\n", ++n, name);
        std::istringstream lines(o.status == Status::Failed ? failure_text(r, o) : diagnostics_text(r, o.errors));
        for (std::string line; std::getline(lines, line);) body += "  # " + line + "\n";
      }
    }
  }
  return fmt::format("TAP version 13\n1..{}\n{}", n, body);
}

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string format_junit(const std::vector<FileRun>& runs) {
  Totals t = totals(runs);
  std::string out = fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"{}\" failures=\"{}\" skipped=\"{}\">\n",
                                t.passed + t.failed + t.skipped, t.failed, t.skipped);
  for (const auto& r : runs) {
    out += fmt::format("  <testsuite name=\"{}\">\n", xml_escape(r.path));
    if (!r.file_errors.empty())
      out += fmt::format("    <testcase name=\"(file)\"><failure message=\"bad input\">{}</failure></testcase>\n",
                         xml_escape(diagnostics_text(r, r.file_errors)));
    for (const auto& o : r.outcomes) {
      out += fmt::format("    <testcase name=\"{}\" classname=\"{}\" time=\"{:.4f}\">", xml_escape(o.title), xml_escape(r.path), o.millis / 1000);
      if (o.status == Status::Skipped) out += fmt::format("<skipped message=\"{}\"/>", xml_escape(o.skip_reason));
      if (o.status == Status::Failed) out += fmt::format("<failure message=\"failed\">{}</failure>", xml_escape(failure_text(r, o)));
      if (o.status == Status::BadInput) out += fmt::format("<failure message=\"bad input\">{}</failure>", xml_escape(diagnostics_text(r, o.errors)));
      out += "</testcase>\n";
    }
    out += "  </testsuite>\n";
  }
  return out + "</testsuites>\n";
}

std::string format_json(const std::vector<FileRun>& runs) {
  using nlohmann::json;
  auto diag = [](const dsl::Diagnostic& d) { return json{{"file", d.file}, {"line", d.loc.line}, {"col", d.loc.col}, {"message", d.message}}; };
  json files = json::array();
  for (const auto& r : runs) {
    json f{{"path", r.path}, {"errors", json::array()}, {"scenarios", json::array()}};
    for (const auto& d : r.file_errors) f["errors"].push_back(diag(d));
    for (const auto& o : r.outcomes) {
      json s{{"id", fmt::format("{}:{}", r.path, o.loc.line)}, {"title", o.title}, {"line", o.loc.line}, {"status", std::string(dsl::status_name(o.status))},
             {"cites", o.cites}, {"checks", o.checks}, {"millis", o.millis}};
      if (!o.skip_reason.empty()) s["skip_reason"] = o.skip_reason;
      json fails = json::array();
      for (const auto& x : o.failures)
        fails.push_back({{"line", x.loc.line}, {"col", x.loc.col}, {"message", x.message}, {"want", x.want}, {"have", x.have}});
      if (!fails.empty()) s["failures"] = fails;
      json errs = json::array();
      for (const auto& d : o.errors) errs.push_back(diag(d));
      if (!errs.empty()) s["errors"] = errs;
      f["scenarios"].push_back(s);
    }
    files.push_back(f);
  }
  Totals t = totals(runs);
  json out{{"files", files}, {"passed", t.passed}, {"failed", t.failed}, {"skipped", t.skipped}, {"bad_input", t.bad_input}};
  return out.dump(2) + "\n";
}

}  // namespace carc::report
