// Table text that fits its box: shrunk (never below a readable size) or wrapped, and always
// drawn with table_text so the test hook checks it stays in its panel.
#pragma once
#include <string>

#include "kit/ui.h"

namespace allclear::web::clear_ace_table {

inline constexpr float kMinText = 10.0f;

// The largest size from `size` down to `min` at which `text` fits `width` on one line (0: none).
float fitted(ImFont* font, float size, float min, float width, const std::string& text);
// One line centred on `centre`, as large as fits `panel`'s width (up to `size`), kept inside
// the panel; left out when even the smallest size does not fit.
void centred_text(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const std::string& text, Box panel);
// One line at `at`, as large as fits up to the panel's right edge.
void line_text(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 col, const std::string& text, Box panel);

}  // namespace allclear::web::clear_ace_table
