// The presentation timeline, shared by every table. The game's truth (the match's state) moves
// at once and is saved at once; what the player sees follows it step by step, each step held on
// screen for its time at the player's pace. In the manner of sgt-puzzles' midend: the table
// says what an applied action shows (Narrator::describe) and draws one moment; the follower
// times it. No table keeps a timer.
#pragma once
#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "kit/sound.h"

namespace allclear::web {

// One thing the player sees happen: a die thrown, coins leaving, a card drawn, a claim.
struct Step {
  int detail = 0;  // the game's own stage within the action (Bingo: events shown so far)
  // How long it stays at Normal pace, and never less than its narration takes to read
  // (kReadingCharsPerSecond); 0: it passes with the next step.
  double seconds = 0;
  std::string narration;  // the step in words for the news line and the log ("": none)
  // Told with the step before it, when that one comes from the same follow() (one choice and the
  // chance actions it brought, or a bot's choices that make one move: Pacing::bot_move_goes_on):
  // one step of both actions, held from the earlier one's state. `added`, when set, is added to
  // the earlier step's words ("Bo puts a 3 on the 3 of suns" + ", a 6 on the 6 of crowns");
  // otherwise its own words, if any, replace them (they say both), and with none it is told
  // silently (the table shows it). Fewer, fuller steps make a turn quicker to follow. A step with
  // no step before it in its follow(), or whose words would make the line too long to fit the
  // news line (kLongestLine), stands alone, in its own words.
  bool with_previous = false;
  std::string added{};
  // What it sounds like as it comes on screen, and whether a person feels it (a pulse: their
  // die on a card, their claim or clear). Told with the step before it, the weightier sound
  // stays.
  Sound sound = Sound::kNone;
  bool pulse = false;

  Step sounding(Sound what, bool pulsed = false) && {
    sound = what;
    pulse = pulsed;
    return std::move(*this);
  }
};

// What a table tells the follower about its game.
class Narrator {
 public:
  virtual ~Narrator() = default;
  // The steps `action`, taken by `player` (-1: chance) in `before`, shows; `after` is the
  // state it gave. No step: the action shows at once with whatever follows.
  virtual std::vector<Step> describe(const State& before, int player, Action action, const State& after) const = 0;
  // Whose turn an action taken in `before` belongs to: the log marks where it changes, so a
  // turn's lines read as one.
  virtual int log_turn(const State& before) const = 0;
  // A game arriving at the table (`new_game`: just started here; else read from its save or the
  // next round just dealt) is told from this action of its history, step by step: what the
  // person did not see (a bot's turn half told at a reload, the opening deal). Its history's
  // size: shown as it stands.
  virtual std::size_t told_from(const State& live, bool /*new_game*/) const { return live.history().size(); }
};

// One line of the round's log: who did what.
struct LogLine {
  int round = 0;  // rounds completed before it
  int turn = -1;  // Narrator::log_turn
  std::string text;
};

class Follower {
 public:
  // How long the move that ends a round stays on the table before the summary, whatever the
  // pace (seconds): the round's end is always seen, its dice landed and read (1.6 s was too short
  // to take in a Scratch-Off's dice and the board they left).
  static constexpr double kRoundEndSeconds = 2.5;
  // A step's line is read at this many characters a second (a glance, not a study: the log
  // keeps every line for a closer look).
  static constexpr double kReadingCharsPerSecond = 30.0;
  // Characters, not bytes ("K♠" is two), and how long `narration` takes to read at that rate.
  static std::size_t characters(const std::string& text);
  static double reading_seconds(const std::string& narration);
  // The most characters a step told with the ones before it may have (Step::with_previous): the
  // news line holds about this much on a phone; what goes past it is the next step.
  static constexpr std::size_t kLongestLine = 100;
  // The latest lines kept for the log.
  static constexpr std::size_t kLogLines = 80;

