// All Clear in the browser: Dear ImGui over WebGL2 on the page's canvas. The loop draws only when there is
// input, an animation or a due bot step; otherwise it returns at once (the page idles).
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <vector>

#include "app.h"
#include "fonts.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "kit/table.h"
#include "kit/ui.h"
#include "pointer.h"
#include "test_hook.h"
#include "text_field.h"

namespace allclear::web {
namespace {

constexpr const char* kCanvas = "#canvas";

struct Loop {
  App app;
  float dpr = 1.0f;    // the device pixel ratio times the UI scale: fonts are built for it
  float scale = 1.0f;  // the UI scale (ui_scale)
  int frames = 0;
  int settle_frames = 0;  // frames still to draw after the latest input
  double drawn_at = 0.0;  // when the previous frame was drawn (seconds)
  int frames_since_finger_up = 0;
};

Loop& loop() {
  static Loop l;
  return l;
}

double now_seconds() { return emscripten_get_now() / 1000.0; }

// Sleeping: with nothing to draw the main loop is paused outright (not even a
// requestAnimationFrame per display frame); any input event on the page, or a timer for the
// next due bot step, resumes it. The pointer's events are still gathered meanwhile (pointer.h).
// clang-format off
EM_JS(void, allclear_sleep, (double wake_in_ms), {
  if (!Module.allclearWake) {
    Module.allclearWake = function () {
      // A wake while awake (a clipboard answer between two frames) is kept for the next sleep,
      // which then ends at once: otherwise the loop could sleep on news nobody read.
      if (!Module.allclearAsleep) { Module.allclearWokenAwake = true; return; }
      Module.allclearAsleep = false;
      if (Module.allclearTimer) clearTimeout(Module.allclearTimer);
      Module.allclearTimer = 0;
      _allclear_wake();
    };
    ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'touchstart', 'touchmove', 'touchend',
     'mousedown', 'mousemove', 'mouseup', 'wheel', 'keydown', 'keyup', 'resize', 'focus', 'visibilitychange',
     'orientationchange'].forEach(function (type) {
      window.addEventListener(type, Module.allclearWake, { capture: true, passive: true });
    });
    // A new device pixel ratio (another screen, browser zoom) may come without any event.
    var watchRatio = function () {
      var query = window.matchMedia('(resolution: ' + window.devicePixelRatio + 'dppx)');
      var changed = function () { query.removeEventListener('change', changed); Module.allclearWake(); watchRatio(); };
      query.addEventListener('change', changed);
    };
    if (window.matchMedia) watchRatio();
  }
  Module.allclearAsleep = true;
  if (Module.allclearWokenAwake) wake_in_ms = 0;
  Module.allclearWokenAwake = false;
  if (wake_in_ms >= 0) Module.allclearTimer = setTimeout(Module.allclearWake, Math.max(1, wake_in_ms));
});
// clang-format on

// Keys for playing by keyboard (kit/ui.h): read from the whole page, not the canvas, which hears
// keys only while it holds the page's focus (a page just opened, or a name just typed, leave it
// on the page's body). Each key the app uses is queued as its code (kKeyCodes; a letter or a
// digit as itself) with when it went down (performance.now's clock, emscripten_get_now's). Tab
// and the keys that would scroll the page are kept from the browser; a key with Ctrl, Alt or Meta
// is the browser's. Keys typed into the page's name input are the input's, but Tab and Escape end
// the typing (as a tap elsewhere does), and Tab goes on to the next widget.
constexpr Key kKeyCodes[] = {Key::kTab,   Key::kBackTab, Key::kUp,       Key::kDown,  Key::kLeft,
                             Key::kRight, Key::kPageUp,  Key::kPageDown, Key::kEnter, Key::kEscape};  // codes 1 to 10
// clang-format off
EM_JS(void, allclear_listen_keys, (), {
  var queue = Module.allclearKeys = [];
  // Quoted: looked up by the key's name (the Closure Compiler renames unquoted ones).
  var codes = { 'Tab': 1, 'ArrowUp': 3, 'ArrowDown': 4, 'ArrowLeft': 5, 'ArrowRight': 6, 'PageUp': 7, 'PageDown': 8,
                'Enter': 9, ' ': 9, 'Escape': 10 };
  window.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    var key = e.key || "";
    var letter = key.length === 1 && /[a-z0-9]/i.test(key);
    if (!codes[key] && !letter) return;
    var code = letter ? key.toLowerCase().charCodeAt(0) : key === 'Tab' && e.shiftKey ? 2 : codes[key];
    var at = e.timeStamp > 0 ? e.timeStamp : performance.now();
    var t = e.target;
    var tag = t && t.tagName ? t.tagName.toUpperCase() : "";
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (t && t.isContentEditable)) {
      if (key !== 'Tab' && key !== 'Escape') return;
      e.preventDefault();
      t.blur();
      if (key === 'Tab') queue.push([code, at]);
      return;
    }
    if (tag === 'A' || tag === 'BUTTON') return;  // a control of the page's own
    // A key held down repeats: moving on, but never pressing again and again.
    if (e.repeat && !/^(Tab|Arrow|Page)/.test(key)) return;
    if (key !== 'Escape' && !letter) e.preventDefault();
    queue.push([code, at]);
  }, { capture: true });
});

