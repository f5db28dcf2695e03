// Data files embedded at build time: the YAML catalogs by tools/embed_yaml.cpp (with a snapshot
// of each, see yaml_snapshot.hpp), other text by engine/tiles/embed_tiles.cmake.
#pragma once
#include <string>
#include <vector>

namespace carc {

struct EmbeddedFile {
  std::string name;
  std::string text;
  std::string snapshot;  // the YAML tree as a snapshot; empty for a file that is not YAML
};

const std::vector<EmbeddedFile>& embedded_tile_files();

}  // namespace carc
