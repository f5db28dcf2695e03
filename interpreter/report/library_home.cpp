#include "library_home.hpp"

#include <filesystem>

namespace carc::report {

namespace fs = std::filesystem;

namespace {

bool is_library_folder(const fs::path& dir) {
  std::error_code ec;
  return dir.filename() == "scenarios" && fs::is_directory(dir, ec) && fs::is_regular_file(dir.parent_path() / "rulings" / "base.yaml", ec);
}

}  // namespace

std::optional<std::string> find_library(const std::string& from) {
  std::error_code ec;
  fs::path here = fs::absolute(from, ec);
  if (ec) return std::nullopt;
  for (fs::path dir = here; !dir.empty(); dir = dir.parent_path()) {
    if (is_library_folder(dir / "scenarios")) {
      // Shown relative to the working folder when it is inside: `scenarios`, `../scenarios`.
      fs::path rel = fs::relative(dir / "scenarios", fs::current_path(ec), ec);
      return ec || rel.empty() ? (dir / "scenarios").string() : rel.string();
    }
    if (is_library_folder(dir)) return dir.string();
    if (dir == dir.parent_path()) break;
  }
  return std::nullopt;
}

bool is_library(const std::vector<std::string>& paths) {
  std::error_code ec;
  if (paths.size() != 1) return false;
  fs::path p = fs::weakly_canonical(paths.front(), ec);
  if (p.filename().empty()) p = p.parent_path();  // `scenarios/`
  return !ec && is_library_folder(p);
}

}  // namespace carc::report