  // Shows `live` as it stands, nothing to show step by step (a new or reloaded game).
  void reset(const State& live);
  // Queues the steps of the actions `live` took since the last call (each described by
  // `narrator`). Call after every applied action; cheap when nothing changed. `own`: the person
  // whose move (a choice, or their roll) these actions are (-1: a bot's, or none). A choice of
  // theirs is not held before what followed it (a draw, a cascade): they did it themselves. What
  // it brought is held as ever, and so is a round's end.
  void follow(const State& live, const Narrator& narrator, int own = -1);
  // A saved game opens: shown as it stands, with the round so far (its actions told by
  // `narrator`) in the log at once, so a reload keeps the story.
  void resume(const State& live, const Narrator& narrator);
  // Moves on to the next step once the current one has stayed its time (`scale`: the pace's
  // share of the usual time, 0 at Instant). Call every frame before drawing.
  void tick(double now, double scale);
  // The step on screen has been drawn and shown: its time counts from `now`, so a slow frame
  // (a bot thinking, a busy page) does not eat into it. Call after each frame of the table.
  void drawn(double now);
  // Everything queued is shown at once (the player's Skip); a round's end still stays its time.
  void show_all(double now);
  // The step on screen was covered (the log was open over the table): it stays its whole time
  // again from when it is next drawn, so a step the log hid is still seen.
  void uncovered() { drawn_ = false; }
  // The step on screen stays at least `seconds` (dice tumbling, then seen landed).
  void hold_at_least(double seconds) {
    if (current_) until_ = std::max(until_, since_ + seconds);
  }
  // The person is to act next and the step on screen is the last, their own move itself or their
  // own roll (not what either brought: a cascade, a draw): it stays there anyway until they act,
  // so their decision opens now (a round's end keeps its time: the summary follows it).
  void open_to_person() {
    if (current_ && queue_.empty() && current_->own && !current_->ends_round) {
      current_.reset();
      drawn_ = false;
    }
  }

  bool ready() const { return shown_ != nullptr; }
  // The state to draw: the game as of the step on screen.
  const State& shown() const { return *shown_; }
  // The step on screen, or nullptr once everything is shown and has stayed its time.
  const Step* step() const { return current_ ? &current_->step : nullptr; }
  // The state before the action of the step on screen (for drawing what it changed).
  const State* before() const { return current_ ? current_->before.get() : nullptr; }
  // Nothing left to show: the player may act and bots may move.
  bool caught_up() const { return !current_ && queue_.empty(); }
  // The share (0 to 1) of its time the step on screen has stayed (for motion).
  float progress(double now) const;
  // When the moment on screen (a step, or everything shown) was first drawn (the clock of
  // drawn()), for the test hook: a test times steps by it, not by when it read the page.
  double since() const { return since_; }
  // How long the step on screen stays from when it was first drawn, at the pace (seconds; 0:
  // none): for the test hook, so a test checks a step's time as planned, not as a busy machine
  // happened to draw it.
  double hold() const { return current_ ? until_ - since_ : 0.0; }
  // When tick() will next change something (0: nothing waiting; in the past: at once).
  double next_change_at() const;
  // The step on screen is the person's own move itself or their own roll (for the pace report).
  bool showing_own() const { return current_ && current_->own; }
  // The step on screen ends the round (the summary follows once it has stayed its time).
  bool showing_round_end() const { return current_ && current_->ends_round; }
  // Nothing is left to show but the round's end on screen: Skip has nothing to skip.
  bool only_round_end_left() const { return showing_round_end() && queue_.empty(); }
  const std::vector<LogLine>& log() const { return log_; }
  // How many lines have been told since the follower was made (it only grows).
  std::size_t lines_told() const { return lines_told_; }
  // What came on screen since the last call, in the order shown: each step's sound and pulse,
  // and whether it ended a round. What resume() tells at once is not heard.
  struct Heard {
    Sound sound = Sound::kNone;
    bool pulse = false;
    bool ends_round = false;
  };
  std::vector<Heard> take_heard() { return std::exchange(heard_, {}); }

 private:
  struct Queued {
    std::shared_ptr<const State> before;  // the game before the action
    std::vector<Action> actions;          // what takes the shown game to this step's
    Step step;
    int round = 0;            // rounds completed before the action
    int turn = -1;            // Narrator::log_turn of the action
    bool ends_round = false;  // the round's last step: held at least kRoundEndSeconds
    bool own = false;         // the person's own move or roll itself (open_to_person)
  };
  // `step`'s words fit on the news line after `previous`'s (kLongestLine).
  static bool fits_with(const Step& previous, const Step& step);
  // Puts `q` on screen: its actions applied, its line logged.
  void show(Queued q);

  std::unique_ptr<State> tail_;    // the game as of the last followed action
  std::unique_ptr<State> shown_;   // the game as drawn
  std::deque<Queued> queue_;       // steps not shown yet, oldest first
  std::optional<Queued> current_;  // the step on screen, while it stays
  double since_ = 0, until_ = 0;   // when it came on screen, and has stayed its time
  bool drawn_ = false;             // the step on screen has been drawn
  std::vector<LogLine> log_;
  std::string last_told_;  // the latest narration as described
  std::vector<Heard> heard_;
  std::size_t lines_told_ = 0;
};

}  // namespace allclear::web
