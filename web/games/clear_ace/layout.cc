#include "games/clear_ace/layout.h"

#include <algorithm>

namespace allclear::web::clear_ace {

namespace {

constexpr float kPad = 10.0f;
constexpr float kGap = 8.0f;
constexpr float kNewsHeight = 76.0f;      // four lines of news beside Skip on a phone
constexpr float kPromptPortrait = 58.0f;  // three lines at the smallest size
constexpr float kPromptLandscape = 46.0f;
constexpr float kMaxWidth = 640.0f;  // portrait: the table stays a column on big screens
constexpr float kMaxCentre = 340.0f;
constexpr float kMaxHand = 330.0f;
constexpr float kPileCountHeight = 22.0f;  // landscape: the news takes the bar, the count goes over the piles

// Two columns, as tall as the cards need (at most the screen), centred on big screens: the
// opponent, the table and the bottom seat at the left; the piles, the hand, what to do and the
// button at the right. The news line takes the top bar's middle.
Layout landscape(ImVec2 display, Box bar, float top) {
  Layout l;
  l.landscape = true;
  const float left_w = std::min((display.x - 3 * kPad) * 0.46f, 620.0f);
  const float right_w = std::min(display.x - 3 * kPad - left_w, 600.0f);
  const float x0 = (display.x - left_w - right_w - kPad) * 0.5f, x1 = x0 + left_w + kPad;
  const float avail = display.y - kPad - top;
  const float centre_h = std::min(avail - 2 * kPanelHeight - 2 * kGap, kMaxCentre);
  const float piles_h = std::clamp(avail * 0.24f, 74.0f, 110.0f);
  const float hand_h = std::min(avail - kPileCountHeight - piles_h - kPromptLandscape - kTouch - 3 * 4.0f, kMaxHand);
  const float block = std::max(2 * kPanelHeight + 2 * kGap + centre_h,
                               kPileCountHeight + piles_h + hand_h + kPromptLandscape + kTouch + 12.0f);
  const float y0 = top + std::max(0.0f, (avail - block) * 0.5f);
  l.bar = bar;
  l.news = bar;
  l.opponent = {ImVec2(x0, y0), ImVec2(left_w, kPanelHeight)};
  l.centre = {ImVec2(x0, l.opponent.max().y + kGap), ImVec2(left_w, centre_h)};
  l.mine = {ImVec2(x0, l.centre.max().y + kGap), ImVec2(left_w, kPanelHeight)};
  l.pile_count = {ImVec2(x1, y0), ImVec2(right_w, kPileCountHeight)};
  l.piles = {ImVec2(x1, l.pile_count.max().y), ImVec2(right_w, piles_h)};
  l.hand = {ImVec2(x1, l.piles.max().y + 6.0f), ImVec2(right_w, hand_h - 2.0f)};
  l.prompt = {ImVec2(x1, l.hand.max().y + 4.0f), ImVec2(right_w, kPromptLandscape)};
  l.controls = {ImVec2(x1, l.prompt.max().y + 4.0f), ImVec2(right_w, kTouch)};
  return l;
}

// One column: the news, the opponent, the piles, the table, the bottom seat, its hand, what to
// do and the button at the bottom.
Layout portrait(ImVec2 display, Box bar, float top) {
  Layout l;
  const float w = std::min(display.x - 2 * kPad, kMaxWidth), x0 = (display.x - w) * 0.5f;
  l.bar = bar;
  l.news = {ImVec2(x0, top), ImVec2(w, kNewsHeight)};
  l.opponent = {ImVec2(x0, l.news.max().y + kGap), ImVec2(w, kPanelHeight)};
  const float piles_h = std::clamp(display.y * 0.1f, 74.0f, 110.0f);
  l.piles = {ImVec2(x0, l.opponent.max().y + kGap), ImVec2(w, piles_h)};
  const float centre_h = std::clamp(display.y * 0.21f, 160.0f, 300.0f);
  l.centre = {ImVec2(x0, l.piles.max().y + 4.0f), ImVec2(w, centre_h)};
  l.mine = {ImVec2(x0, l.centre.max().y + kGap), ImVec2(w, kPanelHeight)};
  l.controls = {ImVec2(x0, display.y - kPad - kTouch), ImVec2(w, kTouch)};
  l.prompt = {ImVec2(x0, l.controls.min.y - kPromptPortrait - 4.0f), ImVec2(w, kPromptPortrait)};
  l.hand = {ImVec2(x0, l.mine.max().y + 6.0f), ImVec2(w, l.prompt.min.y - 4.0f - l.mine.max().y - 6.0f)};
  return l;
}

}  // namespace

Layout lay_out_table(ImVec2 display, Box bar, float top) {
  return display.x > display.y * 1.15f ? landscape(display, bar, top) : portrait(display, bar, top);
}

CentreLayout lay_out_centre(Box centre) {
  CentreLayout c;
  c.box = centre;
  const ImVec2 a = centre.min, b = centre.max();
  c.die = std::min(48.0f, centre.size.y * 0.3f);
  const float side_w = std::max(c.die + 20.0f, 86.0f);
  c.side = {ImVec2(a.x + 4.0f, a.y + 4.0f), ImVec2(side_w - 4.0f, centre.size.y - 8.0f)};
  const float px = a.x + side_w + 4.0f;
  c.plays = {ImVec2(px, a.y + 4.0f), ImVec2(b.x - px - 6.0f, centre.size.y - 8.0f)};
  const float banner_h = 22.0f;
  c.banner = {ImVec2(px, a.y + 4.0f), ImVec2(c.plays.size.x, banner_h)};
  c.tag_h = 15.0f;
  c.col_gap = 10.0f;
  c.row_top = c.banner.max().y + 4.0f;
  const float rows_h = b.y - 4.0f - c.row_top;
  c.card_h = std::min((rows_h - 2 * c.tag_h - 2.0f) / 2.0f, 120.0f);
  c.card_w = c.card_h / 1.4f;
  c.row_bottom = c.row_top + c.card_h + c.tag_h + 2.0f;
  c.fit = std::max(1, static_cast<int>((c.plays.size.x + c.col_gap) / (c.card_w + c.col_gap)));
  return c;
}

}  // namespace allclear::web::clear_ace
