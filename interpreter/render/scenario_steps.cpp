#include "scenario_steps.hpp"

#include <fmt/format.h>

#include "dsl/scenario_run.hpp"

namespace carc::render {

namespace {

std::string step_words(const dsl::Step& s) {
  if (const auto* t = std::get_if<dsl::TurnStmt>(&s))
    return fmt::format("turn {}{} (line {})", t->player.text, t->again ? " again" : "", t->loc.line);
  if (const auto* f = std::get_if<dsl::FinalStmt>(&s)) return fmt::format("final (line {})", f->loc.line);
  if (const auto* n = std::get_if<dsl::NatureStmt>(&s)) return fmt::format("nature (line {})", n->loc.line);
  if (const auto* d = std::get_if<dsl::DrawStmt>(&s)) return fmt::format("draw {} (line {})", d->tile.text, d->loc.line);
  return "expect";
}

class Recorder : public dsl::RunObserver {
 public:
  explicit Recorder(ScenarioSteps& out) : out_(out) {}

  void setup_done(const Game& g) override {
    out_.frames.push_back({0, "the setup", "the setup", std::make_shared<const Game>(g), {}});
  }
  void step_begin(const dsl::Step& s, const Game& g) override {
    if (std::holds_alternative<dsl::ExpectStmt>(s)) return;
    ++begun_;
    first_event_ = g.events().size();
  }
  void step_end(const dsl::Step& s, const Game& g) override {
    if (std::holds_alternative<dsl::ExpectStmt>(s)) return;
    StepFrame f{begun_, step_words(s), fmt::format("step {}: {}", begun_, step_words(s)), std::make_shared<const Game>(g),
                step_marks(g, first_event_)};
    if (!f.marks.scored.empty() || !f.marks.other_points.empty()) last_scored_ = static_cast<int>(out_.frames.size());
    out_.frames.push_back(std::move(f));
  }
  void failure(const dsl::Failure& f) override {
    if (first_failure_ >= 0) return;
    first_failure_ = begun_;
    failure_line_ = f.loc.line;
  }
  void finished(const dsl::ScenarioOutcome&, const Game* g) override {
    if (g && g->phase() != Phase::Setup) out_.end = std::make_shared<const Game>(*g);
  }

  // Picks the deciding step once the run is over.
  void decide() {
    if (out_.frames.empty()) return;
    int last = static_cast<int>(out_.frames.size()) - 1;
    if (first_failure_ >= 0) {
      out_.deciding = std::min(first_failure_, last);
      out_.why = fmt::format("the first failure (line {}) is in or checks this step", failure_line_);
    } else if (last_scored_ >= 0) {
      out_.deciding = last_scored_;
      out_.why = "the last step that scored points";
    } else {
      out_.deciding = last;
      out_.why = last == 0 ? "the script has no steps" : "no step scored points: the last step";
    }
  }

 private:
  ScenarioSteps& out_;
  int begun_ = 0;  // steps begun so far (frames[k] is the k-th step)
  std::size_t first_event_ = 0;
  int last_scored_ = -1;
  int first_failure_ = -1;
  int failure_line_ = 0;
};

}  // namespace

ScenarioSteps record_steps(const dsl::ScenarioFile& file, const dsl::Scenario& scenario) {
  ScenarioSteps out;
  for (const auto& s : scenario.steps) out.steps += std::holds_alternative<dsl::ExpectStmt>(s) ? 0 : 1;
  Recorder recorder(out);
  out.outcome = dsl::run_scenario(file, scenario, false, &recorder);
  recorder.decide();
  return out;
}

}  // namespace carc::render
