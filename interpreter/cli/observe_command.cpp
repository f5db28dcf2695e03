// carc observe: this project's own engine behind the conformance protocol (docs/protocol.md).
// One case on stdin and its answer on stdout, or with --persistent a JSON-lines session.
#include <fmt/core.h>

#include <iostream>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "conformance/case_format.hpp"
#include "conformance/case_player.hpp"

namespace carc::cli {

namespace {

using nlohmann::json;

// The answer to one case document: {"observations"}, {"skipped"} or {"error"}.
json answer(const json& document) {
  try {
    if (auto why = conformance::skip_reason(document)) return {{"skipped", *why}};
    return {{"observations", conformance::play_case(document)}};
  } catch (const std::exception& e) {  // CaseError, or a malformed document
    return {{"error", e.what()}};
  }
}

int observe_once() {
  std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  json document = json::parse(input, nullptr, false);
  json out = document.is_discarded() ? json{{"error", "the input is not valid JSON"}} : answer(document);
  fmt::print("{}\n", out.dump());
  return out.contains("error") ? 1 : 0;
}

int observe_persistent() {
  std::string line;
  while (std::getline(std::cin, line)) {
    json msg = json::parse(line, nullptr, false);
    json out;
    const std::string type = msg.is_object() ? msg.value("type", "") : "";
    if (type == "start") {
      out = {{"type", "ready"}, {"name", "carc observe"}, {"protocol", conformance::kProtocolVersion},
             {"expansions", conformance::supported_expansions()}};
    } else if (type == "stop") {
      return 0;
    } else if (type == "run") {
      json a = answer(msg.value("case", json()).is_null() ? json() : json{{"format", conformance::kCaseFormat},
                                                                        {"version", conformance::kProtocolVersion},
                                                                        {"case", msg["case"]}});
      out = {{"id", msg.value("id", json())}};
      if (a.contains("observations")) out["type"] = "observations", out["observations"] = a["observations"];
      else if (a.contains("skipped")) out["type"] = "skipped", out["reason"] = a["skipped"];
      else out["type"] = "errored", out["message"] = a["error"];
    } else {
      out = {{"type", "errored"}, {"id", nullptr}, {"message", "expected a start, run or stop message"}};
    }
    fmt::print("{}\n", out.dump());
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

Runner add_observe_command(CLI::App& app) {
  auto persistent = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("observe", "Play a conformance case on stdin with this engine and print its observations");
  cmd->add_flag("--persistent", *persistent, "Serve many cases over JSON lines (start, run, stop)");
  return [persistent] { return *persistent ? observe_persistent() : observe_once(); };
}

}  // namespace carc::cli
