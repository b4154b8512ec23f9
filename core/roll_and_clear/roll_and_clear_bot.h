// Roll and Clear's rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "core/roll_and_clear/roll_and_clear.h"

namespace allclear::roll_and_clear {

// Aims at one line a turn: the row or column that needs the fewest dice after this roll's
// matches (ties: the higher card values, since they are what a line's clear saves), locks
// this roll's dice on it and rolls the rest again. Between completed lines it clears the one
// with the most cards.
Action quick_choice(const RollAndClearState& state);

// The strong level: aims at the row or column with the best expected gain this turn, the
// exact chance of filling it (its matching dice locked, the rest rolled again) times what
// clearing it is worth, judged by the grid's shape (the turns the quick rule needs to clear a
// grid of that shape) and, against others, the points left in it.
Action strong_choice(const RollAndClearState& state);

// Why `action` is worth it, from the strong level's terms: a die on a card names the line through
// it that it fills, or else the one with the best gain, and what that line still needs ("A 5 on
// the 5 of moons: row 2 then needs 3 6, 2 rolls left"); ending the placement clears the full line
// ("Clears row 2: 14 points off your grid, and you keep 4 dice") or rolls again for the line aimed
// at ("Rolls 2 dice again for row 2: it needs 3 6").
std::string reason(const RollAndClearState& state, Action action);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::roll_and_clear
