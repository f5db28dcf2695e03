// The scenario language written back from the syntax tree, one statement at a time, so an
// explanation can quote exactly what the script asked for.
#pragma once
#include <string>

#include "dsl/ast.hpp"

namespace carc::explain {

std::string text_of(const dsl::SetupStmt& s);
std::string text_of(const dsl::TurnStep& s);
std::string text_of(const dsl::TurnStmt& t);
std::string text_of(const dsl::Expectation& e);
std::string text_of(const dsl::NatureStmt& n);
std::string text_of(const dsl::DrawStmt& d);

}  // namespace carc::explain
