#include "tile_catalog.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>

#include "yaml_snapshot.hpp"

namespace carc {

char side_kind_letter(SideKind k) { return "frcsx"[static_cast<int>(k)]; }

const std::vector<SymbolDef>& known_symbols() {
  static const std::vector<SymbolDef> symbols = {
      {"inn", FeatureKind::Road},         // a road with an inn on a lake
      {"cathedral", FeatureKind::City},
      {"wine", FeatureKind::City},        // trade goods
      {"grain", FeatureKind::City},
      {"cloth", FeatureKind::City},
      {"princess", FeatureKind::City},    // Princess & Dragon
      {"pig-herd", FeatureKind::Field},   // pigs drawn in a field that pay its farmers more (River II)
      {"livestock", FeatureKind::Field},  // animals drawn in a field with no rule of their own (GQ11)
      {"sheep", FeatureKind::Field},      // a sheep printed in a field (Halflings II): a lasting sheep of a flock there (CAR-404)
      {"bridge", FeatureKind::Road},      // a bridge built in play (Bridges, Castles & Bazaars): never in a file
      {"siege", FeatureKind::City},       // the city is besieged (Besiegers, Cathars, Siege)
      {"monastery", FeatureKind::Cloister},  // a special monastery: monk or abbot (Monasteries)
      {"porxada", FeatureKind::City},        // La Porxada: the swap or the end bonus of its city
      {"darmstadtium", FeatureKind::City},   // Darmstadt: 3 more for a completed city's majority
      {"church", FeatureKind::Cloister},     // Darmstadt: 3 more for the followers around it
      {"baba-yaga", FeatureKind::Cloister},  // Russian promos: an anti-cloister, scored for empty squares
      {"shrine", FeatureKind::Cloister},  // the cloister is a shrine (Heretics and Shrines, RGG cult places)
      {"tunnel", FeatureKind::Road, true},  // the road ends at a tunnel mouth (The Tunnel)
      // The feature reaches an inner edge of a tile that fills part of its square (the long side
      // of a half tile): an open end until a module links it to what fills the rest.
      {"inner-end", FeatureKind::Road, true},
      {"inner-end", FeatureKind::City, true},
      {"inner-end", FeatureKind::Field, true},
  };
  return symbols;
}

const std::vector<std::string_view>& known_tile_symbols() {
  static const std::vector<std::string_view> symbols = {
      "volcano", "dragon", "portal",  // Princess & Dragon
      "bazaar",                       // Bridges, Castles & Bazaars: an auction follows the tile's turn
      "robber",                       // The Robbers: its placer may put a robber on the scoreboard
      "plague-source",                // The Plague: the plague doctor, where an outbreak token goes
      "fair",                         // The Catapult: a fair, whose placement starts a catapult round
      "hill", "vineyard",             // Hills & Sheep: a tile on a hill (ties), a vineyard (cloisters)
      "festival",                     // The Festival: a figure may be taken back instead of deployed
      "ferry",                        // The Ferries: a lake whose road ends a ferry links (two at a time)
      "flier-orthogonal",             // The Flier: a flying machine, its arrow west as the tile lies unrotated
      "flier-diagonal",               // ... its arrow north-west
      "crop-shield", "crop-club", "crop-pitchfork",  // Crop Circles: knights, thieves, farmers
      "crop-joker",                                  // ... a round circle, any of them (Halflings II, CAR-405)
      "wind-rose-orange", "wind-rose-blue",          // The Wind Roses: the rose that divides the board
      "wind-ne", "wind-se", "wind-sw", "wind-nw",    // ... and the quarter roses
      "goldmine",                     // The Goldmines: gold on this tile and one around it
      "mage",                                        // The Mage & the Witch: place or move one of them
  };
  return symbols;
}

bool TileType::has_symbol(std::string_view s) const {
  return std::find(symbols.begin(), symbols.end(), s) != symbols.end();
}

bool TileFeature::has_symbol(std::string_view s) const {
  return std::find(symbols.begin(), symbols.end(), s) != symbols.end();
}

int TileFeature::count_symbol(std::string_view s) const {
  return static_cast<int>(std::count(symbols.begin(), symbols.end(), s));
}

bool TileType::has_kind(FeatureKind k) const {
  return std::any_of(features.begin(), features.end(), [k](const TileFeature& f) { return f.kind == k; });
}

std::string TileType::edge_string() const {
  std::string s;
  for (std::size_t i = 0; i < kSides; ++i)  // o: an open side (core/open_sides.hpp), no port described
    s += port_owner[i * 3 + 1] < 0 ? 'o' : side_kind_letter(sides[i]);
  return s;
}

std::string TileType::edge_class() const {
  std::string s = edge_string(), best = s;
  for (int r = 1; r < 4; ++r) {
    std::rotate(s.begin(), s.begin() + 1, s.end());
    best = std::min(best, s);
  }
  return best;
}

namespace {

struct Loader {
  std::string file;
  std::vector<CatalogError>& errors;

