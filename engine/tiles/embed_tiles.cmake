# Writes a C++ file holding every tile YAML file as a string, so `carc` needs no data files at
# run time. Called at build time: cmake -DOUT=... -DFILES="a;b" -P embed_tiles.cmake
set(body "// Generated from engine/tiles/*.yaml by embed_tiles.cmake. Do not edit.\n#include \"core/embedded_tiles.hpp\"\n\nnamespace carc {\n\nconst std::vector<EmbeddedFile>& embedded_tile_files() {\n  static const std::vector<EmbeddedFile> files = {\n")
foreach(f IN LISTS FILES)
  file(READ "${f}" text)
  get_filename_component(name "${f}" NAME)
  string(APPEND body "    {\"${name}\", R\"carctiles(${text})carctiles\"},\n")
endforeach()
string(APPEND body "  };\n  return files;\n}\n\n}  // namespace carc\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
