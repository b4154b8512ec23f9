// What SDL links in but the app never uses, cut off at link time: web/CMakeLists.txt wraps each
// function below (-Wl,--wrap=NAME), so the linker sends every call here and drops what only the
// real function reached. Each answers the way SDL expects when the feature is missing.
#include <SDL.h>
#include <emscripten/html5.h>

extern "C" {

// SDL's Emscripten video driver can make a mouse cursor from a pixel surface; that needs SDL's
// surface conversion and with it every software blitter, about 30 KB of the gzipped page. The
// app only uses the browser's own cursors (ImGui's SDL backend asks for system cursors), so the
// conversion fails politely: SDL_CreateCursor then reports an error instead of making a cursor.
SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface* /*surface*/, Uint32 /*format*/, Uint32 /*flags*/) {
  SDL_SetError("All Clear has no surface conversion (only system cursors)");
  return nullptr;
}

// SDL's EGL layer looks up optional EGL extensions, and SDL_GL_GetProcAddress any GL function, by
// name; Emscripten's lookup names every WebGL function, so all of them came into the page's
// JavaScript (about 9 KB gzip, and 5 KB of the WebAssembly). Dear ImGui's WebGL 2 backend calls
// its GL functions directly and nothing asks for one by name: an extension not found is one SDL
// does without.
void* __wrap_eglGetProcAddress(const char* /*name*/) { return nullptr; }

// Run-length encoding of surfaces for faster software blits (about 2 KB gzip): nothing is blitted
// in software here. A surface that cannot be encoded is blitted the plain way.
int __wrap_SDL_RLESurface(SDL_Surface* /*surface*/) { return -1; }
}

extern "C" {

// Its undoing (about 3 KB gzip): no surface is ever encoded, so there is nothing to decode.
void __wrap_SDL_UnRLESurface(SDL_Surface* /*surface*/, int /*recode*/) {}

// Joysticks and game controllers (about 3 KB gzip): the app never asks SDL for them
// (SDL_INIT_JOYSTICK), and Dear ImGui's backend opens a controller only for gamepad navigation,
// which is off. Neither can start, as SDL answers on a system without them.
int __wrap_SDL_JoystickInit() { return SDL_SetError("All Clear uses no joysticks"); }
int __wrap_SDL_GameControllerInit() { return SDL_SetError("All Clear uses no game controllers"); }
SDL_GameController* __wrap_SDL_GameControllerOpen(int /*index*/) {
  SDL_SetError("All Clear uses no game controllers");
  return nullptr;
}

// A window drawn in software through a pixel buffer (about 1.5 KB gzip): the app draws with
// WebGL 2 only. SDL asks for one only when a window has no GL context.
struct SDL_VideoDevice;
int __wrap_Emscripten_CreateWindowFramebuffer(SDL_VideoDevice* /*device*/, SDL_Window* /*window*/, Uint32* /*format*/,
                                              void** /*pixels*/, int* /*pitch*/) {
  return SDL_SetError("All Clear draws with WebGL 2 only");
}
}

extern "C" {

// Touch gestures (SDL_MULTIGESTURE and the $1 recognizer's SDL_DOLLARGESTURE, about 1.5 KB gzip):
// neither the app nor Dear ImGui's backend reads those events; touches still arrive as finger
// and mouse events. SDL's touch layer tells the gestures of each touch device and each event.
int __wrap_SDL_GestureAddTouch(SDL_TouchID /*touch*/) { return 0; }
int __wrap_SDL_GestureDelTouch(SDL_TouchID /*touch*/) { return 0; }
void __wrap_SDL_GestureQuit() {}
void __wrap_SDL_GestureProcessEvent(SDL_Event* /*event*/) {}
}

extern "C" {

// Fullscreen and pointer lock (about 2 KB gzip of the JavaScript glue: Emscripten's fullscreen
// strategies, canvas restyling and their events): SDL asks for them only for a fullscreen window
// (SDL_SetWindowFullscreen) or relative mouse mode (SDL_SetRelativeMouseMode), and the app uses
// neither. A request is refused as by a browser without them, so SDL keeps the window as it was;
// the change events are never registered, as nothing can change.
EMSCRIPTEN_RESULT __wrap_emscripten_request_fullscreen_strategy(const char* /*target*/, EM_BOOL /*defer*/,
                                                                const EmscriptenFullscreenStrategy* /*strategy*/) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
EMSCRIPTEN_RESULT __wrap_emscripten_exit_fullscreen() { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
EMSCRIPTEN_RESULT __wrap_emscripten_set_fullscreenchange_callback_on_thread(
    const char* /*target*/, void* /*user_data*/, EM_BOOL /*use_capture*/,
    em_fullscreenchange_callback_func /*callback*/, pthread_t /*thread*/) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
EMSCRIPTEN_RESULT __wrap_emscripten_request_pointerlock(const char* /*target*/, EM_BOOL /*defer*/) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
EMSCRIPTEN_RESULT __wrap_emscripten_exit_pointerlock() { return EMSCRIPTEN_RESULT_NOT_SUPPORTED; }
EMSCRIPTEN_RESULT __wrap_emscripten_set_pointerlockchange_callback_on_thread(
    const char* /*target*/, void* /*user_data*/, EM_BOOL /*use_capture*/,
    em_pointerlockchange_callback_func /*callback*/, pthread_t /*thread*/) {
  return EMSCRIPTEN_RESULT_SUCCESS;
}
}
