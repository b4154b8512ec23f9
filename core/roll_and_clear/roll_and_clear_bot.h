// Roll and Clear's rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "core/roll_and_clear/roll_and_clear.h"

namespace allclear::roll_and_clear {

// Aims at one line a turn: the row or column that needs the fewest dice after this roll's
// matches (ties: the higher card values, since they are what a line's clear saves), locks
// this roll's dice on it and rolls the rest again. Between completed lines it clears the one
// with the most cards.
Action quick_choice(const RollAndClearState& state);

// How good `player`'s grid is at the end of their turn (higher is better), for the strong
// bot's playouts: emptying it wins the round; otherwise every card left costs its value and
// a little more for being one more card to clear.
long grid_value(const RollAndClearState& state, int player, bool emptied);

}  // namespace allclear::roll_and_clear
