// A hint for the player to act, in a game against bots: the move the strong bot would make for
// them, and a one-line reason for it in the game's own words.
//
// The move is the strong bot's own choice (core/bots.h), the same for the same seed. The reason
// is the game's BotPolicy::reason (core/game.h), a pure function beside the game's rule of thumb
// (core/<game>/<game>_bot.cc): it is drawn from the terms the bots weigh (Clear!'s Four and the
// coins still on crowded lines, Roll and Clear's line aimed at, Clear Ace's cheapest card that
// beats the face-up card, Risky Business's clears and what the turn's end costs, Bingo Battle's
// stacks, locks and claims) and names only what is true once the move is made, and only what the
// player may see. It fits one line on a phone (at most about 70 characters, each one the app's
// font has). A game whose policy gives no reason gives an empty one; every registered game has
// one (tests/hint_test.cc).
#pragma once
#include <cstdint>
#include <string>

#include "core/game.h"

namespace allclear {

struct Hint {
  Action action;
  std::string reason;
};

// A reason's most characters (UTF-8 code points): one line on a phone.
inline constexpr int kReasonCharacters = 70;
// `full` when it fits in kReasonCharacters, else `shorter`: a reason says less rather than wrap.
std::string one_line(std::string full, std::string shorter);
// A count and its noun: "1 coin", "9 coins".
std::string plural(int n, const char* one, const char* many);

// `state` must be a player's decision (not chance, not over); the hint is for
// state.current_player().
Hint hint(const State& state, std::uint64_t seed);

}  // namespace allclear
