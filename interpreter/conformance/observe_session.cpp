#include "observe_session.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "case_format.hpp"
#include "case_player.hpp"

namespace carc::conformance {

namespace {

using nlohmann::json;

// Parses one input within the size and nesting limits (case_format.hpp); returns the error.
std::optional<std::string> parse_input(std::string_view text, json& out) {
  if (text.size() > kMaxDocumentBytes)
    return fmt::format("the input has more than {} bytes, the limit of a case document", kMaxDocumentBytes);
  // The parser itself does not recurse, but copying, comparing and printing a value do: a deep
  // enough nesting would overflow the stack there.
  bool too_deep = false;
  auto guard = [&](int depth, json::parse_event_t event, json&) {
    if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) && depth >= kMaxNesting)
      too_deep = true;
    return !too_deep;
  };
  out = json::parse(text.begin(), text.end(), guard, /*allow_exceptions=*/false);
  if (too_deep) return fmt::format("the input nests arrays and objects deeper than {} levels", kMaxNesting);
  if (out.is_discarded()) return std::string("the input is not valid JSON");
  return std::nullopt;
}

// {"observations"}, {"skipped"} or {"error"} for the case held by `holder` (a case document, whose
// format and version are checked, or a `run` message).
json answer_case(const Field& holder, bool is_document, bool replay, bool& internal) {
  try {
    if (is_document) check_document(holder);
    Field c = holder["case"];
    if (auto why = skip_reason(c)) return {{"skipped", *why}};
    return {{"observations", play_case(c, replay)}};
  } catch (const CaseError& e) {
    return {{"error", e.what()}};
  } catch (const std::exception& e) {  // thrown by the engine: the case found a bug
    internal = true;
    return {{"error", fmt::format("internal error: {}", e.what())}};
  }
}

// One line of JSON; a message that is not UTF-8 is mended rather than refused.
std::string print(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

}  // namespace

ObserveReply observe_document(std::string_view input, bool replay) {
  ObserveReply reply;
  json document;
  json out;
  if (auto error = parse_input(input, document)) out = {{"error", *error}};
  else out = answer_case(Field(document, ""), true, replay, reply.internal);
  reply.error = out.contains("error");
  reply.line = print(out);
  return reply;
}

std::optional<ObserveReply> observe_session_line(std::string_view line, bool replay) {
  ObserveReply reply;
  json msg;
  json out;
  if (auto error = parse_input(line, msg)) {
    out = {{"type", "errored"}, {"id", nullptr}, {"message", *error}};
  } else {
    auto type = msg.is_object() ? msg.find("type") : msg.end();
    const std::string kind = msg.is_object() && type != msg.end() && type->is_string() ? type->get<std::string>() : "";
    if (kind == "start") {
      out = {{"type", "ready"}, {"name", "carc observe"}, {"protocol", kProtocolVersion}, {"expansions", supported_expansions()}};
    } else if (kind == "stop") {
      return std::nullopt;
    } else if (kind == "run") {
      json a = answer_case(Field(msg, ""), false, replay, reply.internal);
      out = {{"id", msg.contains("id") ? msg["id"] : json(nullptr)}};
      if (a.contains("observations")) out["type"] = "observations", out["observations"] = std::move(a["observations"]);
      else if (a.contains("skipped")) out["type"] = "skipped", out["reason"] = std::move(a["skipped"]);
      else out["type"] = "errored", out["message"] = std::move(a["error"]);
    } else {
      out = {{"type", "errored"}, {"id", nullptr}, {"message", "expected a start, run or stop message"}};
    }
  }
  reply.error = out["type"] == "errored";
  reply.line = print(out);
  return reply;
}

}  // namespace carc::conformance
