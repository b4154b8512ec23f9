// Clear Ace's rules as this app plays them (docs/rules/clear-ace.md says the same at length).
#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

const std::vector<RulesSection>& ClearAceTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The goal", "Collect all four aces. Two players, a 52-card deck (no jokers) and one die."},
      {"Cards",
       "Cards rank 2 < 3 < ... < 10 < jack < queen < king < ace; suits do not matter. One exception: in an attack or "
       "a duel a 2 beats an ace (and only an ace). In the showdown a 2 beats a king instead (and only a king)."},
      {"Setting up",
       "The deck is shuffled; each player gets 2 cards face down and the other 48 make six face-down piles of 8, "
       "numbered 1 to 6. Each player rolls the die; equal rolls roll again. The higher roller rolls and draws first "
       "in every round."},
      {"Drawing",
       "Each round the first player rolls the die and draws the top card of the pile it names; then the other player "
       "does the same. An empty pile passes the draw to the next pile to the right, from 6 round to 1. Once the piles "
       "have run out, a player who must draw takes the top card of their own stack; a player who must draw and has "
       "no card at all loses."},
      {"The attack",
       "Each player now holds 3 cards and plays one. A player holding a 2 must play a 2 (in attacks and duels). In "
       "the first round both play face down. From then on the loser of the last round plays first, face up, and the "
       "winner answers having seen it. Both cards are turned over: the higher card takes both into its owner's "
       "stack, face down. A played ace does not go into the stack: it goes face up beside the winner's stack and "
       "stays out of play until the showdown. Each round has one attack (a tie leads to a duel, which decides it): "
       "the table and the summary count the attacks each player won, the showdown's rounds not included."},
      {"The duel",
       "Equal ranks start a duel. In the first duel of a round each player draws one card from each of the six piles "
       "in turn (passing right as above, and from their own stack when the piles are gone), so each holds about 8 "
       "cards; both play face down. Another tie repeats the duel with the hands already held. The duel's winner "
       "takes every card played in the attack and the duels. Then each player keeps their two highest cards and puts "
       "the rest on their stack."},
      {"When the piles are gone",
       "A player who holds all four aces (in hand, stack and aside together) wins at once, at any time. When the "
       "piles are empty, the hands are played out in attacks without drawing. Then a player with all four aces "
       "wins; a player with no ace loses; a player who never won an attack (so never a round) loses; otherwise comes "
       "the showdown."},
      {"The showdown",
       "Each player shuffles their stack into a deck and deals 8 cards (fewer if the deck is short). Aces stay aside "
       "and each player stakes one. The first showdown round is played face down; later ones, the last loser plays "
       "face up first. A 2 no longer has to be played, and it beats a king. Ties duel again from the same hands. "
       "The winner takes both stakes and the played cards; the hands go back into the decks and the showdown "
       "repeats until one player holds every ace, or a player has no card to deal (that player loses)."},
      {"Where we chose",
       "The text leaves these open; this is how the app reads them. A duel is played from the hands, so a player "
       "with no card left when a duel comes loses it, as a player who cannot draw loses: the other takes the cards "
       "(in the showdown, both stakes). When a tie leaves both hands empty, nobody can win the duel: the round is a "
       "draw, each card played goes back under its owner's stack (a played ace aside, beside it; in the showdown "
       "each takes back their staked ace), and the play goes on as after any round. Duels are face down for both, "
       "and a held 2 must be played in a duel too (it is part of the battle)."},
      {"A very long game",
       "A game is stopped after 400 cards played (it practically never happens): then more aces wins and equal "
       "aces is a draw."},
      {"On this device",
       "Against a bot your hand is shown and the bot's stays face down. Two people on one device pass it between "
       "turns: a \"Pass the device\" screen hides every hand until its owner taps to see it, also after the page is "
       "reloaded; the card each drew last is marked \"new\" when their hand is next shown. In the showdown the "
       "draw piles and the die leave the table, and each staked ace is named for its player. The top bar says how many "
       "cards are left in the six draw piles. Tap Roll the die to draw. To play, tap a card (it lifts; tap another to "
       "change your mind), then "
       "Play: nothing is played by a single tap. The cards you may play glow. Each step (the start roll, every die, "
       "every "
       "card played, the reveal, a duel, the showdown) stays on the table for a moment while the news line under the "
       "top bar says what happened; tap the news line for the game's log, or Skip at its right end to see the rest "
       "at once, the bots playing on to your next move (the log keeps what they did). The game is saved after every "
       "move and resumes where it stood; the score "
       "of a game is the aces each player holds at the end."},
  };
  return kRules;
}

}  // namespace allclear::web::clear_ace
