// "Did you mean ...?" for a misspelt name: the closest known name by edit distance, when it is
// close enough to be the likely intent.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace carc::dsl {

// The known name closest to `word` (case-insensitive edit distance, a swap of two neighbours
// counting once), or empty when none is within about a third of the word's length.
std::string closest_name(std::string_view word, const std::vector<std::string>& known);

// "; did you mean `X`?" for appending to an error message, or empty.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& known);

}  // namespace carc::dsl

namespace carc {
struct Ruleset;
}

namespace carc::dsl {

// The names a scenario may use, for suggestions.
std::vector<std::string> known_tiles();
std::vector<std::string> known_expansions();
std::vector<std::string> known_rulings();
std::vector<std::string> known_figures(const Ruleset& rules);
std::vector<std::string> known_options(const Ruleset& rules);

}  // namespace carc::dsl
