// The tile catalog compiled into the binary from engine/tiles/*.yaml (see embedded_tiles.hpp).
#include <stdexcept>

#include "embedded_tiles.hpp"
#include "tile_catalog.hpp"

namespace carc {

const TileCatalog& builtin_catalog() {
  static const TileCatalog catalog = [] {
    TileCatalog c;
    std::vector<CatalogError> errors;
    for (const auto& file : embedded_tile_files()) c.load_text(file.text, file.name, errors);
    if (!errors.empty()) {
      std::string msg = "invalid built-in tile catalog:";
      for (const auto& e : errors) msg += "\n  " + e.file + ": " + e.message;
      throw std::runtime_error(msg);
    }
    return c;
  }();
  return catalog;
}

}  // namespace carc
