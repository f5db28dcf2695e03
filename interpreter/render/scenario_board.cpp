#include "scenario_board.hpp"

#include <fmt/format.h>

#include "ascii_board.hpp"
#include "board_svg.hpp"
#include "dsl/scenario_run.hpp"
#include "position_scenario.hpp"

namespace carc::render {

namespace {

class BoardAt : public dsl::RunObserver {
 public:
  BoardAt(int step, PictureFormat format, const dsl::ScenarioFile& file, const dsl::Scenario& scenario)
      : want_(step), format_(format), file_(file), scenario_(scenario) {}

  void setup_done(const Game& g) override {
    if (want_ == 0) draw(g, "after the setup");
  }
  void step_end(const dsl::Step& s, const Game& g) override {
    if (std::holds_alternative<dsl::ExpectStmt>(s)) return;
    if (++step_ == want_) draw(g, fmt::format("after step {}", step_));
  }
  void finished(const dsl::ScenarioOutcome&, const Game* g) override {
    if (want_ < 0 && g && g->phase() != Phase::Setup) draw(*g, "at the end");
  }
  std::optional<std::string> picture;
  std::vector<std::string> left_out;

 private:
  void draw(const Game& g, const std::string& when) {
    if (format_ == PictureFormat::Text) {
      picture = ascii_board(g);
      return;
    }
    if (format_ == PictureFormat::Carc) {
      auto text = position_scenario(scenario_, g, fmt::format("{} ({} of {}:{})", scenario_.title, when, file_.path, scenario_.loc.line));
      picture = std::move(text.scenario);
      left_out = std::move(text.left_out);
      return;
    }
    SvgOptions o;
    o.title = fmt::format("{} ({})", scenario_.title, when);
    picture = board_svg(g, o);
  }
  int want_;
  int step_ = 0;
  PictureFormat format_;
  const dsl::ScenarioFile& file_;
  const dsl::Scenario& scenario_;
};

}  // namespace

int scenario_steps(const dsl::Scenario& scenario) {
  int n = 0;
  for (const auto& s : scenario.steps) n += std::holds_alternative<dsl::ExpectStmt>(s) ? 0 : 1;
  return n;
}

ScenarioBoard scenario_board(const dsl::ScenarioFile& file, const dsl::Scenario& scenario, int step, PictureFormat format) {
  BoardAt observer(step, format, file, scenario);
  ScenarioBoard out;
  out.outcome = dsl::run_scenario(file, scenario, false, &observer);
  out.picture = std::move(observer.picture);
  out.left_out = std::move(observer.left_out);
  return out;
}

}  // namespace carc::render
