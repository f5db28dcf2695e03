// Builds the typed syntax tree from ANTLR's parse tree; only parse.cpp includes this header.
#pragma once
#include "ScenarioParser.h"
#include "ast.hpp"
#include "diagnostics.hpp"

namespace carc::dsl {

void build_ast(ScenarioParser::FileContext* tree, ScenarioFile& out, Diagnostics& diags);

}  // namespace carc::dsl
