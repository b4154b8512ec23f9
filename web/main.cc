// All Clear in the browser: SDL2 + Dear ImGui over WebGL2. The loop draws only when there is
// input, an animation or a due bot step; otherwise it returns at once (the page idles).
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <iterator>
#include <vector>

#include "app.h"
#include "fonts.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "kit/table.h"
#include "kit/ui.h"
#include "test_hook.h"
#include "text_field.h"

namespace allclear::web {
namespace {

struct Loop {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  App app;
  float dpr = 1.0f;    // the device pixel ratio times the UI scale: fonts are built for it
  float scale = 1.0f;  // the UI scale (ui_scale)
  int frames = 0;
  int settle_frames = 0;  // frames still to draw after the latest input
  bool touch = false;     // the latest pointer input was a finger
  int fingers_down = 0;
  int frames_since_finger_up = 0;
  double finger_up_at = -1e9;  // when the latest finger lifted (seconds)
  // The pointer as SDL's events last placed it (CSS px). ImGui 1.86's SDL backend reads the
  // mouse only while the window has keyboard focus; on a page that focus can be missing.
  ImVec2 pointer{-FLT_MAX, -FLT_MAX};
};

Loop& loop() {
  static Loop l;
  return l;
}

double now_seconds() { return emscripten_get_now() / 1000.0; }

// Sleeping: with nothing to draw the main loop is paused outright (not even a
// requestAnimationFrame per display frame); any input event on the page, or a timer for the
// next due bot step, resumes it. SDL keeps queueing its events meanwhile.
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

// Keys for playing by keyboard (kit/ui.h): read from the page, not from SDL, which hears keys
// only while the canvas holds the page's focus (a page just opened, or a name just typed, leave
// it on the page's body). Each key the app uses is queued as its code (kKeyCodes; a letter or a
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

// A tap reaches SDL twice: as its own mouse events made from the touch, and then as the
// browser's compatibility mouse events. The second click would land on whatever the first one
// opened (a button of the next screen under the finger), so mouse events that are not SDL's
// own are dropped while a finger is down and shortly after it lifts.
bool ghost_of_a_tap(const Loop& l, const SDL_Event& event) {
  constexpr double kGhostSeconds = 0.8;
  Uint32 which = 0;
  if (event.type == SDL_MOUSEMOTION) {
    which = event.motion.which;
  } else if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
    which = event.button.which;
  } else {
    return false;
  }
  if (which == SDL_TOUCH_MOUSEID) return false;
  return l.fingers_down > 0 || now_seconds() - l.finger_up_at < kGhostSeconds;
}

// When the browser delivered an event stamped `ticks` (SDL's milliseconds), on the page's clock.
double delivered_at(Uint32 ticks) { return now_seconds() - (SDL_GetTicks() - ticks) / 1000.0; }

void frame() {
  Loop& l = loop();
  bool input = take_keys();
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (ghost_of_a_tap(l, event)) continue;
    ImGui_ImplSDL2_ProcessEvent(&event);
    input = true;
    switch (event.type) {
      case SDL_FINGERDOWN:
        ++l.fingers_down;
        l.touch = true;
        note_press(delivered_at(event.tfinger.timestamp));
        hide_focus();
        break;
      case SDL_FINGERUP:
        l.fingers_down = std::max(0, l.fingers_down - 1);
        l.frames_since_finger_up = 0;
        l.finger_up_at = now_seconds();
        break;
      case SDL_MOUSEMOTION:
        // Touch also arrives as synthetic mouse events: only a real mouse ends touch mode.
        if (event.motion.which != SDL_TOUCH_MOUSEID) l.touch = false;
        l.pointer = ImVec2(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y));
        break;
      case SDL_MOUSEBUTTONDOWN:
      case SDL_MOUSEBUTTONUP:
        if (event.type == SDL_MOUSEBUTTONDOWN && event.button.which != SDL_TOUCH_MOUSEID) {
          l.touch = false;
          note_press(delivered_at(event.button.timestamp));
          hide_focus();
        }
        l.pointer = ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
        break;
      case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_LEAVE) l.pointer = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
      default: break;
    }
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
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  l.scale = ui_scale(io.DisplaySize);
  io.DisplaySize = ImVec2(io.DisplaySize.x / l.scale, io.DisplaySize.y / l.scale);
  io.DisplayFramebufferScale = ImVec2(io.DisplayFramebufferScale.x * l.scale, io.DisplayFramebufferScale.y * l.scale);
  rebuild_fonts_if_needed();  // after the backend made its objects: swaps the font texture
  // Two frames may share a timestamp (coarse timers): ImGui needs a positive step. After an
  // idle stretch the step is long: keep it short so nothing jumps.
  io.DeltaTime = std::clamp(io.DeltaTime, 1.0f / 1000.0f, 0.1f);
  io.MousePos = l.pointer.x == -FLT_MAX ? l.pointer : ImVec2(l.pointer.x / l.scale, l.pointer.y / l.scale);
  // A lifted finger leaves the synthetic mouse where it was, which looks hovered: hide it from
  // the second frame after the lift (a fast tap's down and up can arrive in one frame).
  if (l.touch && l.fingers_down == 0 && l.frames_since_finger_up++ >= 2) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  widgets().clear();
  marks().clear();
  text_rects().clear();
  in_sight().clear();
  ImGui::NewFrame();
  begin_widget_frame(now);
  l.app.draw(now);
  ImGui::Render();
  int fb_w = 0, fb_h = 0;
  SDL_GL_GetDrawableSize(l.window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 felt = ImGui::ColorConvertU32ToFloat4(colour::kFelt);
  glClearColor(felt.x, felt.y, felt.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(l.window);
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
// even if SDL saw no event (a device pixel ratio change, a page event SDL does not map).
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
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  // Keys typed into the page's name input are the input's: SDL listens on the canvas only.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    allclear_fail("All Clear could not start: this browser gave no window to draw in.");
    return 1;
  }
  // WebGL2 is OpenGL ES 3.0.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  Loop& l = loop();
  l.window = SDL_CreateWindow("All Clear", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              css_w > 0 ? static_cast<int>(css_w) : 390, css_h > 0 ? static_cast<int>(css_h) : 844,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!l.window) {
    std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
    allclear_fail("All Clear could not start: this browser gave no window to draw in.");
    return 1;
  }
  l.gl = SDL_GL_CreateContext(l.window);
  if (!l.gl) {
    std::fprintf(stderr, "WebGL2 is not available: %s\n", SDL_GetError());
    allclear_fail("All Clear needs WebGL 2, which this browser or device does not offer.");
    return 1;
  }
  SDL_GL_MakeCurrent(l.window, l.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.LogFilename = nullptr;
  apply_style();
  ImGui_ImplSDL2_InitForOpenGL(l.window, l.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  l.scale = ui_scale(ImVec2(static_cast<float>(css_w), static_cast<float>(css_h)));
  l.dpr = static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 1.0, 4.0)) * l.scale;
  load_fonts(l.dpr);  // the backend makes the texture on its first frame
  l.app.init(now_seconds());
  set_shortcuts(kAppKeys, table_shortcuts());
  allclear_listen_keys();
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
