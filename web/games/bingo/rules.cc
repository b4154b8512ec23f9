// The rules as this app plays them (shared/rules/bingo-battle.txt read with DECISIONS.md; the
// same in docs/rules/bingo-battle.md).
#include "games/bingo/table.h"

namespace allclear::web::bingo {

const std::vector<RulesSection>& BingoTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The board",
       "Twenty tiles make a board of 4 columns and 5 rows: one column for each suit (suns, moons, crowns, arms) and "
       "one row for each rank, ace at the top down to 5. The 24 coins start in the kitty; their suits do not "
       "matter."},
      {"Players",
       "Two players each have a scoring tile with room for 4 claims and two pawns (here one player's pawns are gold, "
       "the other's blue). The player in seat 1 rolls first, then the dice pass back and forth.\n"
       "Solitaire: one player with four scoring tiles (16 claims at most) and four pawns."},
      {"A roll",
       "The roller throws all four dice, one die per suit. A die showing a rank points at one square: its suit's "
       "column, that rank's row. A die showing null (its blank face, drawn as an empty ring and called blank here) "
       "points at its suit's whole column."},
      {"What a roll does, in order",
       "1. Nulls: each null sends every unlocked coin of its column back to the kitty. Locked stacks stay.\n"
       "2. Claims and steals: each die pointing at a locked stack claims it for the roller. A stack under the "
       "roller's own pawn is claimed; one under the opponent's pawn is stolen.\n"
       "3. Placements: every other die puts one coin from the kitty on its square. A stack holds at most 3 coins, so "
       "a die on 3 unlocked coins adds nothing. When the kitty holds fewer coins than the dice ask for, the roller "
       "picks which squares get the last ones.\n"
       "4. Older locks: if a stack reached 3 coins on this roll, the roller first claims every stack they had locked "
       "before this roll (locking a new stack claims your older locks).\n"
       "5. Locks: then every stack holding 3 unlocked coins is locked with one of the roller's free pawns, also a "
       "stack left unlocked earlier for want of a pawn, as far as the roller's free pawns go. With too few free "
       "pawns the roller picks which stacks get them; the others stay unlocked.\n"
       "Claims happen one at a time in a fixed order: the dice in suit order (suns, moons, crowns, arms), then the "
       "older locks in square order (row by row, from the ace of suns)."},
      {"A claim",
       "The pawn goes back to its owner, 2 of the stack's 3 coins go back to the kitty and 1 goes on the claimer's "
       "scoring tile."},
      {"What you choose, and what is done for you",
       "The text says a player \"can\" claim. A claim always gains a point and gives a pawn back, so this app makes "
       "every claim and steal for the roller the moment the dice allow it: there is no button for it. Each one is "
       "shown on its own, with why it happened (\"Moons 3 matches Ana's own lock\", \"a new stack of 3 coins\"), "
       "and the emptied square shows who took it.\n"
       "You choose only twice, and the app asks you: which squares get the kitty's last coins when it runs short, "
       "and which stacks get your pawns when more stacks reach 3 coins than you have free pawns. Everything else "
       "follows from the dice: many games need no choice at all."},
      {"The end",
       "The first player with 4 claims wins. The game ends the moment the roller's scoring tile is full (in "
       "solitaire: all four tiles), even in the middle of a roll.\n"
       "An empty kitty does not end the game: a null can send coins back and a die can claim a locked stack. The "
       "game ends after a roll, made while the kitty was empty, that changes nothing. Then the player with more "
       "claims wins; ties are possible. In solitaire your score is your number of claims (the author's best was "
       "11)."},
      {"On this device",
       "Tap Roll the dice for your roll; a bot rolls on its own. Each roll is shown step by step: first the dice, then "
       "what each die did (a column cleared, a claim, a coin placed, a lock), one at a time, each told in the news "
       "line "
       "and under the die it concerns. The header names whose roll is on show. Each stack's coins stand one over "
       "another, "
       "so a stack of 3 stands taller than one of 2, and its number of coins is written in the square's corner (on "
       "a locked stack of two players, after its owner's name: \"Bo \u00d73\"). A locked stack shows its owner's "
       "name under the pawn (the second player's pawns also carry a dark band). Playing alone or against bots, Keep "
       "rolling rolls for you, each roll shown as usual; it waits while you make a pick and goes on after it, until "
       "Stop rolling or "
       "the game's end. Skip, at the right of the news line, shows the rest at once "
       "and lets bots play on to your next move (the log keeps what they did); a tap on the news line opens the log of "
       "the game. When you must pick squares or "
       "stacks, the ones you may pick glow: tap to pick or drop, then confirm; nothing happens before you confirm. "
       "The game is saved after every roll and resumes where you left it. Your best solitaire score and your latest "
       "solitaire games are kept on this device."},
  };
  return kRules;
}

}  // namespace allclear::web::bingo
