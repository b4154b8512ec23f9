// Bingo Battle's rule of thumb, used by the quick bot and inside the strong bot's playouts.
// The roller chooses only when the kitty runs short or pawns do; the dice decide the rest.
#pragma once
#include "core/bingo/bingo.h"

namespace allclear::bingo {

// Placing: the kitty's last coins go on the tallest stacks (a third coin locks, and a lock
// claims the roller's older locks). Locking: the first stacks in board order.
Action quick_choice(const BingoState& state);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::bingo