  bool fail(const YAML::Node& at, const std::string& msg) {
    auto m = at.Mark();
    errors.push_back({file, m.is_null() ? msg : fmt::format("line {}: {}", m.line + 1, msg)});
    return false;
  }

  // Ports a feature owns, from the names in its `ports` list.
  bool read_ports(const YAML::Node& feature, const std::string& tile, FeatureKind kind, PortMask& mask) {
    const YAML::Node node = feature["ports"];
    if (!node) return kind == FeatureKind::Cloister || is_module_place(kind) || fail(feature, fmt::format("tile {}: feature needs `ports`", tile));
    if (!node.IsSequence()) return fail(node, "`ports` must be a list");
    for (const auto& item : node) {
      auto name = item.as<std::string>();
      auto port = parse_port(name);
      if (!port) return fail(item, fmt::format("unknown port `{}`", name));
      bool middle = is_middle(*port);
      switch (kind) {
        case FeatureKind::City:
          // A whole side, or half a side where the wall meets a field on the other half (the
          // City of Carcassonne): that half and the side's middle, so the side is a city side.
          if (middle)
            mask |= static_cast<PortMask>(7u << (static_cast<int>(side_of(*port)) * 3));
          else
            mask |= static_cast<PortMask>((1u << *port) | (1u << (static_cast<int>(side_of(*port)) * 3 + 1)));
          break;
        case FeatureKind::Road:
        case FeatureKind::River:
          if (!middle) return fail(item, fmt::format("roads and rivers use middle ports, not `{}`", name));
          mask |= static_cast<PortMask>(1u << *port);
          break;
        case FeatureKind::Field:
          if (middle) return fail(item, fmt::format("fields use half ports, not `{}`", name));
          mask |= static_cast<PortMask>(1u << *port);
          break;
        case FeatureKind::Cloister:  // a whole-tile cloister (an abbey) walls in its sides
          if (!middle) return fail(item, fmt::format("a cloister that fills its tile lists whole sides, not `{}`", name));
          mask |= static_cast<PortMask>(7u << (static_cast<int>(side_of(*port)) * 3));
          break;
        default:
          return fail(item, fmt::format("a {} touches no side", feature_kind_name(kind)));
      }
    }
    // Only a field may touch no side (an inner field, enclosed on its tile); a city, road or
    // river with no port could never be reached.
    if (mask == 0 && kind != FeatureKind::Field && kind != FeatureKind::Cloister && !is_module_place(kind))
      return fail(node, fmt::format("tile {}: a {} needs at least one port", tile, feature_kind_name(kind)));
    return true;
  }

  bool read_symbols(const YAML::Node& node, const std::string& tile, TileFeature& f) {
    if (!node.IsSequence()) return fail(node, fmt::format("tile {}: `symbols` must be a list", tile));
    for (const auto& item : node) {
      auto name = item.as<std::string>();
      const auto& known = known_symbols();
      auto def = std::find_if(known.begin(), known.end(), [&](const SymbolDef& d) { return d.name == name && d.on == f.kind; });
      if (def == known.end()) def = std::find_if(known.begin(), known.end(), [&](const SymbolDef& d) { return d.name == name; });
      if (def == known.end()) return fail(item, fmt::format("tile {}: unknown symbol `{}`", tile, name));
      if (def->on != f.kind)
        return fail(item, fmt::format("tile {}: symbol `{}` belongs on a {}", tile, name, feature_kind_name(def->on)));
      f.symbols.push_back(name);
      if (def->open_end) ++f.open_ends;
    }
    return true;
  }

