#include "yaml_snapshot.hpp"

#include <nlohmann/json.hpp>

namespace carc {

namespace {

using Json = nlohmann::ordered_json;

Json to_json(const YAML::Node& n) {
  switch (n.Type()) {
    case YAML::NodeType::Sequence: {
      Json out = Json::array();
      for (const auto& item : n) out.push_back(to_json(item));
      return out;
    }
    case YAML::NodeType::Map: {
      Json out = Json::object();
      for (const auto& kv : n) out[kv.first.Scalar()] = to_json(kv.second);
      return out;
    }
    case YAML::NodeType::Scalar:
      return n.Scalar();
    default:
      return nullptr;
  }
}

// A node of j's type, and for a scalar its text; a container is filled by fill().
YAML::Node shell(const Json& j) {
  if (j.is_array()) return YAML::Node(YAML::NodeType::Sequence);
  if (j.is_object()) return YAML::Node(YAML::NodeType::Map);
  if (j.is_string()) return YAML::Node(j.get_ref<const std::string&>());
  return YAML::Node(YAML::NodeType::Null);
}

// Top down: each child goes into its parent while it is still a single node, and is filled
// after. yaml-cpp merges the node sets of two trees' memories on every insert, so a subtree
// built apart and then inserted is copied once per level; inserted first, it is built straight
// in the one memory of the whole tree.
void fill(YAML::Node& out, const Json& j) {
  if (j.is_array()) {
    for (const auto& item : j) {
      YAML::Node child = shell(item);
      out.push_back(child);
      fill(child, item);
    }
  } else if (j.is_object()) {
    // The keys of a snapshot are unique already: force_insert skips yaml-cpp's search per key.
    for (const auto& [key, value] : j.items()) {
      YAML::Node child = shell(value);
      out.force_insert(key, child);
      fill(child, value);
    }
  }
}

YAML::Node to_yaml(const Json& j) {
  YAML::Node root = shell(j);
  fill(root, j);
  return root;
}

}  // namespace

std::string yaml_snapshot(const YAML::Node& doc) { return to_json(doc).dump(); }

YAML::Node yaml_from_snapshot(std::string_view snapshot) { return to_yaml(Json::parse(snapshot)); }

}  // namespace carc
