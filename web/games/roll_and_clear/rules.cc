// The rules as this app plays them (the Rules screen); docs/rules/roll-and-clear.md says the same.
#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

const char* RollAndClearTable::rules_byline() const {
  return "A roll-and-clear game for 1 to 4 players. These are the rules as this app plays them.";
}

const std::vector<RulesSection>& RollAndClearTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"Your grid",
       "The cards run from ace (worth 1) to 6 in four suits (suns, moons, crowns, arms): 24 cards. One or two "
       "players share one such deck; three or four players use two. Each player is dealt 12 cards face up in a "
       "grid 4 across and 3 down. Suits only tell the cards apart."},
      {"A turn",
       "Roll as many dice as your longest row has cards: 4 at first. After a roll you may lock any of the rolled "
       "dice on cards of the same value, one die per card; you do not have to lock any. Locked dice stay put for "
       "the rest of the turn. Then roll the other dice again, up to 3 rolls in a turn. If every die is "
       "locked and no line is full, no die is left to roll: the turn ends there (the table says so before you "
       "tap End turn). Your grid is always a "
       "rectangle, so your longest row is its number of columns: clearing a column costs a die from your next "
       "turn on, clearing a row does not."},
      {"Clearing a line",
       "When every card of a row or a column holds a die, that line is cleared: its cards leave, the grid closes up "
       "and your turn ends at once, with any rolls left lost. One clear a turn. Here a full line clears when you "
       "finish placing the dice of that roll (the Clear button). If one placement fills two lines, you pick the "
       "one to clear. On a grid of a single row, every card is also a column: filling the whole row lets you clear "
       "the row."},
      {"When nothing matches",
       "If no rolled die matches a card without a die, there is nothing to decide: the roll stays on the table "
       "and you roll again with a tap (No match: roll), or after the third roll the turn passes."},
      {"The round",
       "Turns pass to the left. The round ends the moment someone empties their grid, even in the middle of a "
       "round of turns. That player scores 0; everyone else scores the sum of the values of the cards left in "
       "their grid. Seat 1 starts the first round, and the first player moves one seat on each round."},
      {"The game",
       "5 rounds by default (1 to 15). The lowest total wins; ties share the win. Each game has a seed: the same "
       "seed and the same choices give the same game."},
      {"Solitaire",
       "With one player, a round's score is the number of turns you took to empty your grid. The lowest total is "
       "best."},
      {"On this device",
       "Tap Roll for the first roll of your turn. Dice that fit a card glow: tap a die to pick it up, then a "
       "glowing card to put it there (or tap the card straight away). Tap a die on a card to take it back; Take "
       "back returns the die you placed last (tap it again for the one before). Nothing counts until you tap Roll "
       "again, End turn or Clear; the line that will clear "
       "is outlined first. If the dice you placed leave no other die to place, the rest are rolled at once. "
       "Every roll, every move of a bot and every clear stays on the table long enough to read it on the news line "
       "(tap it for the round's log); Skip shows the rest at once and lets the bots "
       "play on to your next move (the log keeps what they did). A die that fills a line is first seen on its "
       "card, then the line leaves as a step of its own (\"Bo clears column 3\"), and a grid emptied shows empty "
       "before the round's summary. The game is saved after every move and resumes where it stood (dice you had "
       "placed but not confirmed are picked up again)."},
  };
  return kRules;
}

}  // namespace allclear::web::roll_and_clear
