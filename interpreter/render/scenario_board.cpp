#include "scenario_board.hpp"

#include <fmt/format.h>

#include "ascii_board.hpp"
#include "dsl/parse.hpp"
#include "board_svg.hpp"
#include "position_scenario.hpp"
#include "scenario_steps.hpp"
#include "step_picture.hpp"

namespace carc::render {

namespace {
// The written position's title: the scenario's own, then where it comes from. A title may hold
// kMaxTitleChars characters, so a long one is cut (at a character's start) to leave room.
std::string position_title(const std::string& title, const std::string& origin) {
  std::size_t extra = dsl::utf8_chars(origin);
  if (dsl::utf8_chars(title) + extra <= dsl::kMaxTitleChars) return title + origin;
  std::size_t room = dsl::kMaxTitleChars > extra + 3 ? dsl::kMaxTitleChars - extra - 3 : 0;
  std::size_t end = 0, kept = 0;
  while (end < title.size() && kept < room) {
    ++end;
    while (end < title.size() && (static_cast<unsigned char>(title[end]) & 0xC0) == 0x80) ++end;
    ++kept;
  }
  return title.substr(0, end) + "..." + origin;
}
}  // namespace

int scenario_steps(const dsl::Scenario& scenario) {
  int n = 0;
  for (const auto& s : scenario.steps) n += std::holds_alternative<dsl::ExpectStmt>(s) ? 0 : 1;
  return n;
}

ScenarioBoard scenario_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, int step, PictureFormat format,
                             double scale) {
  ScenarioSteps steps = record_steps(file, scenario);
  ScenarioBoard out;
  out.outcome = steps.outcome;
  const Game* game = nullptr;
  const StepMarks* marks = nullptr;
  std::string when;
  if (step < 0) {
    game = steps.end.get();
    when = "at the end";
  } else if (step < static_cast<int>(steps.frames.size())) {
    const StepFrame& f = steps.frames[static_cast<std::size_t>(step)];
    game = f.game.get();
    marks = &f.marks;
    when = step == 0 ? "after the setup" : fmt::format("after step {}", step);
  }
  if (!game) return out;
  switch (format) {
    case PictureFormat::Text: {
      std::string text = ascii_board(*game);
      if (marks) {
        std::vector<std::string> lines = step_lines(*game, *marks);
        if (!lines.empty()) text += "in this step:\n";
        for (const auto& l : lines) text += "  " + l + "\n";
      }
      out.picture = std::move(text);
      break;
    }
    case PictureFormat::Carc: {
      auto text = position_scenario(scenario, *game, position_title(scenario.title, fmt::format(" ({} of {}:{})", when, file.path, scenario.loc.line)));
      out.picture = std::move(text.scenario);
      out.left_out = std::move(text.left_out);
      break;
    }
    case PictureFormat::Svg: {
      SvgOptions o;
      o.title = fmt::format("{} ({})", scenario.title, step > 0 ? "after " + steps.frames[static_cast<std::size_t>(step)].label : when);
      o.marks = marks;
      o.scale = scale;
      out.picture = board_svg(*game, o);
      break;
    }
  }
  return out;
}

ScenarioBoard deciding_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, PictureFormat format, double scale) {
  ScenarioSteps steps = record_steps(file, scenario);
  ScenarioBoard out;
  out.outcome = steps.outcome;
  if (steps.deciding < 0) return out;
  const StepFrame& f = steps.frames[static_cast<std::size_t>(steps.deciding)];
  out.heading = f.step == 0 ? fmt::format("the setup: {}", steps.why)
                            : fmt::format("deciding step {} of {}: {}; {}", f.step, steps.steps, f.what, steps.why);
  out.picture = format == PictureFormat::Svg ? step_svg(steps, steps.deciding, out.heading, scale)
                                             : step_text(steps, steps.deciding, out.heading);
  return out;
}

}  // namespace carc::render