  bool read_tile_symbols(const YAML::Node& node, TileType& t) {
    if (!node.IsSequence()) return fail(node, fmt::format("tile {}: `symbols` must be a list", t.id));
    const auto& known = known_tile_symbols();
    for (const auto& item : node) {
      auto name = item.as<std::string>();
      if (std::find(known.begin(), known.end(), name) == known.end())
        return fail(item, fmt::format("tile {}: unknown tile symbol `{}`", t.id, name));
      t.symbols.push_back(name);
    }
    return true;
  }

  bool read_tile(const YAML::Node& node, const std::string& expansion, TileType& t) {
    if (!node["id"]) return fail(node, "tile without `id`");
    t.id = node["id"].as<std::string>();
    t.expansion = expansion;
    t.name = node["name"] ? node["name"].as<std::string>() : t.id;
    if (!node["count"]) return fail(node, fmt::format("tile {}: missing `count`", t.id));
    t.count = node["count"].as<int>();
    if (t.count < 1) return fail(node["count"], fmt::format("tile {}: count must be at least 1", t.id));
    if (node["supply"]) {
      if (node["supply"].as<std::string>() != "per-player")
        return fail(node["supply"], fmt::format("tile {}: `supply` is per-player", t.id));
      t.per_player = true;
    }
    if (node["start_at"]) {
      const YAML::Node at = node["start_at"];
      if (!at.IsSequence() || at.size() != 2)
        return fail(at, fmt::format("tile {}: `start_at` is a square [x, y]", t.id));
      t.start_at = Coord{at[0].as<int>(), at[1].as<int>()};
    }
    if (node["river"]) {
      t.river_role = node["river"].as<std::string>();
      if (t.river_role != "spring" && t.river_role != "fork" && t.river_role != "lake")
        return fail(node["river"], fmt::format("tile {}: `river` is spring, fork or lake", t.id));
    }
    if (node["symbols"] && !read_tile_symbols(node["symbols"], t)) return false;
    const auto& feats = node["features"];
    if (!feats || !feats.IsSequence() || feats.size() == 0)
      return fail(node, fmt::format("tile {}: needs a `features` list", t.id));
    std::vector<YAML::Node> borders_nodes;
    for (const auto& fnode : feats) {
      TileFeature f;
      auto kname = fnode["kind"] ? fnode["kind"].as<std::string>() : std::string();
      auto kind = parse_feature_kind(kname);
      if (!kind) return fail(fnode, fmt::format("tile {}: unknown feature kind `{}`", t.id, kname));
      f.kind = *kind;
      if (!read_ports(fnode, t.id, f.kind, f.ports)) return false;
      if (fnode["pennants"]) {
        if (f.kind != FeatureKind::City) return fail(fnode, fmt::format("tile {}: only cities have pennants", t.id));
        f.pennants = fnode["pennants"].as<int>();
      }
      if (fnode["cap"]) {  // only a city piece on one side has a shape that matters (castles, CAR-299)
        if (f.kind != FeatureKind::City) return fail(fnode, fmt::format("tile {}: only a city piece may say `cap`", t.id));
        f.cap = fnode["cap"].as<bool>();
      }
      if (fnode["symbols"] && !read_symbols(fnode["symbols"], t.id, f)) return false;
      borders_nodes.push_back(fnode["borders"]);
      t.features.push_back(std::move(f));
    }
    return resolve_ports(node, t) && resolve_borders(node, t, borders_nodes) && resolve_connections(node, t);
  }

  // `connections: [[S, cloister], [E, S, W]]`: each feature named by a port it owns, or by its
  // kind when it owns none (a cloister in the middle of the tile).
  bool resolve_connections(const YAML::Node& node, TileType& t) {
    const YAML::Node list = node["connections"];
    if (!list) return true;
    if (!list.IsSequence()) return fail(list, fmt::format("tile {}: `connections` must be a list of lists", t.id));
    for (const auto& group : list) {
      if (!group.IsSequence() || group.size() < 2)
        return fail(group, fmt::format("tile {}: a connection joins two or more features", t.id));
      std::vector<int> members;
      for (const auto& item : group) {
        auto name = item.as<std::string>();
        int found = -1;
        if (auto port = parse_port(name)) {
          found = t.port_owner[*port];
        } else if (auto kind = parse_feature_kind(name)) {
          for (std::size_t i = 0; i < t.features.size(); ++i)
            if (t.features[i].kind == *kind && t.features[i].ports == 0) {
              if (found >= 0) return fail(item, fmt::format("tile {}: more than one {} without ports", t.id, name));
              found = static_cast<int>(i);
            }
        }
        if (found < 0) return fail(item, fmt::format("tile {}: `{}` names no feature of the tile", t.id, name));
        if (std::find(members.begin(), members.end(), found) != members.end())
          return fail(item, fmt::format("tile {}: `{}` is named twice in one connection", t.id, name));
        members.push_back(found);
      }
      t.connections.push_back(std::move(members));
    }
    return true;
  }

