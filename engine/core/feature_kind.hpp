// The kinds of feature a tile can show, and what the rules allow on each.
#pragma once
#include <optional>
#include <string_view>

namespace carc {

enum class FeatureKind : unsigned char { Road, City, Field, Cloister, River };
// Beyond these, the tile vocabulary names places that a module gives their meaning (a tower
// foundation): parse_feature_kind() returns them as FeatureKind values after River. Such a
// place touches no side, may hold a figure the module allows there, never completes and is
// never scored by core.
inline constexpr int kBuiltinFeatureKinds = 5;
constexpr bool is_module_place(FeatureKind k) { return static_cast<int>(k) >= kBuiltinFeatureKinds; }

std::string_view feature_kind_name(FeatureKind k);
std::optional<FeatureKind> parse_feature_kind(std::string_view name);

// A follower can be deployed on it (the river itself never holds a figure: CAR:river1/no-followers-on-river).
constexpr bool is_claimable(FeatureKind k) { return k != FeatureKind::River; }
// Completed by closing every open edge (roads, cities; rivers close at a lake).
constexpr bool closes_by_edges(FeatureKind k) {
  return k == FeatureKind::Road || k == FeatureKind::City || k == FeatureKind::River;
}
// Completed by being surrounded by eight tiles.
constexpr bool closes_by_neighbours(FeatureKind k) { return k == FeatureKind::Cloister; }

}  // namespace carc
