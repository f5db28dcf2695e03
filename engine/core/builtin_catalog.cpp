// The tile catalog compiled into the binary from engine/tiles/*.yaml (see embedded_tiles.hpp).
#include <stdexcept>

#include "embedded_tiles.hpp"
#include "tile_catalog.hpp"

namespace carc {

const TileCatalog& builtin_catalog() {
  static const TileCatalog catalog = [] {
    TileCatalog c;
    std::vector<CatalogError> errors;
    for (const auto& file : embedded_tile_files()) c.load_snapshot(file.snapshot, file.name, errors);
    if (!errors.empty()) {  // loaded again from the text, for messages with line numbers
      TileCatalog from_text;
      auto from_snapshot = std::move(errors);
      errors.clear();
      for (const auto& file : embedded_tile_files()) from_text.load_text(file.text, file.name, errors);
      if (errors.empty()) errors = std::move(from_snapshot);  // the text loads: a snapshot defect
      std::string msg = "invalid built-in tile catalog:";
      for (const auto& e : errors) msg += "\n  " + e.file + ": " + e.message;
      throw std::runtime_error(msg);
    }
    return c;
  }();
  return catalog;
}

}  // namespace carc
