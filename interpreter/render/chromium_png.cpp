#include "chromium_png.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

extern char** environ;

namespace carc::render {

namespace fs = std::filesystem;

namespace {

std::string find_chromium() {
  if (const char* env = std::getenv("CARC_CHROMIUM"); env && *env) return access(env, X_OK) == 0 ? env : "";
  if (access("/usr/bin/chromium", X_OK) == 0) return "/usr/bin/chromium";
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "");
  std::string dir;
  std::vector<std::string> folders;
  while (std::getline(dirs, dir, ':'))
    if (!dir.empty()) folders.push_back(dir);
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"})
    for (const auto& d : folders)
      if (std::string p = d + "/" + name; access(p.c_str(), X_OK) == 0) return p;
  return "";
}

// A number attribute of the SVG's root element: the page is made that size.
double root_number(const std::string& svg, const std::string& name) {
  auto at = svg.find(" " + name + "=\"");
  return at == std::string::npos ? 0 : std::stod(svg.substr(at + name.size() + 3));
}

constexpr int kTimeoutSeconds = 120;  // a Chromium that hangs is stopped and reported

// Runs the program with its output going to `log`; its exit status, -1 when it did not run, -2
// when it was stopped after kTimeoutSeconds.
int run(const std::vector<std::string>& args, const std::string& log) {
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  posix_spawn_file_actions_addopen(&io, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&io, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&io, 1, 2);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, argv[0], &io, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&io);
  if (rc != 0) return -1;
  int status = 0;
  for (int waited = 0;; waited += 50) {
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0) return -1;
    if (waited >= kTimeoutSeconds * 1000) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      return -2;
    }
    usleep(50 * 1000);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

bool svg_to_png(const std::string& svg, const std::string& out, std::string& error) {
  std::string chromium = find_chromium();
  if (chromium.empty()) {
    error = "no Chromium found to draw the PNG (set CARC_CHROMIUM, or install the package chromium: scripts/install-deps.sh)";
    return false;
  }
  std::error_code ec;
  fs::path target = fs::absolute(out, ec);
  if (!fs::is_directory(target.parent_path(), ec)) {
    error = fmt::format("cannot write the file: there is no folder {}", target.parent_path().string());
    return false;
  }
  std::string pattern = (fs::temp_directory_path(ec) / "carc-png-XXXXXX").string();
  if (!mkdtemp(pattern.data())) {
    error = "cannot make a temporary folder for Chromium";
    return false;
  }
  fs::path tmp = pattern;
  {
    std::ofstream page(tmp / "picture.html", std::ios::binary);
    page << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>html,body{margin:0;padding:0;background:#fff}"
            "svg{display:block}</style></head><body>\n"
         << svg << "</body></html>\n";
  }
  long width = std::lround(std::ceil(root_number(svg, "width"))), height = std::lround(std::ceil(root_number(svg, "height")));
  fs::remove(target, ec);
  std::string log = (tmp / "chromium.log").string();
  int rc = run({chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + (tmp / "profile").string(), fmt::format("--window-size={},{}", width, height),
                "--screenshot=" + target.string(), "file://" + (tmp / "picture.html").string()},
               log);
  char magic[8] = {};
  std::ifstream png(target, std::ios::binary);
  bool ok = png.read(magic, 8) && std::string(magic, 4) == "\x89PNG";
  if (!ok) {
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    std::string said = text.str();
    if (said.size() > 600) said = "..." + said.substr(said.size() - 600);
    std::string how = rc == -2 ? fmt::format("stopped after {} seconds", kTimeoutSeconds) : fmt::format("exit status {}", rc);
    error = fmt::format("{} made no PNG ({}){}{}", chromium, how, said.empty() ? "" : ":\n", said);
  }
  fs::remove_all(tmp, ec);
  return ok;
}

}  // namespace carc::render
