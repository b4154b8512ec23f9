// The table's rectangles, computed before anything is drawn. Portrait: the status, the large
// grid, the dice, the buttons right under the dice (Roll is where the dice are), the news line,
// the other grids. Landscape: the large grid at the left, the rest in a column at the right in
// the same order. The news line has its own place: never over the cards, the dice or the buttons.
#include <algorithm>

#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

namespace {

constexpr float kPad = 10.0f;
constexpr float kStatusH = 28.0f;
constexpr float kLabelH = 24.0f;
constexpr float kGap = 8.0f;  // between cards of the large grid
constexpr float kDieMax = 54.0f;
constexpr float kDieGap = 10.0f;
constexpr float kDiceRowExtra = 12.0f;  // room for a picked die's outline
constexpr float kRollsLeftW = 96.0f;    // three marks over "2 rolls left"
constexpr float kNewsH = 52.0f;
constexpr float kControlsGap = 8.0f;
constexpr float kCardRatio = 1.3f;  // a card's height over its width
constexpr float kMaxCardW = 110.0f;
constexpr float kMaxCardH = 130.0f;
constexpr float kSideMaxW = 520.0f;   // wide screens keep the side column near the grid
constexpr float kOthersShare = 0.3f;  // of the portrait's free height, for the other grids
constexpr float kOthersMinH = 140.0f;

// The dice row of width `w` at `at`: the dice at the left, the rolls left at the right end.
void lay_out_dice(Layout& l, ImVec2 at, float w) {
  const float dice_w = w - kRollsLeftW - kDieGap;
  const int most = core::kStartColumns;
  l.die = std::min(kDieMax, (dice_w - (most - 1) * kDieGap) / most);
  l.dice = {at, ImVec2(w, l.die + kDiceRowExtra)};
  l.rolls_left = {ImVec2(at.x + w - kRollsLeftW, at.y), ImVec2(kRollsLeftW, l.die + kDiceRowExtra)};
}

void lay_out_landscape(Layout& l, ImVec2 display, float top) {
  const float avail_h = display.y - top - kLabelH - kPad;
  float card_h = std::min((avail_h - 2 * kGap) / 3.0f, kMaxCardH);
  float card_w = card_h / kCardRatio;
  if (4 * card_w + 3 * kGap > display.x * 0.5f) {
    card_w = (display.x * 0.5f - 3 * kGap) / 4.0f;
    card_h = card_w * kCardRatio;
  }
  l.grid.card_w = card_w;
  l.grid.card_h = card_h;
  l.grid.gap = kGap;
  float grid_x = kPad + 6.0f;
  float side_x = grid_x + l.grid.size().x + 3 * kPad;
  float side_w = display.x - side_x - kPad;
  if (side_w > kSideMaxW) {
    const float shift = (side_w - kSideMaxW) * 0.5f;
    grid_x += shift;
    side_x += shift;
    side_w = kSideMaxW;
  }
  l.grid_label = {ImVec2(grid_x, top), ImVec2(l.grid.size().x, kLabelH)};
  l.grid.min = ImVec2(grid_x, top + kLabelH);
  l.status = {ImVec2(side_x, top), ImVec2(side_w, kStatusH)};
  lay_out_dice(l, ImVec2(side_x, top + kStatusH), side_w);
  l.controls = {ImVec2(side_x, l.dice.max().y + kControlsGap), ImVec2(side_w, kTouch)};
  l.news = {ImVec2(side_x, l.controls.max().y + kControlsGap), ImVec2(side_w, kNewsH - 6.0f)};
  const float others_y = l.news.max().y + 8.0f;
  l.others = {ImVec2(side_x, others_y), ImVec2(side_w, std::max(0.0f, display.y - kPad - others_y))};
}

void lay_out_portrait(Layout& l, ImVec2 display, float top, int players) {
  const float w = display.x - 2 * kPad;
  const float die_row = kDieMax + kDiceRowExtra;
  const float fixed = top + kStatusH + kLabelH + 10.0f + die_row + kControlsGap + kTouch + kControlsGap + kNewsH + kPad;
  const float others_h = players > 1 ? std::max(kOthersMinH, (display.y - fixed) * kOthersShare) : 0.0f;
  const float grid_h = display.y - fixed - others_h;
  float card_w = std::min((w - 3 * kGap - 12.0f) / 4.0f, kMaxCardW);
  float card_h = card_w * kCardRatio;
  if (3 * card_h + 2 * kGap > grid_h) {
    card_h = (grid_h - 2 * kGap) / 3.0f;
    card_w = std::min(card_w, card_h / 1.1f);
  }
  l.grid.card_w = card_w;
  l.grid.card_h = card_h;
  l.grid.gap = kGap;
  l.status = {ImVec2(kPad, top), ImVec2(w, kStatusH)};
  l.grid_label = {ImVec2(kPad, top + kStatusH), ImVec2(w, kLabelH)};
  l.grid.min = ImVec2((display.x - l.grid.size().x) * 0.5f, top + kStatusH + kLabelH);
  lay_out_dice(l, ImVec2(kPad, l.grid.min.y + l.grid.size().y + 10.0f), w);
  l.controls = {ImVec2(kPad, l.dice.max().y + kControlsGap), ImVec2(w, kTouch)};
  l.news = {ImVec2(kPad, l.controls.max().y + kControlsGap), ImVec2(w, kNewsH - 6.0f)};
  const float others_y = l.news.max().y + 8.0f;
  l.others = {ImVec2(kPad, others_y), ImVec2(w, std::max(0.0f, display.y - kPad - others_y))};
}

}  // namespace

Layout lay_out_table(ImVec2 display, float top, int players) {
  Layout l;
  l.landscape = display.x > display.y * 1.15f;
  l.area = {ImVec2(kPad, top), ImVec2(display.x - 2 * kPad, display.y - top - kPad)};
  if (l.landscape)
    lay_out_landscape(l, display, top);
  else
    lay_out_portrait(l, display, top, players);
  return l;
}

}  // namespace allclear::web::roll_and_clear
