// Running many scenario files: collecting paths, parsing, running, and reporting the results.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/diagnostics.hpp"
#include "dsl/outcome.hpp"
#include "colour.hpp"

namespace carc::report {

struct FileRun {
  std::string path;
  std::string text;                         // for printing source lines in diagnostics
  std::vector<dsl::Diagnostic> file_errors; // unreadable file or syntax errors
  std::vector<dsl::ScenarioOutcome> outcomes;
};

struct Totals {
  int passed = 0, failed = 0, skipped = 0;
  bool bad_input = false;
};

// Every *.carc file under the given paths (files as given, directories recursively, sorted).
// Paths that do not exist are reported in `errors`.
std::vector<std::string> collect_files(const std::vector<std::string>& paths, std::vector<std::string>& errors);

// A file to run and, when the path was given as FILE:ID (report/scenario_ref.hpp), which of its
// scenarios.
struct Target {
  std::string path;
  std::string which;  // empty: all
};
// collect_files, also accepting FILE:ID.
std::vector<Target> collect_targets(const std::vector<std::string>& paths, std::vector<std::string>& errors);

// Which scenarios of a file run. A scenario runs when it is one `which` names (or `which` is
// empty), its title, file path or id matches `filter` (a glob; empty = all), and one of its
// citations matches one of the `cites` globs (empty = all).
struct Selection {
  std::string which;
  std::string filter;
  std::vector<std::string> cites;
  bool any() const { return !which.empty() || !filter.empty() || !cites.empty(); }
};

// Reads and parses one scenario file. Unreadable or oversized files give nullopt; syntax errors
// give the partly built file (its text is needed to print them) and non-empty `errors`.
std::optional<dsl::ScenarioFile> load_file(const std::string& path, std::vector<dsl::Diagnostic>& errors);

// Parses and runs (or only checks) the selected scenarios of one file. A `which` the file does not
// have is a file error. With `list_only` nothing runs: the outcomes hold each selected scenario
// as passed, with its title, line and citations.
// With `fail_fast` the file stops at its first scenario that does not pass or skip.
FileRun run_file(const std::string& path, bool check_only, const Selection& selection = {}, bool list_only = false,
                 bool fail_fast = false);

Totals totals(const std::vector<FileRun>& runs);
std::string summary_line(const Totals& t);  // "N passed, N failed, N skipped"

// Text made safe for XML attributes and content (the JUnit reports).
std::string xml_escape(const std::string& s);

// PASS, FAIL and SKIP in the palette's colours (none by default).
std::string format_human(const std::vector<FileRun>& runs, bool verbose, const Palette& palette = {});
std::string format_tap(const std::vector<FileRun>& runs);
std::string format_junit(const std::vector<FileRun>& runs);
std::string format_json(const std::vector<FileRun>& runs);

}  // namespace carc::report
