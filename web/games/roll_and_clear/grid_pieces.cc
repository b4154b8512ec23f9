// Cards (the value large, the suit under it), dice on cards, grids, and a clear as it happens.
// Dice with pips are the kit's (kit/pieces.h).
#include <algorithm>

#include "games/roll_and_clear/table.h"
#include "kit/pieces.h"

namespace allclear::web::roll_and_clear {

namespace {

constexpr ImU32 kCard = IM_COL32(248, 242, 226, 255);
constexpr ImU32 kCardEdge = IM_COL32(150, 130, 96, 255);
constexpr ImU32 kDie = IM_COL32(252, 252, 248, 255);
constexpr ImU32 kStagedDie = IM_COL32(255, 224, 170, 255);
constexpr float kLeaveShare = 0.35f;  // the part of a clear where the line leaves
constexpr float kSmallCardH = 44.0f;  // below this a card shows its value and suit side by side

const char* value_symbol(int value) {
  static const char* kSymbols[] = {"?", "A", "2", "3", "4", "5", "6"};
  return value >= 1 && value <= 6 ? kSymbols[value] : "?";
}

// A card face scaled by `scale` about its centre.
void draw_card_face(ImDrawList* dl, ImVec2 a, float w, float h, int card, float scale) {
  const ImVec2 c(a.x + w * 0.5f, a.y + h * 0.5f);
  w *= scale;
  h *= scale;
  if (w < 2.0f) return;
  a = ImVec2(c.x - w * 0.5f, c.y - h * 0.5f);
  const ImVec2 b(a.x + w, a.y + h);
  const float round = std::min(w, h) * 0.12f;
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2.5f), ImVec2(b.x + 1.5f, b.y + 2.5f), IM_COL32(0, 0, 0, 80), round);
  dl->AddRectFilled(a, b, kCard, round);
  dl->AddRect(a, b, kCardEdge, round, 0, std::max(1.0f, w * 0.02f));
  const int suit = core::card_suit(card), value = core::card_value(card);
  const ImU32 col = suit_colour(suit);
  if (h < kSmallCardH) {
    text_at(dl, fonts().bold, h * 0.62f, ImVec2(c.x - (w > 30 ? w * 0.16f : 0.0f), c.y), col, value_symbol(value));
    if (w > 30) draw_suit(dl, ImVec2(c.x + w * 0.24f, c.y), std::min(w * 0.34f, h * 0.5f), suit, kCard);
    return;
  }
  text_at(dl, fonts().title, h * 0.44f, ImVec2(c.x, a.y + h * 0.32f), col, value_symbol(value));
  draw_suit(dl, ImVec2(c.x, a.y + h * 0.73f), std::min(w, h) * 0.36f, suit, kCard);
}

// A die on a card: over the lower part, the value still showing above it.
void draw_die_on_card(ImDrawList* dl, ImVec2 a, float w, float h, int value, bool staged) {
  const Box die = die_on_card(a, w, h);
  const float size = die.size.x;
  const ImVec2 at = die.min;
  if (staged)
    draw_pip_die(dl, at, size, value, kStagedDie, colour::kSelected, std::max(2.0f, size * 0.07f));
  else
    draw_pip_die(dl, at, size, value, kDie, IM_COL32(60, 60, 60, 255), 1.5f);
}

}  // namespace

Box die_on_card(ImVec2 a, float w, float h) {
  const float size = std::min(w * 0.62f, h * 0.5f);
  return Box{ImVec2(a.x + (w - size) * 0.5f, a.y + h - size - std::max(2.0f, h * 0.05f)), ImVec2(size, size)};
}

ImVec2 GridBox::size() const {
  return ImVec2(core::kStartColumns * card_w + (core::kStartColumns - 1) * gap,
                core::kStartRows * card_h + (core::kStartRows - 1) * gap);
}

ImVec2 GridBox::card(int columns, int r, int c) const {
  const float gw = columns * card_w + std::max(0, columns - 1) * gap;
  return ImVec2(min.x + (size().x - gw) * 0.5f + c * (card_w + gap), min.y + r * (card_h + gap));
}

void draw_grid(ImDrawList* dl, const GridBox& box, const Grid& g, const GridLook& look) {
  const float round = std::min(box.card_w, box.card_h) * 0.12f;
  for (int i = 0; i < g.size(); ++i) {
    const ImVec2 a = box.card(g.columns, i / g.columns, i % g.columns);
    const ImVec2 b(a.x + box.card_w, a.y + box.card_h);
    const std::uint32_t bit = std::uint32_t{1} << i;
    if (look.targets & bit)
      dl->AddRectFilled(ImVec2(a.x - 5, a.y - 5), ImVec2(b.x + 5, b.y + 5), with_alpha(colour::kGlow, 0.85f),
                        round + 4);
    draw_card_face(dl, a, box.card_w, box.card_h, g.cards[i], 1.0f);
    const int value = core::card_value(g.cards[i]);
    if (look.locked & bit) draw_die_on_card(dl, a, box.card_w, box.card_h, value, false);
    if (look.staged & bit) draw_die_on_card(dl, a, box.card_w, box.card_h, value, true);
    if (look.line & bit)
      dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), colour::kSelected, round + 2, 0, 4.0f);
  }
}

void draw_clearing_grid(ImDrawList* dl, const GridBox& box, const Grid& before, int row, int column,
                        std::uint32_t locked, float t, bool reduced) {
  const int after_columns = column >= 0 ? before.columns - 1 : before.columns;
  const float leave = std::clamp(t / kLeaveShare, 0.0f, 1.0f);
  float slide = std::clamp((t - kLeaveShare) / (kClearMotionEnd - kLeaveShare), 0.0f, 1.0f);
  slide = slide * slide * (3 - 2 * slide);           // ease in and out
  if (reduced) slide = leave >= 1.0f ? 1.0f : 0.0f;  // no travel: in place, then in the new place
  for (int i = 0; i < before.size(); ++i) {
    const int r = i / before.columns, c = i % before.columns;
    const ImVec2 from = box.card(before.columns, r, c);
    const int value = core::card_value(before.cards[i]);
    if (r == row || c == column) {
      if (leave >= 1.0f) continue;
      const float scale = 1.0f - leave;
      dl->AddRectFilled(ImVec2(from.x - 5, from.y - 5), ImVec2(from.x + box.card_w + 5, from.y + box.card_h + 5),
                        with_alpha(colour::kGlow, 0.9f * scale), 10.0f);
      draw_card_face(dl, from, box.card_w, box.card_h, before.cards[i], 0.3f + 0.7f * scale);
      if (scale > 0.5f) draw_die_on_card(dl, from, box.card_w, box.card_h, value, false);
      continue;
    }
    const int nr = row >= 0 && r > row ? r - 1 : r;
    const int nc = column >= 0 && c > column ? c - 1 : c;
    const ImVec2 to = box.card(after_columns, nr, nc);
    const ImVec2 at(from.x + (to.x - from.x) * slide, from.y + (to.y - from.y) * slide);
    draw_card_face(dl, at, box.card_w, box.card_h, before.cards[i], 1.0f);
    if (leave < 1.0f && (locked >> i & 1)) draw_die_on_card(dl, at, box.card_w, box.card_h, value, false);
  }
}

void draw_empty_mark(ImDrawList* dl, const GridBox& box, float size) {
  const Box b = box.box();
  table_text_centred(dl, fonts().bold, size, ImVec2(b.min.x + b.size.x * 0.5f, b.min.y + b.size.y * 0.4f),
                     colour::kGlow, "Empty!", b);
}

}  // namespace allclear::web::roll_and_clear
