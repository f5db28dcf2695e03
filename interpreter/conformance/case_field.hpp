// Reading a case document value by value, each with its place in the document
// (`case.setup[3].count`). Every read checks the value's type, and an integer's range, so a
// malformed or hostile case gets an error naming the offending value instead of an exception of
// the JSON library, an out-of-range conversion or a huge allocation.
#pragma once
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace carc::conformance {

// A case this engine cannot play: not an observation, reported as the case's error.
struct CaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// An integer range of docs/protocol.md ("Limits") and the words that name it in an error:
// "`what` limited to lo..hi". hi is at least 0 and both fit an int.
struct Limit {
  long long lo, hi;
  std::string_view what;
};

class Field {
 public:
  Field(const nlohmann::json& value, std::string path) : value_(&value), path_(std::move(path)) {}

  const nlohmann::json& json() const { return *value_; }
  const std::string& path() const { return path_; }
  bool is_null() const { return value_->is_null(); }

  // Throws CaseError("PATH: what").
  [[noreturn]] void fail(std::string_view what) const;

  // An object with that key.
  bool has(std::string_view key) const;
  // The member `key` of an object: an error when this is no object or lacks the key.
  Field operator[](std::string_view key) const;
  // The elements of an array: an error when this is no array.
  std::size_t size() const;
  Field at(std::size_t i) const;
  // The keys of an object: an error when this is no object.
  std::vector<std::string> keys() const;

  std::string text() const;  // a string
  bool boolean() const;
  // An integer within the limit; numbers with a fraction or an exponent are no integers.
  int integer(const Limit& limit) const;

 private:
  void expect(nlohmann::json::value_t type, std::string_view name) const;

  const nlohmann::json* value_;
  std::string path_;
};

}  // namespace carc::conformance