// The next key queued (0: none), and when it went down (ms) in *at.
EM_JS(int, allclear_next_key, (double* at), {
  var next = Module.allclearKeys && Module.allclearKeys.shift();
  if (!next) return 0;
  HEAPF64[at >> 3] = next[1];
  return next[0];
});
// clang-format on

// The keys the page queued, handed to the kit's focus; true if there were any.
bool take_keys() {
  bool any = false;
  double at = 0;
  for (int code; (code = allclear_next_key(&at)) != 0;) {
    any = true;
    const int named = code - 1;
    if (named >= 0 && named < static_cast<int>(std::size(kKeyCodes)))
      note_key({kKeyCodes[named], 0, at / 1000.0});
    else
      note_key({Key::kLetter, static_cast<char>(code), at / 1000.0});
  }
  return any;
}

// What the keys press beside the tables' own shortcuts (kit/table.h): Escape takes a screen's
// way back, its safe answer first where it asks; Enter with nothing in focus starts a new game.
constexpr Shortcut kAppKeys[] = {
    {"Escape", {"new.keep-playing", "stats.keep", "backup.keep", "*.back", "elsewhere.home"}},
    {"Enter", {"new.start"}},
};

// The desktop uses the window: beyond a phone's room the whole UI scales up (bigger pieces,
// cards and text) and the tables lay out for at least 900 x 600 CSS px of their own units.
float ui_scale(ImVec2 css) { return std::clamp(std::min(css.x / 900.0f, css.y / 600.0f), 1.0f, 2.5f); }

void rebuild_fonts_if_needed() {
  Loop& l = loop();
  const float dpr = static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 1.0, 4.0)) * l.scale;
  if (dpr == l.dpr) return;
  l.dpr = dpr;
  load_fonts(dpr);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

// The canvas's size for Dear ImGui: its CSS size in whole px (the app's units before
// ui_scale), its backing store sized to the device's pixels (sharp text on a phone).
void size_canvas(ImGuiIO& io) {
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size(kCanvas, &css_w, &css_h);
  const double ratio = emscripten_get_device_pixel_ratio();
  const int want_w = static_cast<int>(css_w * ratio), want_h = static_cast<int>(css_h * ratio);
  int w = 0, h = 0;
  emscripten_get_canvas_element_size(kCanvas, &w, &h);
  if (w != want_w || h != want_h) emscripten_set_canvas_element_size(kCanvas, want_w, want_h);
  io.DisplaySize = ImVec2(std::floor(static_cast<float>(css_w)), std::floor(static_cast<float>(css_h)));
  if (io.DisplaySize.x > 0 && io.DisplaySize.y > 0)
    io.DisplayFramebufferScale = ImVec2(want_w / io.DisplaySize.x, want_h / io.DisplaySize.y);
}

