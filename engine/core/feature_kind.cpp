#include "feature_kind.hpp"

#include <array>

namespace carc {

namespace {
// The built-in kinds, then the module places of the tile vocabulary (see feature_kind.hpp).
constexpr std::array<std::string_view, 8> kNames = {"road",  "city",  // built-in kinds, then places:
                                                    "field", "cloister", "river",
                                                    "tower",           // a tower foundation (The Tower)
                                                    "german-castle",   // a German castle (Castles in Germany)
                                                    "garden"};         // a garden (The Abbot, C II)
}

std::string_view feature_kind_name(FeatureKind k) {
  auto i = static_cast<std::size_t>(k);
  return i < kNames.size() ? kNames[i] : std::string_view("?");
}

std::optional<FeatureKind> parse_feature_kind(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<FeatureKind>(i);
  if (name == "farm") return FeatureKind::Field;
  if (name == "monastery") return FeatureKind::Cloister;
  return std::nullopt;
}

}  // namespace carc
