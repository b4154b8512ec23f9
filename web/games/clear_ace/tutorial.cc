// Clear Ace's guided first game (kit/tutorial.h; docs/tutorials.md): Ana against Bo on game
// number 303, where the person draws first every round, plays a forced 2 face down, attacks with
// an ace, answers a jack with a jack for a duel, duels twice more (an ace wins one, Bo's 2 beats
// an ace in the next), plays the hands out once the piles are used up, and wins the showdown with
// all four aces. Each card is named by its place in the hand as drawn (by rank, 2 to ace).
#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

const Tutorial* ClearAceTable::tutorial() const {
  static const Tutorial tutorial{
      .seed = 303,
      .parameters = {},
      .seats = {{"human", "Ana"}, {"quick", "Bo"}},  // the person: the name of their first seat
      .moves =
          {
              {{{"table.roll",
                 "Goal: collect all four aces. Cards rank ace high, 2 low, but a 2 beats an ace. Roll the die: it "
                 "names your pile."}},
               {"roll"}},
              {{{"table.hand.0",
                 "Your die named pile 2: your new card came from there. Each now plays a card, and a 2 in hand must "
                 "be played: tap it."},
                {"table.play", "In the first round both play face down. Then the higher card wins both cards."}},
               {"play 2 of clubs"}},
              {{{"table.roll",
                 "Bo's king won both cards, into Bo's stack. A 2 is low: it beats only an ace. Roll for your "
                 "next card."}},
               {"roll"}},
              {{{"table.hand.2",
                 "You lost, so you play first, face up, and Bo answers. Only a 2 beats an ace: tap your ace."},
                {"table.play", "An ace that wins goes aside, face up beside your stack. Collect all four to win."}},
               {"play ace of hearts"}},
              {{{"table.roll", "Your ace won: it lies aside by your stack, one of the four. Roll again."}}, {"roll"}},
              {{{"table.hand.1",
                 "Bo played first, face up: you answer. Your king would win 2 cards; matching the jack starts a duel, "
                 "for many more."},
                {"table.play", "In a duel each draws a card from every pile: more cards, more chances of aces."}},
               {"play jack of hearts"}},
              {{{"table.hand.6",
                 "You drew 6 cards, one from each pile. In a duel both play face down. Play your queen: keep the king "
                 "to attack later."},
                {"table.play", "Whoever wins the duel takes every card played. Then each keeps their two highest."}},
               {"play queen of diamonds"}},
              {{{"table.roll",
                 "You won the duel and all 4 cards: Bo held a 2 and had to play it. You kept your king and jack. "
                 "Roll."}},
               {"roll"}},
              {{{"table.hand.2",
                 "Bo lost, so Bo plays first again: a king. You cannot beat it, but you can match it: another "
                 "duel."},
                {"table.play", "Each duel empties the piles fast: 6 cards each."}},
               {"play king of spades"}},
              {{{"table.hand.6", "Two aces in hand! Only a 2 beats an ace: play one, face down."},
                {"table.play", "If it wins, it goes aside too."}},
               {"play ace of clubs"}},
              {{{"table.roll", "Two aces aside now. Roll for your next card."}}, {"roll"}},
              {{{"table.hand.1", "Bo plays first, a queen. Match it for a third duel: it takes the piles' last cards."},
                {"table.play", "Play it."}},
               {"play queen of spades"}},
              {{{"table.hand.6", "Play an ace again, face down."},
                {"table.play", "Bo might hold a 2: in attacks and duels a 2 beats an ace."}},
               {"play ace of diamonds"}},
              {{{"table.roll",
                 "Bo's 2 beat your ace, so that ace goes aside by Bo's stack. Roll: 2 cards are left in the "
                 "piles."}},
               {"roll"}},
              {{{"table.hand.1",
                 "Pile 2 was empty, so your draw passed right to pile 3. You lost the duel: play first, face up. Play "
                 "your queen."},
                {"table.play", "The piles are used up: the hands are played out, with no more draws."}},
               {"play queen of hearts"}},
              {{{"table.hand.1", "Bo plays first: a jack. Answer with your ace: it wins and goes aside, your third."},
                {"table.play", "Play it."}},
               {"play ace of spades"}},
              {{{"table.hand.0", "Your last card cannot beat Bo's 10: Bo wins this one."},
                {"table.play", "Then both hands are empty and both won attacks: the showdown decides every ace."}},
               {"play 3 of hearts"}},
              {{{"table.hand.7",
                 "Showdown! Each stakes an ace and deals 8 cards from their stack. A 2 now beats a king. Play your "
                 "best, face down."},
                {"table.play", "The higher card wins both staked aces. Win Bo's last ace and you hold all four."}},
               {"play queen of hearts"}},
              {{{"summary.real-game",
                 "All four aces are yours: you win! Draw, attack, duel for more cards, then the showdown. Now a "
                 "real game."}},
               {}},
          },
  };
  return &tutorial;
}

}  // namespace allclear::web::clear_ace
