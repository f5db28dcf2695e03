#include "impl_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace carc::conformance {

namespace {

constexpr std::size_t kStderrKept = 4096;

void keep_tail(std::string& s, const char* data, std::size_t n) {
  s.append(data, n);
  if (s.size() > kStderrKept) s.erase(0, s.size() - kStderrKept);
}

int millis_until(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1000));
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

struct Spawned {
  int pid = -1;
  int in = -1, out = -1, err = -1;  // our ends: write to its stdin, read its stdout and stderr
};

// Starts `sh -c command` in a process group of its own. Pipes are close-on-exec, so a child
// started by another thread never inherits them (which would keep them from reaching EOF).
bool spawn(const std::string& command, Spawned& s, std::string& error) {
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) != 0) return error = std::strerror(errno), false;
  if (pipe2(out, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]);
    return error = std::strerror(errno), false;
  }
  if (pipe2(err, O_CLOEXEC) != 0) {
    ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
    return error = std::strerror(errno), false;
  }
  const char* cmd = command.c_str();
  pid_t pid = fork();
  if (pid < 0) {
    error = std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) ::close(fd);
    return false;
  }
  if (pid == 0) {  // the child: only async-signal-safe calls until exec
    setpgid(0, 0);
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    signal(SIGPIPE, SIG_DFL);
    execl("/bin/sh", "sh", "-c", cmd, static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here: whichever runs first makes the group
  ::close(in[0]), ::close(out[1]), ::close(err[1]);
  for (int fd : {in[1], out[0], err[0]}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  s = {pid, in[1], out[0], err[0]};
  return true;
}

void kill_group(int pid) {
  if (pid > 0) {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
  }
}

// Waits for the child until the deadline; kills the group when it is still running then.
// Returns the wait status and whether we had to kill it.
std::pair<int, bool> reap(int pid, Clock::time_point deadline) {
  int status = 0;
  while (true) {
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid || (r < 0 && errno != EINTR)) return {status, false};
    if (Clock::now() >= deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill_group(pid);
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return {status, true};
}

}  // namespace

ProcessResult run_once(const std::string& command, const std::string& input, double timeout_seconds,
                       std::size_t max_output) {
  ProcessResult res;
  Spawned s;
  if (!spawn(command, s, res.start_error)) return res;
  auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_seconds));
  std::size_t written = 0;
  char buf[65536];
  while ((s.out >= 0 || s.err >= 0) && !res.flooded) {
    if (Clock::now() >= deadline) {
      res.timed_out = true;
      break;
    }
    pollfd fds[3];
    int n = 0, in_i = -1, out_i = -1, err_i = -1;
    if (s.in >= 0) in_i = n, fds[n++] = {s.in, POLLOUT, 0};
    if (s.out >= 0) out_i = n, fds[n++] = {s.out, POLLIN, 0};
    if (s.err >= 0) err_i = n, fds[n++] = {s.err, POLLIN, 0};
    int ready = poll(fds, static_cast<nfds_t>(n), millis_until(deadline));
    if (ready < 0 && errno != EINTR) break;
    if (ready <= 0) continue;
    if (in_i >= 0 && fds[in_i].revents) {
      ssize_t w = ::write(s.in, input.data() + written, std::min<std::size_t>(input.size() - written, sizeof buf));
      if (w > 0) written += static_cast<std::size_t>(w);
      // Done, or it closed its stdin (EPIPE): either way nothing more goes in.
      if (written == input.size() || (w < 0 && errno != EAGAIN && errno != EINTR)) close_fd(s.in);
    }
    if (out_i >= 0 && fds[out_i].revents) {
      ssize_t r = ::read(s.out, buf, sizeof buf);
      if (r > 0) {
        res.out.append(buf, static_cast<std::size_t>(r));
        if (res.out.size() > max_output) res.flooded = true;
      } else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
        close_fd(s.out);
      }
    }
    if (err_i >= 0 && fds[err_i].revents) {
      ssize_t r = ::read(s.err, buf, sizeof buf);
      if (r > 0) keep_tail(res.err, buf, static_cast<std::size_t>(r));
      else if (r == 0 || (errno != EAGAIN && errno != EINTR)) close_fd(s.err);
    }
    if (s.in >= 0 && input.empty()) close_fd(s.in);
  }
  close_fd(s.in), close_fd(s.out), close_fd(s.err);
  if (res.timed_out || res.flooded) {
    kill_group(s.pid);
    reap(s.pid, Clock::now());
    return res;
  }
  auto [status, killed] = reap(s.pid, deadline);
  if (killed) {
    res.timed_out = true;
  } else if (WIFEXITED(status)) {
    res.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    res.signal = WTERMSIG(status);
  }
  return res;
}