  bool resolve_ports(const YAML::Node& node, TileType& t) {
    t.port_owner.fill(-1);
    for (std::size_t i = 0; i < t.features.size(); ++i)
      for (int p = 0; p < kPorts; ++p)
        if (t.features[i].ports & (1u << p)) {
          if (t.port_owner[p] >= 0)
            return fail(node, fmt::format("tile {}: port {} belongs to two features", t.id, port_name(static_cast<Port>(p))));
          t.port_owner[p] = static_cast<signed char>(i);
        }
    // A plain field side: both halves in one field and nothing in the middle. A side whose two
    // halves are different fields with nothing between them (a fair's yellow ground reaching the
    // side, CAR-278; Hills & Sheep's split field side) is a field side too: its middle goes to the first half's field, which joins
    // nothing, since fields join through half ports only.
    for (int s = 0; s < kSides; ++s) {
      int a = s * 3, m = a + 1, b = a + 2;
      if (t.port_owner[m] < 0 && t.port_owner[a] >= 0 && t.port_owner[b] >= 0 &&
          t.features[t.port_owner[a]].kind == FeatureKind::Field && t.features[t.port_owner[b]].kind == FeatureKind::Field) {
        t.port_owner[m] = t.port_owner[a];
        t.features[t.port_owner[a]].ports |= static_cast<PortMask>(1u << m);
      }
    }
    // Sides listed under `open` lie along the empty part of a tile that fills only part of its
    // square (core/open_sides.hpp): no port of them is described, and at least one side is not.
    unsigned open = 0;
    if (const YAML::Node o = node["open"]) {
      if (!o.IsSequence()) return fail(o, fmt::format("tile {}: `open` must be a list of sides", t.id));
      for (const auto& item : o) {
        auto name = item.as<std::string>();
        auto port = parse_port(name);
        if (!port || !is_middle(*port)) return fail(item, fmt::format("tile {}: `open` names a side, not `{}`", t.id, name));
        open |= 1u << static_cast<int>(side_of(*port));
      }
      if (open == 0xF) return fail(o, fmt::format("tile {}: a tile cannot be open on every side", t.id));
    }
    for (int p = 0; p < kPorts; ++p) {
      bool is_open = open & (1u << static_cast<int>(side_of(static_cast<Port>(p))));
      if (t.port_owner[p] < 0 && !is_open)
        return fail(node, fmt::format("tile {}: port {} is not described", t.id, port_name(static_cast<Port>(p))));
      if (t.port_owner[p] >= 0 && is_open)
        return fail(node, fmt::format("tile {}: port {} lies on an open side", t.id, port_name(static_cast<Port>(p))));
    }
    for (int s = 0; s < kSides; ++s) {
      if (open & (1u << s)) {
        t.sides[s] = SideKind::Field;  // never matched: an open side meets nothing
        continue;
      }
      const auto& mid = t.features[t.port_owner[s * 3 + 1]];
      t.sides[s] = mid.kind == FeatureKind::City       ? SideKind::City
                   : mid.kind == FeatureKind::Road     ? SideKind::Road
                   : mid.kind == FeatureKind::River    ? SideKind::River
                   : mid.kind == FeatureKind::Cloister ? SideKind::Closed
                                                       : SideKind::Field;
      if (t.sides[s] == SideKind::Closed) t.closes_sides = true;
      // Beside a road or river the halves must be fields (or the city of a city side).
      if (t.sides[s] == SideKind::Road || t.sides[s] == SideKind::River)
        for (int h : {s * 3, s * 3 + 2})
          if (t.features[t.port_owner[h]].kind != FeatureKind::Field)
            return fail(node, fmt::format("tile {}: port {} beside a road or river must be a field", t.id,
                                          port_name(static_cast<Port>(h))));
    }
    return true;
  }

