// The conformance protocol's case format (docs/protocol.md): names shared by the exporter, our
// own adapter (`carc observe`) and the verifier, so the three cannot drift apart.
#pragma once
#include <string_view>

namespace carc::conformance {

// A case document is {"format": kCaseFormat, "version": kProtocolVersion, "case": {...},
// "expected": {...}}; implementations are sent the same document without "expected".
inline constexpr std::string_view kCaseFormat = "carcassonne-oracle-case";
inline constexpr int kProtocolVersion = 1;

// How a wanted value is compared with an observed one (the keys of an "expected" entry).
inline constexpr std::string_view kEquals = "equals";      // the same JSON value
inline constexpr std::string_view kContains = "contains";  // the observed array holds the value
inline constexpr std::string_view kSameSet = "set";        // the same elements in any order

// An action's observation: this word when the implementation accepted it, else the reason code.
inline constexpr std::string_view kAccepted = "accepted";

}  // namespace carc::conformance
