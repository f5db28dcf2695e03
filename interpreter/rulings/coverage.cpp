#include "coverage.hpp"

#include <fmt/format.h>

namespace carc::rulings {

Coverage compute_coverage(const RulingCatalog& catalog,
                          const std::vector<std::pair<std::string, std::vector<std::string>>>& passing,
                          const std::set<std::string>& known_options) {
  Coverage c;
  for (const auto& [scenario, cites] : passing)
    for (const auto& id : cites) c.cited_by[id].push_back(scenario);
  std::map<std::string, std::size_t> at;
  for (const auto& s : catalog.sections()) {
    at[s] = c.sections.size();
    c.sections.push_back({s});
  }
  for (const Ruling& r : catalog.all()) {
    SectionCoverage& s = c.sections[at[r.section]];
    ++s.cataloged;
    bool covered = c.cited_by.count(r.id) > 0;
    if (r.testable()) ++s.testable;
    if (covered) ++s.covered;
    if (r.status == "option") {
      ++s.options;
      for (const auto& o : r.options)
        if (!known_options.count(o)) c.problems.push_back({r.id, fmt::format("names option `{}`, which does not exist", o)});
    }
    if (r.status == "not-testable") ++s.not_testable;
    if (r.status == "out-of-scope") ++s.out_of_scope;
    if (r.status == "pending") {
      ++s.pending;
      c.pending.push_back(&r);
    }
    if ((r.status == "scenario" || r.status == "option") && !covered)
      c.problems.push_back({r.id, fmt::format("marked `{}` but no passing scenario cites it", r.status)});
    if ((r.status == "not-testable" || r.status == "out-of-scope") && covered)
      c.problems.push_back({r.id, fmt::format("marked {} but a passing scenario cites it", r.status)});
    // A scenario that passes while the ruling waits for an expansion shows something else than
    // the ruling: the citation or the status is wrong.
    if (r.status == "pending" && covered)
      c.problems.push_back({r.id, fmt::format("marked pending ({}) but a passing scenario cites it", r.pending)});
    if (r.testable() && !covered && r.status != "pending") {
      ++s.missing;
      c.missing.push_back(&r);
    }
  }
  return c;
}

}  // namespace carc::rulings
