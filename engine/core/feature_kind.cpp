#include "feature_kind.hpp"

#include <array>

namespace carc {

namespace {
constexpr std::array<std::string_view, 5> kNames = {"road", "city", "field", "cloister", "river"};
}

std::string_view feature_kind_name(FeatureKind k) { return kNames[static_cast<int>(k)]; }

std::optional<FeatureKind> parse_feature_kind(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<FeatureKind>(i);
  if (name == "farm") return FeatureKind::Field;
  if (name == "monastery") return FeatureKind::Cloister;
  return std::nullopt;
}

}  // namespace carc
