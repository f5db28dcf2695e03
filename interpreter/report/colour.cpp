#include "colour.hpp"

#include <unistd.h>

#include <cstdlib>

namespace carc::report {

Palette palette_for(const std::string& mode) {
  bool on = mode == "always";
  if (mode == "auto") {
    const char* no_color = std::getenv("NO_COLOR");
    on = isatty(STDOUT_FILENO) && !(no_color && *no_color);
  }
  if (!on) return {};
  return {"\033[32m", "\033[1;31m", "\033[33m", "\033[0m"};
}

}  // namespace carc::report
