// A YAML document as compact JSON, and back. The catalogs (tiles, rulings) are written in YAML,
// which yaml-cpp parses slowly: about a tenth of a second for all of them, which every run of
// `carc` paid at start-up. The build stores each catalog file also as a snapshot (its tree in
// JSON, every scalar kept as the text yaml-cpp read), and the built-in catalogs rebuild the YAML
// tree from it, which takes a few milliseconds. The loaders still read YAML nodes, so both paths
// share every check; only the line numbers of the source are missing from a snapshot's nodes.
#pragma once
#include <string>
#include <string_view>

#include <yaml-cpp/yaml.h>

namespace carc {

// The snapshot of a parsed YAML tree: maps keep their order, scalars their text, nulls stay null.
std::string yaml_snapshot(const YAML::Node& doc);

// The YAML tree of a snapshot (its nodes carry no source marks). Throws on malformed input.
YAML::Node yaml_from_snapshot(std::string_view snapshot);

}  // namespace carc
