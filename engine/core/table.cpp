#include "table.hpp"

#include <string>

#include "rule_options.hpp"

namespace carc {

namespace {
std::optional<TableSpan> span_of(const RuleOptions& o, const char* option) {
  const std::string& v = o.get(option);
  if (v == "none") return std::nullopt;
  return table_span(std::stoi(v));  // the registry admits only 1..max_number besides `none`
}
}  // namespace

std::optional<TableSpan> table_columns(const RuleOptions& o) { return span_of(o, "table-width"); }
std::optional<TableSpan> table_rows(const RuleOptions& o) { return span_of(o, "table-depth"); }

bool beyond_table(const RuleOptions& o, Coord at) {
  auto inside = [](const std::optional<TableSpan>& s, int v) { return !s || (v >= s->from && v <= s->to); };
  return !inside(table_columns(o), at.x) || !inside(table_rows(o), at.y);
}

}  // namespace carc
