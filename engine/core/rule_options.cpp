#include "rule_options.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

namespace carc {

void OptionRegistry::add(OptionDef def) {
  if (def.values.empty() || find(def.name)) throw std::logic_error("bad or duplicate option " + def.name);
  defs_.push_back(std::move(def));
}

void OptionRegistry::add_preset(const std::string& name, const std::string& summary) {
  if (!find_preset(name)) presets_.push_back({name, summary, {}});
}

void OptionRegistry::add_preset_settings(const std::string& preset, const std::string& option,
                                         const std::string& value) {
  add_preset(preset, "");
  for (auto& p : presets_)
    if (p.name == preset) p.settings.emplace_back(option, value);
}

const OptionDef* OptionRegistry::find(std::string_view name) const {
  for (const auto& d : defs_)
    if (d.name == name) return &d;
  return nullptr;
}

const Preset* OptionRegistry::find_preset(std::string_view name) const {
  for (const auto& p : presets_)
    if (p.name == name) return &p;
  return nullptr;
}

bool OptionDef::allows(std::string_view value) const {
  if (std::find(values.begin(), values.end(), value) != values.end()) return true;
  if (max_number <= 0 || value.empty() || value.size() > 9 || value[0] == '0') return false;
  if (!std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
  return std::stoi(std::string(value)) <= max_number;
}

std::vector<std::string> OptionDef::shown_values() const {
  std::vector<std::string> out = values;
  if (max_number > 0) out.push_back(fmt::format("1..{}", max_number));
  return out;
}

std::optional<std::string> RuleOptions::set(std::string_view name, std::string_view value) {
  const OptionDef* def = registry_->find(name);
  if (!def) return fmt::format("unknown option `{}`", name);
  if (!def->allows(value))
    return fmt::format("option `{}` has no value `{}` (allowed: {})", name, value, fmt::join(def->shown_values(), ", "));
  values_[std::string(name)] = std::string(value);
  return std::nullopt;
}

std::optional<std::string> RuleOptions::apply_preset(std::string_view preset) {
  const Preset* p = registry_->find_preset(preset);
  if (!p) return fmt::format("unknown edition preset `{}`", preset);
  for (const auto& [name, value] : p->settings)
    if (registry_->find(name))  // a preset may mention options of modules not enabled
      if (auto err = set(name, value)) return err;
  return std::nullopt;
}

const std::string& RuleOptions::get(std::string_view name) const {
  auto it = values_.find(name);
  if (it != values_.end()) return it->second;
  const OptionDef* def = registry_->find(name);
  if (!def) throw std::logic_error(fmt::format("option `{}` is not registered", name));
  return def->default_value();
}

}  // namespace carc
