// carc tiles [--format text|md] [--svg-dir DIR]: the tile catalog as a reference.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "commands.hpp"
#include "render/tile_reference.hpp"

namespace carc::cli {

namespace {

struct TilesArgs {
  std::string format = "text";
  std::string svg_dir;
};

int run_tiles(const TilesArgs& args) {
  const TileCatalog& catalog = builtin_catalog();
  if (!args.svg_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(args.svg_dir, ec);
    auto pictures = render::tile_pictures(catalog);
    if (pictures.size() != catalog.types().size()) {
      fmt::print(stderr, "carc tiles: error: two tile ids give the same picture file name\n");
      return 2;
    }
    for (const auto& [name, svg] : pictures) {
      auto path = std::filesystem::path(args.svg_dir) / name;
      std::ofstream out(path, std::ios::binary);
      out << svg;
      if (!out) {
        fmt::print(stderr, "{}: error: cannot write the file\n", path.string());
        return 2;
      }
    }
  }
  if (args.format == "md") fmt::print("{}", render::tile_reference_md(catalog, "tiles"));
  else fmt::print("{}", render::tile_reference_text(catalog));
  return 0;
}

}  // namespace

Runner add_tiles_command(CLI::App& app) {
  auto args = std::make_shared<TilesArgs>();
  auto* cmd = app.add_subcommand("tiles", "List the tile catalog; --format md prints docs/tiles.md, --svg-dir writes the pictures");
  cmd->add_option("--format", args->format, "text or md (Markdown, linking the pictures as tiles/ID.svg)")
      ->check(CLI::IsMember({"text", "md"}));
  cmd->add_option("--svg-dir", args->svg_dir, "Write one SVG picture per tile type into this folder");
  return [args] { return run_tiles(*args); };
}

}  // namespace carc::cli
