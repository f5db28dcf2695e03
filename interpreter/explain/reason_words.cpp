#include "reason_words.hpp"

#include <cctype>

#include "core/embedded_tiles.hpp"

namespace carc {
const std::vector<EmbeddedFile>& embedded_reason_docs();  // generated from docs/reasons.md
}

namespace carc::explain {

namespace {

std::string trim(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  std::size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

std::string without_backticks(std::string s) {
  std::string out;
  for (char c : s)
    if (c != '`') out += c;
  return out;
}

// Rows of the table `| code | defined by | when |`.
std::vector<ReasonWords> parse(const std::string& text) {
  std::vector<ReasonWords> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.size() < 2 || line[0] != '|') continue;
    std::vector<std::string> cells;
    std::size_t start = 1;
    for (std::size_t bar; (bar = line.find('|', start)) != std::string::npos; start = bar + 1)
      cells.push_back(trim(line.substr(start, bar - start)));
    if (cells.size() < 3 || cells[0].size() < 3 || cells[0].front() != '`' || cells[0].back() != '`') continue;
    ReasonWords w;
    w.code = cells[0].substr(1, cells[0].size() - 2);
    w.defined_by = without_backticks(cells[1]);
    w.when = without_backticks(cells[2]);
    w.rulings = ruling_ids_in(w.when);
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace

std::vector<std::string> ruling_ids_in(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i + 4 < text.size(); ++i) {
    if (text.compare(i, 3, "CAR") != 0 || (i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1])))) continue;
    std::size_t j = i + 3;
    if (text[j] == '-') {
      ++j;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      if (j == i + 4) continue;
    } else if (text[j] == ':') {
      ++j;
      while (j < text.size() && (std::islower(static_cast<unsigned char>(text[j])) || std::isdigit(static_cast<unsigned char>(text[j])) ||
                                 text[j] == '/' || text[j] == '_' || text[j] == '-'))
        ++j;
      while (j > i + 4 && (text[j - 1] == '-' || text[j - 1] == '/')) --j;  // trailing punctuation
      if (j == i + 4) continue;
    } else {
      continue;
    }
    out.emplace_back(text.substr(i, j - i));
    i = j - 1;
  }
  return out;
}

const std::vector<ReasonWords>& all_reason_words() {
  static const std::vector<ReasonWords> words = [] {
    std::vector<ReasonWords> all;
    for (const auto& f : embedded_reason_docs()) {
      auto rows = parse(f.text);
      all.insert(all.end(), rows.begin(), rows.end());
    }
    return all;
  }();
  return words;
}

const ReasonWords* reason_words(std::string_view code) {
  for (const auto& w : all_reason_words())
    if (w.code == code) return &w;
  return nullptr;
}

}  // namespace carc::explain
