#include "kit/cards.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

constexpr ImU32 kFace = IM_COL32(252, 250, 244, 255);
constexpr ImU32 kFaceEdge = IM_COL32(150, 140, 120, 255);
constexpr ImU32 kBack = IM_COL32(46, 72, 150, 255);
constexpr ImU32 kBackInner = IM_COL32(90, 120, 200, 255);
constexpr ImU32 kRed = IM_COL32(204, 30, 44, 255);
constexpr ImU32 kBlack = IM_COL32(24, 24, 32, 255);

enum CardSuit : int { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };

ImU32 card_colour(int suit) { return suit == kDiamonds || suit == kHearts ? kRed : kBlack; }

const char* rank_text(int rank) {
  static const char* const kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  return kRanks[rank == 14 ? 0 : rank - 1];
}

}  // namespace

std::string card_sign(CardFace face) {
  static const char* const kSigns[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5",
                                       "\xE2\x99\xA0"};  // ♣ ♦ ♥ ♠, in the suits' order
  return std::string(rank_text(face.rank)) + kSigns[face.suit];
}

namespace {

void draw_card_suit(ImDrawList* dl, ImVec2 c, float size, int suit, float alpha) {
  if (alpha >= 1.0f) note_mark(dl, "card-suit", suit, c, size);
  const ImU32 col = with_alpha(card_colour(suit), alpha);
  const float r = size * 0.5f;
  switch (suit) {
    case kHearts:  // two lobes over a point
      dl->AddCircleFilled(ImVec2(c.x - r * 0.45f, c.y - r * 0.28f), r * 0.5f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.45f, c.y - r * 0.28f), r * 0.5f, col, 20);
      dl->AddTriangleFilled(ImVec2(c.x - r * 0.9f, c.y - r * 0.12f), ImVec2(c.x + r * 0.9f, c.y - r * 0.12f),
                            ImVec2(c.x, c.y + r * 0.92f), col);
      break;
    case kDiamonds:  // a lozenge
      dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.72f, c.y), ImVec2(c.x, c.y + r),
                        ImVec2(c.x - r * 0.72f, c.y), col);
      break;
    case kSpades:  // a point over two lobes, and a stem
      dl->AddCircleFilled(ImVec2(c.x - r * 0.45f, c.y + r * 0.18f), r * 0.48f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.45f, c.y + r * 0.18f), r * 0.48f, col, 20);
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r * 0.95f), ImVec2(c.x + r * 0.88f, c.y + r * 0.05f),
                            ImVec2(c.x - r * 0.88f, c.y + r * 0.05f), col);
      dl->AddTriangleFilled(ImVec2(c.x, c.y + r * 0.2f), ImVec2(c.x + r * 0.34f, c.y + r),
                            ImVec2(c.x - r * 0.34f, c.y + r), col);
      break;
    case kClubs:  // three balls and a stem
      dl->AddCircleFilled(ImVec2(c.x, c.y - r * 0.46f), r * 0.38f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x - r * 0.48f, c.y + r * 0.12f), r * 0.38f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.48f, c.y + r * 0.12f), r * 0.38f, col, 20);
      dl->AddCircleFilled(c, r * 0.22f, col, 12);
      dl->AddTriangleFilled(ImVec2(c.x, c.y), ImVec2(c.x + r * 0.34f, c.y + r), ImVec2(c.x - r * 0.34f, c.y + r), col);
      break;
  }
}

}  // namespace

void draw_card_front(ImDrawList* dl, ImVec2 a, float w, float h, CardFace face, float alpha) {
  const ImVec2 b(a.x + w, a.y + h);
  const float round = std::min(w, h) * 0.1f;
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2.5f), ImVec2(b.x + 1.5f, b.y + 2.5f),
                    with_alpha(IM_COL32(0, 0, 0, 80), alpha), round);
  dl->AddRectFilled(a, b, with_alpha(kFace, alpha), round);
  dl->AddRect(a, b, with_alpha(kFaceEdge, alpha), round, 0, std::max(1.0f, w * 0.02f));
  const int suit = face.suit;
  const ImU32 col = with_alpha(card_colour(suit), alpha);
  const char* rank = rank_text(face.rank);
  if (w < 40.0f) {
    text_at(dl, fonts().bold, h * 0.42f, ImVec2(a.x + w * 0.5f, a.y + h * 0.3f), col, rank);
    draw_card_suit(dl, ImVec2(a.x + w * 0.5f, a.y + h * 0.72f), std::min(w, h) * 0.5f, suit, alpha);
    return;
  }
  const float rank_size = std::min(h * 0.3f, w * 0.42f);
  const float tw = fonts().bold->CalcTextSizeA(rank_size, 1e9f, 0, rank).x;
  const float left = a.x + std::max(w * 0.08f, 3.0f);
  dl->AddText(fonts().bold, rank_size, ImVec2(left, a.y + h * 0.04f), col, rank);
  const float small = rank_size * 0.62f;
  draw_card_suit(dl, ImVec2(left + std::max(tw, small) * 0.5f, a.y + h * 0.06f + rank_size + small * 0.5f), small, suit,
                 alpha);
  const float big = std::min(w * 0.5f, h * 0.36f);
  draw_card_suit(dl, ImVec2(a.x + w * 0.62f, a.y + h * 0.68f), big, suit, alpha);
}

