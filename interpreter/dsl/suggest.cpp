#include "suggest.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/ruleset.hpp"
#include "core/tile_catalog.hpp"
#include "expansions/registry.hpp"
#include "rulings/ruling_catalog.hpp"

namespace carc::dsl {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring characters (the commonest typing slip) each cost one.
std::size_t distance(std::string_view a, std::string_view b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

// The name without its digits: two names that differ only there (CAR-20, CAR-520) are two
// different things, not a slip of the keyboard.
std::string letters(std::string_view s) {
  std::string out;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) out += lower(c);
  return out;
}

}  // namespace

std::string closest_name(std::string_view word, const std::vector<std::string>& known) {
  if (word.empty() || word.size() > 64) return "";
  for (const auto& k : known)  // the same name in another case
    if (k != word && letters(k) == letters(word) && distance(k, word) == 0) return k;
  if (word.size() < 3) return "";  // a name of one or two characters is near every other one
  std::size_t limit = std::max<std::size_t>(1, (word.size() + 1) / 3);
  std::string best;
  std::size_t best_distance = limit + 1;
  for (const auto& k : known) {
    if (k.size() > word.size() + limit || k.size() + limit < word.size()) continue;
    if (letters(k) == letters(word)) continue;
    std::size_t dist = distance(word, k);
    if (dist < best_distance && k != word) {
      best = k;
      best_distance = dist;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& known) {
  std::string best = closest_name(word, known);
  return best.empty() ? "" : fmt::format("; did you mean `{}`?", best);
}

std::vector<std::string> known_tiles() {
  std::vector<std::string> out;
  for (const auto& t : builtin_catalog().types()) out.push_back(t->id);
  return out;
}

std::vector<std::string> known_expansions() {
  std::vector<std::string> out;
  for (const auto* m : all_modules()) out.emplace_back(m->name());
  return out;
}

std::vector<std::string> known_rulings() {
  std::vector<std::string> out;
  for (const auto& r : rulings::builtin_rulings().all()) out.push_back(r.id);
  return out;
}

std::vector<std::string> known_figures(const Ruleset& rules) {
  std::vector<std::string> out;
  for (int k = 0; k < rules.figures.size(); ++k) out.push_back(rules.figures.at(k).name);
  return out;
}

std::vector<std::string> known_options(const Ruleset& rules) {
  std::vector<std::string> out;
  for (const auto& d : rules.options.all()) out.push_back(d.name);
  return out;
}

}  // namespace carc::dsl
