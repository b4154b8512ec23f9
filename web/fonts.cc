#include "fonts.h"

#include "dejavusans.h"
#include "dejavusans_bold.h"
#include "kit/ui.h"

namespace allclear::web {

void load_fonts(float dpr) {
  static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x201D, 0x2022, 0x2022,
                                    0x2026, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212, 0x2660, 0x2660,
                                    0x2663, 0x2663, 0x2665, 0x2666, 0x2713, 0x2713, 0};
  static const ImWchar kTitleRanges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2026, 0x2026, 0};
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;  // static data
  cfg.OversampleH = 1;
  cfg.PixelSnapH = true;
  Fonts& f = fonts();
  f.body = io.Fonts->AddFontFromMemoryTTF(dejavusans_ttf, sizeof(dejavusans_ttf), kBodySize * dpr, &cfg, kRanges);
  f.bold =
      io.Fonts->AddFontFromMemoryTTF(dejavusans_bold_ttf, sizeof(dejavusans_bold_ttf), kBodySize * dpr, &cfg, kRanges);
  f.title = io.Fonts->AddFontFromMemoryTTF(dejavusans_bold_ttf, sizeof(dejavusans_bold_ttf), kTitleSize * dpr, &cfg,
                                           kTitleRanges);
  io.FontDefault = f.body;
  io.FontGlobalScale = 1.0f / dpr;
}

}  // namespace allclear::web