  bool resolve_borders(const YAML::Node& node, TileType& t, const std::vector<YAML::Node>& borders_nodes) {
    bool has_city = t.has_kind(FeatureKind::City);
    for (std::size_t i = 0; i < t.features.size(); ++i) {
      auto& f = t.features[i];
      const auto& b = borders_nodes[i];
      if (f.kind != FeatureKind::Field) {
        if (b) return fail(b, fmt::format("tile {}: only fields border cities", t.id));
        continue;
      }
      if (!b) {
        if (has_city) return fail(node, fmt::format("tile {}: a field on a tile with a city needs `borders`", t.id));
        continue;
      }
      for (const auto& item : b) {
        auto name = item.as<std::string>();
        auto port = parse_port(name);
        if (!port || !is_middle(*port)) return fail(item, fmt::format("tile {}: `borders` names a side, not `{}`", t.id, name));
        int owner = t.port_owner[*port];
        if (t.features[owner].kind != FeatureKind::City)
          return fail(item, fmt::format("tile {}: side {} is not a city", t.id, name));
        if (std::find(f.borders.begin(), f.borders.end(), owner) == f.borders.end()) f.borders.push_back(owner);
      }
    }
    return true;
  }
};

}  // namespace

bool TileCatalog::load_text(const std::string& text, const std::string& source_name,
                            std::vector<CatalogError>& errors) {
  try {
    return load_document(YAML::Load(text), source_name, errors);
  } catch (const YAML::Exception& e) {
    errors.push_back({source_name, e.what()});
    return false;
  }
}

bool TileCatalog::load_snapshot(const std::string& snapshot, const std::string& source_name,
                                std::vector<CatalogError>& errors) {
  YAML::Node doc;
  try {
    doc = yaml_from_snapshot(snapshot);
  } catch (const std::exception& e) {
    errors.push_back({source_name, std::string("malformed snapshot: ") + e.what()});
    return false;
  }
  return load_document(doc, source_name, errors);
}

bool TileCatalog::load_document(const YAML::Node& doc, const std::string& source_name,
                                std::vector<CatalogError>& errors) {
  Loader loader{source_name, errors};
  std::size_t before = errors.size();
  try {
    if (!doc["expansion"]) return loader.fail(doc, "missing `expansion`");
    auto expansion = doc["expansion"].as<std::string>();
    if (!doc["tiles"] || !doc["tiles"].IsSequence() || doc["tiles"].size() == 0)
      return loader.fail(doc, "missing or empty `tiles` list");
    std::vector<std::unique_ptr<TileType>> loaded;
    for (const auto& node : doc["tiles"]) {
      auto t = std::make_unique<TileType>();
      if (!loader.read_tile(node, expansion, *t)) continue;
      if (by_id_.count(t->id) || std::any_of(loaded.begin(), loaded.end(), [&](auto& o) { return o->id == t->id; }))
        loader.fail(node, fmt::format("duplicate tile id {}", t->id));
      loaded.push_back(std::move(t));
    }
    std::string start;
    if (doc["start"]) {
      start = doc["start"].as<std::string>();
      if (std::none_of(loaded.begin(), loaded.end(), [&](auto& t) { return t->id == start; }))
        loader.fail(doc["start"], fmt::format("start tile {} is not in this file", start));
      if (start_by_expansion_.count(expansion))
        loader.fail(doc["start"], fmt::format("expansion {} already has a start tile", expansion));
    }
    if (errors.size() != before) return false;
    if (!start.empty()) start_by_expansion_[expansion] = start;
    for (auto& t : loaded) {
      by_id_[t->id] = t.get();
      types_.push_back(std::move(t));
    }
  } catch (const YAML::Exception& e) {
    errors.push_back({source_name, e.what()});
  }
  return errors.size() == before;
}

const TileType* TileCatalog::find(std::string_view id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : it->second;
}

std::vector<const TileType*> TileCatalog::types_of(std::string_view expansion) const {
  std::vector<const TileType*> out;
  out.reserve(types_.size());
  for (const auto& t : types_)
    if (t->expansion == expansion) out.push_back(t.get());
  return out;
}

const TileType* TileCatalog::start_tile(std::string_view expansion) const {
  auto it = start_by_expansion_.find(expansion);
  return it == start_by_expansion_.end() ? nullptr : find(it->second);
}

}  // namespace carc
