// Where Clear!'s table goes. Portrait: the dice and the scratch tile, the news line, the
// status line, the large card with its controls, then the other cards. Landscape: the large
// card at the left, the rest in a column at the right.
#include <algorithm>

#include "games/clear/table.h"
#include "kit/ui.h"

namespace allclear::web::clear {

namespace {
constexpr float kPad = 10.0f;
constexpr float kDiceRow = 64.0f;
// The news line: two lines beside Skip in the side column of a landscape screen; three on a
// phone upright (its narrower box would otherwise set long news small).
constexpr float kNewsRowLandscape = 56.0f;
constexpr float kNewsRowPortrait = 74.0f;
constexpr float kStatusRow = 40.0f;  // two lines of long prompts
constexpr float kLabelRow = 24.0f;   // over the large card
constexpr float kControlsRow = kTouch + 8.0f;
constexpr float kTileWidth = 110.0f;
constexpr float kSideColumnMax = 520.0f;  // wide screens keep the side column near the card
constexpr float kLargestSquare = 104.0f;
}  // namespace

Layout lay_out_clear(ImVec2 display, float top) {
  Layout at;
  at.landscape = display.x > display.y * 1.15f;
  const float news_row = at.landscape ? kNewsRowLandscape : kNewsRowPortrait;
  float side_x, side_w;
  if (at.landscape) {
    const float column_h = display.y - top - kControlsRow - kPad - kLabelRow;
    at.square = std::min({column_h / core::kRows, display.x * 0.55f / core::kColumns, kLargestSquare});
    at.card = ImVec2(kPad, top + kLabelRow);
    side_x = at.card.x + at.square * core::kColumns + 2 * kPad;
    side_w = display.x - side_x - kPad;
    if (side_w > kSideColumnMax) {
      const float shift = (side_w - kSideColumnMax) * 0.5f;
      at.card.x += shift;
      side_x += shift;
      side_w = kSideColumnMax;
    }
  } else {
    const float card_h = (display.y - top - kDiceRow - news_row - kStatusRow - kControlsRow - kLabelRow) * 0.62f;
    at.square = std::min({(display.x - 2 * kPad) / core::kColumns, card_h / core::kRows, kLargestSquare});
    at.card =
        ImVec2((display.x - at.square * core::kColumns) * 0.5f, top + kDiceRow + news_row + kStatusRow + kLabelRow);
    side_x = kPad;
    side_w = display.x - 2 * kPad;
  }
  const float card_w = at.square * core::kColumns;
  const float card_bottom = at.card.y + at.square * core::kRows;
  at.dice = ImVec2(at.landscape ? side_x : kPad, top);
  at.scratch_tile = Box{ImVec2(side_x + side_w - kTileWidth, top), ImVec2(kTileWidth, at.die)};
  at.news = Box{ImVec2(side_x, top + kDiceRow), ImVec2(side_w, news_row - 6.0f)};
  const float status_x = at.landscape ? side_x : at.card.x;
  const float status_w = at.landscape ? side_w : card_w;
  at.status = Box{ImVec2(status_x, top + kDiceRow + news_row), ImVec2(status_w, kStatusRow)};
  at.card_label = Box{ImVec2(at.card.x, at.card.y - kLabelRow), ImVec2(card_w, kLabelRow)};
  at.controls = Box{ImVec2(at.card.x, card_bottom + 10.0f), ImVec2(card_w, kTouch)};
  const float others_y = at.landscape ? at.status.max().y + 8.0f : card_bottom + kControlsRow + 14.0f;
  at.others = Box{ImVec2(side_x, others_y), ImVec2(side_w, display.y - others_y - kPad)};
  // A desktop's height to spare: the card and its controls move to the middle of it rather than
  // leave it all below.
  const float spare = display.y - kPad - at.controls.max().y;
  if (at.landscape && spare > 0) {
    for (float* y : {&at.card.y, &at.card_label.min.y, &at.controls.min.y}) *y += spare * 0.5f;
  }
  return at;
}

}  // namespace allclear::web::clear
