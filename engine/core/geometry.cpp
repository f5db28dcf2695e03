#include "geometry.hpp"

#include <array>

namespace carc {

namespace {
constexpr std::array<std::string_view, kPorts> kPortNames = {"NNW", "N", "NNE", "ENE", "E", "ESE",
                                                             "SSE", "S", "SSW", "WSW", "W", "WNW"};
}

PortMask rotate_mask(PortMask m, Rotation r) {
  PortMask out = 0;
  for (int p = 0; p < kPorts; ++p)
    if (m & (1u << p)) out |= static_cast<PortMask>(1u << rotate(static_cast<Port>(p), r));
  return out;
}

std::string_view port_name(Port p) { return p < kPorts ? kPortNames[p] : "?"; }

std::optional<Port> parse_port(std::string_view name) {
  for (int p = 0; p < kPorts; ++p)
    if (kPortNames[p] == name) return static_cast<Port>(p);
  return std::nullopt;
}

char side_letter(Side s) { return "NESW"[static_cast<int>(s)]; }

std::optional<Rotation> parse_rotation(std::string_view text) {
  if (text == "r0") return Rotation{0};
  if (text == "r90") return Rotation{1};
  if (text == "r180") return Rotation{2};
  if (text == "r270") return Rotation{3};
  return std::nullopt;
}

int rotation_degrees(Rotation r) { return (r % 4) * 90; }

}  // namespace carc
