// Roll and Clear's rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "core/roll_and_clear/roll_and_clear.h"

namespace allclear::roll_and_clear {

// Aims at one line a turn: the row or column that needs the fewest dice after this roll's
// matches (ties: the higher card values, since they are what a line's clear saves), locks
// this roll's dice on it and rolls the rest again. Between two completed lines it clears the
// one with more cards (then more value; a row keeps every die).
Action quick_choice(const RollAndClearState& state);

}  // namespace allclear::roll_and_clear
