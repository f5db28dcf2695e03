// The YAML tile files, embedded at build time by engine/tiles/embed_tiles.cmake.
#pragma once
#include <string>
#include <vector>

namespace carc {

struct EmbeddedFile {
  std::string name;
  std::string text;
};

const std::vector<EmbeddedFile>& embedded_tile_files();

}  // namespace carc
