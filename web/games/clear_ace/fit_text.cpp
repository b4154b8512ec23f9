#include "games/clear_ace/fit_text.h"

#include <algorithm>

namespace allclear::web::clear_ace_table {

float fitted(ImFont* font, float size, float min, float width, const std::string& text) {
  const float s = size_to_fit(font, text, width, 0.0f, size, min);
  return font->CalcTextSizeA(s, 1e9f, 0.0f, text.c_str()).x <= width ? s : 0.0f;
}

void centred_text(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text, Box panel) {
  const float s = fitted(font, size, kMinText, panel.size.x, text);
  if (s == 0.0f) return;
  const ImVec2 ts = font->CalcTextSizeA(s, 1e9f, 0.0f, text.c_str());
  const float x = std::clamp(centre.x - ts.x * 0.5f, panel.min.x, std::max(panel.min.x, panel.max().x - ts.x));
  const float y = std::clamp(centre.y - ts.y * 0.5f, panel.min.y, std::max(panel.min.y, panel.max().y - ts.y));
  table_text(dl, font, s, ImVec2(x, y), col, text, 0.0f, panel);
}

void line_text(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text, Box panel) {
  const float s = fitted(font, size, kMinText, panel.max().x - at.x, text);
  if (s > 0.0f) table_text(dl, font, s, at, col, text, 0.0f, panel);
}


}  // namespace allclear::web::clear_ace_table
