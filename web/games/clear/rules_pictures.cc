// The pictures of Clear!'s Rules screen (Table::draw_rules_picture), drawn with the table's own
// dice and card on a real position: the guided first game's Four (its move 2), so the picture and
// its "Try it" show the same dice and card.
#include <algorithm>
#include <bit>

#include "games/clear/table.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web::clear {

float ClearTable::draw_rules_picture(std::string_view picture, ImDrawList* dl, ImVec2 at, float width) const {
  if (picture != "line-and-four") return 0.0f;
  constexpr int kMove = 2;  // the script's Four, with Lines of 3 beside it
  const Match* position = tutorial_position(kMove);
  if (!position) return 0.0f;
  const auto& s = of(position->state());
  const core::Card& card = s.card(0);
  // The dice above the card, as the table draws them.
  const float die = std::min(36.0f, (width - 3 * 8.0f) / 4.0f);
  for (int i = 0; i < static_cast<int>(s.dice().size()); ++i)
    draw_die(dl, ImVec2(at.x + i * (die + 8.0f), at.y), die, s.dice()[i], i);
  // The card: its Four marked apart, one Line of 3 chosen, the other Lines faint.
  CardLook look;
  for (core::SquareMask line : core::removable_lines(card, s.dice())) {
    if (std::popcount(line) == 4)
      look.fours.push_back(line);
    else if (!look.selected)
      look.selected = line;
    else
      look.faint_lines.push_back(line);
  }
  const float square = std::min(32.0f, width * 0.55f / core::kColumns);
  const ImVec2 card_at(at.x, at.y + die + 10.0f);
  const ImVec2 size = draw_card(dl, card_at, square, card, look);
  // What it shows, beside the card.
  const std::string caption = "For these dice: a Four along the bright band (+2), and a Line of 3 chosen (orange).";
  const Box box{ImVec2(card_at.x + size.x + 10.0f, card_at.y), ImVec2(width - size.x - 10.0f, size.y)};
  table_text_box(dl, fonts().body, box, 15.0f, 12.0f, colour::kMuted, caption, box);
  return die + 10.0f + size.y + 6.0f;
}

}  // namespace allclear::web::clear