void frame() {
  Loop& l = loop();
  bool input = take_keys();
  const PointerNews news = take_pointer_news();
  if (news.any) input = true;
  if (news.finger_lifted) l.frames_since_finger_up = 0;
  if (news.pressed_at >= 0) {
    note_press(news.pressed_at);
    hide_focus();
  }
  const double now = now_seconds();
  if (input) l.settle_frames = 4;
  if (keys_waiting()) l.settle_frames = std::max(l.settle_frames, 2);  // a key after one that pressed
  if (l.settle_frames <= 0 && !l.app.wants_frame(now)) {
    // Idle: nothing to draw. Sleep until input or the next scheduled step.
    const double wake_at = l.app.wake_at();
    if (!l.app.animating(now)) {
      emscripten_pause_main_loop();
      // A wake already due (the table's steps ended between two frames) fires at once.
      allclear_sleep(wake_at > 0 ? std::max(0.0, (wake_at - now) * 1000.0) : -1.0);
    }
    return;
  }
  if (l.settle_frames > 0) --l.settle_frames;

  l.app.update(now);
  ImGui_ImplOpenGL3_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  size_canvas(io);
  io.DeltaTime = l.drawn_at > 0 ? static_cast<float>(now - l.drawn_at) : 1.0f / 60.0f;
  l.drawn_at = now;
  io.MouseDown[0] = news.down;
  io.MouseWheel = news.wheel;
  l.scale = ui_scale(io.DisplaySize);
  io.DisplaySize = ImVec2(io.DisplaySize.x / l.scale, io.DisplaySize.y / l.scale);
  io.DisplayFramebufferScale = ImVec2(io.DisplayFramebufferScale.x * l.scale, io.DisplayFramebufferScale.y * l.scale);
  rebuild_fonts_if_needed();  // after the backend made its objects: swaps the font texture
  // Two frames may share a timestamp (coarse timers): ImGui needs a positive step. After an
  // idle stretch the step is long: keep it short so nothing jumps.
  io.DeltaTime = std::clamp(io.DeltaTime, 1.0f / 1000.0f, 0.1f);
  io.MousePos = news.at.x == -FLT_MAX ? news.at : ImVec2(news.at.x / l.scale, news.at.y / l.scale);
  // A lifted finger leaves the pointer where it was, which looks hovered: hide it from
  // the second frame after the lift (a fast tap's down and up can arrive in one frame).
  if (news.touch && news.fingers_down == 0 && l.frames_since_finger_up++ >= 2) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  widgets().clear();
  marks().clear();
  text_rects().clear();
  in_sight().clear();
  ImGui::NewFrame();
  begin_widget_frame(now);
  l.app.draw(now);
  ImGui::Render();
  int fb_w = 0, fb_h = 0;
  emscripten_get_canvas_element_size(kCanvas, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 felt = ImGui::ColorConvertU32ToFloat4(colour::kFelt);
  glClearColor(felt.x, felt.y, felt.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());  // shown when this callback returns
  ++l.frames;
  if (l.frames == 1) hide_loading();
  publish_text_fields(l.scale);
  // Before the hook: it publishes when this moment was first drawn.
  l.app.presented(now_seconds());
  publish_test_hook(l.frames, l.scale, l.dpr / l.scale, screen_name(l.app.drawn_screen()), l.app.state_json(),
                    l.app.message(), l.app.storage_ok());
}

}  // namespace
}  // namespace allclear::web

// Called by the page when something happened while the loop slept: draw a couple of frames
// even if no pointer or key event came (a resize, a device pixel ratio change, a focus).
extern "C" EMSCRIPTEN_KEEPALIVE void allclear_wake() {
  allclear::web::loop().settle_frames = std::max(allclear::web::loop().settle_frames, 2);
  emscripten_resume_main_loop();
}

// Shows the shell's error text (the canvas would otherwise stay blank).
// clang-format off
EM_JS(void, allclear_fail, (const char* text), {
  if (typeof allclearFail === 'function') allclearFail(UTF8ToString(text));
});
// clang-format on

int main(int, char**) {
  using namespace allclear::web;
  // WebGL 2 (OpenGL ES 3.0), drawing straight to the canvas: no depth, stencil or multisampling.
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.alpha = attributes.depth = attributes.stencil = attributes.antialias = EM_FALSE;
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = emscripten_webgl_create_context(kCanvas, &attributes);
  if (gl <= 0 || emscripten_webgl_make_context_current(gl) != EMSCRIPTEN_RESULT_SUCCESS) {
    std::fprintf(stderr, "WebGL 2 is not available (%d)\n", static_cast<int>(gl));
    allclear_fail("All Clear needs WebGL 2, which this browser or device does not offer.");
    return 1;
  }
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size(kCanvas, &css_w, &css_h);
  Loop& l = loop();

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  io.BackendPlatformName = "allclear_page";
  apply_style();
  ImGui_ImplOpenGL3_Init("#version 300 es");
  l.scale = ui_scale(ImVec2(static_cast<float>(css_w), static_cast<float>(css_h)));
  l.dpr = static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 1.0, 4.0)) * l.scale;
  load_fonts(l.dpr);  // the backend makes the texture on its first frame
  l.app.init(now_seconds());
  set_shortcuts(kAppKeys, table_shortcuts());
  allclear_listen_keys();
  listen_to_pointer();
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
