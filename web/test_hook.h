// window.__allclear for browser tests: published after every drawn frame. It only reports
// (frames, screen, widget rectangles in CSS pixels, the game as JSON); it never acts.
#pragma once
#include <string>

namespace allclear::web {

void publish_test_hook(int frames, const char* screen, const std::string& state_json,
                       const std::string& message, bool storage_ok);
// Hides the page's loading text (after the first frame).
void hide_loading();

}  // namespace allclear::web
