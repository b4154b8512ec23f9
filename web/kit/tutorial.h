// A game's guided first game, "Learn to play" (docs/tutorials.md): a real game on a fixed seed,
// the person against quick bots (so every bot move is fixed too), where a coach points at the one
// widget to press next and says the rule that matters then. The person makes the real moves
// through the real table; the script is data beside each game's table
// (web/games/<folder>/tutorial.cc), and the native tests replay its moves on the current rules.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "kit/match.h"

namespace allclear::web {

// One press the coach asks for: the widget's id as the table draws it, and one or two lines
// saying why. The mark shows as soon as the widget is drawn and takes presses (a bot may still be
// to move), so a table's widget takes presses only while a press on it does something.
struct CoachTap {
  const char* widget;
  const char* words;
};

// One thing the person does, as the presses that make it. `actions`: what the presses apply, in
// the core's words and order: "roll" (the person's roll), or a choice as State::action_to_string
// names it for the person. One press may apply several (Roll and Clear's Roll again applies the
// dice placed and then Done); presses that apply nothing (a look at the log, the summary's
// button) have none.
struct CoachMove {
  std::vector<CoachTap> taps;
  std::vector<std::string> actions;
};

struct Tutorial {
  std::uint64_t seed = 1;
  GameParameters parameters;  // beside "players" (the seats' number)
  std::vector<Seat> seats;    // the person first, then quick bots
  std::vector<CoachMove> moves;
  // The last move is a press on the finished game's summary: "summary.real-game" (Play a real
  // game) ends the tutorial.
};

// Plays `match`, a fresh game of `tutorial`, to where the person is asked for the script's move
// `move`: every action of the moves before it, and what bots and chance do in between (a rules
// screen's "Try it" starts a tutorial there), then the first `actions` of that move's own (a
// picture of it half made). False if the script does not fit the game.
bool play_tutorial_to(Match& match, const Tutorial& tutorial, int move, int actions = 0);

}  // namespace allclear::web
