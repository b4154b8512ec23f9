// Clear!'s guided first game (kit/tutorial.h; docs/tutorials.md): one round against Bo on game
// number 69, where the person removes a Line of 3, a Four, scratches twice (the first opens the
// log) and clears their card first. Each move names the coin to tap: one whose first Line is the
// move's (the Four is chosen as its choice opens).
#include "games/clear/table.h"

namespace allclear::web::clear {

const Tutorial* ClearTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 69,
      .parameters = {{"rounds", 1}},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              {{{"table.roll",
                 "Goal: clear your card, so no row, column or diagonal keeps 3 coins. Everyone plays the same "
                 "dice: tap Roll the dice."}},
               {"roll"}},
              {{{"table.square.f1",
                 "A Line: 3 coins in a row, column or diagonal whose numbers match 3 different dice (suits "
                 "don't count). Tap one."},
                {"table.confirm", "Remove the Line: fewer coins, closer to a Clear!"}},
               {"Line of 3: 2 5 4 (f1 e2 d3)"}},
              {{{"table.confirm",
                 "Bo rolled. You have a Four: 4 coins matching all four dice, +2 points. It is chosen already: "
                 "remove it."}},
               {"Four: 3 5 4 A (c4 d4 e4 f4)"}},
              {{{"table.roll", "Your turn to roll: tap Roll the dice."}}, {"roll"}},
              {{{"table.log",
                 "No Line on your card matches these dice: a Scratch! Nothing to remove. Tap the news to see "
                 "the round so far."},
                {"table.log.close",
                 "Every roll and Line is here. When everyone scratches, a pawn marks a Scratch Round; three "
                 "bring a Scratch-Off."}},
               {}},
              {{{"table.square.b1", "Bo rolled. Tap the glowing coin."}, {"table.confirm", "Remove it."}},
               {"Line of 3: - 5 2 (b1 b2 b3)"}},
              {{{"table.roll", "Your roll: tap Roll the dice."}}, {"roll"}},
              {{{"table.square.a2", "Tap the glowing coin."},
                {"table.confirm", "Remove it. Your card is Clear! when no row, column or diagonal keeps 3 coins."}},
               {"Line of 3: A 4 5 (a2 a3 a4)"}},
              {{{"table.square.a1", "Bo rolled. Tap the glowing coin."},
                {"table.confirm", "Remove it. Only a few lines still hold 3 coins."}},
               {"Line of 3: 4 - A (a1 c1 d1)"}},
              {{{"table.roll", "Your roll: tap Roll the dice."}}, {"roll"}},
              {{{"table.square.c3",
                 "Another Scratch, then Bo rolled. Two Lines glow: this one leaves no 3 coins in a line. Tap "
                 "it."},
                {"table.confirm", "Remove it: your card is Clear! and the round ends."}},
               {"Line of 3: - 3 2 (d2 c3 b4)"}},
              {{{"summary.real-game",
                 "You cleared first: 10 minus your coins left, 1 point for each coin on Bo's card, and 2 for "
                 "your Four. The highest total wins."}},
               {}},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::clear
