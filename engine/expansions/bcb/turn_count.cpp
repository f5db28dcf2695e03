#include "turn_count.hpp"

#include "core/game.hpp"

namespace carc::bcb {

namespace {
constexpr const char* kTurns = "bridges-castles-bazaars/turns";
}

void count_turn(Game& g) {
  std::vector<int>& s = g.module_state(kTurns);
  if (s.empty()) s = {0};
  ++s[0];
}

int current_turn(const Game& g) {
  const std::vector<int>* s = g.module_state(kTurns);
  return s && !s->empty() ? (*s)[0] : 0;
}

}  // namespace carc::bcb
