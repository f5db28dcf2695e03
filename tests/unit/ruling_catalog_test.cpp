// The ruling catalog: complete, valid, and the coverage arithmetic.
#include <doctest/doctest.h>

#include <set>

#include "rulings/coverage.hpp"
#include "rulings/ruling_catalog.hpp"

using namespace carc::rulings;

TEST_CASE("every CAR footnote 1..519 is cataloged exactly once") {
  const auto& c = builtin_rulings();
  std::set<int> seen;
  for (const auto& r : c.all())
    if (r.id.rfind("CAR-", 0) == 0) {
      int n = std::stoi(r.id.substr(4));
      CHECK_MESSAGE(seen.insert(n).second, r.id);
      CHECK_MESSAGE(r.line > 0, r.id << " has no line");
    }
  for (int n = 1; n <= 519; ++n) CHECK_MESSAGE(seen.count(n) == 1, "CAR-" << n << " is missing");
}

TEST_CASE("the ids the engine cites in its score events are cataloged") {
  for (const char* id : {"CAR:base/road-scoring", "CAR:base/city-scoring", "CAR:base/cloister-scoring",
                         "CAR:base/final-city", "CAR-29", "CAR-19", "CAR-30", "CAR-31", "CAR-32", "CAR-33"})
    CHECK_MESSAGE(builtin_rulings().find(id) != nullptr, id);
}

TEST_CASE("catalog validation reports bad entries") {
  RulingCatalog c;
  std::vector<CatalogProblem> problems;
  c.load_text(R"(section: t
rulings:
  - {id: CAR-1, kind: official, class: board, summary: s, status: scenario}
  - {id: CAR-1, kind: official, class: board, summary: s, status: scenario}
  - {id: CAR-2, kind: rumour, class: board, summary: s, status: scenario}
  - {id: CAR-3, kind: official, class: board, summary: s, status: pending}
  - {id: CAR-4, kind: official, class: board, summary: s, status: not-testable}
  - {id: CAR-5, kind: official, class: board, summary: s, status: option}
  - {id: bogus, kind: official, class: board, summary: s, status: scenario}
)", "t.yaml", problems);
  CHECK(problems.size() == 6);
}

TEST_CASE("coverage counts only citations by passing scenarios and flags false claims") {
  RulingCatalog c;
  std::vector<CatalogProblem> problems;
  c.load_text(R"(section: t
rulings:
  - {id: CAR-1, kind: official, class: board, summary: s, status: scenario}
  - {id: CAR-2, kind: official, class: board, summary: s, status: scenario}
  - {id: CAR-3, kind: official, class: board, summary: s, status: pending, pending: x}
  - {id: CAR-4, kind: official, class: meta, summary: s, status: not-testable, reason: r}
  - {id: CAR-5, kind: edition, class: variant, summary: s, status: option, options: [nope]}
)", "t.yaml", problems);
  REQUIRE(problems.empty());
  auto cov = compute_coverage(c, {{"a.carc:1", {"CAR-1", "CAR-5"}}}, {"tiny-city"});
  REQUIRE(cov.sections.size() == 1);
  const auto& s = cov.sections[0];
  CHECK(s.cataloged == 5);
  CHECK(s.testable == 4);
  CHECK(s.covered == 2);
  CHECK(s.pending == 1);
  CHECK(s.not_testable == 1);
  CHECK(s.missing == 1);  // CAR-2
  REQUIRE(cov.missing.size() == 1);
  CHECK(cov.missing[0]->id == "CAR-2");
  CHECK(cov.problems.size() == 2);  // CAR-2 claimed but not cited; CAR-5 names an unknown option

  // A passing scenario citing a pending or a not-testable ruling is a problem of its own.
  auto cited = compute_coverage(c, {{"a.carc:1", {"CAR-1", "CAR-2", "CAR-3", "CAR-4", "CAR-5"}}}, {"nope"});
  REQUIRE(cited.problems.size() == 2);
  CHECK(cited.problems[0].id == "CAR-3");
  CHECK(cited.problems[0].message == "marked pending (x) but a passing scenario cites it");
  CHECK(cited.problems[1].id == "CAR-4");
}

TEST_CASE("an out-of-scope ruling needs a reason, is not testable and must not be cited") {
  RulingCatalog c;
  std::vector<CatalogProblem> problems;
  c.load_text(R"(section: t
rulings:
  - {id: CAR-1, kind: edition, class: variant, summary: s, status: out-of-scope}
  - {id: CAR-2, kind: edition, class: variant, summary: s, status: out-of-scope, set: later, reason: a later set}
  - {id: CAR-3, kind: official, class: board, summary: s, status: scenario}
)", "t.yaml", problems);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].message.find("out-of-scope needs a reason") != std::string::npos);
  CHECK(problems[1].message.find("out-of-scope needs the set") != std::string::npos);
  auto cov = compute_coverage(c, {{"a.carc:1", {"CAR-2", "CAR-3"}}}, {});
  const auto& s = cov.sections[0];
  CHECK(s.cataloged == 3);
  CHECK(s.testable == 1);
  CHECK(s.out_of_scope == 2);
  CHECK(s.missing == 0);
  REQUIRE(cov.problems.size() == 1);
  CHECK(cov.problems[0].id == "CAR-2");
  CHECK(cov.problems[0].message == "marked out-of-scope but a passing scenario cites it");
}
