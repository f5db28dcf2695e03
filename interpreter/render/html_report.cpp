#include "html_report.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <set>

#include "board_svg.hpp"
#include "dsl/diagnostics.hpp"
#include "expansions/registry.hpp"
#include "report/library_run.hpp"
#include "report/scenario_ref.hpp"
#include "rulings/coverage.hpp"
#include "rulings/ruling_catalog.hpp"
#include "report_stepper.hpp"
#include "scenario_steps.hpp"

namespace carc::render {

namespace {

constexpr const char* kStyle = R"~(
body { font-family: sans-serif; margin: 0 auto; max-width: 1100px; padding: 0 1em 3em; color: #222; background: #fff; }
h1 { margin-bottom: 0.2em; }
.summary { font-size: 1.1em; }
nav a { margin-right: 1em; }
section.library-section { margin-top: 2em; }
article.scenario { border: 1px solid #ccc; border-left: 6px solid #999; border-radius: 4px; margin: 1em 0; padding: 0.6em 1em; }
article.scenario[data-status="passed"] { border-left-color: #2e8b3d; }
article.scenario[data-status="failed"], article.scenario[data-status="bad-input"] { border-left-color: #c62828; }
article.scenario[data-status="skipped"] { border-left-color: #d49b00; }
article h3 { margin: 0.2em 0; font-size: 1.05em; }
.status { display: inline-block; min-width: 3.2em; text-align: center; font-size: 0.8em; padding: 0.1em 0.4em;
          border-radius: 3px; color: #fff; margin-right: 0.5em; }
.status.passed { background: #2e8b3d; } .status.failed, .status.bad-input { background: #c62828; }
.status.skipped { background: #d49b00; }
.where { color: #666; font-size: 0.85em; margin: 0.1em 0 0.5em; }
ul.cites { margin: 0.3em 0; padding-left: 1.2em; font-size: 0.92em; }
ul.cites code { font-weight: bold; }
pre { background: #f6f6f6; padding: 0.5em; overflow-x: auto; font-size: 0.85em; }
table.coverage { border-collapse: collapse; font-size: 0.9em; }
table.coverage th, table.coverage td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: right; }
table.coverage th:first-child, table.coverage td:first-child { text-align: left; }
table.coverage tr.total td { font-weight: bold; }
)~";

struct Entry {
  std::string file;
  std::string title;
  int line = 0;
  std::string status;
  std::vector<std::string> cites;
  std::string pictures;  // the stepper (report_stepper.hpp)
  std::string detail;  // failures, diagnostics or skip reason
};

// A section is a scenario folder, named by its own name (also when it was given as `.`).
std::string section_of(const std::string& path) {
  std::error_code ec;
  auto parent = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec).parent_path(), ec);
  std::string name = parent.filename().string();
  return name.empty() ? parent.string() : name;
}

std::string anchor(const std::string& section) {
  std::string out = "section-";
  for (char c : section) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return out;
}

std::string article(const Entry& e) {
  static const std::map<std::string, std::string> kLabel = {
      {"passed", "PASS"}, {"failed", "FAIL"}, {"skipped", "SKIP"}, {"bad-input", "BAD"}};
  std::string out = fmt::format(R"~(<article class="scenario" data-scenario="{}:{}" data-status="{}">)~", xml_escape(e.file), e.line,
                                e.status);
  out += fmt::format(R"~(<h3><span class="status {}">{}</span>{}</h3>)~", e.status, kLabel.at(e.status), xml_escape(e.title));
  out += fmt::format(R"~(<p class="where">{}:{} &middot; <code>carc explain {}</code></p>)~", xml_escape(e.file), e.line,
                     xml_escape(report::shell_quote(fmt::format("{}:{}", e.file, e.line))));
  if (!e.cites.empty()) {
    out += R"~(<ul class="cites">)~";
    for (const auto& id : e.cites) {
      const auto* r = rulings::builtin_rulings().find(id);
      out += fmt::format("<li><code>{}</code> {}</li>", xml_escape(id), xml_escape(r ? r->summary : "(not in the ruling catalog)"));
    }
    out += "</ul>";
  } else {
    out += R"~(<p class="where">Cites no ruling: the title says what rule text it checks.</p>)~";
  }
  out += e.pictures;
  if (!e.detail.empty()) out += "<pre>" + xml_escape(e.detail) + "</pre>";
  return out + "</article>\n";
}

std::string coverage_table(const std::vector<std::pair<std::string, std::vector<std::string>>>& passing) {
  std::set<std::string> options;
  {
    std::vector<std::string> all;
    for (const auto* m : all_modules()) all.emplace_back(m->name());
    std::string error;
    if (auto rules = ruleset_for(all, error))
      for (const auto& d : rules->options.all()) options.insert(d.name);
  }
  auto c = rulings::compute_coverage(rulings::builtin_rulings(), passing, options);
  std::string out =
      "<p>From the ruling catalog (<code>rulings/*.yaml</code>) and this run: a ruling counts as covered only when a scenario "
      "that passed cites it (as <code>carc rulings</code> counts).</p>\n"
      R"~(<table class="coverage"><tr><th>section</th><th>cataloged</th><th>testable</th><th>covered</th><th>options</th>)~"
      "<th>not testable</th><th>out of scope</th><th>pending</th><th>missing</th></tr>\n";
  rulings::SectionCoverage total{"total"};
  for (const auto& s : c.sections) {
    out += fmt::format(
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
        xml_escape(s.section), s.cataloged, s.testable, s.covered, s.options, s.not_testable, s.out_of_scope, s.pending,
        s.missing);
    total.cataloged += s.cataloged, total.testable += s.testable, total.covered += s.covered, total.options += s.options;
    total.not_testable += s.not_testable, total.out_of_scope += s.out_of_scope, total.pending += s.pending;
    total.missing += s.missing;
  }
  out += fmt::format(
      R"~(<tr class="total"><td>total</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>)~",
      total.cataloged, total.testable, total.covered, total.options, total.not_testable, total.out_of_scope, total.pending,
      total.missing);
  return out + "</table>\n";
}

}  // namespace

HtmlReport html_report(const std::vector<std::string>& paths, bool coverage) {
  HtmlReport rep;
  auto files = report::collect_files(paths, rep.path_errors);
  std::vector<std::string> order;  // sections in the order met
  std::map<std::string, std::string> body;
  std::vector<std::pair<std::string, std::vector<std::string>>> passing;
  for (const auto& path : files) {
    std::string section = section_of(path);
    if (!body.count(section)) order.push_back(section);
    std::string& html = body[section];
    std::vector<dsl::Diagnostic> errors;
    auto file = report::load_file(path, errors);
    if (!errors.empty() || !file) {
      std::string text;
      text += dsl::format_diagnostics(errors, file ? std::string_view(file->text) : std::string_view());
      html += fmt::format(R"~(<div class="file-error"><h3>{}: the file cannot be read as scenarios</h3><pre>{}</pre></div>)~",
                          xml_escape(path), xml_escape(text));
      ++rep.failed;
      rep.bad_input = true;
      continue;
    }
    for (std::size_t n = 0; n < file->scenarios.size(); ++n) {
      const dsl::Scenario& sc = file->scenarios[n];
      ScenarioSteps steps = record_steps(*file, sc);
      const auto& o = steps.outcome;
      Entry e{path, sc.title, sc.loc.line, std::string(dsl::status_name(o.status)), o.cites, stepper_html(steps), ""};
      switch (o.status) {
        case dsl::Status::Passed:
          ++rep.passed;
          passing.emplace_back(fmt::format("{}:{}", path, sc.loc.line), o.cites);
          break;
        case dsl::Status::Skipped:
          ++rep.skipped;
          e.detail = o.skip_reason;
          break;
        case dsl::Status::Failed:
          ++rep.failed;
          for (const auto& f : o.failures)
            e.detail += fmt::format("{}:{}:{}: {}\n  want: {}\n  have: {}\n", path, f.loc.line, f.loc.col, f.message, f.want, f.have);
          break;
        case dsl::Status::BadInput:
          ++rep.failed;
          rep.bad_input = true;
          e.detail += dsl::format_diagnostics(o.errors, file->text);
          break;
      }
      html += article(e);
    }
  }
  std::string summary = fmt::format("{} passed, {} failed, {} skipped", rep.passed, rep.failed, rep.skipped);
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Carcassonne Oracle: scenario library</title>\n"
      "<style>{}{}</style>\n</head>\n<body>\n<h1>Carcassonne Oracle: scenario library</h1>\n"
      "<p class=\"summary\">{}</p>\n<p>Each scenario shows the rulings it cites with their summaries, its result and its "
      "deciding step (the step of its first failure, else the last step that scored) as two boards, before and after the step: "
      "the regions the step scored in gold (a farm's cities in orange, with the count), the figures that came home faded where "
      "they stood, figures in their players' colours. <em>prev</em>, <em>next</em> and the slider step through the whole script. "
      "<code>carc explain FILE:LINE</code> (the scenario's id, as <code>carc run</code> prints it) gives the step-by-step "
      "derivation.</p>\n<nav>",
      kStyle, stepper_style(), summary);
  for (const auto& s : order) out += fmt::format(R"~(<a href="#{}">{}</a>)~", anchor(s), xml_escape(s));
  if (coverage) out += R"~(<a href="#coverage">ruling coverage</a>)~";
  out += "</nav>\n";
  for (const auto& s : order)
    out += fmt::format("<section class=\"library-section\" id=\"{}\">\n<h2>{}</h2>\n{}</section>\n", anchor(s), xml_escape(s), body[s]);
  if (coverage) out += "<section id=\"coverage\">\n<h2>Ruling coverage</h2>\n" + coverage_table(passing) + "</section>\n";
  out += fmt::format("<script>{}</script>\n</body>\n</html>\n", stepper_script());
  rep.html = std::move(out);
  return rep;
}

}  // namespace carc::render
