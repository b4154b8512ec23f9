#include "pointer.h"

#include <emscripten/html5.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace allclear::web {
namespace {

constexpr const char* kCanvas = "#canvas";

struct Pointer {
  PointerNews news{.at = ImVec2(-FLT_MAX, -FLT_MAX)};
  bool held = false;           // the button or the tracked finger is down now
  long finger = -1;            // the finger that moves the pointer (the first one down), or -1
  double finger_up_at = -1e9;  // when the latest finger lifted
};

Pointer& pointer() {
  static Pointer p;
  return p;
}

double now_seconds() { return emscripten_get_now() / 1000.0; }

void press(Pointer& p) {
  p.held = true;
  p.news.down = true;
  p.news.pressed_at = now_seconds();
}

// A tap also reaches the page as the browser's compatibility mouse events, after the touch
// ones. The second click would land on whatever the first one opened (a button of the next
// screen under the finger), so mouse events are dropped while a finger is down and shortly
// after it lifts.
bool ghost_of_a_tap(const Pointer& p) {
  constexpr double kGhostSeconds = 0.8;
  return p.news.fingers_down > 0 || now_seconds() - p.finger_up_at < kGhostSeconds;
}

EM_BOOL on_mouse(int type, const EmscriptenMouseEvent* event, void*) {
  Pointer& p = pointer();
  if (type == EMSCRIPTEN_EVENT_MOUSELEAVE) {
    p.news.any = true;
    p.news.at = ImVec2(-FLT_MAX, -FLT_MAX);
    return false;
  }
  const bool button = type == EMSCRIPTEN_EVENT_MOUSEDOWN || type == EMSCRIPTEN_EVENT_MOUSEUP;
  if (button && event->button > 2) return false;
  if (ghost_of_a_tap(p)) return type == EMSCRIPTEN_EVENT_MOUSEDOWN;
  p.news.any = true;
  p.news.touch = false;  // only a real mouse reaches here
  // The release is heard on the whole document (a drag may end off the canvas), where the
  // event's position is not the canvas's: the pointer stays where it last moved.
  if (type != EMSCRIPTEN_EVENT_MOUSEUP)
    p.news.at = ImVec2(static_cast<float>(event->targetX), static_cast<float>(event->targetY));
  if (event->button != 0 || !button) return type == EMSCRIPTEN_EVENT_MOUSEDOWN;
  if (type == EMSCRIPTEN_EVENT_MOUSEDOWN) {
    press(p);
    return true;  // no text selection, no focus moving off the page's keys
  }
  p.held = false;
  return false;
}

// The wheel as Dear ImGui's steps, in proportion to how far it turned: a step is 100 CSS px (as
// SDL counted them), a line 40 px, a page 800 px. A trackpad's small deltas scroll a little at
// once, and a fast spin far.
EM_BOOL on_wheel(int, const EmscriptenWheelEvent* event, void*) {
  Pointer& p = pointer();
  const double px_per_unit = event->deltaMode == DOM_DELTA_LINE   ? 40.0
                             : event->deltaMode == DOM_DELTA_PAGE ? 800.0
                                                                  : 1.0;
  p.news.wheel -= static_cast<float>(event->deltaY * px_per_unit / 100.0);
  p.news.any = true;
  return true;  // the page itself never scrolls
}

// Every finger counts for the press and the count of fingers down; the first one down moves
// the pointer until it lifts, as a mouse would.
EM_BOOL on_touch(int type, const EmscriptenTouchEvent* event, void*) {
  Pointer& p = pointer();
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size(kCanvas, &css_w, &css_h);
  const auto inside = [&](const EmscriptenTouchPoint& t) {
    return ImVec2(static_cast<float>(std::clamp<double>(t.targetX, 0.0, std::max(0.0, std::floor(css_w) - 1))),
                  static_cast<float>(std::clamp<double>(t.targetY, 0.0, std::max(0.0, std::floor(css_h) - 1))));
  };
  p.news.any = true;
  for (int i = 0; i < event->numTouches; ++i) {
    const EmscriptenTouchPoint& t = event->touches[i];
    if (!t.isChanged) continue;
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
      ++p.news.fingers_down;
      p.news.touch = true;
      p.news.pressed_at = now_seconds();
      if (p.finger < 0) {
        p.finger = t.identifier;
        p.news.at = inside(t);
        press(p);
      }
    } else if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) {
      if (t.identifier == p.finger) p.news.at = inside(t);
    } else {  // touchend, touchcancel
      p.news.fingers_down = std::max(0, p.news.fingers_down - 1);
      p.news.finger_lifted = true;
      p.finger_up_at = now_seconds();
      if (t.identifier == p.finger) {
        p.finger = -1;
        p.held = false;
      }
    }
  }
  // Kept from the browser: its scrolling and zoom, and the compatibility mouse events.
  return type != EMSCRIPTEN_EVENT_TOUCHMOVE;
}

}  // namespace

void listen_to_pointer() {
  emscripten_set_mousedown_callback(kCanvas, nullptr, false, on_mouse);
  emscripten_set_mousemove_callback(kCanvas, nullptr, false, on_mouse);
  emscripten_set_mouseenter_callback(kCanvas, nullptr, false, on_mouse);
  emscripten_set_mouseleave_callback(kCanvas, nullptr, false, on_mouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, false, on_mouse);
  emscripten_set_wheel_callback(kCanvas, nullptr, false, on_wheel);
  emscripten_set_touchstart_callback(kCanvas, nullptr, false, on_touch);
  emscripten_set_touchmove_callback(kCanvas, nullptr, false, on_touch);
  emscripten_set_touchend_callback(kCanvas, nullptr, false, on_touch);
  emscripten_set_touchcancel_callback(kCanvas, nullptr, false, on_touch);
}

PointerNews take_pointer_news() {
  Pointer& p = pointer();
  PointerNews news = p.news;
  p.news.any = false;
  p.news.down = p.held;
  p.news.wheel = 0.0f;
  p.news.pressed_at = -1.0;
  p.news.finger_lifted = false;
  return news;
}

}  // namespace allclear::web
