// carc observe: this project's own engine behind the conformance protocol (docs/protocol.md).
// One case on stdin and its answer on stdout, or with --persistent a JSON-lines session.
#include <fmt/core.h>

#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "conformance/case_format.hpp"
#include "conformance/observe_session.hpp"

namespace carc::cli {

namespace {

// Reads up to the end of the input or of the line, keeping at most one byte more than a case
// document may have (so that the answer can say it is too long, without storing it all).
// False when nothing is left to read.
bool read_limited(std::istream& in, std::string& out, bool to_end_of_line) {
  out.clear();
  const std::size_t keep = conformance::kMaxDocumentBytes + 1;
  bool any = false;
  std::streambuf& buf = *in.rdbuf();
  for (int c; (c = buf.sbumpc()) != std::char_traits<char>::eof();) {
    any = true;
    if (to_end_of_line && c == '\n') return true;
    if (out.size() < keep) out.push_back(static_cast<char>(c));
  }
  return any;
}

int observe_once(bool replay) {
  std::string input;
  read_limited(std::cin, input, false);
  conformance::ObserveReply reply = conformance::observe_document(input, replay);
  fmt::print("{}\n", reply.line);
  return reply.error ? 1 : 0;
}

int observe_persistent(bool replay) {
  std::string line;
  while (read_limited(std::cin, line, true)) {
    auto reply = conformance::observe_session_line(line, replay);
    if (!reply) return 0;  // stop
    fmt::print("{}\n", reply->line);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace

Runner add_observe_command(CLI::App& app) {
  auto persistent = std::make_shared<bool>(false);
  auto replay = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("observe", "Play a conformance case on stdin with this engine and print its observations");
  cmd->add_flag("--persistent", *persistent, "Serve many cases over JSON lines (start, run, stop)");
  cmd->add_flag("--replay", *replay,
                "Reach each setup that has a replay by playing its turns from the start tile, as an engine that cannot load a position would");
  return [persistent, replay] { return *persistent ? observe_persistent(*replay) : observe_once(*replay); };
}

}  // namespace carc::cli
