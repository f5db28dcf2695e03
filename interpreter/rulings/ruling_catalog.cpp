#include "ruling_catalog.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <regex>
#include <stdexcept>

#include "core/embedded_tiles.hpp"
#include "core/yaml_snapshot.hpp"

namespace carc {
const std::vector<EmbeddedFile>& embedded_ruling_files();
}

namespace carc::rulings {

namespace {

bool one_of(const std::string& v, std::initializer_list<const char*> allowed) {
  return std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return v == a; });
}

std::vector<std::string> strings(const YAML::Node& n) {
  std::vector<std::string> out;
  if (n && n.IsSequence())
    for (const auto& x : n) out.push_back(x.as<std::string>());
  return out;
}

}  // namespace

void RulingCatalog::load_text(const std::string& text, const std::string& file, std::vector<CatalogProblem>& problems) {
  try {
    load_document(YAML::Load(text), file, problems);
  } catch (const YAML::Exception& e) {
    problems.push_back({file, e.what()});
  }
}

void RulingCatalog::load_snapshot(const std::string& snapshot, const std::string& file,
                                  std::vector<CatalogProblem>& problems) {
  YAML::Node doc;
  try {
    doc = yaml_from_snapshot(snapshot);
  } catch (const std::exception& e) {
    problems.push_back({file, std::string("malformed snapshot: ") + e.what()});
    return;
  }
  load_document(doc, file, problems);
}

void RulingCatalog::load_document(const YAML::Node& doc, const std::string& file, std::vector<CatalogProblem>& problems) {
  auto problem = [&](const YAML::Node& at, const std::string& msg) {
    auto m = at.Mark();
    problems.push_back({file, m.is_null() ? msg : fmt::format("line {}: {}", m.line + 1, msg)});
  };
  try {
    if (!doc["section"] || !doc["rulings"] || !doc["rulings"].IsSequence()) {
      problems.push_back({file, "needs `section` and a `rulings` list"});
      return;
    }
    std::string section = doc["section"].as<std::string>();
    static const std::regex id_form(R"(CAR-[1-9][0-9]*|CAR:[a-z0-9-]+/[a-z0-9-]+)");
    for (const auto& n : doc["rulings"]) {
      Ruling r;
      auto get = [&](const char* key) { return n[key] ? n[key].as<std::string>() : std::string(); };
      r.id = get("id");
      r.section = section;
      r.line = n["line"] ? n["line"].as<int>() : 0;
      r.kind = get("kind");
      r.klass = get("class");
      r.summary = get("summary");
      r.status = get("status");
      r.reason = get("reason");
      r.pending = get("pending");
      r.set = get("set");
      r.corrected = get("corrected");
      r.decision = get("decision");
      r.options = strings(n["options"]);
      r.needs = strings(n["needs"]);
      if (!std::regex_match(r.id, id_form)) { problem(n, fmt::format("bad ruling id `{}`", r.id)); continue; }
      if (index_.count(r.id)) { problem(n, fmt::format("{} is listed twice", r.id)); continue; }
      if (!one_of(r.kind, {"official", "community", "edition", "open", "house"}))
        problem(n, fmt::format("{}: kind `{}` is not official, community, edition, open or house", r.id, r.kind));
      if (!one_of(r.klass, {"board", "variant", "component", "meta", "open"}))
        problem(n, fmt::format("{}: class `{}` is not board, variant, component, meta or open", r.id, r.klass));
      if (r.summary.empty()) problem(n, fmt::format("{}: needs a summary", r.id));
      if (!one_of(r.status, {"scenario", "option", "not-testable", "pending", "out-of-scope"}))
        problem(n, fmt::format("{}: status `{}` is not scenario, option, not-testable, pending or out-of-scope", r.id,
                               r.status));
      if ((r.status == "not-testable" || r.status == "out-of-scope") && r.reason.empty())
        problem(n, fmt::format("{}: {} needs a reason", r.id, r.status));
      if (r.status == "out-of-scope" && r.set.empty()) problem(n, fmt::format("{}: out-of-scope needs the set", r.id));
      if (r.status == "pending" && r.pending.empty()) problem(n, fmt::format("{}: pending needs the expansion", r.id));
      if (r.status == "option" && r.options.empty()) problem(n, fmt::format("{}: status option needs `options`", r.id));
      index_[r.id] = rulings_.size();
      rulings_.push_back(std::move(r));
    }
  } catch (const YAML::Exception& e) {
    problems.push_back({file, e.what()});
  }
}

const Ruling* RulingCatalog::find(std::string_view id) const {
  auto it = index_.find(id);
  return it == index_.end() ? nullptr : &rulings_[it->second];
}

std::vector<std::string> RulingCatalog::sections() const {
  std::vector<std::string> out;
  for (const auto& r : rulings_)
    if (std::find(out.begin(), out.end(), r.section) == out.end()) out.push_back(r.section);
  return out;
}

const RulingCatalog& builtin_rulings() {
  static const RulingCatalog catalog = [] {
    RulingCatalog c;
    std::vector<CatalogProblem> problems;
    for (const auto& f : embedded_ruling_files()) c.load_snapshot(f.snapshot, f.name, problems);
    if (!problems.empty()) {  // loaded again from the text, for messages with line numbers
      RulingCatalog from_text;
      auto from_snapshot = std::move(problems);
      problems.clear();
      for (const auto& f : embedded_ruling_files()) from_text.load_text(f.text, f.name, problems);
      if (problems.empty()) problems = std::move(from_snapshot);  // the text loads: a snapshot defect
      std::string msg = "invalid ruling catalog:";
      for (const auto& p : problems) msg += "\n  rulings/" + p.file + ": " + p.message;
      throw std::runtime_error(msg);
    }
    return c;
  }();
  return catalog;
}

}  // namespace carc::rulings
