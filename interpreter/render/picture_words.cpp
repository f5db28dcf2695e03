#include "picture_words.hpp"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace carc::render {

std::string player_colour(const std::string& name, int seat) {
  static const std::array<std::pair<const char*, const char*>, 11> kNamed = {{
      {"red", "#d62828"},
      {"blue", "#1d5fc9"},
      {"green", "#1f9a3b"},
      {"yellow", "#f2c40f"},
      {"black", "#222222"},
      {"grey", "#8a8a8a"},
      {"gray", "#8a8a8a"},
      {"pink", "#f27bb5"},
      {"purple", "#7b3fb0"},
      {"orange", "#f07f13"},
      {"white", "#f4f4f4"},
  }};
  for (const auto& [n, c] : kNamed)
    if (name == n) return c;
  static const std::array<const char*, 8> kPalette = {"#d62828", "#1d5fc9", "#1f9a3b", "#f2c40f",
                                                      "#222222", "#8a8a8a", "#f27bb5", "#7b3fb0"};
  return kPalette[static_cast<std::size_t>(seat) % kPalette.size()];
}

std::string feature_ref(const PlacedTile& tile, int feature) {
  const TileFeature& f = tile.type->features[static_cast<std::size_t>(feature)];
  PortMask m = tile.feature_ports(feature);
  int pick = -1;
  for (int p = 0; p < kPorts && pick < 0; ++p)
    if ((m & (1u << p)) && is_middle(static_cast<Port>(p)) && f.kind != FeatureKind::Field) pick = p;
  for (int p = 0; p < kPorts && pick < 0; ++p)
    if ((m & (1u << p)) && !is_middle(static_cast<Port>(p))) pick = p;
  for (int p = 0; p < kPorts && pick < 0; ++p)
    if (m & (1u << p)) pick = p;
  std::string port = pick < 0 ? "" : fmt::format(" {}", port_name(static_cast<Port>(pick)));
  return fmt::format("{}{} at ({},{})", feature_kind_name(f.kind), port, tile.at.x, tile.at.y);
}

std::string figure_name(const Game& game, const Figure& f) {
  return fmt::format("{} {}", game.players()[static_cast<std::size_t>(f.owner)].name, game.rules().figures.at(f.kind).name);
}

std::string beside_words(const Game& game, int figure) {
  const Figure& f = game.figures()[static_cast<std::size_t>(figure)];
  int k = game.counting_figure_beside(figure);
  if (k < 0 || f.feature < 0 || game.counting_figures(f.feature).size() < 2) return "";
  return fmt::format(", beside counting figure {}", k + 1);
}

std::vector<std::string> held_lines(const Game& game) {
  std::vector<std::string> out;
  const PlaceTable& places = game.rules().places;
  for (const Figure& f : game.figures()) {
    if (!f.placed() || f.spot != Spot::Special || f.tile >= places.size()) continue;
    std::string place = f.feature >= 0 ? fmt::format("{}'s {}", game.players()[static_cast<std::size_t>(f.feature)].name, places.name(f.tile))
                                       : places.name(f.tile);
    std::string who = f.owner < 0 ? "the " + game.rules().figures.at(f.kind).name : figure_name(game, f);  // the Count
    out.push_back(fmt::format("{} in {}{}", who, place, beside_words(game, static_cast<int>(&f - game.figures().data()))));
  }
  return out;
}

std::string held_text(const Game& game, const std::string& indent) {
  std::string out;
  for (const std::string& line : held_lines(game)) out += indent + line + "\n";
  return out;
}

}  // namespace carc::render
