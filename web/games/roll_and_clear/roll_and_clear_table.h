// Roll and Clear's table: each player's grid of cards, the dice of the turn, locks staged by
// taps (a die, then a card; tap again to take it back) and applied only by Roll again / End
// turn / Clear, the clear shown as the line leaving and the grid closing up, the round
// summary and the rules.
#pragma once
#include <memory>

#include "kit/table.h"

namespace allclear::web {

std::unique_ptr<Table> make_roll_and_clear_table();

}  // namespace allclear::web
