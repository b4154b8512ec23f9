#include "games/risky_business/layout.h"

#include <algorithm>
#include <initializer_list>
#include <vector>

namespace allclear::web::risky_business {

namespace {

Layout landscape_layout(ImVec2 display, float top) {
  Layout l;
  l.landscape = true;
  l.card_scale = std::clamp(std::min(display.x / 800.0f, display.y / 460.0f), 1.0f, 1.5f);
  const float left_w = std::min((display.x - 3 * kPad) * 0.55f, 640.0f);
  const float right_w = std::min(display.x - 3 * kPad - left_w, 560.0f);
  const float x0 = (display.x - left_w - right_w - kPad) * 0.5f, x1 = x0 + left_w + kPad;
  const float avail = display.y - kPad - top;
  const float piles_h = std::clamp((avail - kOpponentHeight - 2 * kGap) * 0.5f, 80.0f, 150.0f * l.card_scale);
  const float row_h = std::clamp(avail - kOpponentHeight - piles_h - 2 * kGap, 70.0f, 130.0f * l.card_scale);
  l.opponents = {ImVec2(x0, top), ImVec2(left_w, kOpponentHeight)};
  l.piles = {ImVec2(x0, l.opponents.max().y + kGap), ImVec2(left_w, piles_h)};
  l.row = {ImVec2(x0, l.piles.max().y + kGap), ImVec2(left_w, row_h)};
  l.news = {ImVec2(x1, top), ImVec2(right_w, kNewsHeight)};
  l.seat = {ImVec2(x1, l.news.max().y + kGap), ImVec2(right_w, kSeatHeight)};
  // The controls right under the hand (at the bottom when the screen is short).
  const float controls_h = kPromptHeight + kButtonGap + kTouch;
  const float hand_h = std::min(150.0f * l.card_scale, display.y - kPad - controls_h - kGap - l.seat.max().y - 2.0f);
  l.hand = {ImVec2(x1, l.seat.max().y + 2.0f), ImVec2(right_w, hand_h)};
  l.prompt = {ImVec2(x1, l.hand.max().y + kGap), ImVec2(right_w, kPromptHeight)};
  l.buttons = {ImVec2(x1, l.prompt.max().y + kButtonGap), ImVec2(right_w, kTouch)};
  l.table = {ImVec2(x0, top), ImVec2(left_w + kPad + right_w, display.y - kPad - top)};
  // Height to spare (a desktop): each column's bands spread over it, evenly spaced, rather than
  // leave it all below (the seat, its hand and the controls stay together).
  const auto spread = [](float spare, std::initializer_list<std::vector<Box*>> groups) {
    if (spare <= 0) return;
    const float share = spare / (groups.size() + 1);
    float shift = 0;
    for (const std::vector<Box*>& group : groups) {
      shift += share;
      for (Box* band : group) band->min.y += shift;
    }
  };
  spread(display.y - kPad - l.row.max().y, {{&l.opponents}, {&l.piles}, {&l.row}});
  spread(display.y - kPad - l.buttons.max().y, {{&l.news}, {&l.seat, &l.hand}, {&l.prompt, &l.buttons}});
  return l;
}

Layout portrait_layout(ImVec2 display, float top) {
  Layout l;
  l.card_scale = std::clamp(display.x / 420.0f, 1.0f, 1.4f);
  const float w = std::min(display.x - 2 * kPad, 620.0f), x0 = (display.x - w) * 0.5f;
  l.buttons = {ImVec2(x0, display.y - kPad - kTouch), ImVec2(w, kTouch)};
  l.prompt = {ImVec2(x0, l.buttons.min.y - kButtonGap - kPromptHeight), ImVec2(w, kPromptHeight)};
  const float avail = l.prompt.min.y - kGap - top;
  // The rest shares what is left: the cards grow with the screen.
  const float flex = std::max(0.0f, avail - kNewsHeight - kOpponentHeight - kSeatHeight - 4 * kGap - 2.0f);
  float piles_h = std::clamp(flex * 0.32f, 80.0f, 140.0f * l.card_scale);
  const float row_h = std::clamp(flex * 0.27f, 70.0f, 115.0f * l.card_scale);
  const float hand_h = std::clamp(flex - piles_h - row_h, 70.0f, 150.0f * l.card_scale);
  // What the hand cannot use makes the piles larger.
  piles_h += std::max(0.0f, flex - piles_h - row_h - hand_h) * 0.6f;
  l.news = {ImVec2(x0, top), ImVec2(w, kNewsHeight)};
  l.opponents = {ImVec2(x0, l.news.max().y + kGap), ImVec2(w, kOpponentHeight)};
  l.piles = {ImVec2(x0, l.opponents.max().y + kGap), ImVec2(w, piles_h)};
  l.row = {ImVec2(x0, l.piles.max().y + kGap), ImVec2(w, row_h)};
  l.seat = {ImVec2(x0, l.row.max().y + kGap), ImVec2(w, kSeatHeight)};
  l.hand = {ImVec2(x0, l.seat.max().y + 2.0f), ImVec2(w, hand_h)};
  l.table = {ImVec2(x0, top), ImVec2(w, display.y - kPad - top)};
  return l;
}

}  // namespace

Layout table_layout(ImVec2 display, float top) {
  return display.x > display.y * 1.15f ? landscape_layout(display, top) : portrait_layout(display, top);
}

std::string joined_lines(const std::vector<std::string>& parts, ImFont* font, float size, float width) {
  std::string text, line;
  for (const std::string& part : parts) {
    if (part.empty()) continue;
    const std::string longer = line.empty() ? part : line + " \xC2\xB7 " + part;
    if (!line.empty() && font->CalcTextSizeA(size, 1e9f, 0.0f, longer.c_str()).x > width) {
      text += (text.empty() ? "" : "\n") + line;
      line = part;
    } else {
      line = longer;
    }
  }
  if (!line.empty()) text += (text.empty() ? "" : "\n") + line;
  return text;
}

}  // namespace allclear::web::risky_business
