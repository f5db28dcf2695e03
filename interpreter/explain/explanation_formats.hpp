// carc explain --format md|json: the same derivation for a forum post or an issue (Markdown:
// headings and fenced blocks) and for programs (JSON: the scenario, its result, the rulings it
// cites with their summaries, the failures, and each step's text).
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "derivation.hpp"

namespace carc::explain {

std::string explanation_markdown(const Explanation& e);
nlohmann::json explanation_json(const Explanation& e, const std::string& id, const std::string& title);

}  // namespace carc::explain
