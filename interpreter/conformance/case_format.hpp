// The conformance protocol's case format (docs/protocol.md): names shared by the exporter, our
// own adapter (`carc observe`) and the verifier, so the three cannot drift apart.
#pragma once
#include <cstddef>
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
inline constexpr std::string_view kExcludes = "excludes";  // the observed array does not hold the value

// An action's observation: this word when the implementation accepted it, else the reason code.
inline constexpr std::string_view kAccepted = "accepted";

// An observation's answer that says the implementation has no such concept (no event log, no
// river regions): {"unsupported": "why"}. Neither a match nor a mismatch (docs/protocol.md, 3).
inline constexpr std::string_view kUnsupported = "unsupported";

// The limits of a case (docs/protocol.md, "Limits"): a hostile document must not cost unbounded
// memory or time. They are the scenario language's (docs/dsl.md, "Limits"), so every exported
// case lies within them (case_export.cpp checks that they agree).
inline constexpr std::size_t kMaxDocumentBytes = 64 << 20;  // a one-shot input or one persistent line
inline constexpr int kMaxNesting = 64;                       // levels of arrays and objects
inline constexpr int kMinPlayers = 2, kMaxPlayers = 8;
inline constexpr int kMaxCoordinate = 1000;  // on each axis
inline constexpr int kMaxSetupTiles = 2000;
inline constexpr int kMaxTurns = 10000;  // turn steps
inline constexpr int kMaxSupply = 100;   // figures of one kind in a player's supply; tokens of one kind
inline constexpr int kMaxScore = 1000000;  // a setup score, either sign

}  // namespace carc::conformance
