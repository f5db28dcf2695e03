// The ANTLR boundary: text in, typed syntax tree and diagnostics out. No ANTLR type appears in
// this header, and no exception escapes parse_scenarios.
#pragma once
#include <string>

#include "ast.hpp"
#include "diagnostics.hpp"

namespace carc::dsl {

// Inputs larger than this are refused before parsing.
inline constexpr std::size_t kMaxFileBytes = 1 << 20;
// Board coordinates beyond this are refused (a full game of every expansion spans far less).
inline constexpr int kMaxCoordinate = 1000;
// Tiles a setup may lay.
inline constexpr int kMaxSetupTiles = 2000;
// Parsing stops after this many syntax errors.
inline constexpr int kMaxSyntaxErrors = 20;

// Parses one scenario file. On any error the diagnostics are non-empty and the tree holds what
// could be built.
ScenarioFile parse_scenarios(std::string text, const std::string& path, Diagnostics& diags);

}  // namespace carc::dsl
