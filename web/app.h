// The app: which screen is shown, the match in progress, pacing of bots and the dice, the
// announcements, and saving after every action.
#pragma once
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "imgui.h"
#include "match.h"

namespace allclear::web {

enum class Screen { kHome, kNewGame, kTable, kSummary, kScoreboard, kRules };
const char* screen_name(Screen screen);

inline constexpr int kMaxSeats = 6;
inline constexpr double kBotStepSeconds = 0.6;
inline constexpr double kBotRollSeconds = 0.9;
inline constexpr double kToastSeconds = 1.8;

// Names are picked from presets by tapping (no typing on phones).
const std::vector<std::string>& preset_names();

struct SeatSetup {
  std::string kind = "human";  // "human", "quick", "strong"
  int name = 0;                // index into preset_names()
};

struct NewGameSetup {
  int players = 2;
  SeatSetup seats[kMaxSeats];
  int rounds = 7;
  std::uint64_t seed = 1;
};

struct Toast {
  std::string text;
  double until = 0;
  ImU32 colour = 0;
};

class App {
 public:
  void init(double now);
  // True if something must be drawn at `now` (animation, a due bot step).
  bool wants_frame(double now) const;
  // While true the loop keeps running (toasts fading, dice tumbling).
  bool animating(double now) const { return skipping_ || !toasts_.empty() || now < roll_anim_until_; }
  // When the next automatic step is due (seconds, emscripten_get_now clock), or 0 for none.
  double wake_at() const { return next_step_at_; }
  // Runs due automatic steps (bots, bot rolls). Before drawing.
  void update(double now);
  void draw(double now);

  // The game as JSON for the test hook.
  std::string state_json() const;
  Screen screen() const { return screen_; }
  // The screen the latest frame showed (a tap may switch screens in the middle of a frame).
  Screen drawn_screen() const { return drawn_screen_; }
  const std::string& message() const { return message_; }
  bool storage_ok() const { return storage_ok_; }

 private:
  // Screens (screens.cpp, clear_table.cpp).
  void draw_home();
  void draw_new_game();
  void draw_confirm_abandon();     // New game -> Start while a game is in progress
  void draw_table();
  void draw_summary();
  void draw_scoreboard();
  void draw_rules();
  void draw_notices();
  void draw_toasts();
  void draw_top_bar(const char* title);

  // Play.
  void start_game();
  void after_action();               // announce, save, next screen
  void human_choose();               // confirm the selected line
  void roll_dice();
  void skip_ahead();                 // bots play on at once until a human must act
  void run_skip(double now);
  bool automatic_next() const;       // the table waits for a bot (a choice or a roll)
  void step_automatic();             // one bot step or bot roll
  void announce(std::string text, ImU32 colour);
  // "Ana: Clear!", "Ana: Four! +2" or "Ana removes a Line of 3" after a choice.
  void announce_choice(int player, const clear::PlayerRoll& roll, int removed);
  void save();
  void save_results();
  void read_last_result();          // last_result_ from the finished games kept
  void clear_selection();
  void refresh_lines();
  int table_seat() const;            // whose card is drawn large
  void go(Screen screen);
  void resume();                     // back to the game in progress (table or summary)
  bool game_in_progress() const;     // a game that is not finished
  void new_seed();

  Screen screen_ = Screen::kHome;
  Screen drawn_screen_ = Screen::kHome;
  Screen back_ = Screen::kHome;     // where Rules / Scoreboard return to
  std::unique_ptr<Match> match_;
  NewGameSetup setup_;
  bool confirm_abandon_ = false;    // New game asks before replacing the game in progress

  // Table state that is not the game's.
  std::vector<Action> lines_;       // the human's legal lines, Lines of 4 first
  int selected_ = -1;               // index into lines_
  int focus_seat_ = 0;              // last human shown large
  int seen_history_ = 0;
  double next_step_at_ = 0;         // 0: nothing scheduled
  bool skipping_ = false;           // Skip ahead: bots play without pauses
  double roll_anim_until_ = 0;
  double now_ = 0;
  float toast_y_ = 70.0f;           // where the table wants announcements

  std::deque<Toast> toasts_;
  std::string message_;             // the latest announcement
  bool storage_ok_ = true;
  std::string storage_notice_;      // shown while storage fails
  std::string load_notice_;         // a saved game that could not be used
  std::string last_result_;         // "Last game: Ana 31, Bo 27", shown at home
  int frames_requested_ = 0;
};

}  // namespace allclear::web
