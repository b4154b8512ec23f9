// Risky Business's table: the four piles (top card and height), the discard row, the deck, your
// hand and face-down cards, each opponent's hand (cards everyone has seen face up), face-down
// count and clears; moves left this turn. Every move is picked on the table (a hand card, then a
// pile or a row card; a pick-up, a replacement, the card to set aside) and confirmed with one
// button, so a stray tap plays nothing. Two people or more on one device pass it between turns
// (the pass screen hides every hand). The summary of each game, the rules.
#pragma once
#include <memory>

#include "kit/table.h"

namespace allclear::web {

std::unique_ptr<Table> make_risky_business_table();

}  // namespace allclear::web
