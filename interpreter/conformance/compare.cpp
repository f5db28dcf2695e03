#include "compare.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "case_format.hpp"

namespace carc::conformance {

using nlohmann::json;

namespace {

struct Asked {
  std::string what;
  int line = 0, column = 0;
  bool observation = false;
};

std::string square(const json& j) { return fmt::format("({},{})", j.value("x", 0), j.value("y", 0)); }

std::string feature_words(const json& f) {
  std::string ports;
  for (const auto& p : f.value("ports", json::array())) ports += (ports.empty() ? " " : "/") + p.get<std::string>();
  return fmt::format("{}{} at {}", f.value("kind", "?"), ports, square(f));
}

std::string action_words(const json& a) {
  const std::string type = a.value("type", "?");
  if (type == "place")
    return fmt::format("place {} at {} r{}", a.value("tile", "?"), square(a), a.value("rotation", 0));
  if (type == "deploy") return fmt::format("deploy {} on the {}", a.value("figure", "?"), feature_words(a.value("feature", json::object())));
  return type;
}

std::string query_words(const json& q) {
  const std::string type = q.value("type", "?");
  if (type == "score") return fmt::format("score of {}", q.value("player", "?"));
  if (type == "gained") return fmt::format("points {} gained in the last step", q.value("player", "?"));
  if (type == "scored")
    return fmt::format("points {} scored in the last step for the {} at {}{}", q.value("player", "?"), q.value("kind", "?"),
                       square(q), q.contains("port") && q["port"].is_string() ? " " + q["port"].get<std::string>() : "");
  if (type == "scorings") return "features scored in the last step";
  if (type == "region") return fmt::format("{} of the region of the {}", q.value("property", "?"), feature_words(q.value("feature", json::object())));
  if (type == "figures")
    return q.contains("feature") ? fmt::format("figures on the {}", feature_words(q["feature"])) : fmt::format("figures on the tile at {}", square(q));
  if (type == "returned") return fmt::format("figures returned to {} in the last step", q.value("player", "?"));
  if (type == "supply") return fmt::format("{}'s supply of {}", q.value("player", "?"), q.value("figure", "?"));
  if (type == "placement-count") return fmt::format("number of legal placements of {}", q.value("tile", "?"));
  if (type == "placements") return fmt::format("legal placements of {}", q.value("tile", "?"));
  if (type == "deployments") return "legal deployments after the last placement";
  if (type == "actions") return fmt::format("legal `{}` actions of the pending decision", q.value("verb", "?"));
  if (type == "stack-remaining") return "tiles left in the stack";
  if (type == "winners") return "winners";
  if (type == "phase") return "pending decision";
  if (type == "tokens") return fmt::format("{}'s {} tokens", q.value("player", "?"), q.value("token", "?"));
  if (type == "decider") return "who decides the pending decision";
  if (type == "set-aside") return "tiles set aside";
  if (type == "neutral") return fmt::format("where the {} stands", q.value("figure", "?"));
  if (type == "in-place")
    return fmt::format("{}'s {} figures in the {}{}", q.value("player", "?"), q.value("figure", "?"), q.value("place", "?"),
                       q.contains("beside") ? fmt::format(" beside counting figure {}", q["beside"].dump()) : "");
  if (type == "pieces") return fmt::format("{} pieces on the tile at {}", q.value("piece", "?"), square(q));
  if (type == "token-scored") return fmt::format("points {} scored in the last step for the most {}", q.value("player", "?"), q.value("token", "?"));
  return type;
}

// What each id of the case asks, in words, with the place in the scenario.
std::map<std::string, Asked> asked(const json& c) {
  std::map<std::string, Asked> out;
  for (const auto& step : c.value("steps", json::array())) {
    for (const auto& a : step.value("actions", json::array()))
      out[a.value("id", "")] = {action_words(a), a.value("line", 0), 0};
    for (const auto& o : step.value("observations", json::array()))
      out[o.value("id", "")] = {query_words(o.value("query", json::object())), o.value("line", 0), o.value("column", 0), true};
  }
  return out;
}

bool same_set(json a, json b) {
  if (!a.is_array() || !b.is_array() || a.size() != b.size()) return false;
  auto by_text = [](const json& x, const json& y) { return x.dump() < y.dump(); };
  std::sort(a.begin(), a.end(), by_text);
  std::sort(b.begin(), b.end(), by_text);
  return a == b;
}

}  // namespace

bool is_unsupported_answer(const json& answer, std::string* why) {
  if (!answer.is_object() || answer.size() != 1 || !answer.contains(kUnsupported)) return false;
  const json& reason = answer[std::string(kUnsupported)];
  if (!reason.is_string()) return false;
  if (why) *why = reason.get<std::string>();
  return true;
}

std::vector<Mismatch> compare_observations(const json& document, const json& observations, std::vector<Mismatch>* unsupported) {
  std::vector<Mismatch> out;
  auto words = asked(document.at("case"));
  for (const auto& [id, rule] : document.at("expected").items()) {
    // The rule's one entry {how: want}, read through an iterator of `rule` itself: a binding to
    // *rule.items().begin() would refer to a temporary that is gone by the next line.
    auto entry = rule.begin();
    const std::string& how = entry.key();
    const json& want = entry.value();
    Mismatch m{id, words[id].what, words[id].line, words[id].column, "", ""};
    if (!observations.is_object() || !observations.contains(id)) {
      m.want = how == kEquals ? want.dump() : fmt::format("{} {}", how, want.dump());
      m.have = "(missing)";
      out.push_back(m);
      continue;
    }
    const json& have = observations.at(id);
    std::string why;
    if (unsupported && words[id].observation && is_unsupported_answer(have, &why)) {
      m.want = how == kEquals ? want.dump() : fmt::format("{} {}", how, want.dump());
      m.have = why;
      unsupported->push_back(m);
      continue;
    }
    bool ok = false;
    if (how == kEquals) ok = have == want;
    else if (how == kContains) ok = have.is_array() && std::find(have.begin(), have.end(), want) != have.end();
    else if (how == kSameSet) ok = same_set(have, want);
    else if (how == kExcludes) ok = have.is_array() && std::find(have.begin(), have.end(), want) == have.end();
    if (ok) continue;
    m.want = how == kEquals ? want.dump()
             : fmt::format("{} {}", how == kContains ? "contains" : how == kExcludes ? "does not contain" : "the set", want.dump());
    m.have = have.dump();
    out.push_back(m);
  }
  std::sort(out.begin(), out.end(), [](const Mismatch& a, const Mismatch& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  if (unsupported)
    std::sort(unsupported->begin(), unsupported->end(), [](const Mismatch& a, const Mismatch& b) {
      return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
  return out;
}

}  // namespace carc::conformance
