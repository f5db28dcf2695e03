#include "diagnostics.hpp"

#include <fmt/format.h>

namespace carc::dsl {

namespace {

// Byte offset `chars` UTF-8 characters after byte `from` (at most s.size()): a column counts
// characters, and a cut must never split one.
std::size_t skip_chars(std::string_view s, std::size_t from, std::size_t chars) {
  std::size_t i = from;
  for (; i < s.size() && chars > 0; --chars)
    for (++i; i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80;) ++i;
  return i;
}

// The source line under the header: at most 200 characters of it around the column, so a huge
// line stays readable, and a caret under the column.
std::string source_excerpt(std::string_view text, int column) {
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  std::size_t col = column > 0 ? static_cast<std::size_t>(column - 1) : 0;
  std::size_t first = col > 100 ? col - 100 : 0;  // in characters
  std::size_t from = skip_chars(text, 0, first);
  std::string_view shown = text.substr(from, skip_chars(text, from, 200) - from);
  std::string caret_pad;
  for (std::size_t i = 0, n = 0; i < shown.size() && first + n < col; i = skip_chars(shown, i, 1), ++n)
    caret_pad += shown[i] == '\t' ? '\t' : ' ';
  return fmt::format("  {}{}\n  {}^\n", from > 0 ? "..." : "", shown, from > 0 ? "   " + caret_pad : caret_pad);
}

}  // namespace

std::string format_diagnostic(const Diagnostic& d, std::string_view source) { return format_diagnostics({d}, source); }

std::string format_diagnostics(const std::vector<Diagnostic>& list, std::string_view source) {
  // Where each line starts, found once and only as far as needed: a file with thousands of
  // errors is formatted in one pass, not one pass per error.
  std::vector<std::size_t> starts{0};
  std::string out;
  for (const Diagnostic& d : list) {
    if (d.loc.line < 1) {  // about the file as a whole: no place in it to show
      out += fmt::format("{}: error: {}\n", d.file, d.message);
      continue;
    }
    out += fmt::format("{}:{}:{}: error: {}\n", d.file, d.loc.line, d.loc.col, d.message);
    if (source.empty()) continue;
    auto line = static_cast<std::size_t>(d.loc.line);
    while (starts.size() < line && starts.back() != std::string_view::npos) {
      std::size_t nl = source.find('\n', starts.back());
      starts.push_back(nl == std::string_view::npos ? nl : nl + 1);
    }
    std::size_t start = starts.size() >= line ? starts[line - 1] : std::string_view::npos;
    if (start == std::string_view::npos) continue;
    std::size_t end = source.find('\n', start);
    out += source_excerpt(source.substr(start, end == std::string_view::npos ? end : end - start), d.loc.col);
  }
  return out;
}

}  // namespace carc::dsl
