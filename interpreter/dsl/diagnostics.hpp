// Errors a user can cause, reported as FILE:LINE:COL: error: message, the source line and a caret.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "ast.hpp"

namespace carc::dsl {

struct Diagnostic {
  std::string file;
  Loc loc;
  std::string message;
};

// The diagnostic as printed: the header line, then (when the line exists) the source line and a caret.
std::string format_diagnostic(const Diagnostic& d, std::string_view source);
// The same for a list of diagnostics of one source, in one pass over it.
std::string format_diagnostics(const std::vector<Diagnostic>& list, std::string_view source);

class Diagnostics {
 public:
  explicit Diagnostics(std::string file) : file_(std::move(file)) {}
  // At most kMaxErrors are kept; one more line says the rest were dropped.
  static constexpr std::size_t kMaxErrors = 50;
  void error(Loc loc, std::string message) {
    if (list_.size() < kMaxErrors) list_.push_back({file_, loc, std::move(message)});
    else if (list_.size() == kMaxErrors) list_.push_back({file_, loc, "too many errors; the rest are not shown"});
  }
  bool empty() const { return list_.empty(); }
  const std::vector<Diagnostic>& list() const { return list_; }
  const std::string& file() const { return file_; }

 private:
  std::string file_;
  std::vector<Diagnostic> list_;
};

}  // namespace carc::dsl
