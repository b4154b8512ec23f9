// SDL's OpenGL ES context on the page made with Emscripten's WebGL calls directly, not through
// its EGL layer: web/CMakeLists.txt wraps the Emscripten video driver's GL functions
// (-Wl,--wrap=NAME), so SDL_GL_CreateContext, SDL_GL_MakeCurrent, SDL_GL_SetSwapInterval and
// SDL_GL_SwapWindow come here. SDL's EGL code and Emscripten's EGL emulation in JavaScript leave
// the page (about 3 KB gzip). The context is the one EGL made for the app's attributes
// (web/main.cc: no depth, stencil or multisampling, no alpha asked for): WebGL 2 with alpha,
// depth, stencil and antialias off and the browser's defaults for the rest.
#include <SDL.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5_webgl.h>

#include <cstdint>

extern "C" {

struct SDL_VideoDevice;

// SDL loads EGL before a GL window's first surface; there is nothing to load.
int __wrap_Emscripten_GLES_LoadLibrary(SDL_VideoDevice* /*device*/, const char* /*path*/) { return 0; }
void __wrap_SDL_EGL_UnloadLibrary(SDL_VideoDevice* /*device*/) {}
// No GL function is looked up by name (web/sdl_unused.cc: eglGetProcAddress).
void* __wrap_SDL_EGL_GetProcAddress(SDL_VideoDevice* /*device*/, const char* /*name*/) { return nullptr; }

// A GL window's surface: WebGL draws to the canvas itself. Any non-null value is a surface.
void* __wrap_SDL_EGL_CreateSurface(SDL_VideoDevice* /*device*/, std::intptr_t /*native_window*/) {
  return reinterpret_cast<void*>(1);
}
void __wrap_SDL_EGL_DestroySurface(SDL_VideoDevice* /*device*/, void* /*surface*/) {}

// The context, made current (SDL expects a new context to be current).
SDL_GLContext __wrap_Emscripten_GLES_CreateContext(SDL_VideoDevice* /*device*/, SDL_Window* /*window*/) {
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.alpha = attributes.depth = attributes.stencil = attributes.antialias = EM_FALSE;
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context = emscripten_webgl_create_context("#canvas", &attributes);
  if (context <= 0) {
    SDL_SetError("Could not create a WebGL 2 context");
    return nullptr;
  }
  emscripten_webgl_make_context_current(context);
  return reinterpret_cast<SDL_GLContext>(static_cast<std::intptr_t>(context));
}

int __wrap_Emscripten_GLES_MakeCurrent(SDL_VideoDevice* /*device*/, SDL_Window* /*window*/, SDL_GLContext context) {
  const auto handle = static_cast<EMSCRIPTEN_WEBGL_CONTEXT_HANDLE>(reinterpret_cast<std::intptr_t>(context));
  return emscripten_webgl_make_context_current(handle) == EMSCRIPTEN_RESULT_SUCCESS
             ? 0
             : SDL_SetError("Could not make the WebGL context current");
}

void __wrap_SDL_EGL_DeleteContext(SDL_VideoDevice* /*device*/, SDL_GLContext context) {
  if (context != nullptr)
    emscripten_webgl_destroy_context(
        static_cast<EMSCRIPTEN_WEBGL_CONTEXT_HANDLE>(reinterpret_cast<std::intptr_t>(context)));
}

// The browser shows what was drawn when the frame's callback returns.
int __wrap_Emscripten_GLES_SwapWindow(SDL_VideoDevice* /*device*/, SDL_Window* /*window*/) { return 0; }

// As Emscripten's eglSwapInterval: the main loop's timing (0: as fast as timers go, N: every
// Nth animation frame).
int swap_interval = 0;
int __wrap_SDL_EGL_SetSwapInterval(SDL_VideoDevice* /*device*/, int interval) {
  if (interval == 0)
    emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, 0);
  else
    emscripten_set_main_loop_timing(EM_TIMING_RAF, interval);
  swap_interval = interval;
  return 0;
}
int __wrap_SDL_EGL_GetSwapInterval(SDL_VideoDevice* /*device*/) { return swap_interval; }
}
