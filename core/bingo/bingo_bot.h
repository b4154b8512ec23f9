// Bingo Battle's rule of thumb, used by the quick bot and inside the strong bot's playouts.
// The roller chooses only when the kitty runs short or pawns do; the dice decide the rest.
#pragma once
#include "core/bingo/bingo.h"

namespace allclear::bingo {

// Placing: the kitty's last coins go on the tallest stacks (a third coin locks, and a lock
// claims the roller's older locks). Locking: the first stacks in board order.
Action quick_choice(const BingoState& state);

// Why `action` is worth it, in the terms of the rule of thumb: what the coins or pawns chosen do
// on the board ("A new stack of 3 claims your older lock on the 2 of suns (+1)", "A third coin
// locks the 3 of moons", "A coin short of a lock: the 4 of arms grows to 2", "Locks the 3 of
// moons; the 5 of arms stays unlocked").
std::string reason(const BingoState& state, Action action);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::bingo
