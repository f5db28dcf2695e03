#include "parse.hpp"

#include <fmt/format.h>

#include <exception>

#include "ScenarioLexer.h"
#include "ScenarioParser.h"
#include "antlr4-runtime.h"
#include "ast_builder.hpp"
#include "syntax_message.hpp"

namespace carc::dsl {

namespace {

// Raised by the listener to stop a parse that has produced too many errors.
struct TooManyErrors {};

// Collects syntax errors in our words instead of printing them to the console.
class CollectingListener : public antlr4::BaseErrorListener {
 public:
  explicit CollectingListener(Diagnostics& diags) : diags_(diags) {}

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line, size_t col,
                   const std::string& msg, std::exception_ptr) override {
    Loc loc{static_cast<int>(line), static_cast<int>(col) + 1};
    std::string message;
    auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
    if (offending && parser) message = syntax_message(*parser, *offending);
    else message = msg.rfind("token recognition error", 0) == 0 ? "unexpected character" : msg;
    diags_.error(loc, message);
    if (++count_ >= kMaxSyntaxErrors) throw TooManyErrors{};
  }

 private:
  Diagnostics& diags_;
  int count_ = 0;
};

// Location of byte `offset` in text.
Loc loc_of(const std::string& text, std::size_t offset) {
  Loc loc{1, 1};
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++loc.line;
      loc.col = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++loc.col;
    }
  }
  return loc;
}

// Offset of the first byte that is not valid UTF-8, or npos.
std::size_t invalid_utf8(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > s.size()) return i;
    for (int k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    i += len;
  }
  return std::string::npos;
}

}  // namespace

ScenarioFile parse_scenarios(std::string text, const std::string& path, Diagnostics& diags) {
  ScenarioFile file;
  file.path = path;
  if (text.size() > kMaxFileBytes) {
    diags.error({1, 1}, fmt::format("file is {} bytes; scenario files are limited to {} bytes", text.size(), kMaxFileBytes));
    return file;
  }
  if (auto nul = text.find('\0'); nul != std::string::npos) {
    diags.error(loc_of(text, nul), "binary data (a NUL byte): a scenario is a text file");
    return file;
  }
  if (auto bad = invalid_utf8(text); bad != std::string::npos) {
    diags.error(loc_of(text, bad), "invalid UTF-8");
    return file;
  }
  file.text = std::move(text);
  try {
    antlr4::ANTLRInputStream input(file.text);
    ScenarioLexer lexer(&input);
    CollectingListener listener(diags);
    lexer.removeErrorListeners();
    lexer.addErrorListener(&listener);
    antlr4::CommonTokenStream tokens(&lexer);
    ScenarioParser parser(&tokens);
    parser.removeErrorListeners();
    parser.addErrorListener(&listener);
    auto* tree = parser.file();
    if (diags.empty()) build_ast(tree, file, diags);
  } catch (const TooManyErrors&) {
    diags.error(diags.list().back().loc, fmt::format("too many syntax errors; stopped after {}", kMaxSyntaxErrors));
  } catch (const std::exception& e) {
    diags.error({1, 1}, fmt::format("the parser failed: {}", e.what()));
  } catch (...) {
    diags.error({1, 1}, "the parser failed");
  }
  return file;
}

}  // namespace carc::dsl
