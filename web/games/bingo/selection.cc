// The person's pick: when the kitty runs short or pawns are too few, the roller picks squares
// or stacks on the board (tap to pick or drop), then confirms. The prompt says what the pick
// is for; otherwise whose turn it is.
#include <bit>

#include "games/bingo/table.h"
#include "kit/host.h"

namespace allclear::web::bingo {

void BingoTable::tap_square(Host& host, int square) {
  const BingoState& s = state();
  const SquareMask bit = SquareMask{1} << square;
  // A tap that does nothing says why, in the news line; a pick shows on the board.
  if (!(s.candidates() & bit)) {
    host.announce("The " + core::square_name(square) + " is not one to pick", colour::kText);
  } else if (selected_ & bit || std::popcount(selected_) < s.choose_count()) {
    selected_ ^= bit;
  } else {
    host.announce("Already " + std::to_string(s.choose_count()) + " picked: choose one to drop it", colour::kText);
  }
  host.request_frames();
}

std::string BingoTable::show_hint(Action action, std::string& /*reason*/) {
  // The squares or stacks picked, as their taps would: the button under them confirms.
  if (!human_choosing() || !state().is_legal(action)) return "";
  selected_ = static_cast<SquareMask>(action);
  return "table.confirm";
}

void BingoTable::draw_board_and_taps(Host& host, ImDrawList* dl, const Layout& l, const Moment& m) {
  // While the person picks, the candidates glow and every square takes a tap.
  BoardLook look;
  const bool choosing = human_choosing();
  if (choosing) {
    look.candidates = state().candidates();
    look.selected = selected_;
  }
  look.focus_square = m.focus_square;
  look.focus_column = m.focus_column;
  look.claimer = m.focus_claimer;
  // The coins the step on screen put on their squares drop onto them: the latest run of
  // placements (a step may tell several: "Coins on the 2 of suns, 2 of crowns and 5 of arms").
  moving_.clear();
  const State* before = follower().before();
  if (m.stepping && before) {
    const std::size_t from = BingoTable::of(*before).events().size();
    int dropping = 0;
    for (std::size_t i = m.events.size(); i > from && m.events[i - 1].kind == EventKind::kPlace; --i, ++dropping)
      look.dropping |= SquareMask{1} << m.events[i - 1].square;
    if (dropping > 0) look.drop = step_motion(host, follower());
    if (look.drop.under_way)
      moving_.set(
          dropping == 1 ? "a coin drops onto its square" : std::to_string(dropping) + " coins drop onto their squares",
          look.drop);
    else
      look.dropping = 0;
  }
  draw_board(dl, l.board, m, look, names());
  for (int sq = 0; sq < core::kSquares; ++sq) {
    if (tap_area("table.square." + square_id(sq), l.board.cell(sq), ImVec2(l.board.cell_w, l.board.cell_h), choosing))
      tap_square(host, sq);
  }
}

std::string BingoTable::prompt_text() const {
  const BingoState& s = state();
  const Match::Next next = match()->next();
  if (human_choosing()) {
    const int need = s.choose_count(), have = std::popcount(s.candidates());
    if (s.phase() == core::Phase::kPlacing)
      return "Only " + plural(s.kitty(), "coin is", "coins are") + " left for the " + std::to_string(have) +
             " glowing squares: choose the " +
             (need == 1 ? std::string("one that gets it") : std::to_string(need) + " that get one") +
             ", then Place coins.";
    return std::to_string(have) + " stacks hold 3 coins but " + name(s.roller()) + " has " +
           plural(need, "free pawn", "free pawns") + ": choose the " + std::to_string(need) +
           " to lock, then Lock stacks.";
  }
  if (keep_rolling_ && !human_choosing() && next != Match::Next::kGameOver && !follower().showing_round_end())
    return "Keep rolling: each roll is shown, then the next is rolled for you; you make every pick.";
  if (!follower().caught_up()) {
    if (follower().showing_round_end()) return "";  // the news line tells how the game ended
    const Moment m = moment();
    return m.turn >= 0 ? name(m.turn) + "'s roll…" : std::string();
  }
  switch (next) {
    case Match::Next::kRoll:
      // The game's end is near and comes by a roll: said before it comes.
      if (s.kitty() == 0 && !s.dice().empty()) {
        const std::string end = " The kitty is empty: a roll that changes nothing ends the game.";
        if (!match()->seats()[s.roller()].human()) return name(s.roller()) + " rolls…" + end;
        return name(s.roller()) + ": Roll the dice" + (s.solitaire() ? ", or Keep rolling." : ".") + end;
      }
      if (!match()->seats()[s.roller()].human()) return name(s.roller()) + " rolls…";
      if (s.dice().empty())  // before the first roll: what the game is about
        return s.solitaire() ? "Solitaire: lock stacks of 3 coins with your pawns, then claim them. Roll the dice, "
                               "or Keep rolling to have every roll made for you."
                             : name(s.roller()) +
                                   " rolls first. Lock stacks of 3 coins with your pawns, then claim "
                                   "them: first to 4 claims wins. Roll the dice.";
      return s.solitaire() ? name(s.roller()) + ": Roll the dice, or Keep rolling"
                           : name(s.roller()) + ": Roll the dice";
    case Match::Next::kBotChoice: return name(s.current_player()) + " is choosing…";
    case Match::Next::kGameOver: return "Game over";
    default: return "";
  }
}

}  // namespace allclear::web::bingo
