// SDL's Emscripten video driver can make a mouse cursor from a pixel surface; that needs SDL's
// surface conversion and with it every software blitter, about 30 KB of the gzipped page. The
// app only uses the browser's own cursors (ImGui's SDL backend asks for system cursors), so the
// link (-Wl,--wrap=SDL_ConvertSurfaceFormat, web/CMakeLists.txt) sends the conversion here and
// it fails politely: SDL_CreateCursor then reports an error instead of making a cursor.
#include <SDL.h>

extern "C" SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface* /*surface*/, Uint32 /*format*/, Uint32 /*flags*/) {
  SDL_SetError("All Clear has no surface conversion (only system cursors)");
  return nullptr;
}
