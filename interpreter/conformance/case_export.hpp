// Turning a scenario into a fully resolved conformance case (docs/protocol.md): rules with every
// option's value, the tiles it uses, the setup, the actions, the observations asked for, and the
// wanted values apart from the rest.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/tile_catalog.hpp"
#include "dsl/ast.hpp"
#include "dsl/outcome.hpp"

namespace carc::conformance {

// One scenario file read for export: each scenario's case, or why there is none.
struct ExportedScenario {
  dsl::ScenarioOutcome check;  // the static check: BadInput and Skipped leave `document` empty
  nlohmann::json document;     // {"format", "version", "case", "expected"}
};

struct ExportedFile {
  std::string path;
  std::string text;                          // for diagnostics
  std::vector<dsl::Diagnostic> file_errors;  // unreadable file or syntax errors
  std::vector<ExportedScenario> scenarios;
};

// Reads, checks and exports one scenario file. `id_base` names the file in case ids
// ("base/road-completion.carc"); a case id is "<id_base>:<line of the scenario>".
ExportedFile export_file(const std::string& path, const std::string& id_base);

// The case of one scenario that passed the static checks.
nlohmann::json export_case(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, const std::string& id);

// A tile type as a case describes it (the "tiles" object of a case).
nlohmann::json tile_definition(const TileType& type);

// Every case of the scenario files under `paths` (folders searched for *.carc), in file order.
// Scenarios that are bad input are printed into `diagnostics` (FILE:LINE:COL, the source line
// and a caret) and left out; so are those skipped because their expansion is not built.
struct CaseLibrary {
  std::vector<nlohmann::json> documents;
  std::string diagnostics;
  std::vector<std::string> skipped;  // "id: why"
  bool bad_input = false;
};
// `filter`, when not empty, keeps the scenarios whose title, file path or case id matches it (a glob).
CaseLibrary export_library(const std::vector<std::string>& paths, const std::string& filter);

// The part of a scenario file's path that names it in case ids: what follows the last folder
// called `scenarios` ("base/road-completion.carc"), else the path as given.
std::string case_id_base(const std::string& path);

// The document sent to an implementation: the case without the wanted values.
nlohmann::json without_expected(const nlohmann::json& document);

}  // namespace carc::conformance
