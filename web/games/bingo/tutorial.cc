// Bingo Battle's guided first game (kit/tutorial.h; docs/tutorials.md): against Bo on game number
// 25968, where no one has a pick to make. The person's five rolls teach one thing each: coins
// from the kitty, a third coin locks (both pawns at once), a new lock claims the older ones, a
// blank clears its column (the log shows it), and a die on the person's own lock claims it: the
// fourth claim, and the win.
#include "games/bingo/table.h"

namespace allclear::web::bingo {

const Tutorial* BingoTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 25968,
      .parameters = {},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              {{{"table.roll",
                 "Each die puts a coin from the kitty on one square: the column of its suit's symbol, the row of "
                 "its number. Tap Roll the dice."}},
               {"roll"}},
              {{{"table.roll",
                 "Bo's dice added coins too. The ace of arms and 2 of moons hold 2 coins: a third coin on your "
                 "roll locks a square with your pawn."}},
               {"roll"}},
              {{{"table.roll",
                 "Your two pawns lock them. A lock becomes a claim, 1 point on your scoring tile, when you make "
                 "a new stack of 3: 4 claims win."}},
               {"roll"}},
              {{{"table.roll",
                 "On your last roll, a new stack of 3 on the 3 of crowns claimed both older locks (2 claims) and "
                 "freed your pawns: one locks it."}},
               {"roll"}},
              {{{"table.log", "Your roll had a blank arms die (the empty ring). Tap the news line to see what it did."},
                {"table.log.close",
                 "A blank sends the unlocked coins of its column back to the kitty: 3 arms coins went back. "
                 "Locked stacks stay."}},
               {}},
              {{{"table.roll",
                 "One more claim wins. Your die on your lock (the ace of suns) claims it; a die of Bo's there "
                 "would steal it. Roll!"}},
               {"roll"}},
              {{{"summary.real-game",
                 "Your suns ace landed on your own lock: the fourth claim fills your tile and you win! Now play "
                 "a real game."}},
               {}},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::bingo
