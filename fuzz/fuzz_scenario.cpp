// Fuzz target: one input is one scenario file, taken through the path of `carc run FILE`: read,
// parse, check, run, and every report format. A crash, a sanitizer report, a leak or an escaping
// exception is a finding; bad input must only give diagnostics.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "report/library_run.hpp"

namespace {
// The input is written to a file of its own so that run_file reads it exactly as `carc run` does.
std::string scratch_file;
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  scratch_file = (std::filesystem::temp_directory_path() / ("carc-fuzz-scenario-" + std::to_string(getpid()) + ".carc")).string();
  std::atexit([] { std::remove(scratch_file.c_str()); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  {
    std::ofstream out(scratch_file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  // Only `carc run`: `carc check` does the same work and stops after the setup.
  std::vector<carc::report::FileRun> runs{carc::report::run_file(scratch_file, false)};
  carc::report::summary_line(carc::report::totals(runs));
  carc::report::format_human(runs, true);
  carc::report::format_tap(runs);
  carc::report::format_junit(runs);
  carc::report::format_json(runs);
  return 0;
}
