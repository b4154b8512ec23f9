// The play at the open table: the person's moves, the bots' turns, and the pace at which the
// table shows what happens. The app owns one session and draws around it; the pace report
// (web/pace_report.cc) drives one on a clock of its own, so its figures are the app's.
//
// The pace: what a person did themselves is shown at once and their next decision opens at once;
// holds are for what they did not see coming (a roll, a draw, a bot's move), scaled by the pace
// (Slow, Normal, Fast; Instant shows only outcomes, a bot's whole turn at once). The move that
// ends a round always stays its time before the summary.
#pragma once
#include "core/pace.h"
#include "kit/host.h"
#include "kit/table.h"

namespace allclear::web {

class Session {
 public:
  // What the app does around the play.
  class Keeper {
   public:
    virtual ~Keeper() = default;
    // An action was applied: the game is saved (its result kept too once `game_over`).
    virtual void keep(bool game_over) = 0;
  };
  static constexpr double kTumbleSeconds = 0.35;  // rolled dice tumble, then land
  // A roll's step stays at least this long after its dice land (at Normal pace), and as long as
  // its words take to read; its own time counts from the throw.
  static constexpr double kLandedSeconds = 0.7;

  explicit Session(Keeper& keeper) : keeper_(&keeper) {}

  void open(Table& table);  // the table played from now on
  Table& table() const { return *table_; }
  void set_pace(BotPace pace, bool motion_reduced) {
    pace_ = pace;
    motion_reduced_ = motion_reduced;
  }
  BotPace pace() const { return pace_; }
  bool motion_reduced() const { return motion_reduced_; }

  // The person's moves (Host's); each applies at most one action, none while the table is still
  // showing earlier steps.
  void roll_dice(Host& host);
  void choose(Host& host, Action action);
  void skip_ahead();
  // A hint for the person to act on the open table (Match::hint): counted in its game's record.
  Hint hint() { return table_->match_->hint(); }
  // The game on `table` from now on (null: none); arrive() then tells it. The session alone
  // changes a table's match and what it shows (the table reads them).
  static void put(Table& table, std::unique_ptr<Match> match);
  // How a game comes to a table (arrive()).
  enum class Arrival { kNewGame, kSaved, kNextRound };
  // A game comes to `table` (open or not): the follower starts over (a new or saved game: with a
  // log of its own) and tells it from where the table tells an arrival from (Narrator::told_from).
  // A game saved before its cards were laid out is dealt first, as play would have. True when
  // what it tells throws dice (Pacing::throws_dice).
  static bool arrive(Table& table, Arrival how);
  // A match was just started on the open table: its opening (a deal, a start roll) is shown.
  void started(Host& host);
  // From the summary: the next round is dealt and told.
  void next_round();
  // The screen changed (`to_table`: to the table screen): nothing scheduled carries over.
  void screen_changed(bool to_table);

  // Every frame, before drawing (`at_table`: the table screen is up). Runs the bots' steps that
  // are due; true when the round on the table has been seen to its end: the summary is due.
  bool update(Host& host, double now, bool at_table);
  void drawing(double now) { now_ = now; }
  // The frame just drawn is on screen (`table_drawn`: it showed the table's steps).
  void presented(double now, bool table_drawn);

  bool tumbling() const { return dice_ == Dice::kThrown || (dice_ == Dice::kTumbling && now_ < lands_at_); }
  bool skipping() const { return skipping_; }
  bool can_skip(bool at_table) const;
  // The dice tumble or Skip runs: frames are drawn continuously.
  bool animating(double now) const {
    return skipping_ || dice_ == Dice::kThrown || (dice_ == Dice::kTumbling && now < lands_at_);
  }
  // A frame must be drawn now for the dice's landing to be seen.
  bool wants_frame() const { return dice_ != Dice::kStill; }
  // When the next automatic step or step of the table is due (0: none; the log covers the table:
  // none).
  double wake_at(bool at_table) const;
  // What the steps shown since the last call sound like, as one cue: the weightiest of their
  // sounds, and for the step that ends a round, the round (or the game) won or lost for the
  // people at the table; a pulse when any of it is a person's gain. While bots play at once
  // (Instant, Skip) nothing: their whole play sounds once when they stop.
  Cue take_cue();
  // A person is to act (a choice, or their roll), and a bot is to act.
  bool person_acts_next() const;
  bool automatic_next(bool at_table) const;

 private:
  // Chance that follows the action at once (cards laid out, a roll the choice asked for), then
  // announce, save, and the summary once seen (`own`: the person who chose, else -1; `chose`:
  // the action was a choice, not a roll).
  void after_action(Host& host, int rounds_before, int own, bool chose);
  // The follower puts the next queued step on screen now (`thrown`: held for the dice's tumble).
  void show_new_steps(bool thrown);
  // The dice just rolled tumble, then land (not at Instant or with reduced motion: false).
  bool dice_thrown();
  void step_automatic(Host& host);     // one bot step or bot roll
  void play_bots_at_once(Host& host);  // until a person must act or the round ends
  double scale() const { return showing_scale(pace_); }
  Match& match() { return *table_->match_; }

  Keeper* keeper_;
  Table* table_ = nullptr;
  BotPace pace_ = BotPace::kNormal;
  bool motion_reduced_ = false;
  double now_ = 0;
  double next_step_at_ = 0;   // 0: nothing scheduled
  bool summary_due_ = false;  // a round ended: the summary follows once it has been seen
  bool skipping_ = false;     // Skip ahead: bots play without pauses
  bool at_table_ = false;     // as of the latest update
  int last_turn_ = -1;        // whose turn the latest action was (Narrator::log_turn)
  // The dice: still, or just thrown and not yet on screen, or tumbling from the first frame that
  // shows them (a slow frame after the tap must not use the tumble up unseen) until a frame drawn
  // once they have landed (lands_at_) is on screen.
  enum class Dice { kStill, kThrown, kTumbling };
  Dice dice_ = Dice::kStill;
  double lands_at_ = 0;
  Cue gathered_;  // heard while bots play at once, not yet played (take_cue)
};

}  // namespace allclear::web