void draw_card_back(ImDrawList* dl, ImVec2 a, float w, float h, float alpha) {
  const ImVec2 b(a.x + w, a.y + h);
  const float round = std::min(w, h) * 0.1f;
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2.5f), ImVec2(b.x + 1.5f, b.y + 2.5f),
                    with_alpha(IM_COL32(0, 0, 0, 80), alpha), round);
  dl->AddRectFilled(a, b, with_alpha(kFace, alpha), round);
  const float m = std::max(2.0f, w * 0.08f);
  const ImVec2 ia(a.x + m, a.y + m), ib(b.x - m, b.y - m);
  dl->AddRectFilled(ia, ib, with_alpha(kBack, alpha), round * 0.6f);
  dl->AddRect(ia, ib, with_alpha(kBackInner, alpha), round * 0.6f, 0, std::max(1.0f, w * 0.03f));
  const ImVec2 c((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
  const float d = std::min(ib.x - ia.x, ib.y - ia.y) * 0.3f;
  dl->AddQuad(ImVec2(c.x, c.y - d), ImVec2(c.x + d, c.y), ImVec2(c.x, c.y + d), ImVec2(c.x - d, c.y),
              with_alpha(kBackInner, alpha), std::max(1.0f, w * 0.03f));
}

void draw_card_pile(ImDrawList* dl, ImVec2 a, float w, float h, int count, bool show_count) {
  if (count == 0) {
    dl->AddRect(a, ImVec2(a.x + w, a.y + h), with_alpha(IM_COL32_WHITE, 0.3f), std::min(w, h) * 0.1f, 0, 1.5f);
    if (show_count)
      text_at(dl, fonts().body, std::min(14.0f, w * 0.3f), ImVec2(a.x + w * 0.5f, a.y + h * 0.5f), colour::kMuted,
              "empty");
    return;
  }
  const int edges = std::min(3, (count - 1) / 3);
  for (int i = edges; i >= 0; --i) draw_card_back(dl, ImVec2(a.x + i * 2.0f, a.y - i * 2.0f), w, h);
  if (!show_count) return;
  const ImVec2 c(a.x + w * 0.5f, a.y + h * 0.5f);
  const float r = std::min(w * 0.32f, 15.0f);
  dl->AddCircleFilled(c, r, IM_COL32(10, 20, 30, 220), 20);
  const std::string n = std::to_string(count);
  text_at(dl, fonts().bold, r * 1.2f, c, IM_COL32_WHITE, n.c_str());
}

void draw_card_on_its_way(ImDrawList* dl, const Box& from, const Box& to, const Motion& motion, const CardFace* face) {
  Box at = to;
  float alpha = 1.0f;
  if (motion.reduced) {
    alpha = motion.alpha;
  } else {
    const float dx = to.min.x - from.min.x, dy = to.min.y - from.min.y;
    at = travel_box(from, to, motion.t, std::min(36.0f, std::sqrt(dx * dx + dy * dy) * 0.12f));
  }
  if (face)
    draw_card_front(dl, at.min, at.size.x, at.size.y, *face, alpha);
  else
    draw_card_back(dl, at.min, at.size.x, at.size.y, alpha);
}

std::vector<int> HandPlaces::places(const std::vector<int>& hand, long turn, std::size_t history, int gap,
                                    int* gap_place, int at_least) {
  if (turn != turn_ || history < history_) {
    cards_ = hand;
    if (static_cast<int>(cards_.size()) < at_least) cards_.resize(at_least, -1);
  }
  turn_ = turn;
  history_ = history;
  const auto place_of = [&](int card) {
    const auto at = std::find(cards_.begin(), cards_.end(), card);
    return at == cards_.end() ? -1 : static_cast<int>(at - cards_.begin());
  };
  for (int& card : cards_)
    if (card >= 0 && std::find(hand.begin(), hand.end(), card) == hand.end()) card = -1;
  // A card or the gap new to the hand takes an empty place between its neighbours' (the core
  // puts it where the card it replaces was), else the first empty place, else a new one.
  const auto free_place = [&](int index) {
    int from = 0, to = static_cast<int>(cards_.size());
    for (int i = index - 1; i >= 0; --i)
      if (const int p = place_of(hand[i]); p >= 0) {
        from = p + 1;
        break;
      }
    for (int i = index; i < static_cast<int>(hand.size()); ++i)
      if (const int p = place_of(hand[i]); p >= 0) {
        to = p;
        break;
      }
    for (int p = from; p < to; ++p)
      if (cards_[p] < 0) return p;
    for (int p = 0; p < static_cast<int>(cards_.size()); ++p)
      if (cards_[p] < 0) return p;
    cards_.push_back(-1);
    return static_cast<int>(cards_.size()) - 1;
  };
  std::vector<int> places(hand.size(), -1);
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (place_of(hand[i]) < 0) cards_[free_place(static_cast<int>(i))] = hand[i];
  for (std::size_t i = 0; i < hand.size(); ++i) places[i] = place_of(hand[i]);
  *gap_place = gap >= 0 ? free_place(gap) : -1;
  return places;
}

}  // namespace allclear::web
