#include "pieces.hpp"

namespace carc::pd {

int neutral_figure(const Game& g, const char* kind) {
  auto k = g.rules().figures.find(kind);
  if (!k) return -1;
  for (int id = static_cast<int>(g.figures().size()) - 1; id >= 0; --id)  // neutral figures come last
    if (g.figures()[static_cast<std::size_t>(id)].kind == *k) return id;
  return -1;
}

int tile_of_neutral(const Game& g, const char* kind) {
  int id = neutral_figure(g, kind);
  if (id < 0) return -1;
  const Figure& f = g.figures()[static_cast<std::size_t>(id)];
  return f.placed() && f.spot == Spot::Tile ? f.tile : -1;
}

bool tile_shows(const Game& g, int tile_index, const char* symbol) {
  if (tile_index < 0) return false;
  const TileType& t = *g.board().tile(tile_index).type;
  if (t.has_symbol(symbol)) return true;
  for (const TileFeature& f : t.features)
    if (f.has_symbol(symbol)) return true;
  return false;
}

}  // namespace carc::pd
