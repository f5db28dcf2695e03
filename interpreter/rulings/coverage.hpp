// Ruling coverage from a real run of the scenario library: a ruling counts as covered only when
// a scenario that passed cites it.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ruling_catalog.hpp"

namespace carc::rulings {

struct SectionCoverage {
  std::string section;
  int cataloged = 0, testable = 0, covered = 0, options = 0, not_testable = 0, pending = 0;
  int out_of_scope = 0;  // about a set the CAR does not cover, which the engine does not build
  int missing = 0;  // testable, not covered, not pending
};

struct CoverageProblem {
  std::string id;
  std::string message;
};

struct Coverage {
  std::vector<SectionCoverage> sections;
  std::vector<const Ruling*> missing;  // testable rulings neither covered nor pending
  std::vector<const Ruling*> pending;
  std::vector<CoverageProblem> problems;  // the catalog claims what the run does not show
  std::map<std::string, std::vector<std::string>> cited_by;  // ruling id -> passing scenarios
};

// passing: for each passing scenario, its name and citations. known_options: registered options.
Coverage compute_coverage(const RulingCatalog& catalog,
                          const std::vector<std::pair<std::string, std::vector<std::string>>>& passing,
                          const std::set<std::string>& known_options);

}  // namespace carc::rulings
