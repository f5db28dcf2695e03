// Scenario-library throughput: how fast the whole library is parsed, and how long parsing,
// checking and running all of it takes, in one process (no start-up cost counted).
// usage: carc_bench_library SCENARIO-DIR [passes]   (bench/run.sh prints its two lines)
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "dsl/parse.hpp"
#include "dsl/scenario_run.hpp"
#include "report/library_run.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    fmt::print(stderr, "usage: {} SCENARIO-DIR [passes]\n", argv[0]);
    return 2;
  }
  int passes = argc > 2 ? std::max(1, std::atoi(argv[2])) : 20;
  std::vector<std::string> missing;
  auto files = carc::report::collect_files({argv[1]}, missing);
  std::vector<std::pair<std::string, std::string>> texts;  // path, contents
  std::size_t bytes = 0;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    texts.emplace_back(f, ss.str());
    bytes += texts.back().second.size();
  }
  std::vector<double> parse_s, run_s;
  std::size_t scenarios = 0, failed = 0;
  for (int p = 0; p < passes; ++p) {
    auto t0 = Clock::now();
    std::vector<carc::dsl::ScenarioFile> parsed;
    for (const auto& [path, text] : texts) {
      carc::dsl::Diagnostics diags(path);
      parsed.push_back(carc::dsl::parse_scenarios(text, path, diags));
    }
    auto t1 = Clock::now();
    scenarios = 0, failed = 0;
    for (const auto& file : parsed)
      for (const auto& sc : file.scenarios) {
        ++scenarios;
        if (carc::dsl::run_scenario(file, sc, false).status != carc::dsl::Status::Passed) ++failed;
      }
    auto t2 = Clock::now();
    parse_s.push_back(std::chrono::duration<double>(t1 - t0).count());
    run_s.push_back(std::chrono::duration<double>(t2 - t0).count());
  }
  double parse = median(parse_s), run = median(run_s);
  fmt::print("parse: {:.1f} MB/s ({} files, {} bytes in {:.1f} ms; median of {} passes)\n", static_cast<double>(bytes) / parse / 1e6,
             files.size(), bytes, parse * 1e3, passes);
  fmt::print("library run: {:.1f} ms for {} scenarios parsed, checked and run ({} not passing; median of {} passes)\n",
             run * 1e3, scenarios, failed, passes);
  return 0;
}
