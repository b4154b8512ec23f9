// Pig's rule of thumb, used by the quick bot and inside the strong bot's playouts.
#pragma once
#include "tests/games/pig/pig.h"

namespace allclear::pig {

// The turn total at which the rule of thumb holds: about where a roll's expected gain (4 points
// five times in six) stops paying for the one-in-six risk of losing the whole turn.
inline constexpr int kHoldAt = 20;

// Hold at kHoldAt or when holding wins; roll otherwise.
Action quick_choice(const PigState& state);

// Why `action` is worth it: the turn total at stake or banked ("Banks 20, safe from a 1").
std::string reason(const PigState& state, Action action);

// What the generic bots (core/bots.cc) need from this game.
const BotPolicy& bot_policy();

}  // namespace allclear::pig
