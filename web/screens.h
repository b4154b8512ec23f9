// The app's screens around the tables: each draws one frame of what it is given and says what
// was pressed, or acts through the host as a table does; app.cc routes between them and acts.
// Backup and restore is in backup_screen.h; each game's table and summary in its folder.
#pragma once
#include <string>
#include <vector>

#include "core/device/settings.h"
#include "core/device/stats.h"
#include "kit/host.h"
#include "kit/table.h"
#include "saves.h"

namespace allclear::web {

// Home: each game of the build with its picture, its game in progress, last result, statistics
// and daily challenge; the notices of saved data that could not be read (an OK clears each, and
// `settings_notice`); Settings and Backup. `today`: the local date.
struct HomePressed {
  enum class Go { kNowhere, kResume, kNewGame, kRules, kLearn, kStats, kDaily, kShareDaily, kSettings, kBackup };
  Go go = Go::kNowhere;
  Table* table = nullptr;  // the game it was pressed for
};
// `learning`: the games whose guided first game is under way (their Learn to play, then "Keep learning", continues it).
HomePressed draw_home(std::vector<DeviceGame>& games, std::string& settings_notice, const std::string& today,
                      const std::vector<std::string>& learning);

// New game: the players and their seats, the game's choices and its number (under More options),
// and the question before a game in progress is replaced. What it keeps between frames:
struct NewGameScreen {
  bool confirm_abandon = false;  // Start was pressed while a game is in progress: it asks first
  bool more_options = false;     // the game number shows
  // The seat whose name is typed shows the name presets while typing, and until the press that
  // ended the typing lifts (a tap on a preset ends the typing as it goes down).
  int presets_for = -1;
};
struct NewGamePressed {
  bool back = false;
  bool keep_playing = false;  // the question's safe answer: back to the game in progress
  bool start = false;         // start the game set up (the one in progress, if any, is given up)
  bool learn = false;         // Learn to play first (offered for a game never played here)
};
// `offered`: the names a seat is offered while typed (offered_names()). `offer_tutorial`: the game
// was never played on this device, and has a guided first game: Learn to play is offered first.
NewGamePressed draw_new_game(NewGameScreen& screen, const Table& table, NewGameSetup& setup,
                             const std::vector<std::string>& offered, bool offer_tutorial);

// The game on screen went on (`still_there`) or ended in another tab.
struct ElsewherePressed {
  bool take_over = false;  // read it as it now stands and play on here
  bool home = false;
};
ElsewherePressed draw_moved_elsewhere(const Table& table, bool still_there);

// How to play `table`'s game (docs/rules/<game>.md), and Learn to play where `learn` (the game
// has a guided first game, and it is not the one on show).
struct RulesPressed {
  bool back = false;
  bool learn = false;
  int try_move = -1;  // a picture's "Try it": Learn to play from the tutorial's move
};
RulesPressed draw_rules(const Table& table, bool learn);

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
