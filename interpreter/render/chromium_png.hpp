// An SVG picture made into a PNG by headless Chromium (the browser the project's picture tests
// already use): the picture alone on a page the size of the picture, screenshot. Chromium is
// found as $CARC_CHROMIUM, /usr/bin/chromium, or chromium, chromium-browser or google-chrome on
// the PATH (scripts/install-deps.sh installs the Debian package chromium).
#pragma once
#include <string>

namespace carc::render {

// Writes the PNG to `out`; false with the reason in `error` when no Chromium is found or it
// made no PNG.
bool svg_to_png(const std::string& svg, const std::string& out, std::string& error);

}  // namespace carc::render
