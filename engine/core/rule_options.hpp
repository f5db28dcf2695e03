// Named rule options with allowed values, defaults and edition presets (DESIGN §3).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace carc {

struct OptionDef {
  std::string name;
  std::vector<std::string> values;  // values[0] is the default (current Hans im Glück rules)
  std::vector<std::string> rulings; // ruling ids behind it, e.g. CAR-32
  std::string summary;              // one line, in the project's own words
  std::string module;               // which module defines it
  int max_number = 0;               // > 0: any whole number 1..max_number is allowed besides `values`
  const std::string& default_value() const { return values.front(); }
  bool allows(std::string_view value) const;
  // The values as a reader sees them: the named ones, then `1..max_number`.
  std::vector<std::string> shown_values() const;
};

struct Preset {
  std::string name;
  std::string summary;
  std::vector<std::pair<std::string, std::string>> settings;
};

class OptionRegistry {
 public:
  void add(OptionDef def);
  void add_preset_settings(const std::string& preset, const std::string& option, const std::string& value);
  void add_preset(const std::string& name, const std::string& summary);
  const OptionDef* find(std::string_view name) const;
  const Preset* find_preset(std::string_view name) const;
  const std::vector<OptionDef>& all() const { return defs_; }
  const std::vector<Preset>& presets() const { return presets_; }

 private:
  std::vector<OptionDef> defs_;
  std::vector<Preset> presets_;
};

// The values in force for one game.
class RuleOptions {
 public:
  explicit RuleOptions(const OptionRegistry& registry) : registry_(&registry) {}
  // Returns an error message, or nullopt on success.
  std::optional<std::string> set(std::string_view name, std::string_view value);
  std::optional<std::string> apply_preset(std::string_view preset);
  const std::string& get(std::string_view name) const;  // the value, or the default
  bool is(std::string_view name, std::string_view value) const { return get(name) == value; }
  const OptionRegistry& registry() const { return *registry_; }
  const std::map<std::string, std::string, std::less<>>& explicit_values() const { return values_; }

 private:
  const OptionRegistry* registry_;
  std::map<std::string, std::string, std::less<>> values_;
};

}  // namespace carc
