// Clear!'s rules as this app plays them (the in-app rules screen).
#include "games/clear/table.h"

namespace allclear::web::clear {

const std::vector<RulesSection>& ClearTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"Your card",
       "Each player has 24 coins: four suits (suns, moons, crowns, arms) of six ranks (null, ace, 2, 3, 4, 5). "
       "At the start of every round they are shuffled and laid on a card of 6 columns by 4 rows, left to right, "
       "top to bottom. Only ranks matter for play; suits are there to tell the coins apart. A null coin shows an "
       "empty circle."},
      {"Lines",
       "A Line runs along a row, a column or a diagonal in either direction. Empty squares do not break a Line: "
       "take the coins along it in order, skipping gaps. A row A _ _ 2 5 _ holds the Line of 3 A 2 5."},
      {"Rolling",
       "Four dice with faces null, ace, 2, 3, 4, 5 are rolled. The roller changes with every roll, moving one seat "
       "on, and the first roller moves one seat on each round. Everyone plays on the same roll, in seat order, and "
       "sees the choices of the seats before them."},
      {"Removing a Line",
       "A Line of 4 matches when its ranks are exactly the four dice, in any order. A Line of 3 matches when its "
       "ranks are three different dice of the four (for ace/2/2/5: 2-ace-5, ace-2-2 and 5-2-2 match; ace-ace-2 "
       "does not). A player with a matching Line must remove exactly one, and may pick any matching Line; the app "
       "offers Lines of 4 first. Removing a Line of 4 is a Four! and scores 2 points at once, kept whatever "
       "happens later."},
      {"Scratch",
       "A player with no matching Line calls Scratch! The app does this for you automatically. When every player "
       "scratches on a roll, that is a Scratch Round and a pawn goes on the scratch tile; any removal empties the "
       "tile. After 3 Scratch Rounds in a row comes the Scratch-Off: the same roller rolls only 2 dice and players "
       "remove a Line of 2 matching both. If someone can, play goes on with four dice."},
      {"Clear!",
       "After a removal, a card is Clear when no row, column or diagonal still holds 3 or more coins (so a clear "
       "card holds at most 8 coins). The round ends on the roll where one or more players clear."},
      {"Scoring",
       "Condition A (someone cleared): each player who cleared scores 10 minus the coins left on their card. If "
       "exactly one player cleared, they also score a bonus of 1 point per coin on another card: the app always "
       "takes the fullest other card (the first in seat order on a tie).\n"
       "Condition B (the Scratch-Off leaves everyone scratching): each player with fewer than 10 coins left "
       "scores 10 minus their coins left.\n"
       "Fours score 2 each in either case."},
      {"The game",
       "7 rounds by default (1 to 15). Most points wins; ties share the win. Each game has a seed: the same seed "
       "and the same choices give the same game."},
      {"On this device",
       "A Four (a matching Line of 4) is marked +2 on its card and offered first: it is already chosen when your "
       "turn comes, and Remove takes it. Tap a glowing coin to choose another Line: a coin on one Line chooses it at "
       "once; a coin on several shows them all and chooses the first, and each further tap on it (or Prev and Next) "
       "the next. Nothing is removed until you tap Remove. A removed Line's coins lift off the card. With several "
       "people at one device, the large card is drawn in its owner's colour and stays with whoever just moved until "
       "their move has been seen; then a line says whose turn it is. Every roll and every bot's Line stays on the "
       "table long enough to follow; Skip, beside the news line, shows the rest at once and lets the bots play on "
       "to your next move (the log keeps what they did); a tap on the news line opens the round's log. Playing alone "
       "with bots, Keep rolling (beside Roll) makes your rolls for you for the rest of the round (you still choose "
       "your Lines) until you tap Stop rolling: long runs of Scratches ask nothing of you. The game is saved after "
       "every move and resumes where you left it."},
  };
  return kRules;
}

}  // namespace allclear::web::clear
