// The app: which screen is shown and for which game, the games in progress (one per game
// kind), pacing of bots and the dice, announcements, and saving after every action.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "backup_screen.h"
#include "core/device/settings.h"
#include "imgui.h"
#include "kit/coach.h"
#include "kit/hint_mark.h"
#include "kit/host.h"
#include "kit/session.h"
#include "kit/table.h"
#include "saves.h"
#include "screens.h"
#include "speaker.h"

namespace allclear::web {

const char* screen_name(Screen screen);

// How long an announcement stays: as long as it takes to read.
double reading_seconds(const std::string& text);

struct Toast {
  std::string text;
  double until = 0;
  ImU32 colour = 0;
  std::size_t told = 0;  // the table's lines told when it was made (Follower::lines_told)
};

class App : public Host, public Session::Keeper {
 public:
  void init(double now);
  // True if something must be drawn at `now` (animation, a due bot step).
  bool wants_frame(double now) const;
  // While true the loop keeps running (toasts fading, dice tumbling).
  bool animating(double now) const { return session_.animating(now) || toast_; }
  // When the next automatic step is due (seconds, emscripten_get_now clock), or 0 for none.
  double wake_at() const;
  // Runs due automatic steps (bots, bot rolls). Before drawing.
  void update(double now);
  void draw(double now);
  // The frame just drawn is on screen (`now`: after drawing it): a step of the table counts its
  // time from here.
  void presented(double now);

  // The game as JSON for the test hook.
  std::string state_json() const;
  Screen screen() const { return screen_; }
  // The screen the latest frame showed (a tap may switch screens in the middle of a frame).
  Screen drawn_screen() const { return drawn_screen_; }
  const std::string& message() const { return message_; }
  bool storage_ok() const { return storage_ok_; }

  // The host of the tables (kit/host.h).
  double now() const override { return now_; }
  bool tumbling() const override { return session_.tumbling(); }
  void announce(std::string text, ImU32 colour) override;
  const std::string& news() const override;
  ImU32 news_colour() const override { return toast_ ? toast_->colour : colour::kText; }
  void request_frames() override { frames_requested_ = 3; }
  const std::string& storage_notice() const override { return storage_notice_; }
  void go(Screen screen) override;
  void go_back() override;
  void roll_dice() override { session_.roll_dice(*this); }
  void choose(Action action) override { session_.choose(*this, action); }  // the current human's choice
  void skip_ahead() override {  // bots play on at once until a human must act
    session_.skip_ahead();
    frames_requested_ = 3;
  }
  bool skipping() const override { return session_.skipping(); }
  bool can_skip() const override { return session_.can_skip(screen_ == Screen::kTable); }
  void keep(bool game_over) override;            // Session::Keeper: saves after every action
  void next_round() override;                    // from the summary: deal and back to the table
  void leave_finished_game(Screen to) override;  // the finished game is forgotten (its save too)
  void play_again() override;
  bool daily() const override;
  void share_daily() override { share_daily(table()); }
  bool tutorial() const override { return open_ && kept().tutorial; }
  bool hint_offered() const override;
  void take_hint() override;
  std::string hint_words() const override;

  const Settings& settings() const { return settings_; }
  const Speaker& speaker() const { return speaker_; }
  bool motion_reduced() const override;
  BotPace pace() const override { return settings_.bot_pace; }  // the setting, or the browser's preference under "auto"
  bool browser_reduces_motion() const;                          // the browser's prefers-reduced-motion

 private:
  // Screens: each is drawn by a function of screens.h (backup_screen.h), and what was pressed
  // on it is acted on here.
  void draw_screen();
  // What the screen's message strip shows while no announcement does: a storage warning, or
  // what the latest backup export or import did.
  void show_notices();
  void pressed_on_home(const HomePressed& pressed);
  void pressed_on_new_game(const NewGamePressed& pressed);
  void pressed_moved_elsewhere(const ElsewherePressed& pressed);
  void change_settings(const Settings& settings);

