// The pictures of Roll and Clear's Rules screen (Table::draw_rules_picture), drawn with the
// table's own cards and dice on a real position: the guided first game's full column (its move 2,
// both 2s put on their cards), so the picture and its "Try it" show the same grid.
#include <algorithm>

#include "games/roll_and_clear/table.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web::roll_and_clear {

float RollAndClearTable::draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const {
  if (picture != "full-line") return 0.0f;
  constexpr int kMove = 2;  // the two 2s that fill column 4, then its clear
  constexpr int kPerson = 0;
  // The move's two dice on their cards, as its taps put them: everything but its clear.
  const Match* position = tutorial_position(kMove, 2);
  if (!position) return 0.0f;
  const auto& s = of(position->state());
  const Grid& g = s.grid(kPerson);
  // The grid as the table draws it: the dice on their cards, the full line outlined.
  GridLook look;
  look.locked = s.locked();
  std::vector<Action> lines = full_lines(g, look.locked);
  for (Action line : lines) look.line |= line_mask(g, line);
  constexpr float kCaptionH = 24.0f, kGap = 8.0f, kRatio = 1.3f;  // a card's height over its width
  GridBox box;
  box.gap = kGap;
  box.card_h = std::min((196.0f - 2 * kGap) / core::kStartRows, kRatio * (width - 3 * kGap) / 4.0f);
  box.card_w = box.card_h / kRatio;
  box.min = ImVec2(at.x + 6.0f, at.y + 6.0f);  // room for the line's outline
  draw_grid(dl, box, g, look);
  const float grid_h = box.size().y + 12.0f;
  if (lines.empty()) return grid_h;
  // Beside the grid when it leaves room, else under it.
  const std::string words = "Every card of " + line_name(lines.front()) + " holds a die: it clears.";
  const float side_x = box.min.x + box.size().x + 14.0f;
  if (at.x + width - side_x >= 110.0f) {
    const Box side{ImVec2(side_x, at.y + 6.0f), ImVec2(at.x + width - side_x, box.size().y)};
    table_text_box(dl, fonts().body, side, 16.0f, 13.0f, colour::kText, words, side);
    return grid_h;
  }
  const Box caption{ImVec2(at.x, at.y + grid_h), ImVec2(width, kCaptionH - 4.0f)};
  table_text_line(dl, fonts().body, 15.0f, caption.min, colour::kText, words, width, caption);
  return grid_h + kCaptionH;
}

}  // namespace allclear::web::roll_and_clear
