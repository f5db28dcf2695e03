// carc tiles [--format text|md] [--svg-dir DIR]: the tile catalog as a reference.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "commands.hpp"
#include "dsl/suggest.hpp"
#include "render/tile_reference.hpp"
#include "render/tile_sheet.hpp"

namespace carc::cli {

namespace {

struct TilesArgs {
  std::vector<std::string> ids;
  std::string format = "text";
  std::string svg_dir;
};

// carc tiles ID...: each named tile at its four rotations.
int show_tiles(const std::vector<std::string>& ids) {
  const TileCatalog& catalog = builtin_catalog();
  int status = 0;
  bool first = true;
  for (const auto& id : ids) {
    const TileType* t = catalog.find(id);
    if (!t) {
      std::vector<std::string> known;
      for (const auto& k : catalog.types()) known.push_back(k->id);
      fmt::print(stderr, "carc tiles: error: unknown tile `{}`{} (carc tiles lists them)\n", id, dsl::did_you_mean(id, known));
      status = 2;
      continue;
    }
    fmt::print("{}{}", first ? "" : "\n", render::tile_sheet(*t));
    first = false;
  }
  return status;
}

int run_tiles(const TilesArgs& args) {
  if (!args.ids.empty()) return show_tiles(args.ids);
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
  auto* cmd = app.add_subcommand("tiles",
                                 "List the tile catalog, or show tiles by id at each rotation (sides, features and ports, picture); "
                                 "--format md prints docs/tiles.md, --svg-dir writes the pictures");
  cmd->add_option("ids", args->ids, "Tile ids to show in full (E, r1/curve, ...)");
  cmd->add_option("--format", args->format, "text or md (Markdown, linking the pictures as tiles/ID.svg)")
      ->check(CLI::IsMember({"text", "md"}));
  cmd->add_option("--svg-dir", args->svg_dir, "Write one SVG picture per tile type into this folder");
  return [args] { return run_tiles(*args); };
}

}  // namespace carc::cli
