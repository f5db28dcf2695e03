// Kinds of token players collect and keep (trade goods, ...): registered by modules, like figure
// kinds, and counted per player in Player::tokens.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carc {

class TokenTable {
 public:
  int add(std::string name) {  // returns the kind index; a name registered twice keeps its index
    if (auto k = find(name)) return *k;
    names_.push_back(std::move(name));
    return size() - 1;
  }
  std::optional<int> find(std::string_view name) const {
    for (int i = 0; i < size(); ++i)
      if (names_[static_cast<std::size_t>(i)] == name) return i;
    return std::nullopt;
  }
  const std::string& name(int kind) const { return names_[static_cast<std::size_t>(kind)]; }
  int size() const { return static_cast<int>(names_.size()); }

 private:
  std::vector<std::string> names_;
};

}  // namespace carc
