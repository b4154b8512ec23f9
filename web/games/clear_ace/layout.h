// Clear Ace's table laid out as rectangles first, then drawn into them. Each place has its own
// box and none covers another: the news line (with the kit's Skip at its right end) never lies
// over the hands, the piles, the prompt or the buttons, and the buttons sit at the bottom,
// far from Skip.
#pragma once
#include "kit/ui.h"

namespace allclear::web::clear_ace {

struct Layout {
  bool landscape = false;
  Box bar;         // the top bar's free middle: where the game stands (portrait)
  Box news;        // the news line: what just happened, Skip at its right end
  Box opponent;    // the seat at the top: name, aces, stack, hand face down
  Box pile_count;  // landscape: "Draw piles: 46 cards" over the piles (portrait: in the bar)
  Box piles;       // the six piles
  Box centre;      // the cards on the table, the die or the stakes
  Box mine;        // the bottom seat
  Box hand;        // the bottom seat's hand
  Box prompt;      // what to do
  Box controls;    // Roll or Play
};

// `bar`: the top bar's free middle; `top`: where the table may start.
Layout lay_out_table(ImVec2 display, Box bar, float top);

// Inside the centre: the column of the die (or the stakes) at the left, and the plays: a row
// per player, one column per pair of cards, a line for "face down" under each row.
struct CentreLayout {
  Box box;
  Box side;       // the die, the start roll or the stakes
  Box plays;      // where the cards played go
  Box banner;     // "Attack", "DUEL", "SHOWDOWN" over the plays
  float die = 0;  // the die's size
  float card_w = 0, card_h = 0;
  float col_gap = 0;
  float row_top = 0, row_bottom = 0;  // the top of each row of cards
  float tag_h = 0;                    // the line under each row
  int fit = 1;                        // pairs that fit side by side
};
CentreLayout lay_out_centre(Box centre);

// Sizes of the seat panel's parts.
inline constexpr float kPanelHeight = 62.0f;
inline constexpr float kCaptionSize = 13.0f;
inline constexpr float kSlotWidth = 56.0f;  // a slot of the panel (stack, aces, hand) at least

}  // namespace allclear::web::clear_ace
