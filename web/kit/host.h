// What a table sees of the app: a narrow host interface (boardgame.io's board sees only its
// props). Tables apply moves, announce, and go to a screen through it; they never see the app.
#pragma once
#include <string>

#include "core/game.h"
#include "core/pace.h"
#include "imgui.h"

namespace allclear::web {

enum class Screen { kHome, kNewGame, kTable, kSummary, kScoreboard, kRules, kStats, kSettings, kBackup };

class Host {
 public:
  virtual ~Host() = default;
  virtual double now() const = 0;
  // The dice were just thrown (never with reduced motion).
  virtual bool tumbling() const = 0;
  // Pieces fade where they would travel (the setting, or the browser's preference).
  virtual bool motion_reduced() const = 0;
  // The pace the table is shown at (at Instant only outcomes show: nothing travels).
  virtual BotPace pace() const = 0;
  // An announcement in the news line (it stays as long as it takes to read).
  virtual void announce(std::string text, ImU32 colour) = 0;
  virtual void go(Screen screen) = 0;
  // From Rules or Scores: back to the screen they were opened from.
  virtual void go_back() = 0;
  // Moves of the person at the table; each applies at most one action.
  virtual void roll_dice() = 0;
  virtual void choose(Action action) = 0;
  // Bots play on at once until a person must act, and what is being shown is shown at once.
  virtual void skip_ahead() = 0;
  virtual bool skipping() const = 0;
  // Something can be skipped: steps are being shown, or bots are to move.
  virtual bool can_skip() const = 0;
  virtual void next_round() = 0;                    // from the summary: deal and back to the table
  virtual void leave_finished_game(Screen to) = 0;  // the finished game is forgotten
  virtual void play_again() = 0;                    // a finished game: the same seats and settings, a new deal
  // The game on the table is today's daily challenge: the table says so, and its end offers
  // Share (the day's result to the clipboard) instead of Play again.
  virtual bool daily() const = 0;
  virtual void share_daily() = 0;
  // The game on the table is a guided first game (kit/tutorial.h): its end offers Play a real
  // game (summary.real-game, through leave_finished_game(Screen::kNewGame)) instead.
  virtual bool tutorial() const { return false; }
  // Hints (kit/hint_mark.h): offered while a person is to choose in a game against bots (never
  // in the daily challenge or a tutorial) and everything is shown; taking one shows it, and its
  // words are the news line's until the move is made or another press dismisses it.
  virtual bool hint_offered() const { return false; }
  virtual void take_hint() {}
  virtual std::string hint_words() const { return ""; }
  virtual void request_frames() = 0;
  virtual const std::string& storage_notice() const = 0;
  // The announcement on show (empty: none) and its colour.
  virtual const std::string& news() const = 0;
  virtual ImU32 news_colour() const = 0;
};

}  // namespace allclear::web
