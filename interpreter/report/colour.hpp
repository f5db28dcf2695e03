// Colour for reports on a terminal: on when standard output is a terminal and NO_COLOR is not
// set (https://no-color.org), or as --color always|never says.
#pragma once
#include <string>

namespace carc::report {

struct Palette {
  std::string pass, fail, skip, reset;  // ANSI escapes, or all empty for no colour
};

// mode: auto, always or never.
Palette palette_for(const std::string& mode);

}  // namespace carc::report
