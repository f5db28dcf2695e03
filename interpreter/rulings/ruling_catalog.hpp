// The ruling catalog (rulings/*.yaml): every CAR footnote and rule-text ruling, with how the
// oracle covers it. Loaded with yaml-cpp and validated on load.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace carc::rulings {

struct Ruling {
  std::string id;       // CAR-13 or CAR:base/road-scoring
  std::string section;  // file section: base, river1, ...
  int line = 0;         // footnotes: line in the CAR text
  std::string kind;     // official | community | edition | open | house
  std::string klass;    // board | variant | component | meta | open
  std::string summary;
  std::string status;   // scenario | option | not-testable | pending | out-of-scope
  std::string reason;   // not-testable
  std::string pending;  // pending: the expansion waited for
  std::string set;      // out-of-scope: the set, outside the CAR, it is about
  std::vector<std::string> options;
  std::vector<std::string> needs;
  std::string corrected;
  std::string decision;  // conflicts: the default the oracle takes
  bool testable() const { return status != "not-testable" && status != "out-of-scope"; }
};

struct CatalogProblem {
  std::string file;
  std::string message;
};

class RulingCatalog {
 public:
  void load_text(const std::string& text, const std::string& file, std::vector<CatalogProblem>& problems);
  // The same from a file's snapshot (core/yaml_snapshot.hpp): problems then carry no line numbers.
  void load_snapshot(const std::string& snapshot, const std::string& file, std::vector<CatalogProblem>& problems);
  const Ruling* find(std::string_view id) const;
  const std::vector<Ruling>& all() const { return rulings_; }
  std::vector<std::string> sections() const;  // in file order

 private:
  void load_document(const YAML::Node& doc, const std::string& file, std::vector<CatalogProblem>& problems);

  std::vector<Ruling> rulings_;
  std::map<std::string, std::size_t, std::less<>> index_;
};

// The catalog compiled into the binary from rulings/*.yaml; throws if it is invalid.
const RulingCatalog& builtin_rulings();

}  // namespace carc::rulings