LineProcess::~LineProcess() { stop(); }

bool LineProcess::start(const std::string& command, std::string& error) {
  stop();
  Spawned s;
  if (!spawn(command, s, error)) return false;
  pid_ = s.pid, in_ = s.in, out_ = s.out, errfd_ = s.err;
  buffer_.clear(), err_.clear();
  reaped_ = false;
  return true;
}

void LineProcess::drain_stderr() {
  char buf[4096];
  while (errfd_ >= 0) {
    ssize_t r = ::read(errfd_, buf, sizeof buf);
    if (r > 0) keep_tail(err_, buf, static_cast<std::size_t>(r));
    else if (r == 0 || (errno != EAGAIN && errno != EINTR)) close_fd(errfd_);
    else break;
  }
}

bool LineProcess::send(const std::string& line, Clock::time_point deadline) {
  std::string data = line + "\n";
  std::size_t written = 0;
  while (in_ >= 0 && written < data.size()) {
    pollfd fd{in_, POLLOUT, 0};
    int ready = poll(&fd, 1, millis_until(deadline));
    if (ready == 0 && Clock::now() >= deadline) return false;
    if (ready <= 0) continue;
    ssize_t w = ::write(in_, data.data() + written, data.size() - written);
    if (w > 0) written += static_cast<std::size_t>(w);
    else if (errno != EAGAIN && errno != EINTR) return false;  // it closed its stdin
    drain_stderr();
  }
  return written == data.size();
}

std::optional<std::string> LineProcess::read_line(Clock::time_point deadline, std::size_t max_line, std::string& why) {
  char buf[65536];
  while (true) {
    auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      return line;
    }
    if (buffer_.size() > max_line) return why = "output flood (a line longer than the limit)", std::nullopt;
    if (out_ < 0) return why = "it closed its output", std::nullopt;
    pollfd fds[2] = {{out_, POLLIN, 0}, {errfd_, POLLIN, 0}};
    int ready = poll(fds, errfd_ >= 0 ? 2 : 1, millis_until(deadline));
    if (ready == 0 && Clock::now() >= deadline) return why = "timeout", std::nullopt;
    if (ready <= 0) continue;
    if (errfd_ >= 0 && fds[1].revents) drain_stderr();
    if (fds[0].revents) {
      ssize_t r = ::read(out_, buf, sizeof buf);
      if (r > 0) buffer_.append(buf, static_cast<std::size_t>(r));
      else if (r == 0 || (errno != EAGAIN && errno != EINTR)) close_fd(out_);
    }
  }
}

void LineProcess::stop() {
  close_fd(in_), close_fd(out_), close_fd(errfd_);
  if (pid_ > 0 && !reaped_) {
    kill_group(pid_);
    while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
    }
    reaped_ = true;
  }
  pid_ = -1;
}

std::string LineProcess::exit_description() {
  if (pid_ > 0 && !reaped_) {
    pid_t r = waitpid(pid_, &status_, WNOHANG);
    if (r != pid_) return "";
    reaped_ = true;
  }
  if (WIFEXITED(status_)) return "exit " + std::to_string(WEXITSTATUS(status_));
  if (WIFSIGNALED(status_)) return "signal " + std::to_string(WTERMSIG(status_));
  return "";
}

}  // namespace carc::conformance
