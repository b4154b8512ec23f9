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
  if (!picture_) {
    std::string error;
    const Tutorial& script = *tutorial();
    picture_ = Match::start(*this, name(), script.parameters, script.seats, script.seed, &error);
    if (picture_ && !play_tutorial_to(*picture_, script, kMove)) picture_.reset();
    if (!picture_) return 0.0f;
  }
  const auto& s = of(picture_->state());
  const core::Card& card = s.card(0);
  // The dice above the card, as the table draws them.
  const float die = std::min(44.0f, (width - 3 * 8.0f) / 4.0f);
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
  const float square = std::min(40.0f, width / core::kColumns);
  const ImVec2 size = draw_card(dl, ImVec2(at.x, at.y + die + 12.0f), square, card, look);
  const std::string caption = "For these dice: a Four along the bright band (+2), and a Line of 3 chosen (orange).";
  const Box box{ImVec2(at.x, at.y + die + 12.0f + size.y + 6.0f), ImVec2(width, 60.0f)};
  const float height = table_text_box(dl, fonts().body, box, 15.0f, 12.0f, colour::kMuted, caption, box);
  return die + 12.0f + size.y + 6.0f + height + 8.0f;
}

}  // namespace allclear::web::clear
