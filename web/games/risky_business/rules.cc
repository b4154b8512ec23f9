// The rules as this app plays them (shared/rules/risky-business.txt read with DECISIONS.md).
#include "games/risky_business/table.h"

namespace allclear::web::risky_business {

const char* RiskyBusinessTable::rules_byline() const {
  return "A card game by Jeffrey Mowery and Josh Mullins for 2 to 4 players, with one deck (two for 3 or 4 "
         "players). These are the rules as this app plays them.";
}

const std::vector<RulesSection>& RiskyBusinessTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The goal",
       "Have the fewest points when everyone has four cards face down. Cards count ace 1, 2 to 10 their value, jack, "
       "queen and king 10 (our house rule: the text gives no chart). Clears take points off: four of a kind -2, a "
       "king -1."},
      {"The cards",
       "One 52-card deck for two players, two decks shuffled together for three or four. Four cards face up start "
       "four piles in the middle; everyone gets four cards; four more face up make the discard row; the rest is the "
       "deck. The highest cut goes first."},
      {"A turn: up to four moves",
       "Each move is one of these. Play a hand card on a pile whose top card has the same rank, or a king on any "
       "pile; then pick up one card: a pile's top card, a card of the discard row (the deck refills the row) or "
       "the deck's top card. Or swap a hand card with a card of the discard row. You may stop before four moves."},
      {"Clears",
       "A king played on a pile clears it (-1). A fourth card of one rank on a pile clears it (-2). The cleared cards "
       "leave play. The cleared pile is replaced at once, before the pick-up: with a card from your hand or the "
       "deck's top card. A card turned from the deck that matches another pile goes onto that pile, and the next card "
       "is turned; a king turned up clears by itself. Every such clear counts for the player whose turn it is. A pile "
       "emptied by a pick-up is replaced from the deck the same way."},
      {"The end of a turn",
       "Set one hand card aside face down. The rest of your hand swaps with the discard row, and the row is filled "
       "up to four from the deck."},
      {"Scoring and the match",
       "After four turns each, everyone scores their face-down cards and their hand, minus the clears. The lowest "
       "score wins; a tie goes to more clears. A match is several games (3 unless you choose); the totals add up, and "
       "the winner of each game picks who starts the next one."},
      {"Where we chose",
       "A pick-up from a pile takes its top card. Replacing a cleared pile is part of the move that cleared it. Your "
       "last hand card stays (you need it to set aside): with one card left, a cleared pile is replaced from the deck. "
       "A matching card from the deck with two matching piles goes on the leftmost. When the deck runs out, an "
       "empty pile stays empty and the deck is no longer offered; the game still ends after four turns each. Then the "
       "row may run empty: a player who takes an empty row starts the next turn with no cards, can only end their "
       "moves, sets nothing aside (the turn still counts) and takes the row as their hand. A king that clears the "
       "last pile when the row and the deck are empty stands with nothing to pick up. Hands are "
       "hidden until the game's end, but a card that reached a hand face up (from a pile or the row) is known to "
       "everyone: it shows face up in that player's hand, counted as \"seen by all\"; the others stay face down. "
       "Cards keep their places: a card swapped in takes the place of the card it replaced, a card picked up after a "
       "play the place of the card played, and a card from the deck for the row the place of the card taken (or of "
       "the card set aside)."},
      {"On this device",
       "Tap a hand card, then a glowing pile to play it or a row card to swap it, then Confirm: nothing is played by a "
       "single tap; a tap on a dimmed pile says in the news line why the card cannot go there. Pick-ups, replacements "
       "and the card to set aside work the same way: tap, then Confirm. End moves "
       "asks \"End your moves now?\" first: Keep playing goes back, \"Yes, end my moves\" ends them. Against bots your "
       "hand is shown; two people or more on one device pass it between "
       "turns, and a \"Pass the device\" screen hides every hand until its owner taps. Every bot move (its play, "
       "the cards the deck turns up for it and its pick-up, told together) and every card the deck turns up after "
       "your own choice stays on the table long enough to follow, told in the news line at the top, which names the "
       "cards as their corners show them (K\xE2\x99\xA0 is the king of spades); Skip, "
       "beside it, shows the rest at once and lets the bots play on to your next move, and a tap on the news line "
       "opens the log of the game's moves. A game you "
       "start or come back to begins with the deal or the bot's turn in play, told from its start. The game is saved "
       "after every move."},
  };
  return kRules;
}

}  // namespace allclear::web::risky_business
