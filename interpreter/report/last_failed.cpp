#include "last_failed.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>


namespace carc::report {

std::vector<std::string> recorded_failures() {
  std::vector<std::string> out;
  std::ifstream in(kLastFailedFile);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

bool record_failures(const std::vector<FileRun>& runs) {
  std::set<std::string> ran, loaded;  // scenario ids run now; files read now
  std::vector<std::string> failing;
  for (const auto& r : runs) {
    loaded.insert(r.path);
    if (!r.file_errors.empty()) failing.push_back(r.path);
    for (const auto& o : r.outcomes) {
      std::string id = fmt::format("{}:{}", r.path, o.loc.line);
      ran.insert(id);
      if (o.status == dsl::Status::Failed || o.status == dsl::Status::BadInput) failing.push_back(id);
    }
  }
  std::vector<std::string> entries;
  for (auto& e : recorded_failures())
    if (!ran.count(e) && !loaded.count(e) && std::find(failing.begin(), failing.end(), e) == failing.end())
      entries.push_back(std::move(e));
  entries.insert(entries.end(), failing.begin(), failing.end());
  std::error_code ec;
  if (entries.empty()) {
    std::filesystem::remove(kLastFailedFile, ec);
    return !ec;
  }
  std::ofstream out(kLastFailedFile, std::ios::trunc);
  for (const auto& e : entries) out << e << "\n";
  return static_cast<bool>(out);
}

}  // namespace carc::report
