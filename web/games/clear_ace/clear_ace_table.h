// Clear Ace's table: playing cards (rank and suit drawn for small screens), the six piles and
// the die that names one, both hands (the opponent's face down), the plays of the round face up
// or down, the reveal and who took the cards, duels and the showdown staged step by step, the
// aces set aside beside each stack; a card is played by select-then-confirm; two people on one
// device pass it between turns (the pass screen hides every hand); the game-over summary and
// the rules.
#pragma once
#include <memory>

#include "kit/table.h"

namespace allclear::web {

std::unique_ptr<Table> make_clear_ace_table();

}  // namespace allclear::web
