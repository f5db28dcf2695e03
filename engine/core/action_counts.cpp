#include "action_counts.hpp"

#include <variant>

namespace carc {

int count_legal_actions(const Game& g, std::string_view verb) {
  auto kind = g.rules().verbs.find(verb);
  if (!kind) return 0;
  int n = 0;
  for (const Action& a : g.legal_actions())
    if (const auto* m = std::get_if<ModuleAction>(&a)) n += m->verb == *kind ? 1 : 0;
    else if (const auto* p = std::get_if<PlaceTile>(&a)) n += p->with && p->with->verb == *kind ? 1 : 0;  // a placement made with it
  return n;
}

}  // namespace carc
