// Clear!'s table: cards of 6 x 4 coins laid on face-down tiles, the dice, the scratch tile,
// the human's Line (tap a glowing coin, then Remove), the round summary and the rules.
#pragma once
#include <memory>
#include <vector>

#include "core/clear/clear.h"
#include "imgui.h"
#include "kit/table.h"

namespace allclear::web {

struct CardLook {
  clear::SquareMask glow = 0;  // coins on a legal line
  std::vector<clear::SquareMask> faint_lines;
  clear::SquareMask selected = 0;          // the chosen line
  clear::SquareMask ghost = 0;             // squares just emptied
  std::vector<clear::SquareMask> fours;    // legal Lines of 4 (Four, +2): marked apart
  std::vector<clear::SquareMask> choices;  // the Lines through the tapped coin, besides the chosen one
};
// The card's squares are size x size; returns the card's size.
ImVec2 draw_card(ImDrawList* dl, ImVec2 min, float square, const clear::Card& card, const CardLook& look);
ImVec2 square_centre(ImVec2 card_min, float square, int sq);

std::unique_ptr<Table> make_clear_table();

}  // namespace allclear::web
