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

extern "C" {

// ImGui::TableSettingsInstallHandler: the ini file's [Table] settings (their readers and
// writers, about 1 KB gzip). The app draws no Dear ImGui table (the scoreboard draws its own
// grids) and has no ini file (io.IniFilename is null), so there are none to read or write.
void __wrap__ZN5ImGui27TableSettingsInstallHandlerEP12ImGuiContext(ImGuiContext* /*context*/) {}
}
