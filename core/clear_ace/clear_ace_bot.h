// Clear Ace's rule of thumb, used by the quick bot and inside the strong bot's playouts. It
// reads only what the player may see: their hand and the card played face up against them.
#pragma once
#include "core/clear_ace/clear_ace.h"

namespace allclear::clear_ace {

// Answering a face-up card: the cheapest card that beats it, else the cheapest card. Playing
// first (or hidden): the highest card that is not an ace (an ace played can be lost to a 2),
// else the lowest.
Action quick_choice(const ClearAceState& state);

// Why playing `card` is worth it, from the same terms and only what the player sees (their hand
// and the face-up card): answering a face-up card, whether it beats it, ties it (a duel) or loses,
// and whether it is the cheapest card that beats it ("The 9 of clubs: your cheapest card that
// beats the 8 of hearts"); playing first, where it stands in the hand ("The queen of hearts, your
// highest card that is not an ace"). The card played is always named.
std::string reason(const ClearAceState& state, Action card);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::clear_ace
