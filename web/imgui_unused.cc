// What Dear ImGui links in but the app never uses, cut off at link time like web/sdl_unused.cc:
// web/CMakeLists.txt wraps each function below (-Wl,--wrap=NAME, by its mangled name), so the
// linker sends every call here and drops what only the real function reached.
#include <imgui.h>

extern "C" {

// ImFontAtlas::AddFontDefault: Dear ImGui's own font, ProggyClean, compressed and base85-encoded
// (12 KB of data that gzip cannot shrink much, and its decompressor; about 10 KB gzip). The atlas
// builds it only when no font was added first, and web/fonts.cc always adds the app's DejaVu
// fonts before the atlas is built.
ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas* /*atlas*/,
                                                                 const ImFontConfig* /*config*/) {
  IM_ASSERT(false && "All Clear has no default font: web/fonts.cc adds its own");
  return nullptr;
}
}
