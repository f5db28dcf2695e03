#include "tile_sheet.hpp"

#include <fmt/format.h>

#include "ascii_board.hpp"
#include "core/game.hpp"
#include "expansions/registry.hpp"
#include "tile_reference.hpp"

namespace carc::render {

namespace {

// The tile alone at (0,0) as it lies rotated by `rot`, drawn like a board; empty when the rules
// of its expansion do not let it lie alone (nothing does today, but a module may refuse).
std::string picture(const TileType& tile, Rotation rot) {
  std::string error;
  std::vector<std::string> modules;
  if (tile.expansion != "base") modules.push_back(tile.expansion);
  std::shared_ptr<const Ruleset> rules = ruleset_for(modules, error);
  if (!rules) return "";
  Game game(rules, RuleOptions(rules->options), {"red", "blue"});
  if (game.check_setup_tile(&tile, {0, 0}, rot)) return "";
  game.setup_tile(&tile, {0, 0}, rot);
  std::string board = ascii_board(game);
  // The square and the key: the coordinates say nothing about one tile. The board's squares
  // start after a margin of 7 columns that holds the `y=` labels (ascii_board.cpp).
  constexpr std::size_t kLeftMargin = 7;
  std::string out;
  std::size_t start = 0;
  while (start < board.size()) {
    std::size_t end = board.find('\n', start);
    std::string line = board.substr(start, end == std::string::npos ? std::string::npos : end - start);
    start = end == std::string::npos ? board.size() : end + 1;
    if (line.rfind("key:", 0) == 0) out += "    " + line + "\n";
    else if (line.size() > kLeftMargin && (line[kLeftMargin] == '|' || line[kLeftMargin] == '+'))
      out += "    " + line.substr(kLeftMargin) + "\n";
  }
  return out;
}

}  // namespace

std::string tile_sheet(const TileType& tile) {
  std::string out = fmt::format("{}  {}\n  expansion {}, {} in the game, edges {} at r0 (N E S W: c city, r road, f field, s river, x closed)\n",
                                tile.id, tile.name, tile.expansion, tile.count, tile.edge_string());
  for (Rotation rot = 0; rot < 4; ++rot) {
    std::string sides;
    for (int s = 0; s < 4; ++s) sides += side_kind_letter(tile.side(static_cast<Side>(s), rot));
    out += fmt::format("\n{} at r{}: sides {}\n  {}\n", tile.id, 90 * rot, sides, features_text_rotated(tile, rot));
    out += picture(tile, rot);
  }
  return out;
}

}  // namespace carc::render
