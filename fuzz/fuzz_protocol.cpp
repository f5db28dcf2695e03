// Fuzz target: one input is what `carc observe` reads on stdin, taken through the functions the
// command calls (interpreter/conformance/observe_session.hpp): the whole input as the case
// document of the one-shot mode, then its first four lines as messages of a persistent session
// (up to a `stop`). A crash, a sanitizer report, a leak or an escaping exception is a finding,
// and so is an answer that is not one line of JSON or an error raised by the engine rather than
// by the case ("internal error"): bad input must only get an error answer naming what is wrong.
//
// Byte mutations of JSON mostly give inputs that do not parse, so half the mutations here are
// made on the parsed document instead (LLVMFuzzerCustomMutator below): a value of one line is
// replaced by a number at a limit, a string found elsewhere in the document or a value of another
// type, or an element is dropped, repeated or moved. They give valid JSON with hostile values in
// every place of a case. The other half are libFuzzer's own byte mutations, with the dictionary.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/observe_session.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using nlohmann::json;

void check(const carc::conformance::ObserveReply& reply, std::string_view mode) {
  bool one_line = reply.line.find('\n') == std::string::npos;
  if (reply.internal || !one_line || !nlohmann::json::accept(reply.line)) {
    std::fprintf(stderr, "fuzz_protocol: bad %.*s answer: %s\n", static_cast<int>(mode.size()), mode.data(), reply.line.c_str());
    std::abort();
  }
}

// Every value of a document, containers included, down to the nesting limit of the protocol.
// The tile definitions hold most values of a case, and a changed definition only gets the case
// refused: they are looked into one time in eight.
void collect(json& value, int depth, std::minstd_rand& rng, std::vector<json*>& out) {
  out.push_back(&value);
  if (depth >= 64 || !value.is_structured()) return;
  for (auto it = value.begin(); it != value.end(); ++it)
    if (!value.is_object() || it.key() != "tiles" || rng() % 8 == 0) collect(*it, depth + 1, rng, out);
}

void collect_strings(const json& value, int depth, std::vector<std::string>& out) {
  if (value.is_string()) out.push_back(value.get<std::string>());
  if (depth >= 64 || !value.is_structured()) return;
  for (auto it = value.begin(); it != value.end(); ++it) {
    if (value.is_object()) out.push_back(it.key());
    collect_strings(*it, depth + 1, out);
  }
}

// One change to a parsed document; false when it found nothing to change.
bool mutate_value(json& doc, std::minstd_rand& rng) {
  static const json kNumbers = json::parse(
      "[0, -1, 1, 2, 7, 8, 9, 90, 100, 101, 180, 270, 360, 1000, 1001, -1000, -1001, 2000, 2001, 10000, 10001, "
      "1000000, 1000001, -1000001, 32767, 32768, 2147483647, 2147483648, -2147483648, -2147483649, "
      "9223372036854775807, -9223372036854775808, 18446744073709551615, 0.5, -0.0, 1e300, -1e300]");
  static const json kOthers = json::parse(R"([null, true, false, "", [], {}, "base", "river1", "inns-cathedrals",
      "traders-builders", "follower", "big-follower", "builder", "pig", "cloister", "river", "field", "city", "road"])");
  std::vector<json*> values;
  collect(doc, 0, rng, values);
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  json& v = *values[pick(values.size())];
  switch (rng() % 6) {
    case 0: v = kNumbers[pick(kNumbers.size())]; return true;
    case 1: {
      std::vector<std::string> words;
      collect_strings(doc, 0, words);
      if (words.empty()) return false;
      v = words[pick(words.size())];
      return true;
    }
    case 2: v = kOthers[pick(kOthers.size())]; return true;
    case 3:  // drop an element or a member
      if (v.empty() || !v.is_structured()) return false;
      if (v.is_array()) v.erase(pick(v.size()));
      else v.erase(std::next(v.begin(), static_cast<std::ptrdiff_t>(pick(v.size()))).key());
      return true;
    case 4: {  // repeat an element, in another place
      if (!v.is_array() || v.empty()) return false;
      json copy = v[pick(v.size())];
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(pick(v.size() + 1)), std::move(copy));
      return true;
    }
    default:  // swap two elements
      if (!v.is_array() || v.size() < 2) return false;
      std::swap(v[pick(v.size())], v[pick(v.size())]);
      return true;
  }
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned seed) {
  std::minstd_rand rng(seed);
  if (rng() % 2 == 0) return LLVMFuzzerMutate(data, size, max_size);
  // A line of the input (the whole of a one-shot document; one message of a session).
  std::string_view input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start <= input.size();) {
    std::size_t end = std::min(input.find('\n', start), input.size());
    lines.push_back(input.substr(start, end - start));
    start = end + 1;
  }
  std::size_t k = rng() % lines.size();
  bool too_deep = false;
  auto guard = [&](int depth, json::parse_event_t, json&) {
    too_deep = too_deep || depth > 64;  // collect() recurses
    return !too_deep;
  };
  json doc = json::parse(lines[k].begin(), lines[k].end(), guard, false);
  if (too_deep || doc.is_discarded() || !mutate_value(doc, rng)) return LLVMFuzzerMutate(data, size, max_size);
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    out += i == k ? doc.dump() : std::string(lines[i]);
  }
  if (out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::memcpy(data, out.data(), out.size());
  return out.size();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  check(carc::conformance::observe_document(input), "one-shot");
  // As `carc observe --persistent` reads it: a line per message; a last line without its newline
  // counts too. Each line is answered on its own (a session keeps nothing from one line to the
  // next), so a few lines are enough: with more, libFuzzer would take each further repetition of
  // the same answer for new behaviour and fill its corpus with inputs of thousands of lines.
  constexpr int kSessionLines = 4;
  int lines = 0;
  for (std::size_t start = 0; start < input.size() && lines++ < kSessionLines;) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    auto reply = carc::conformance::observe_session_line(input.substr(start, end - start));
    if (!reply) break;  // stop
    check(*reply, "persistent");
    start = end + 1;
  }
  return 0;
}
