// Where everything of the Risky Business table goes, computed before anything is drawn, and how
// a text is fitted into its box (smaller when long, broken between its parts, never cut).
#pragma once
#include <string>
#include <vector>

#include "imgui.h"
#include "kit/ui.h"

namespace allclear::web::risky_business {

// Layout numbers (CSS px at a UI scale of 1).
inline constexpr float kPad = 10.0f;         // from the screen's edges
inline constexpr float kGap = 8.0f;          // between the table's bands
inline constexpr float kNewsHeight = 52.0f;  // the news line: its own place, never over the cards
inline constexpr float kOpponentHeight = 86.0f;
inline constexpr float kSeatHeight = 52.0f;
inline constexpr float kPromptHeight = 46.0f;  // what to do, over the buttons
inline constexpr float kButtonGap = 6.0f;

// The table's rectangles. Portrait: the news, the opponents side by side, the piles, the row and
// the deck, the bottom seat, its hand, what to do and the buttons. Landscape: the opponents, the
// piles and the row at the left; the news, the bottom seat, its hand and the controls at the right.
struct Layout {
  bool landscape = false;
  float card_scale = 1.0f;  // larger cards on larger screens (1 on a phone)
  Box news, opponents, piles, row, seat, hand, prompt, buttons;
  Box table;  // all of it under the top bar (the log opens over it)
};

Layout table_layout(ImVec2 display, float top);

// `parts` joined with " · " on as few lines as `width` allows; a part is never broken (no lone
// word left on a line of its own).
std::string joined_lines(const std::vector<std::string>& parts, ImFont* font, float size, float width);

}  // namespace allclear::web::risky_business