  // Play.
  const Match& match() const { return *table().match(); }
  // What the device keeps of `table`'s game, and of the open one.
  KeptGame& kept(const Table& table);
  KeptGame& kept() { return open_->kept; }
  const KeptGame& kept() const { return open_->kept; }
  void load_saved_games();
  void start_game();  // New game's Start: the table's setup, or today's challenge
  void start_match(const NewGameSetup& setup, bool daily);
  void save();
  // Reads `t`'s stored game as it stands and brings it to its table (false, backed up and
  // reported, when it cannot resume).
  bool read_saved_game(Table& t);
  // Another tab wrote: its statistics, days, results and games are read again.
  void heard_from_other_tabs();
  void start_daily(Table& table);  // today's challenge (asks before replacing a game)
  void share_daily(Table& table);  // today's result to the clipboard
  void heard_from_clipboard();     // announces how the copy went, once the browser answers
  void reset_stats();
  void open(Table& table);  // the game shown from now on
  // Learn to play `table`'s game: resumed where it was, or from `move` of its script (a rules
  // picture's Try it: a fresh game played to there).
  void start_tutorial(const Table& table, int move = -1);
  // The coach of the open tutorial, around the frame's drawing: only the widget it points at
  // takes presses, its mark over the screen, and the presses it heard.
  void coach_frame_begins();
  void coach_frame_drawn();
  void keep_coach();  // the coach's move, for a reload
  // `table`'s game was never played on this device nor its tutorial begun: New game offers it.
  bool offer_tutorial(const Table& table) const;
  void resume();  // back to the game in progress (table or summary)

  // Each game kind, in home's order: its table and what the device keeps of it. Made once, at
  // init: open_ points into it.
  std::vector<DeviceGame> games_;
  // The guided first game of each game kind that has one (Table::tutorial()): a table of its own,
  // so the game in progress is never touched, and kept apart (KeptGame's tutorial).
  std::vector<DeviceGame> tutorials_;
  DeviceGame* open_ = nullptr;  // the game on screen
  HintMark hint_;               // a hint taken on the open table
  // For the test hook: the latest hint's move and the history's length it was for, so a test
  // can see the move made there was the one hinted.
  Action hinted_ = -1;
  std::size_t hinted_at_ = 0;
  Coach coach_;            // while open_ is a tutorial
  int coach_presses_ = 0;  // the touch guard's presses judged, as the coach last heard them
  Table& table() const { return *open_->table; }
  Screen screen_ = Screen::kHome;
  Screen drawn_screen_ = Screen::kHome;
  Screen presented_screen_ = Screen::kHome;  // as of the latest frame on screen
  double screen_since_ = 0;                  // when that screen was first on screen
  Screen back_ = Screen::kHome;              // where Rules / Scoreboard return to
  // What the screens keep between frames; each starts over when the screen changes.
  NewGameScreen new_game_;
  bool daily_start_ = false;    // New game's Start starts today's challenge
  bool confirm_reset_ = false;  // Statistics: Reset asks first
  BackupScreen backup_;

  Session session_{*this};  // the play at the open table
  double now_ = 0;
  // What the latest frame sounds like: the steps it showed, or a tick for a press taken (a
  // refused one sounds duller), played as the settings allow.
  void sound_frame(double now);
  Speaker speaker_;
  int presses_heard_ = 0;  // the touch guard's presses judged, as of the latest frame
  // What a screen reader hears of the latest frame (web/page.h): the screen's title as the page's
  // title; the news (each new line of the table's log, an announcement) and the table's prompt
  // when they change, politely; a game's end at once.
  void tell_reader_frame();
  std::string page_title() const;
  std::string title_;                    // the page's title as set
  const Follower* read_from_ = nullptr;  // the follower whose lines were read, and how many
  std::size_t lines_read_ = 0;
  std::string announcement_read_, prompt_read_, focus_read_, coach_read_;
  // The latest words said, and when: words within kReaderSeconds of them are added to them.
  static constexpr double kReaderSeconds = 1.5;
  std::string said_;
  double said_at_ = -1e9;
  bool ending_read_ = false;  // the finished game's result was said

  std::optional<Toast> toast_;  // the latest announcement, while it shows (a newer one replaces it)
  std::string sharing_;         // the text being copied to the clipboard, until the browser answers
  std::string message_;         // the latest announcement
  bool storage_ok_ = true;
  std::string storage_notice_;  // shown while storage fails
  int frames_requested_ = 0;
  Settings settings_;
  std::string settings_notice_;  // the saved settings could not be read
};

}  // namespace allclear::web
