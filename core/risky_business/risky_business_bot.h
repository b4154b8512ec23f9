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

// Why `action` is worth it, from the same terms and only what the player sees: the clears a play
// makes ("The K♦ clears pile 3: −1"), how close a pile comes to four of a kind, the pick-up a play
// earns, a card swapped in for a play still to come ("Swaps your 3♣ for the row's 8♠ to make four
// 8s on pile 2 next"), and what the turn's end costs (the card set aside, the row taken home):
// "Swaps your 2♣ for the row's Q♠: your turn's end costs 11, not 19".
std::string reason(const RiskyBusinessState& s, Action action);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::risky_business
