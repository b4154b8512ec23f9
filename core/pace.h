// The pace a player picks in Settings (kept by core/device/settings.h), and how long each pace
// holds what happens on the table: the session (web/kit/session.h) times its steps by it.
#pragma once

namespace allclear {

// How long what the player did not do stays on the table (a bot's move, a roll, a draw): slowly
// enough to follow, as usual, about half as long, or not at all (only outcomes are shown).
// In the settings screen's order.
enum class BotPace { kSlow, kNormal, kFast, kInstant };

// Seconds before a bot's choice (`roll`: before a bot's roll, which is read as it lands).
double bot_step_seconds(BotPace pace, bool roll);
// How long the tables' staged steps (a roll's steps, a reveal, a cleared line) stay, as a
// share of their usual time: 0 at once (only the outcome is shown), 1, or longer to follow.
double showing_scale(BotPace pace);

}  // namespace allclear
