// Clear!'s rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "core/clear/clear.h"

namespace allclear::clear {

// Coins beyond two on every row, column and diagonal: zero exactly when the card is Clear,
// so lower means closer to clearing.
int excess_coins(SquareMask occupied);

// Clear if possible; otherwise a Four, then the Line leaving the fewest excess coins.
Action quick_choice(const ClearState& state);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::clear
