// Risky Business's rule of thumb, used by the quick bot and inside the strong bot's playouts.
// It reads only what the player may see: their hand, the piles, the row and the deck's size.
#pragma once
#include "core/risky_business/risky_business.h"

namespace allclear::risky_business {

// At the end of a turn the player keeps one hand card face down and takes the row as their new
// hand, so a turn is judged by what it costs then: the lowest hand card plus the row's points,
// less the clears. Each decision takes the choice that lowers that most (a card from the deck
// counts as the average card); moves stop when none helps. The first player: themselves.
Action quick_choice(const RiskyBusinessState& state);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::risky_business
