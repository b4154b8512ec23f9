// The screens that need nothing of the app but what they are given: each draws one frame and
// says what was pressed, or acts through the host as a table does (app.cc routes to them).
#pragma once
#include "core/device/settings.h"
#include "core/device/stats.h"
#include "kit/host.h"
#include "kit/table.h"

namespace allclear::web {

// How to play `table`'s game (docs/rules/<game>.md): true when Back was pressed.
bool draw_rules(const Table& table);

// The scores of `table`'s match, round by round; once it is over, the winner and what comes next.
void draw_scoreboard(Host& host, const Table& table);

// This device's statistics of `table`'s game. `confirm_reset`: Reset was pressed, and the
// question shows (Keep them is its first, safe answer).
struct StatsPressed {
  bool back = false;
  bool reset = false;  // the reset was confirmed
};
StatsPressed draw_stats(const Table& table, const GameStats& stats, bool& confirm_reset);

// The bots' pace and reduced motion, as `settings` holds them and changed by this frame's press.
// `browser_reduces_motion`: the device's own preference, which Auto follows.
struct SettingsPressed {
  bool changed = false;
  bool back = false;
};
SettingsPressed draw_settings(Settings& settings, bool browser_reduces_motion);

}  // namespace allclear::web
