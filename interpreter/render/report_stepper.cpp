#include "report_stepper.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "board_svg.hpp"
#include "step_picture.hpp"

namespace carc::render {

std::string stepper_html(const ScenarioSteps& steps) {
  if (steps.frames.empty()) return "";
  const int last = static_cast<int>(steps.frames.size()) - 1;
  const int deciding = std::max(steps.deciding, 0);
  // Every board over the squares of all of them: stepping does not move the picture.
  std::array<int, 4> area = board_area(*steps.frames.front().game);
  for (const auto& f : steps.frames) {
    if (f.game->board().tiles().empty()) continue;
    auto a = board_area(*f.game);
    area = {std::min(area[0], a[0]), std::max(area[1], a[1]), std::min(area[2], a[2]), std::max(area[3], a[3])};
  }
  // The pair shown first: the deciding step and the board before it (the setup alone when the
  // script has no step).
  int after = deciding == 0 && last > 0 ? 1 : deciding;
  std::string out = fmt::format(R"~(<div class="stepper" data-steps="{}" data-deciding="{}">)~", last, deciding);
  const StepFrame& d = steps.frames[static_cast<std::size_t>(deciding)];
  out += fmt::format(R"~(<p class="deciding">Deciding step: {} ({}).</p>)~", xml_escape(d.step == 0 ? std::string("the setup") : d.label),
                     xml_escape(steps.why));
  if (last > 0)
    out += fmt::format(
        R"~(<div class="step-controls"><button type="button" class="prev">&#9664; prev</button>)~"
        R"~(<input type="range" class="step-slider" min="1" max="{0}" value="{1}" aria-label="step">)~"
        R"~(<button type="button" class="next">next &#9654;</button> <span class="step-count">step {1} of {0}</span></div>)~",
        last, after);
  out += R"~(<div class="frames">)~";
  for (int i = 0; i <= last; ++i) {
    const StepFrame& f = steps.frames[static_cast<std::size_t>(i)];
    SvgOptions o;
    o.area = area;
    o.marks = &f.marks;
    o.title = f.label;
    bool shown = i == after || (last > 0 && i == after - 1);
    std::string role = !shown ? "" : i == after ? "after" : "before";
    std::string caption = role == "before" ? "before " + steps.frames[static_cast<std::size_t>(i) + 1].label
                          : i == 0         ? f.label
                                           : "after " + f.label;
    out += fmt::format(R"~(<figure class="frame {}" data-frame="{}" data-label="{}"{}><figcaption>{}</figcaption>)~", role, i,
                       xml_escape(f.label), shown ? "" : " hidden", xml_escape(caption));
    out += board_svg(*f.game, o);
    std::vector<std::string> lines = step_lines(*f.game, f.marks);
    if (!lines.empty()) {
      out += R"~(<ul class="step-lines">)~";
      for (const auto& l : lines) out += "<li>" + xml_escape(l) + "</li>";
      out += "</ul>";
    }
    out += "</figure>\n";
  }
  return out + "</div></div>\n";
}

const char* stepper_style() {
  return R"~(
.stepper .deciding { margin: 0.3em 0; font-size: 0.92em; }
.step-controls { margin: 0.3em 0; display: flex; align-items: center; gap: 0.6em; }
.step-controls .step-slider { flex: 1; max-width: 22em; }
.frames { display: flex; gap: 1em; align-items: flex-start; }
.frames .frame { flex: 1 1 0; min-width: 0; margin: 0; }
.frames .frame[hidden] { display: none; }
.frames .frame svg { max-width: 100%; max-height: 520px; height: auto; width: auto; }
.frames figcaption { font-size: 0.9em; color: #333; margin-bottom: 0.2em; }
.frames .frame.before .mark, .frames .frame.before .step-lines { display: none; }
.step-lines { margin: 0.2em 0; padding-left: 1.2em; font-size: 0.88em; }
)~";
}

// Shows the pair before/after step k of one stepper; the buttons and the slider call it.
const char* stepper_script() {
  return R"~(
(function () {
  function show(stepper, k) {
    var frames = stepper.querySelectorAll('.frame');
    var last = frames.length - 1;
    k = Math.max(Math.min(k, last), last > 0 ? 1 : 0);
    for (var i = 0; i <= last; i++) {
      var f = frames[i], cap = f.querySelector('figcaption');
      var role = i === k ? 'after' : (i === k - 1 && last > 0 ? 'before' : '');
      f.hidden = role === '';
      f.classList.remove('before', 'after');
      if (role) f.classList.add(role);
      if (role === 'before') cap.textContent = 'before ' + frames[k].dataset.label;
      else if (role === 'after') cap.textContent = (i === 0 ? '' : 'after ') + f.dataset.label;
    }
    var slider = stepper.querySelector('.step-slider');
    if (slider) slider.value = k;
    var count = stepper.querySelector('.step-count');
    if (count) count.textContent = 'step ' + k + ' of ' + last;
    stepper.dataset.shown = k;
  }
  document.querySelectorAll('.stepper').forEach(function (stepper) {
    var current = function () { return Number(stepper.dataset.shown); };
    var slider = stepper.querySelector('.step-slider');
    show(stepper, slider ? Number(slider.value) : 0);
    var prev = stepper.querySelector('.prev'), next = stepper.querySelector('.next');
    if (prev) prev.addEventListener('click', function () { show(stepper, current() - 1); });
    if (next) next.addEventListener('click', function () { show(stepper, current() + 1); });
    if (slider) slider.addEventListener('input', function () { show(stepper, Number(slider.value)); });
  });
})();
)~";
}

}  // namespace carc::render
