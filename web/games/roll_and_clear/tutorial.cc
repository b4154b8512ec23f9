// Roll and Clear's guided first game (kit/tutorial.h; docs/tutorials.md): one round against Bo on
// game number 2936, where the person empties their grid in four turns: a column (a die put on a
// card, the others rolled again, the column filled and cleared, one die fewer from then on), the
// top row, a row after a roll that matches nothing, and the last row. Bo keeps 12 points of cards.
// Each card is tapped as the table draws it now (table.card.<place>, row by row in the grid left).
#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

const Tutorial* RollAndClearTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 2936,
      .parameters = {{"rounds", 1}},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              {{{"table.roll",
                 "Goal: empty your grid first; its cards left count their values against you (suits don't count). "
                 "Up to 3 rolls a turn."}},
               {"roll"}},
              {{{"table.card.11",
                 "A die goes on a card of the same value. Column 4 needs two 2s and an ace: put an ace on this ace."},
                {"table.roll-again",
                 "You need not place every die. Tap Roll again: the 3 dice not on a card roll again, for the two 2s of "
                 "column 4."}},
               {"lock a die on ace of crowns", "roll again", "roll"}},
              {{{"table.card.3", "Two 2s! Put one on the 2 at the top of column 4."},
                {"table.card.7", "And one on this 2: every card of column 4 now holds a die."},
                {"table.clear.column.3",
                 "A full row or column clears: its cards leave your grid, your turn ends, and the dice on other "
                 "cards come off."}},
               {"lock a die on 2 of crowns", "lock a die on 2 of arms", "clear the line"}},
              {{{"table.roll",
                 "Bo cleared a row. Your grid has 3 columns now, so you roll 3 dice: one die for each column. Tap "
                 "Roll."}},
               {"roll"}},
              {{{"table.card.0", "Aim at the top row: 4, 3, 4. Put the 4 here."},
                {"table.card.1", "And the 3 here. The 2 matches no card."},
                {"table.roll-again", "Roll the die that is left: the top row still needs a 4."}},
               {"lock a die on 4 of suns", "lock a die on 3 of suns", "roll"}},
              {{{"table.card.2", "A 4! Put it here: the top row is full."},
                {"table.clear.row.0", "Clear the row. Clearing a row keeps your 3 dice; a column would cost one."}},
               {"lock a die on 4 of moons"}},
              {{{"table.roll", "Bo cleared a column, so Bo rolls one die fewer. Your turn: tap Roll."}}, {"roll"}},
              {{{"table.card.3", "Aim at the bottom row: 6, ace, 5. Put the 6 here."},
                {"table.card.4", "And the ace here."},
                {"table.roll-again", "Roll the 2 again: the bottom row needs a 5."}},
               {"lock a die on 6 of moons", "lock a die on ace of arms", "roll"}},
              {{{"table.roll",
                 "A 2 again, and no card shows a 2: nothing can be placed. Tap No match to roll it again, your last "
                 "roll."}},
               {"roll"}},
              {{{"table.card.5", "A 5! Put it here: the bottom row is full."},
                {"table.clear.row.1", "Clear it. One row is left."}},
               {"lock a die on 5 of crowns"}},
              {{{"table.roll",
                 "Bo cleared another column and keeps 4 cards, worth 12. Empty your grid now and those 12 count "
                 "against Bo. Tap Roll."}},
               {"roll"}},
              {{{"table.card.0", "5, 4 and 3: each die has its card. Put the 5 here."},
                {"table.card.1",
                 "In one row each card is a column of its own, so that column is full. Don't clear it yet: the 4 "
                 "here."},
                {"table.card.2", "And the 3 here: the whole row is full."},
                {"table.clear.row.0",
                 "The row and each column are full: clear the row, your last 3 cards. Your grid is empty and the round "
                 "ends."}},
               {"lock a die on 5 of arms", "lock a die on 4 of crowns", "lock a die on 3 of crowns", "clear row 1"}},
              {{{"summary.real-game",
                 "You emptied your grid: 0 points. Bo's 4 cards left count 12 points against Bo. The lowest total "
                 "wins: you!"}},
               {}},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::roll_and_clear
