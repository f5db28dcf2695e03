// Every expansion module the engine knows, in hook order.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/ruleset.hpp"

namespace carc {

const std::vector<const ExpansionModule*>& all_modules();
const ExpansionModule* find_module(std::string_view name);

// The ruleset for the named modules ("base" is always included); `error` says what is wrong.
std::unique_ptr<Ruleset> ruleset_for(const std::vector<std::string>& names, std::string& error);

}  // namespace carc
