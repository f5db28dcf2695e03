#include "case_field.hpp"

#include <fmt/format.h>

namespace carc::conformance {

using nlohmann::json;

void Field::fail(std::string_view what) const { throw CaseError(fmt::format("{}: {}", path_.empty() ? "the document" : path_, what)); }

void Field::expect(json::value_t type, std::string_view name) const {
  if (value_->type() != type) fail(fmt::format("expected {}, found {}", name, value_->type_name()));
}

bool Field::has(std::string_view key) const { return value_->is_object() && value_->contains(key); }

Field Field::operator[](std::string_view key) const {
  expect(json::value_t::object, "an object");
  auto it = value_->find(key);
  if (it == value_->end()) fail(fmt::format("missing \"{}\"", key));
  return Field(*it, path_.empty() ? std::string(key) : fmt::format("{}.{}", path_, key));
}

std::size_t Field::size() const {
  expect(json::value_t::array, "an array");
  return value_->size();
}

Field Field::at(std::size_t i) const {
  expect(json::value_t::array, "an array");
  if (i >= value_->size()) fail(fmt::format("has no element {}", i));
  return Field((*value_)[i], fmt::format("{}[{}]", path_, i));
}

std::vector<std::string> Field::keys() const {
  expect(json::value_t::object, "an object");
  std::vector<std::string> out;
  for (const auto& [key, value] : value_->items()) out.push_back(key);
  return out;
}

std::string Field::text() const {
  expect(json::value_t::string, "a string");
  return value_->get<std::string>();
}

bool Field::boolean() const {
  expect(json::value_t::boolean, "true or false");
  return value_->get<bool>();
}

int Field::integer(const Limit& limit) const {
  if (value_->is_number_float()) fail(fmt::format("expected an integer, found {}", value_->dump()));
  if (!value_->is_number_integer()) fail(fmt::format("expected an integer, found {}", value_->type_name()));
  // The parser keeps non-negative integers unsigned and negative ones signed, each in 64 bits.
  const bool too_big = value_->is_number_unsigned() && value_->get<std::uint64_t>() > static_cast<std::uint64_t>(limit.hi);
  const long long n = too_big ? 0 : value_->get<long long>();
  if (too_big || n < limit.lo || n > limit.hi)
    fail(fmt::format("{} is out of range: {} limited to {}..{}", value_->dump(), limit.what, limit.lo, limit.hi));
  return static_cast<int>(n);
}

}  // namespace carc::conformance
