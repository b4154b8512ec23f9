// The moment on screen. The follower shows the state after an action; while a roll's events
// are shown one by one (Step::detail: how many of the roll's events are shown), the table is
// drawn as the state before the action plus those events, as the core resolved them.
#include <algorithm>

#include "games/bingo/table.h"

namespace allclear::web::bingo {

namespace {

// The board, kitty and claims of `s` as they stand.
void take_table(const BingoState& s, Moment* m) {
  for (int sq = 0; sq < core::kSquares; ++sq) m->stacks[sq] = s.stack(sq);
  m->kitty = s.kitty();
  m->claims.clear();
  for (int p = 0; p < s.num_players(); ++p) m->claims.push_back(s.claims(p));
}

// One event applied to the moment, as the core resolved it.
void apply_event(Moment* m, const Event& e) {
  switch (e.kind) {
    case EventKind::kNullClears:
      for (int rank = 1; rank <= core::kRows; ++rank) {
        core::Stack& stack = m->stacks[core::square_of(e.suit, rank)];
        if (!stack.locked()) stack.coins = 0;
      }
      m->kitty += e.coins;
      break;
    case EventKind::kClaim:
    case EventKind::kSteal:
    case EventKind::kClaimByLock:
      // The pawn goes home, 2 coins back to the kitty, 1 to the claimer's scoring tile.
      m->stacks[e.square] = core::Stack{};
      m->kitty += core::kStackLimit - 1;
      if (e.player >= 0 && e.player < static_cast<int>(m->claims.size())) ++m->claims[e.player];
      break;
    case EventKind::kPlace:
      ++m->stacks[e.square].coins;
      --m->kitty;
      break;
    case EventKind::kLock: m->stacks[e.square].owner = e.player; break;
    default: break;
  }
}

// Whose turn the state shows: the roller, or who picks.
int actor(const BingoState& s) { return s.is_chance_node() || s.is_terminal() ? s.roller() : s.current_player(); }

}  // namespace

Moment moment_of(const BingoState& shown, const BingoState* before, const Step* step) {
  Moment m;
  m.dice = shown.dice();
  const std::vector<Event>& events = shown.events();
  std::size_t count = events.size();
  if (step && before) {
    // The roll's events before this action are already on `before`'s table (a pick resumes a
    // roll; the fourth die starts one with none).
    const std::size_t from = std::min(before->events().size(), events.size());
    count = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(step->detail, 0)), from, events.size());
    take_table(*before, &m);
    for (std::size_t i = from; i < count; ++i) apply_event(&m, events[i]);
    m.turn = actor(*before);
    m.stepping = true;
    if (count > from) {
      const Event& e = events[count - 1];
      if (e.kind == EventKind::kNullClears)
        m.focus_column = e.suit;
      else
        m.focus_square = e.square;
      if (is_die_event(e.kind)) m.focus_die = e.suit;
      if (e.kind == EventKind::kClaim || e.kind == EventKind::kSteal || e.kind == EventKind::kClaimByLock)
        m.focus_claimer = e.player;
    }
  } else {
    take_table(shown, &m);
    m.turn = actor(shown);
  }
  m.events.assign(events.begin(), events.begin() + static_cast<std::ptrdiff_t>(count));
  // Free pawns: those not on the board.
  for (int p = 0; p < shown.num_players(); ++p) {
    int used = 0;
    for (const core::Stack& stack : m.stacks) used += stack.owner == p;
    m.free_pawns.push_back(shown.pawns() - used);
  }
  // The roll whose dice are on the table: finished rolls, plus one while it is being resolved.
  if (m.dice.size() == core::kDice) {
    const bool resolving = shown.phase() == core::Phase::kPlacing || shown.phase() == core::Phase::kLocking;
    m.roll = shown.rolls() + (resolving ? 1 : 0);
    // Between rolls the dice have passed on: they are the previous roller's.
    const int n = shown.num_players();
    m.dice_roller = resolving || shown.is_terminal() ? shown.roller() : (shown.roller() + n - 1) % n;
    m.roll_resolved = !resolving;
  }
  // The header names the turn the table shows: the roll on show while its steps play, else the
  // roll to come (the dice on the table are then the last roll's, told by their labels).
  if (m.stepping)
    m.turn_roll = std::max(m.roll, 1);
  else
    m.turn_roll = shown.is_terminal() ? std::max(shown.rolls(), 1) : shown.rolls() + 1;
  return m;
}

}  // namespace allclear::web::bingo
