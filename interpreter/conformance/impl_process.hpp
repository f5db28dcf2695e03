// Running an implementation under test as a child process (`sh -c CMD`) without ever hanging:
// every read and write has a deadline, output has a size limit, and a process that outlives its
// time is killed with its whole process group.
#pragma once
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>

namespace carc::conformance {

using Clock = std::chrono::steady_clock;

// How a one-shot run ended.
struct ProcessResult {
  std::string out;           // stdout, at most the output limit
  std::string err;           // the last part of stderr, for the report
  int exit_code = -1;        // when it exited
  int signal = 0;            // when a signal killed it (not our timeout)
  bool timed_out = false;    // killed by us after the deadline
  bool flooded = false;      // killed by us: stdout passed the output limit
  std::string start_error;   // it could not be started at all
};

// Starts CMD, writes `input` to its stdin, closes it, and collects its output until it exits.
// An implementation that stops reading stdin early is not an error in itself.
ProcessResult run_once(const std::string& command, const std::string& input, double timeout_seconds,
                       std::size_t max_output);

// A long-lived implementation speaking JSON lines (the persistent mode).
class LineProcess {
 public:
  LineProcess() = default;
  LineProcess(const LineProcess&) = delete;
  LineProcess& operator=(const LineProcess&) = delete;
  ~LineProcess();

  bool start(const std::string& command, std::string& error);
  // Writes one line (a newline is added); false when the process cannot take it before the deadline.
  bool send(const std::string& line, Clock::time_point deadline);
  // The next line of stdout. nullopt on timeout, end of output, or a line longer than max_line;
  // `why` says which.
  std::optional<std::string> read_line(Clock::time_point deadline, std::size_t max_line, std::string& why);
  // Kills the process group and reaps the child.
  void stop();
  bool running() const { return pid_ > 0; }
  std::string stderr_tail() const { return err_; }
  // How it ended, once stopped or dead: "exit 3", "signal 11" or "".
  std::string exit_description();

 private:
  void drain_stderr();
  int pid_ = -1;
  int in_ = -1, out_ = -1, errfd_ = -1;
  std::string buffer_;  // stdout read beyond the last returned line
  std::string err_;
  int status_ = 0;
  bool reaped_ = false;
};

}  // namespace carc::conformance
