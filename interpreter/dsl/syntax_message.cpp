#include "syntax_message.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>

#include "ScenarioLexer.h"
#include "ScenarioParser.h"
#include "antlr4-runtime.h"
#include "suggest.hpp"

namespace carc::dsl {

namespace {

// At most 40 bytes of a token, cut between two UTF-8 characters (the reports must stay UTF-8).
std::string shorten(const std::string& s) {
  if (s.size() <= 40) return s;
  std::size_t cut = 40;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "...";
}

// A keyword's text without ANTLR's quotes ('score' -> score), or empty for a token kind.
std::string keyword(const antlr4::dfa::Vocabulary& v, std::size_t t) {
  std::string lit = v.getLiteralName(t);
  return lit.size() >= 2 && lit.front() == '\'' ? lit.substr(1, lit.size() - 2) : "";
}

// Token kinds in words a scenario author knows.
std::string kind_words(std::size_t t) {
  switch (t) {
    case ScenarioLexer::INT: return "a number";
    case ScenarioLexer::STRING: return "a quoted string";
    case ScenarioLexer::PORT: return "a port (N NNE ENE E ESE SSE S SSW WSW W WNW NNW)";
    case ScenarioLexer::ROT: return "a rotation (r0 r90 r180 r270)";
    case ScenarioLexer::NAME: return "a name";
    case ScenarioLexer::RULING: return "a ruling id (CAR-n or CAR:section/name)";
    default: return "";
  }
}

// The tokens that can start grammar rule `rule`.
antlr4::misc::IntervalSet first_of(antlr4::Parser& parser, std::size_t rule) {
  const auto& atn = parser.getATN();
  return atn.nextTokens(atn.ruleToStartState[rule]);
}

// The innermost `{` still open before token `index`, described by what opened it.
std::string open_block(antlr4::Parser& parser, std::size_t index) {
  auto* stream = parser.getTokenStream();
  std::vector<std::size_t> open;
  for (std::size_t i = 0; i < index; ++i) {
    const std::string text = stream->get(i)->getText();
    if (stream->get(i)->getType() == ScenarioLexer::STRING) continue;
    if (text == "{") open.push_back(i);
    else if (text == "}" && !open.empty()) open.pop_back();
  }
  if (open.empty()) return "";
  antlr4::Token* brace = stream->get(open.back());
  std::string what = "block";
  for (std::size_t i = open.back(); i-- > 0;) {  // the keyword that opened the block
    antlr4::Token* t = stream->get(i);
    if (t->getType() == ScenarioLexer::STRING || t->getType() == ScenarioLexer::INT || t->getType() == ScenarioLexer::NAME ||
        t->getType() == ScenarioLexer::PORT)
      continue;  // the title of a scenario, the tile of `placements T {`
    what = "`" + t->getText() + "`";
    break;
  }
  return fmt::format("the {} block opened at line {}:{}", what, brace->getLine(), brace->getCharPositionInLine() + 1);
}

// When the offending token follows a list statement on the same line (`turn red: A, B`,
// `players red, blue`, `cites ...`, `rules ...`, `nature: ...`), the likely slip is a missing `,`:
// the parser has already closed the statement, so its expected tokens no longer show the comma.
bool after_list_statement(antlr4::Parser& parser, const antlr4::Token& offending) {
  static const std::vector<std::string> kLists = {"turn", "nature", "players", "cites", "rules"};
  auto* stream = parser.getTokenStream();
  std::size_t index = offending.getTokenIndex();
  if (index == 0 || offending.getType() == antlr4::Token::EOF) return false;
  std::size_t first = index;
  while (first > 0 && stream->get(first - 1)->getLine() == offending.getLine()) --first;
  if (first == index) return false;
  return std::find(kLists.begin(), kLists.end(), stream->get(first)->getText()) != kLists.end();
}

}  // namespace

std::string syntax_message(antlr4::Parser& parser, antlr4::Token& offending) {
  if (offending.getType() == ScenarioLexer::UNTERMINATED) return "unterminated string";
  const bool at_end = offending.getType() == antlr4::Token::EOF;
  std::string message = at_end ? "unexpected end of file" : "unexpected `" + shorten(offending.getText()) + "`";
  antlr4::misc::IntervalSet expected;
  try {
    expected = parser.getExpectedTokens();
  } catch (...) {
    return message;
  }
  const auto& vocabulary = parser.getVocabulary();
  // Where a name may stand, the keywords that are allowed only as names are not worth listing.
  antlr4::misc::IntervalSet as_names = expected.contains(static_cast<std::size_t>(ScenarioLexer::NAME)) ? first_of(parser, ScenarioParser::RuleName)
                                                                                : antlr4::misc::IntervalSet();
  // Where any statement may start, they are listed as one group.
  auto statements = first_of(parser, ScenarioParser::RuleItem);
  auto statement_list = statements.toList();
  bool all_statements = statement_list.size() > 1 && std::all_of(statement_list.begin(), statement_list.end(),
                                                                 [&](std::size_t t) { return expected.contains(t); });
  std::vector<std::string> words, keywords;
  bool close = false, comma = false;
  for (std::size_t t : expected.toList()) {
    std::string kw = keyword(vocabulary, t);
    if (t == antlr4::Token::EOF) continue;
    if (kw == "}") close = true;
    else if (kw == ",") comma = true;
    else if (!kw.empty() && all_statements && statements.contains(t)) continue;
    else if (!kw.empty() && as_names.contains(t)) continue;
    else if (!kw.empty()) {
      words.push_back("`" + kw + "`");
      keywords.push_back(kw);
    } else if (auto w = kind_words(t); !w.empty()) words.push_back(w);
  }
  if (all_statements) {
    std::vector<std::string> names;
    for (std::size_t t : statement_list) {
      names.push_back(keyword(vocabulary, t));
      keywords.push_back(names.back());
    }
    words.push_back(fmt::format("a statement ({})", fmt::join(names, " ")));
  }
  std::string block = close ? open_block(parser, offending.getTokenIndex()) : "";
  if (!comma && all_statements && after_list_statement(parser, offending))
    words.insert(words.begin(), "`,` before another item of the list on this line");
  else if (comma) words.insert(words.begin(), "`,` before the next item of the list");
  if (close) words.push_back(block.empty() ? "`}`" : fmt::format("`}}` closing {}", block));
  if (at_end && !block.empty()) return fmt::format("{}: a `}}` is missing to close {}", message, block);
  if (!words.empty()) {
    message += "; expected ";
    for (std::size_t i = 0; i < words.size(); ++i)
      message += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  }
  const std::string& text = offending.getText();
  if (offending.getType() == ScenarioLexer::NAME && text.size() > 1 && text[0] == 'r' &&
      std::all_of(text.begin() + 1, text.end(), [](unsigned char c) { return std::isdigit(c); }))
    message += "; a rotation is r0, r90, r180 or r270";  // the lexer read a rotation it does not know as a name
  else if (offending.getType() == ScenarioLexer::NAME || !keyword(vocabulary, offending.getType()).empty())
    message += did_you_mean(text, keywords);
  return message;
}

}  // namespace carc::dsl
