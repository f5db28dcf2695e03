#include "diagnostics.hpp"

#include <fmt/format.h>

namespace carc::dsl {

std::string format_diagnostic(const Diagnostic& d, std::string_view source) {
  std::string out = fmt::format("{}:{}:{}: error: {}\n", d.file, d.loc.line, d.loc.col, d.message);
  if (d.loc.line < 1 || source.empty()) return out;
  // Find the line; show at most 200 characters of it so a huge line stays readable.
  std::size_t start = 0;
  for (int line = 1; line < d.loc.line && start != std::string_view::npos; ++line) {
    start = source.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  if (start == std::string_view::npos || start > source.size()) return out;
  std::size_t end = source.find('\n', start);
  std::string_view text = source.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  std::size_t col = d.loc.col > 0 ? static_cast<std::size_t>(d.loc.col - 1) : 0;
  std::size_t from = col > 100 ? col - 100 : 0;
  std::string_view shown = text.substr(std::min(from, text.size()), 200);
  std::string caret_pad;
  for (std::size_t i = from; i < col && i - from < shown.size(); ++i) caret_pad += shown[i - from] == '\t' ? '\t' : ' ';
  out += fmt::format("  {}{}\n  {}^\n", from > 0 ? "..." : "", shown, from > 0 ? "   " + caret_pad : caret_pad);
  return out;
}

}  // namespace carc::dsl
