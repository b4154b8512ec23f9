#include "core/bingo/bingo_bot.h"

#include <bit>
#include <climits>
#include <memory>
#include <string>

#include "core/hint.h"

namespace allclear::bingo {

Action quick_choice(const BingoState& state) {
  const std::vector<Action> legal = state.legal_actions();
  if (state.phase() != Phase::kPlacing) return legal.front();
  Action best = legal.front();
  int best_height = INT_MIN;
  for (Action a : legal) {
    int height = 0;
    for (SquareMask left = static_cast<SquareMask>(a); left; left &= left - 1)
      height += state.stack(std::countr_zero(left)).coins;
    if (height > best_height) {
      best_height = height;
      best = a;
    }
  }
  return best;
}

namespace {

// "the 3 of suns, 2 of moons and ace of arms": one "the", as the table says it.
std::string squares_text(SquareMask squares) {
  std::string text;
  const int n = std::popcount(squares);
  int i = 0;
  for (SquareMask left = squares; left; left &= left - 1, ++i)
    text += (i == 0 ? "the " : i + 1 == n ? " and " : ", ") + square_name(std::countr_zero(left));
  return text;
}

}  // namespace

std::string reason(const BingoState& state, Action action) {
  const int me = state.current_player();
  const SquareMask chosen = static_cast<SquareMask>(action);
  std::unique_ptr<State> moved = state.clone();
  if (!moved->apply_action(action)) return "";  // unreachable: `action` is legal
  const auto& after = static_cast<const BingoState&>(*moved);
  // What the choice led to: the events it added to the roll's.
  SquareMask claimed = 0, locked = 0, unlocked = 0;
  bool won = false;
  for (std::size_t i = state.events().size(); i < after.events().size(); ++i) {
    const Event& e = after.events()[i];
    const SquareMask square = e.square >= 0 ? SquareMask{1} << e.square : 0;
    claimed |= e.kind == EventKind::kClaimByLock ? square : 0;
    locked |= e.kind == EventKind::kLock ? square : 0;
    unlocked |= e.kind == EventKind::kNoPawn ? square : 0;
    won |= e.kind == EventKind::kWin;
  }
  if (state.phase() == Phase::kLocking) {
    if (unlocked == 0) return "Locks " + squares_text(locked);
    const std::string stays =
        squares_text(unlocked) + (std::popcount(unlocked) == 1 ? " stays" : " stay") + " unlocked";
    return one_line("Locks " + squares_text(locked) + "; " + stays,
                    "Locks " + plural(std::popcount(locked), "stack", "stacks") + "; " + stays);
  }
  // Placing the kitty's last coins: a stack of 3 locks, and a lock claims the roller's older ones.
  const int claims = std::popcount(claimed);
  if (claims > 0) {
    const std::string claim = claims == 1
                                  ? "your older lock on " + squares_text(claimed) + " (+1)"
                                  : "your " + std::to_string(claims) + " older locks (+" + std::to_string(claims) + ")";
    const std::string win = !won ? "" : state.solitaire() ? ": all four tiles full!" : ": you win!";
    return one_line("A new stack of 3 claims " + claim + win,
                    "A new stack of 3 claims your older " + std::string(claims == 1 ? "lock" : "locks") + win);
  }
  SquareMask third = 0, second = 0;
  for (SquareMask left = chosen; left; left &= left - 1) {
    const int square = std::countr_zero(left);
    third |= state.stack(square).coins + 1 == kStackLimit ? SquareMask{1} << square : 0;
    second |= state.stack(square).coins + 1 == kStackLimit - 1 ? SquareMask{1} << square : 0;
  }
  if (locked != 0)
    return one_line(std::popcount(locked) == 1 ? "A third coin locks " + squares_text(locked)
                                               : "Third coins lock " + squares_text(locked),
                    "Third coins lock " + plural(std::popcount(locked), "stack", "stacks"));
  if (unlocked != 0)  // never, as the rules stand: every pawn is free once the older locks are claimed
    return one_line("No free pawn: " + squares_text(unlocked) + " stays unlocked",
                    "No free pawn: " + plural(std::popcount(unlocked), "stack", "stacks") + " of 3 stay unlocked");
  if (after.phase() == Phase::kLocking && after.current_player() == me)
    return one_line("Stacks of 3 on " + squares_text(third) + ": pick the locks",
                    "Makes " + std::to_string(std::popcount(third)) + " stacks of 3: pick the locks");
  if (second != 0)
    return one_line(std::popcount(second) == 1 ? "A coin short of a lock: " + squares_text(second) + " grows to 2"
                                               : "A coin short of a lock: " + squares_text(second) + " grow to 2",
                    "A coin short of a lock: " + plural(std::popcount(second), "stack", "stacks") + " grow to 2");
  return std::popcount(chosen) == 1 ? "Starts a stack on " + squares_text(chosen)
                                    : one_line("Starts stacks on " + squares_text(chosen),
                                               "Starts " + plural(std::popcount(chosen), "stack", "stacks"));
}

const BotPolicy& bot_policy() {
  static const BotPolicy policy{
      /*quick=*/[](const State& s) { return quick_choice(static_cast<const BingoState&>(s)); },
      /*candidates=*/nullptr,
      /*exact=*/nullptr,
      /*playout_value=*/nullptr,
      /*reason=*/[](const State& s, Action a) { return reason(static_cast<const BingoState&>(s), a); },
  };
  return policy;
}

}  // namespace allclear::bingo
