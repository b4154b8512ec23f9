// The pictures of Clear Ace's Rules screen (Table::draw_rules_picture), drawn with the table's own
// cards on a real position: the guided first game's first duel (its move 6: the matched jacks
// and the cards drawn for it), so the picture and its "Try it" show the same cards.
#include <algorithm>

#include "games/clear_ace/table.h"
#include "kit/tutorial.h"
#include "kit/ui.h"

namespace allclear::web::clear_ace {

float ClearAceTable::draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const {
  if (picture != "duel") return 0.0f;
  constexpr int kMove = 6;  // the duel's first card, the person's hand full of its draws
  constexpr int kPerson = 0;
  const Match* position = tutorial_position(kMove);
  if (!position) return 0.0f;
  const auto& s = of(position->state());
  const std::vector<Seat>& seats = position->seats();
  // The banner over the plays, as the table's centre says it.
  const Box banner{at, ImVec2(width, 20.0f)};
  table_text_line(dl, fonts().bold, 16.0f, banner.min, colour::kGlow, "DUEL", width, banner);
  // The matched cards, ringed as the pair the duel is about, each with its player's name under it.
  constexpr float kCardW = 50.0f, kTagH = 16.0f, kGap = 8.0f;
  const float card_h = kCardW * 1.4f;
  const float top = at.y + 24.0f;
  float x = at.x + 4.0f;
  const std::vector<Play>& plays = s.table();
  const float pair_w = plays.size() * kCardW + (plays.size() - 1) * kGap;
  dl->AddRect(ImVec2(x - 4, top - 4), ImVec2(x + pair_w + 4, top + card_h + 4), colour::kGlow, 8.0f, 0, 3.0f);
  for (const Play& play : plays) {
    if (play.seen_by(kPerson))
      draw_card_front(dl, ImVec2(x, top), kCardW, card_h, face_of(play.card));
    else
      draw_card_back(dl, ImVec2(x, top), kCardW, card_h);
    const Box under{ImVec2(x - kGap * 0.5f, top + card_h + 5.0f), ImVec2(kCardW + kGap, kTagH)};
    table_text_centred(dl, fonts().body, 12.0f, ImVec2(x + kCardW * 0.5f, under.min.y + kTagH * 0.5f), colour::kMuted,
                       seats[play.player].name, under);
    x += kCardW + kGap;
  }
  // Beside them, what the duel does.
  const float side_x = x + 12.0f;
  const Box side{ImVec2(side_x, top), ImVec2(at.x + width - side_x, card_h + kTagH)};
  table_text_box(dl, fonts().body, side, 16.0f, 12.0f, colour::kText,
                 "Equal cards: a duel. Each draws a card from every pile, then both play face down.", side);
  // The person's hand, its cards drawn for the duel tagged "new" as the table tags them.
  const std::vector<int> hand = sorted_hand(s.hand(kPerson));
  const std::vector<int> fresh = recap_of(position->state(), kPerson).new_cards;
  const int n = static_cast<int>(hand.size());
  const float hand_top = top + card_h + kTagH + 14.0f;
  const float w = std::min(46.0f, (width - (n - 1) * 5.0f) / std::max(1, n)), h = w * 1.4f;
  for (int i = 0; i < n; ++i) {
    const ImVec2 c(at.x + i * (w + 5.0f), hand_top);
    draw_card_front(dl, c, w, h, face_of(hand[i]));
    if (std::find(fresh.begin(), fresh.end(), hand[i]) == fresh.end()) continue;
    const ImVec2 size(22.0f, 14.0f), tag(c.x + 2.0f, c.y + h - size.y - 2.0f);
    dl->AddRectFilled(tag, ImVec2(tag.x + size.x, tag.y + size.y), colour::kSelected, 4.0f);
    table_text_centred(dl, fonts().bold, 11.0f, ImVec2(tag.x + size.x * 0.5f, tag.y + size.y * 0.5f), IM_COL32_WHITE,
                       "new", Box{tag, size});
  }
  return hand_top + h + 4.0f - at.y;
}

}  // namespace allclear::web::clear_ace
