// The pictures of Risky Business's Rules screen (Table::draw_rules_picture), drawn with the table's
// own cards and glows on a real position: the guided first game's three 8s on pile 4 and the
// fourth in the person's hand (its move 9), so the picture and its "Try it" show the same cards.
#include <algorithm>

#include "games/risky_business/table.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web::risky_business {

float RiskyBusinessTable::draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const {
  if (picture != "four-of-a-kind") return 0.0f;
  constexpr int kMove = 9;  // the fourth 8 played on pile 4
  constexpr int kPerson = 0;
  const Match* position = tutorial_position(kMove);
  if (!position) return 0.0f;
  const auto& s = of(position->state());
  const std::vector<int>& hand = s.hand(kPerson);
  // The pile of three of a kind whose fourth card the person holds.
  int pile = -1, fourth = -1;
  for (int k = 0; k < core::kPiles && pile < 0; ++k) {
    const std::vector<int>& cards = s.pile(k);
    if (cards.size() != 3 ||
        std::any_of(cards.begin(), cards.end(), [&](int c) { return core::card_rank(c) != core::card_rank(cards[0]); }))
      continue;
    for (int card : hand)
      if (core::card_rank(card) == core::card_rank(cards[0])) pile = k, fourth = card;
  }
  if (pile < 0) return 0.0f;
  // The pile's cards fanned so all three show, its top glowing as a pile the picked card may go
  // on; the hand beside it, the fourth card picked (orange), as the table draws them.
  constexpr float kFan = 0.4f, kLabelH = 17.0f, kBetween = 22.0f, kHandGap = 6.0f, kCaptionH = 22.0f;
  const int n = static_cast<int>(hand.size());
  const float w = std::min(56.0f, (width - 10.0f - kBetween - (n - 1) * kHandGap) / (1.0f + 2 * kFan + n));
  const float h = w * 1.4f;
  const float top = at.y + 6.0f;
  const std::vector<int>& cards = s.pile(pile);
  const ImVec2 pile_at(at.x + 5.0f, top);
  const float fan_w = w * (1.0f + kFan * (cards.size() - 1));
  card_glow(dl, ImVec2(pile_at.x + fan_w - w, top), w, h, false, true);
  for (std::size_t i = 0; i < cards.size(); ++i)
    draw_card_front(dl, ImVec2(pile_at.x + i * w * kFan, top), w, h, face_of(cards[i]));
  const Box pile_label{ImVec2(at.x, top + h + 6.0f), ImVec2(fan_w + 10.0f, kLabelH)};
  table_text_centred(dl, fonts().body, 13.0f, ImVec2(pile_at.x + fan_w * 0.5f, pile_label.min.y + kLabelH * 0.5f),
                     colour::kMuted, pile_name(pile) + " \xC2\xB7 " + std::to_string(cards.size()), pile_label);
  const float hand_x = pile_at.x + fan_w + kBetween;
  for (int i = 0; i < n; ++i) {
    const ImVec2 c(hand_x + i * (w + kHandGap), top);
    card_glow(dl, c, w, h, hand[i] == fourth, false);
    draw_card_front(dl, c, w, h, face_of(hand[i]));
  }
  const float hand_w = n * w + (n - 1) * kHandGap;
  const Box hand_label{ImVec2(hand_x, top + h + 6.0f), ImVec2(hand_w, kLabelH)};
  table_text_centred(dl, fonts().body, 13.0f, ImVec2(hand_x + hand_w * 0.5f, hand_label.min.y + kLabelH * 0.5f),
                     colour::kMuted, position->seats()[kPerson].name + "'s hand", hand_label);
  const Box caption{ImVec2(at.x, hand_label.max().y + 6.0f), ImVec2(width, kCaptionH - 4.0f)};
  table_text_line(dl, fonts().body, 15.0f, caption.min, colour::kText,
                  "The fourth " + std::to_string(core::card_rank(fourth)) + " clears " + pile_name(pile) + ": " +
                      points_text(core::kQuadPoints) + " points.",
                  width, caption);
  return caption.max().y + 4.0f - at.y;
}

}  // namespace allclear::web::risky_business
