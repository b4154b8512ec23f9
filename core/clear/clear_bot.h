// Clear!'s rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "core/clear/clear.h"

namespace allclear::clear {

// Coins beyond two on every row, column and diagonal: zero exactly when the card is Clear,
// so lower means closer to clearing.
int excess_coins(SquareMask occupied);

// Rows, columns and diagonals holding 3 or more coins: none exactly when the card is Clear.
int crowded_lines(SquareMask occupied);

// Clear if possible; otherwise a Four, then the Line leaving the fewest excess coins.
Action quick_choice(const ClearState& state);

// Of the 1,296 rolls of four dice, the share (a whole percent, rounded) that match a Line of 3
// or 4 on `card`.
int next_roll_percent(const Card& card);

// Why removing `line` is worth it: a Clear (10 minus the coins left, more for a lone clearer), a
// Four (+2), the only Line the dice match, the best odds for the next roll (next_roll_percent
// against every other Line's), or how close the card comes to a Clear ("Closest to a Clear" when
// no other Line leaves fewer excess coins): "A Four: +2, and 9 coins left", "Clears your card: 10
// minus 3 coins (more if you alone clear)", "Best odds next roll: 67% of rolls match a Line; the
// next best, 54%", "Closest to a Clear: 12 coins left, 4 lines still hold 3 or more".
std::string reason(const ClearState& state, Action line);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::clear
