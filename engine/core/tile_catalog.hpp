// Tile types loaded from engine/tiles/*.yaml and validated on load (DESIGN §3 "Tile catalog").
#pragma once
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "feature_kind.hpp"
#include "geometry.hpp"

namespace YAML {
class Node;
}

namespace carc {

struct TileFeature {
  FeatureKind kind{};
  PortMask ports = 0;          // ports owned, unrotated
  int pennants = 0;            // cities only
  bool cap = true;             // a city piece on one side: a semicircular cap (false: another shape)
  std::vector<int> borders;    // fields only: indices of the city features this field touches
  std::vector<std::string> symbols;  // printed marks that change scoring: inn, cathedral, wine, ...
  int open_ends = 0;           // ends that meet no side (symbols with SymbolDef::open_end)
  bool has_symbol(std::string_view s) const;
  int count_symbol(std::string_view s) const;
};

// The feature symbols a catalog may use and the feature kind each one sits on. A new
// expansion's marks are added here (they are facts of the printed tiles, not rules).
struct SymbolDef {
  std::string_view name;
  FeatureKind on;
  // The mark is an end of the feature that meets no side (it leads under the board or to an
  // inner edge): open, so the feature unfinished, until a module links it to another end.
  bool open_end = false;
};
const std::vector<SymbolDef>& known_symbols();
// The symbols a whole tile may show (volcano, dragon, magic portal, ...): they belong to no feature.
const std::vector<std::string_view>& known_tile_symbols();

// What a side of a tile shows, for edge matching.
// Closed: a side that continues nothing across it (a whole-tile abbey's wall); such a tile is
// laid only into holes by a module's rule, never by edge matching.
enum class SideKind : unsigned char { Field, Road, City, River, Closed };
char side_kind_letter(SideKind k);  // f r c s as in the CAR's tile reference, x for closed

struct TileType {
  std::string id;
  std::string name;
  std::string expansion;
  int count = 0;
  std::string river_role;  // "", "spring", "fork" or "lake"
  std::vector<TileFeature> features;
  std::vector<std::string> symbols;  // symbols of the whole tile (known_tile_symbols)
  std::array<signed char, kPorts> port_owner{};  // feature index per unrotated port, -1 none
  std::array<SideKind, kSides> sides{};          // unrotated
  // Features of this tile that touch so that a figure may pass from one to another (a road
  // running into a crossing, a city gate or a cloister): each group, feature indices.
  std::vector<std::vector<int>> connections;
  // Not part of the land tiles: each player holds some from the start (an abbey).
  bool per_player = false;
  // Part of a start layout laid before play instead of one start tile (the City of
  // Carcassonne): its square there, unrotated. Never dealt.
  std::optional<Coord> start_at;
  bool closes_sides = false;  // some side is Closed: features facing it end there
  // A land tile: one a stack may hold and a turn may draw. A player's own tile is laid only by
  // its module's action, a start layout's piece only as the game begins.
  bool land() const { return !per_player && !start_at; }

  SideKind side(Side s, Rotation r) const {  // side s of the tile as it lies rotated by r
    return sides[(static_cast<int>(s) + 4 - r % 4) % 4];
  }
  int feature_at(Port board_port, Rotation r) const { return port_owner[unrotate(board_port, r)]; }
  bool has_kind(FeatureKind k) const;
  bool has_symbol(std::string_view s) const;  // a tile symbol, not a feature's
  std::string edge_string() const;        // e.g. "crfr" read clockwise from N, unrotated
  std::string edge_class() const;         // smallest rotation of edge_string, the CAR tile-reference key
};

struct CatalogError {
  std::string file;
  std::string message;
};

class TileCatalog {
 public:
  // Loads one YAML document; returns false and appends errors when it is invalid.
  bool load_text(const std::string& text, const std::string& source_name, std::vector<CatalogError>& errors);
  // The same from a file's snapshot (core/yaml_snapshot.hpp): errors then carry no line numbers.
  bool load_snapshot(const std::string& snapshot, const std::string& source_name, std::vector<CatalogError>& errors);

  const TileType* find(std::string_view id) const;
  const std::vector<std::unique_ptr<TileType>>& types() const { return types_; }
  std::vector<const TileType*> types_of(std::string_view expansion) const;
  // The start tile an expansion file names (base: D), or nullptr.
  const TileType* start_tile(std::string_view expansion) const;

 private:
  bool load_document(const YAML::Node& doc, const std::string& source_name, std::vector<CatalogError>& errors);

  std::vector<std::unique_ptr<TileType>> types_;
  std::map<std::string, const TileType*, std::less<>> by_id_;
  std::map<std::string, std::string, std::less<>> start_by_expansion_;
};

// The catalog built into the binary (every file under engine/tiles/), loaded once.
const TileCatalog& builtin_catalog();

}  // namespace carc
