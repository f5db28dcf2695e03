#include "step_picture.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "ascii_board.hpp"
#include "board_svg.hpp"
#include "picture_words.hpp"

namespace carc::render {

namespace {

std::string num_text(double v) { return fmt::format("{:.1f}", v); }

// A number attribute of an SVG's root element (its first occurrence): the boards' own size.
double root_number(const std::string& svg, const std::string& name) {
  auto at = svg.find(" " + name + "=\"");
  return at == std::string::npos ? 0 : std::stod(svg.substr(at + name.size() + 3));
}

std::array<int, 4> joined(const std::array<int, 4>& a, const std::array<int, 4>& b) {
  return {std::min(a[0], b[0]), std::max(a[1], b[1]), std::min(a[2], b[2]), std::max(a[3], b[3])};
}

}  // namespace

std::vector<std::string> step_lines(const Game& after, const StepMarks& marks) {
  std::vector<std::string> out;
  for (const auto& r : marks.scored) out.push_back(r.text);
  for (const auto& p : marks.other_points) out.push_back(p);
  for (const auto& h : marks.came_home) {
    const PlacedTile& pt = after.board().tile(h.figure.tile);
    out.push_back(fmt::format("{} came home from {} ({})", figure_name(after, h.figure), feature_ref(pt, h.figure.feature), h.reason));
  }
  return out;
}

std::string step_svg(const ScenarioSteps& steps, int frame, const std::string& heading, double scale) {
  const StepFrame& now = steps.frames.at(static_cast<std::size_t>(frame));
  const Game* before = frame > 0 ? steps.frames[static_cast<std::size_t>(frame) - 1].game.get() : nullptr;
  auto area = board_area(*now.game);
  if (before && !before->board().tiles().empty()) area = joined(area, board_area(*before));
  std::vector<std::pair<std::string, std::string>> panels;  // caption, board
  SvgOptions o;
  o.area = area;
  if (before) {
    o.title = "before " + now.label;
    panels.emplace_back(o.title, board_svg(*before, o));
  }
  o.title = (before ? "after " : "") + now.label;
  o.marks = &now.marks;
  panels.emplace_back(o.title, board_svg(*now.game, o));
  std::vector<std::string> lines = step_lines(*now.game, now.marks);

  const double gap = 24, top = heading.empty() ? 6 : 30, caption = 22;
  double width = 0, height = 0;
  for (const auto& [c, svg] : panels) {
    width += root_number(svg, "width") + (width > 0 ? gap : 0);
    height = std::max(height, root_number(svg, "height"));
  }
  width = std::max(width, 8.8 * static_cast<double>(heading.size()) + 16);  // bold 15px letters
  const double total = top + caption + height + 18.0 * static_cast<double>(lines.size()) + 8;
  std::string out = fmt::format(
      R"~(<svg xmlns="http://www.w3.org/2000/svg" class="step-picture" data-step="{}" width="{}" height="{}" viewBox="0 0 {} {}" font-family="sans-serif" font-size="13">)~"
      "\n<title>{}</title>\n"
      R"~(<rect width="{}" height="{}" fill="#fbfaf6"/>)~"
      "\n",
      now.step, num_text(width * scale), num_text(total * scale), num_text(width), num_text(total),
      xml_escape(heading.empty() ? now.label : heading), num_text(width), num_text(total));
  if (!heading.empty())
    out += fmt::format(R"~(<text x="8" y="20" font-size="15" font-weight="bold" fill="#222">{}</text>)~", xml_escape(heading)) + "\n";
  double x = 0;
  for (const auto& [c, svg] : panels) {
    out += fmt::format(R"~(<text class="caption" x="{}" y="{}" fill="#333">{}</text>)~", num_text(x + 8), num_text(top + 15), xml_escape(c));
    out += fmt::format("\n<g class=\"panel\" transform=\"translate({},{})\">\n{}</g>\n", num_text(x), num_text(top + caption), svg);
    x += root_number(svg, "width") + gap;
  }
  double y = top + caption + height + 14;
  for (const auto& l : lines) {
    out += fmt::format(R"~(<text class="step-line" x="8" y="{}" fill="#222">{}</text>)~", num_text(y), xml_escape(l)) + "\n";
    y += 18;
  }
  return out + "</svg>\n";
}

std::string step_text(const ScenarioSteps& steps, int frame, const std::string& heading) {
  const StepFrame& now = steps.frames.at(static_cast<std::size_t>(frame));
  std::string out = heading.empty() ? "" : heading + "\n\n";
  if (frame > 0) out += fmt::format("before {}:\n{}\n", now.label, ascii_board(*steps.frames[static_cast<std::size_t>(frame) - 1].game));
  out += fmt::format("{}{}:\n{}", frame > 0 ? "after " : "", now.label, ascii_board(*now.game));
  std::vector<std::string> lines = step_lines(*now.game, now.marks);
  if (!lines.empty()) {
    out += "in this step:\n";
    for (const auto& l : lines) out += "  " + l + "\n";
  }
  return out;
}

}  // namespace carc::render
