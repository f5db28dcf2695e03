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

Table Table::of(const RuleOptions& o) { return {span_of(o, "table-width"), span_of(o, "table-depth")}; }

}  // namespace carc
