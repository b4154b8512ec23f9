#include "kit/tutorial.h"

#include "kit/match.h"

namespace allclear::web {

namespace {

// The person's choice named `wanted` (State::action_to_string), made.
bool choose_named(Match& match, const std::string& wanted) {
  const State& s = match.state();
  for (Action a : s.legal_actions())
    if (s.action_to_string(s.current_player(), a) == wanted) return match.choose(a);
  return false;
}

// The first `count` actions of `move`, each a choice of the person's.
bool make_first_actions(Match& match, const CoachMove& move, int count) {
  for (int i = 0; i < count; ++i)
    if (i >= static_cast<int>(move.actions.size()) || match.next() != Match::Next::kHumanChoice ||
        !choose_named(match, move.actions[static_cast<std::size_t>(i)]))
      return false;
  return true;
}

}  // namespace

bool play_tutorial_to(Match& match, const Tutorial& tutorial, int move, int actions) {
  const std::vector<CoachMove>& moves = tutorial.moves;
  if (move < 0 || move >= static_cast<int>(moves.size())) return false;
  const std::size_t target = static_cast<std::size_t>(move);
  std::size_t next = 0, made = 0;  // the script's move, and how many of its actions are made
  for (int steps = 0; steps < 100000; ++steps) {
    if (next < moves.size() && made > 0 && made == moves[next].actions.size()) {
      ++next;  // a move whose actions are all made is over
      made = 0;
    }
    const Match::Next n = match.next();
    // Presses that apply nothing (a look at the log) before the move wanted are passed over; a
    // round's summary is passed as its round ends.
    while (n != Match::Next::kRoundOver && made == 0 && next < target && moves[next].actions.empty()) ++next;
    const bool person_rolls =
        n == Match::Next::kRoll && match.seats()[static_cast<std::size_t>(match.roller())].human();
    if (next >= target && made == 0 &&
        (person_rolls || n == Match::Next::kHumanChoice || n == Match::Next::kRoundOver || n == Match::Next::kGameOver))
      return make_first_actions(match, moves[target], actions);  // the person is asked for the move wanted
    const auto scripted = [&]() -> const std::string* {
      return next < target && made < moves[next].actions.size() ? &moves[next].actions[made] : nullptr;
    };
    switch (n) {
      case Match::Next::kDeal:
        if (!match.deal()) return false;
        break;
      case Match::Next::kRoll:
        if (person_rolls) {
          const std::string* wanted = scripted();
          if (!wanted || *wanted != "roll") return false;
          ++made;
        }
        if (!match.roll()) return false;
        break;
      case Match::Next::kHumanChoice: {
        const std::string* wanted = scripted();
        if (!wanted || !choose_named(match, *wanted)) return false;
        ++made;
        break;
      }
      case Match::Next::kBotChoice:
        if (!match.bot_choose()) return false;
        break;
      case Match::Next::kRoundOver:
        if (made != 0 || !moves[next].actions.empty()) return false;
        ++next;  // the round's summary, passed
        if (!match.deal()) return false;
        break;
      case Match::Next::kGameOver: return false;
    }
  }
  return false;
}

}  // namespace allclear::web
