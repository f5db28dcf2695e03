// The tile reference (docs/tiles.md): every tile type of the catalog with its picture, id,
// name, count, edges and features, taken from the catalog alone so new tiles appear by
// themselves. `carc tiles` prints it.
#pragma once
#include <map>
#include <string>

#include "core/tile_catalog.hpp"

namespace carc::render {

// The file name of a tile's picture: its id with `/` turned into `-`, plus .svg.
std::string tile_picture_name(const TileType& t);

// Features of a tile as text: "city N, 1 pennant; road E W; field ENE WNW (borders city N)".
std::string features_text(const TileType& t);

// The Markdown page; pictures are linked as `<picture_dir>/<name>.svg`.
std::string tile_reference_md(const TileCatalog& catalog, const std::string& picture_dir);

// A plain list: id, count, edges, name.
std::string tile_reference_text(const TileCatalog& catalog);

// Every tile's picture, by file name.
std::map<std::string, std::string> tile_pictures(const TileCatalog& catalog);

}  // namespace carc::render
