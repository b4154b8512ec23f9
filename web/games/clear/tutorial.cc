// Clear!'s guided first game (kit/tutorial.h; docs/tutorials.md): one round against Bo on game
// number 69, where the person removes a Line of 3, a Four, scratches twice and clears their card
// first. Each move names the coin to tap: one whose first Line (a Four first) is the move's.
#include "games/clear/table.h"

namespace allclear::web::clear {

const Tutorial* ClearTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 69,
      .parameters = {{"rounds", 1}},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              {{{"table.roll", "Everyone plays the same four dice. Your roll: tap Roll."}}, "roll"},
              {{{"table.square.f1",
                 "A Line is 3 coins along a row, column or diagonal that match 3 of the dice. Its coins glow: "
                 "tap one."},
                {"table.confirm", "Remove the Line. Your goal: clear coins off your card."}},
               "Line of 3: 2 5 4 (f1 e2 d3)"},
              {{{"table.square.c4",
                 "Bo rolled. A Line of 4 coins matching all four dice is a Four: +2 points. Tap one of its coins."},
                {"table.confirm", "Remove the Four. A Four is always offered first."}},
               "Four: 3 5 4 A (c4 d4 e4 f4)"},
              {{{"table.roll", "Your roll again."}}, "roll"},
              {{{"table.square.b1",
                 "Your roll matched no Line on your card: a Scratch! Nothing to remove. Now tap the glowing coin."},
                {"table.confirm", "Remove it."}},
               "Line of 3: - 5 2 (b1 b2 b3)"},
              {{{"table.roll", "Roll."}}, "roll"},
              {{{"table.square.a2", "Tap the glowing coin."},
                {"table.confirm", "Remove it. Your card is Clear! when no row, column or diagonal keeps 3 coins."}},
               "Line of 3: A 4 5 (a2 a3 a4)"},
              {{{"table.square.a1", "Bo rolled. Tap the glowing coin."},
                {"table.confirm", "Remove it. Only a few rows still hold 3 coins."}},
               "Line of 3: 4 - A (a1 c1 d1)"},
              {{{"table.roll", "Roll."}}, "roll"},
              {{{"table.square.c3",
                 "A Scratch on your roll, then Bo rolled. Two Lines glow: this one leaves no 3 coins in a line."},
                {"table.confirm", "Remove it: your card is Clear! and the round ends."}},
               "Line of 3: - 3 2 (d2 c3 b4)"},
              {{{"summary.real-game",
                 "You cleared first: 10 minus your coins left, 1 point for each coin on Bo's card, and 2 for "
                 "your Four. The highest total wins."}},
               ""},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::clear
