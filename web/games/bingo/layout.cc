// The table's rectangles, computed before anything is drawn. Portrait stacks the top bar, the
// players, the dice, the news line, the board, the prompt and the controls; landscape (and the
// desktop) puts the board at the left and the rest in a column at the right. The news line has
// its own place, never over the board, the prompt or the buttons.
#include <algorithm>

#include "games/bingo/table.h"

namespace allclear::web::bingo {

namespace {

constexpr float kPad = 10.0f;            // around the screen's edges
constexpr float kGap = 8.0f;             // between two bands
constexpr float kSideMaxW = 480.0f;      // the side column (landscape)
constexpr float kPortraitMaxW = 560.0f;  // the whole table (portrait)
constexpr float kRulesW = 72.0f;
constexpr float kHomeW = 76.0f;
constexpr float kPlayersH = 72.0f;
constexpr float kDiceH = 74.0f;  // a die, then what it did
constexpr float kNewsH = 50.0f;
constexpr float kPromptMinH = 50.0f;  // two lines of the prompt at least
constexpr float kPromptMaxH = 70.0f;  // three lines (portrait)
constexpr float kCellMaxH = 110.0f;
constexpr float kCellMinH = 40.0f;
constexpr float kNoticeSize = 15.0f;  // the storage notice's text

// Home, the title and Rules across `x`..`x + w` at `y`.
void lay_top_bar(Layout* l, float x, float w, float y) {
  l->home = {ImVec2(x, y), ImVec2(kHomeW, kTouch)};
  l->rules = {ImVec2(x + w - kRulesW, y), ImVec2(kRulesW, kTouch)};
  l->title = {ImVec2(x + kHomeW + kGap, y), ImVec2(w - kHomeW - kRulesW - 2 * kGap, kTouch)};
}

// The bands under the top bar, down from `y`, in a column `x`..`x + w`; returns where they end.
float lay_bands(Layout* l, float x, float w, float y, float notice_h) {
  if (notice_h > 0) {
    l->notice = {ImVec2(x, y), ImVec2(w, notice_h)};
    y += notice_h + kGap * 0.5f;
  }
  l->players = {ImVec2(x, y), ImVec2(w, kPlayersH)};
  y += kPlayersH + kGap;
  l->dice = {ImVec2(x, y), ImVec2(w, kDiceH)};
  y += kDiceH + kGap * 0.5f;
  l->news = {ImVec2(x, y), ImVec2(w, kNewsH)};
  return y + kNewsH + kGap;
}

}  // namespace

Layout lay_out(ImVec2 display, const std::string& notice) {
  Layout l;
  l.landscape = display.x > display.y * 1.15f;
  const float column_w = l.landscape ? kSideMaxW : std::min(display.x - 2 * kPad, kPortraitMaxW);
  const float notice_h =
      notice.empty() ? 0.0f : fonts().body->CalcTextSizeA(kNoticeSize, 1e9f, column_w, notice.c_str()).y + 2.0f;
  BoardGeometry& g = l.board;
  if (l.landscape) {
    // The board fills the height at the left; the side column takes what is left, up to its
    // width, and both sit in the middle.
    g.cell_h = std::min((display.y - 2 * kPad - g.header_h) / core::kRows, kCellMaxH);
    g.cell_w = std::min(g.cell_h * 1.1f, display.x * 0.5f / core::kSuits);
    const float side_w = std::min(display.x - g.size().x - 3 * kPad, kSideMaxW);
    const float x0 = std::max(kPad, (display.x - g.size().x - kPad - side_w) * 0.5f);
    g.min = ImVec2(x0, std::max(kPad, (display.y - g.size().y) * 0.5f));
    const float side_x = x0 + g.size().x + kPad;
    lay_top_bar(&l, side_x, side_w, kPad);
    const float side_notice_h =
        notice.empty() ? 0.0f : fonts().body->CalcTextSizeA(kNoticeSize, 1e9f, side_w, notice.c_str()).y + 2.0f;
    const float y = lay_bands(&l, side_x, side_w, kPad + kTouch + kGap, side_notice_h);
    l.controls = {ImVec2(side_x, display.y - kPad - kTouch), ImVec2(side_w, kTouch)};
    const float prompt_h = std::max(kPromptMinH, l.controls.min.y - kGap - y);
    l.prompt = {ImVec2(side_x, l.controls.min.y - kGap - prompt_h), ImVec2(side_w, prompt_h)};
    l.log = {ImVec2(x0, kPad + kTouch + kGap), ImVec2(side_x + side_w - x0, display.y - 2 * kPad - kTouch - kGap)};
    return l;
  }
  const float x = (display.x - column_w) * 0.5f;
  lay_top_bar(&l, x, column_w, kPad);
  const float board_top = lay_bands(&l, x, column_w, kPad + kTouch + kGap, notice_h);
  l.controls = {ImVec2(x, display.y - kPad - kTouch), ImVec2(column_w, kTouch)};
  // The board takes what the prompt leaves, the prompt at least two lines.
  const float room = l.controls.min.y - kGap - board_top;
  g.cell_w = column_w / core::kSuits;
  g.cell_h = std::clamp((room - kGap - kPromptMaxH - g.header_h) / core::kRows, kCellMinH, g.cell_w);
  g.min = ImVec2(x, board_top);
  const float prompt_top = g.min.y + g.size().y + kGap;
  const float prompt_h = std::clamp(l.controls.min.y - kGap - prompt_top, kPromptMinH, kPromptMaxH);
  l.prompt = {ImVec2(x, l.controls.min.y - kGap - prompt_h), ImVec2(column_w, prompt_h)};
  l.log = {ImVec2(x, kPad + kTouch + kGap), ImVec2(column_w, display.y - 2 * kPad - kTouch - kGap)};
  return l;
}

}  // namespace allclear::web::bingo
