// The words of a syntax error: what was found, what may stand there instead (keywords by name,
// token kinds in words), the block a missing `}` would close, and the keyword a misspelt word
// most likely meant. Used by the parser's error listener (parse.cpp).
#pragma once
#include <string>

namespace antlr4 {
class Parser;
class Token;
}  // namespace antlr4

namespace carc::dsl {

std::string syntax_message(antlr4::Parser& parser, antlr4::Token& offending);

}  // namespace carc::dsl
