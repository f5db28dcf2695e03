#include "explanation_formats.hpp"

#include <fmt/format.h>

#include <regex>
#include <sstream>
#include <vector>

#include "rulings/ruling_catalog.hpp"

namespace carc::explain {

namespace {

// The derivation as blocks: a line at the left margin and the indented lines under it.
struct Block {
  std::string head;
  std::vector<std::string> body;
};

std::vector<Block> blocks_of(const std::string& text) {
  std::vector<Block> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    if (line[0] != ' ' || out.empty()) out.push_back({line, {}});
    else out.back().body.push_back(line.substr(2));  // the derivation indents by two
  }
  return out;
}

}  // namespace

std::string explanation_markdown(const Explanation& e) {
  std::string out;
  for (const auto& b : blocks_of(e.text)) {
    if (b.head.starts_with("== ") && b.head.ends_with(" ==")) {
      out += fmt::format("## `{}`\n\n", b.head.substr(3, b.head.size() - 6));
      continue;
    }
    if (b.body.empty()) {
      out += b.head + "\n\n";
      continue;
    }
    out += fmt::format("**{}**\n\n```text\n", b.head);
    for (const auto& line : b.body) out += line + "\n";
    out += "```\n\n";
  }
  return out;
}

nlohmann::json explanation_json(const Explanation& e, const std::string& id, const std::string& title) {
  using nlohmann::json;
  static const std::regex kStep(R"(^Step (\d+) \(line (\d+)\): (.*)$)");
  json steps = json::array();
  for (const auto& b : blocks_of(e.text)) {
    std::smatch m;
    if (!std::regex_match(b.head, m, kStep)) continue;
    std::string body;
    for (const auto& line : b.body) body += line + "\n";
    steps.push_back({{"step", std::stoi(m[1])}, {"line", std::stoi(m[2])}, {"statement", m[3]}, {"text", body}});
  }
  json cites = json::array();
  for (const auto& c : e.outcome.cites) {
    const auto* r = rulings::builtin_rulings().find(c);
    cites.push_back({{"id", c}, {"summary", r ? r->summary : ""}});
  }
  json failures = json::array();
  for (const auto& f : e.outcome.failures)
    failures.push_back({{"line", f.loc.line}, {"col", f.loc.col}, {"message", f.message}, {"want", f.want}, {"have", f.have}});
  json j{{"id", id},         {"title", title},     {"status", std::string(dsl::status_name(e.outcome.status))},
         {"cites", cites},   {"steps", steps},     {"failures", failures},
         {"text", e.text}};
  if (!e.outcome.skip_reason.empty()) j["skip_reason"] = e.outcome.skip_reason;
  return j;
}

}  // namespace carc::explain
