// What did not pass in the runs in a folder, for `carc run --rerun-failed`: one entry a line in
// `.carc-last-failed` of the working folder, a scenario id (FILE:LINE) or the path of a file that
// did not parse. Each run updates the entries of what it ran and keeps the others.
#pragma once
#include <string>
#include <vector>

#include "library_run.hpp"

namespace carc::report {

inline constexpr const char* kLastFailedFile = ".carc-last-failed";

// Updates the record from these runs (the file is removed when nothing failed). Returns false
// when it cannot be written.
bool record_failures(const std::vector<FileRun>& runs);

// The recorded entries, in the order written; empty when there is no record.
std::vector<std::string> recorded_failures();

}  // namespace carc::report
