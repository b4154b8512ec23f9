// Risky Business's guided first game (kit/tutorial.h; docs/tutorials.md): one game against Bo on
// game number 2145, where the person starts. Turn 1: a queen played on the queen of pile 2 and
// the ace of pile 4 picked up, then the turn's end (the ace set aside, hand and row change
// places, the row's king coming home). Turn 2: the king clears pile 1 (-1), the deck replaces
// it, and the row's 10 is picked up (the row is the next hand). Turn 3: the fourth 8 clears
// pile 4 (-2). Turn 4, the last: a swap puts a 3 in the row and takes its 10 out, and the row
// becomes the hand that counts. The person wins 25 to 35.
#include "games/risky_business/table.h"

namespace allclear::web::risky_business {

const Tutorial* RiskyBusinessTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 2145,
      .parameters = {{"rounds", 1}},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              // Turn 1: hand Q♣ 5♣ 7♥ 9♦; piles 9♣ Q♦ 3♥ A♥; row K♣ 9♠ 7♦ 2♣.
              {{{"table.hand.0",
                 "Lowest score wins: your face-down cards and last hand count. A move: play a card on a pile of its "
                 "rank. Tap your queen."},
                {"table.pile.1", "Pile 2 has a queen on top: tap it."},
                {"table.confirm", "The button names the move: tap it to play your queen on pile 2."}},
               {"play queen of clubs on pile 2"}},
              {{{"table.pile.3",
                 "After a play you pick up one card: a pile's top card, a row card or the deck's. Tap the ace "
                 "on pile 4."},
                {"table.confirm", "Points: ace 1, 2 to 10 their value, jack, queen and king 10. Pick the ace up."}},
               {"pick up the top of pile 4"}},
              {{{"table.end-moves",
                 "Up to 4 moves, or stop. When your turn ends, your hand and the row change places: the row's king "
                 "and 2 come to you."},
                {"table.end-yes", "Ending can't be taken back, so it asks: yes, end them."}},
               {"end moves"}},
              {{{"table.hand.0",
                 "Your turn ends: one hand card goes face down and counts at the end. Tap the ace, your lowest."},
                {"table.confirm",
                 "Set it aside. Your hand goes to the row, and the row's cards, the king and the 2 among them, "
                 "become your hand."}},
               {"set aside ace of hearts"}},
              // Bo's turn. Turn 2: hand K♣ 9♠ 7♦ 2♣; piles 9♣ Q♦Q♣ 5♦ 8♣8♦8♥; row 7♥ 9♦ A♠ 10♥.
              {{{"table.hand.0",
                 "Bo's turn ended: Bo's hand became the row. Yours is the row you left. A king clears any pile: −1. "
                 "Tap your king."},
                {"table.pile.0", "Tap pile 1. Pile 4's three 8s wait for a fourth 8, which clears them for −2."},
                {"table.confirm", "Play the king: pile 1 is cleared."}},
               {"play king of clubs on pile 1"}},
              {{{"table.deck",
                 "A cleared pile is filled at once, with a hand card or the deck's top card. Tap the deck."},
                {"table.confirm", "Fill pile 1 from the deck."}},
               {"replace the pile from the deck"}},
              {{{"table.row.3",
                 "The deck's queen matched pile 2 and went there; the 7 filled pile 1. Now pick up the 10 in "
                 "the row."},
                {"table.confirm",
                 "At your turn's end the row becomes your hand: take its 10 out now. Your hand, the 10 with it, "
                 "goes to the row."}},
               {"pick up 10 of hearts from the row"}},
              {{{"table.end-moves", "Tap End moves."}, {"table.end-yes", "Yes, end them."}}, {"end moves"}},
              {{{"table.hand.3", "Set aside your lowest card, the 2."},
                {"table.confirm", "Your 10, 9 and 7 go to the row, for Bo; the row's cards become your hand."}},
               {"set aside 2 of clubs"}},
              // Bo's turn. Turn 3: hand 7♥ 9♦ A♠ 8♠; pile 4 holds three 8s; row 3♣ 9♥ 9♠ 10♥.
              {{{"table.hand.3",
                 "Pile 4 has three 8s, and you hold the fourth. Four of a kind clears a pile: −2 points. Tap "
                 "your 8."},
                {"table.pile.3", "Tap pile 4."},
                {"table.confirm", "Play it: four 8s clear pile 4."}},
               {"play 8 of spades on pile 4"}},
              {{{"table.deck", "Fill pile 4 from the deck: your hand keeps its cards to pass on."},
                {"table.confirm", "Fill it."}},
               {"replace the pile from the deck"}},
              {{{"table.row.3",
                 "Bo's turn ended: Bo's hand became the row, a 10 with it. The row becomes your hand at your turn's "
                 "end: take the 10 out of it."},
                {"table.confirm", "Pick it up: in your hand it goes back to the row, for Bo."}},
               {"pick up 10 of hearts from the row"}},
              {{{"table.end-moves", "Tap End moves."}, {"table.end-yes", "Yes, end them."}}, {"end moves"}},
              {{{"table.hand.2", "Set aside the ace."},
                {"table.confirm", "Set it aside: your hand goes to the row, and the row becomes your hand."}},
               {"set aside ace of spades"}},
              // Bo's turn. Turn 4, the last: hand 3♣ 9♥ 9♠ 3♦; row 10♥ 2♠ 7♥ 9♦.
              {{{"table.hand.0",
                 "Your last turn. The other kind of move: swap a hand card for a row card. Tap your 3 of "
                 "clubs."},
                {"table.row.0", "Tap the row's 10: your 3 goes to the row, the 10 to your hand."},
                {"table.confirm", "Swap them. The row is the hand you take home, so keep it low."}},
               {"swap 3 of clubs for 10 of hearts"}},
              {{{"table.end-moves", "Tap End moves."}, {"table.end-yes", "Yes, end them."}}, {"end moves"}},
              {{{"table.hand.3", "Set aside your 3."},
                {"table.confirm", "Your last turn ends: the row, 3, 2, 7 and 9, is the hand you keep. Bo plays last."}},
               {"set aside 3 of diamonds"}},
              {{{"summary.real-game",
                 "You win, 25 to 35: your face-down cards and last hand count 28, minus 3 for your two clears. "
                 "Lowest wins."}},
               {}},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::risky_business
