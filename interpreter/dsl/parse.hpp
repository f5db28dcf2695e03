// The ANTLR boundary: text in, typed syntax tree and diagnostics out. No ANTLR type appears in
// this header, and no exception escapes parse_scenarios.
#pragma once
#include <string>
#include <string_view>

#include "ast.hpp"
#include "diagnostics.hpp"

namespace carc::dsl {

// The limits of the language (docs/dsl.md, "Limits"): each keeps a hostile or broken file from
// taking unbounded time or memory, and each is far beyond what a real scenario needs.
// Inputs larger than this are refused before parsing.
inline constexpr std::size_t kMaxFileBytes = 1 << 20;
// Scenarios in one file.
inline constexpr std::size_t kMaxScenarios = 1000;
// Characters in a scenario title, and in a name (player, tile, figure, option, ruling id, ...).
inline constexpr std::size_t kMaxTitleChars = 200;
inline constexpr std::size_t kMaxNameChars = 64;
// The characters of a UTF-8 text, as those limits count them: the bytes that start a character.
inline std::size_t utf8_chars(std::string_view s) {
  std::size_t n = 0;
  for (char ch : s) n += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  return n;
}
// Board coordinates beyond this are refused (a full game of every expansion spans far less).
inline constexpr int kMaxCoordinate = 1000;
// Tiles a setup may lay.
inline constexpr int kMaxSetupTiles = 2000;
// Players of one scenario (as `carc selfplay --players`).
inline constexpr int kMaxPlayers = 8;
// `turn` statements of one scenario; with the setup limit this keeps a layout far below the
// engine's 32767 tiles.
inline constexpr int kMaxTurns = 10000;
// A setup score, either sign: far above any real score, and far enough below the end of `int`
// that the points a game adds cannot overflow it.
inline constexpr int kMaxScore = 1000000;
// Parsing stops after this many syntax errors.
inline constexpr int kMaxSyntaxErrors = 20;

// Parses one scenario file. On any error the diagnostics are non-empty and the tree holds what
// could be built.
ScenarioFile parse_scenarios(std::string text, const std::string& path, Diagnostics& diags);

}  // namespace carc::dsl
