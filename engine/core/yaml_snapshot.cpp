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

YAML::Node to_yaml(const Json& j) {
  if (j.is_array()) {
    YAML::Node out(YAML::NodeType::Sequence);
    for (const auto& item : j) out.push_back(to_yaml(item));
    return out;
  }
  if (j.is_object()) {
    YAML::Node out(YAML::NodeType::Map);
    // The keys of a snapshot are unique already: force_insert skips yaml-cpp's search per key.
    for (const auto& [key, value] : j.items()) out.force_insert(key, to_yaml(value));
    return out;
  }
  if (j.is_string()) return YAML::Node(j.get_ref<const std::string&>());
  return YAML::Node(YAML::NodeType::Null);
}

}  // namespace

std::string yaml_snapshot(const YAML::Node& doc) { return to_json(doc).dump(); }

YAML::Node yaml_from_snapshot(std::string_view snapshot) { return to_yaml(Json::parse(snapshot)); }

}  // namespace carc
