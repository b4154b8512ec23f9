// window.__allclear for browser tests: published after every drawn frame. It only reports
// (frames, screen, the size laid out for and the device pixel ratio its text was drawn at,
// widget rectangles in CSS pixels with whether each takes a tap, the text drawn on a table with
// its panel, the game as JSON, what the touch guard made of the latest press, and the keyboard's
// focus: `keyboard.focus`, the widget whose outline shows ("" for none), and `keyboard.order`,
// the widgets in the order Tab visits them); it never acts.
// `scale`: CSS px per UI unit (the desktop's UI scale).
#pragma once
#include <string>

namespace allclear::web {

void publish_test_hook(int frames, float scale, float pixel_ratio, const char* screen, const std::string& state_json,
                       const std::string& message, bool storage_ok);
// Hides the page's loading text (after the first frame).
void hide_loading();

}  // namespace allclear::web
