// The app's fonts: DejaVu Sans, subset at build time (web/CMakeLists.txt) and compiled in.
#pragma once

namespace allclear::web {

// Builds the atlas of fonts() (kit/ui.h) at the device pixel ratio, so text stays crisp;
// FontGlobalScale = 1/dpr.
void load_fonts(float dpr);

}  // namespace allclear::web
