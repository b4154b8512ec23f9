#include "kit/session.h"

#include <algorithm>
#include <utility>

#include "kit/clock.h"

namespace allclear::web {

void Session::open(Table& table) {
  if (table_ != &table) skipping_ = false;
  table_ = &table;
}

void Session::put(Table& table, std::unique_ptr<Match> match) { table.match_ = std::move(match); }

bool Session::arrive(Table& table, Arrival how) {
  if (how == Arrival::kSaved && table.match_->next() == Match::Next::kDeal) table.match_->deal();
  const State& live = table.match_->state();
  const std::vector<Action>& history = live.history();
  const std::size_t from = std::min(table.told_from(live, how == Arrival::kNewGame), history.size());
  // One pass over the history: the game as it stood at `from`, and whether what follows throws
  // dice (a history that does not replay up to `from` is shown as it stands).
  std::unique_ptr<State> walk = live.game().new_initial_state();
  std::unique_ptr<State> start;
  bool rolls = false;
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (i == from) start = walk->clone();
    if (start) rolls |= walk->is_chance_node() && table.throws_dice(*walk);
    if (!walk->apply_action(history[i])) break;
  }
  const State& shown_first = start ? *start : live;
  Follower& follower = table.follower_;
  if (how != Arrival::kNextRound) follower = Follower{};  // the last game's log goes
  if (how == Arrival::kSaved)
    follower.resume(shown_first, table);
  else
    follower.reset(shown_first);
  follower.follow(live, table);
  return rolls;
}

void Session::started(Host& host) {
  const bool rolls = arrive(*table_, Arrival::kNewGame);
  table_->started(host);
  show_new_steps(rolls && dice_thrown());  // a start roll made with the deal (Clear Ace) tumbles like any roll
}

void Session::next_round() {
  match().deal();
  arrive(*table_, Arrival::kNextRound);
}

void Session::screen_changed(bool to_table) {
  if (!to_table) skipping_ = false;
  summary_due_ = false;
  next_step_at_ = 0;
  last_turn_ = -1;  // the table (again): the next bot's move waits its pause
}

void Session::show_new_steps(bool thrown) {
  // Steps with nothing to hold pass at once: a table that applies several actions for one tap
  // (Roll and Clear's staged dice) is not refused its next one.
  table_->follower_.tick(now_, scale());
  // Tumbling dice show no result yet: the roll's step is seen landed, and its words read, after
  // its tumble (its own time counts from the throw).
  const Step* step = table_->follower_.step();
  if (thrown && step) {
    table_->follower_.hold_at_least(kTumbleSeconds +
                                    std::max(kLandedSeconds, Follower::reading_seconds(step->narration)) * scale());
  }
}

void Session::roll_dice(Host& host) {
  // One action per tap, and none on a table still showing earlier steps.
  if (!table_->match_ || match().next() != Match::Next::kRoll || !table_->follower_.caught_up()) return;
  const int rounds_before = match().state().rounds_completed();
  last_turn_ = table_->log_turn(match().state());
  const int roller = match().roller();  // before the roll: it may pass the dice on
  if (!match().roll()) return;
  dice_thrown();
  const bool ended = match().state().rounds_completed() > rounds_before;
  table_->rolled(host, ended);
  after_action(host, rounds_before, match().seats()[roller].human() ? roller : -1, false);
}

bool Session::dice_thrown() {
  // At Instant only outcomes show: the dice land at once.
  dice_ = motion_reduced_ || pace_ == BotPace::kInstant ? Dice::kStill : Dice::kThrown;
  return dice_ == Dice::kThrown;
}

void Session::after_action(Host& host, int rounds_before, int own, bool chose) {
  bool thrown = !chose && dice_ == Dice::kThrown;  // a roll's dice were just thrown
  // Cards turned from the deck are laid out at once (the steps show them one by one), and a roll
  // that follows a choice is thrown.
  if (match().next() == Match::Next::kDeal) {
    match().deal();
  } else if (chose && match().next() == Match::Next::kRoll && table_->roll_follows_choice(match().state()) &&
             match().roll()) {
    thrown = dice_thrown();
  }
  table_->after_action(host);
  // With two people or more at the device nothing of a move is cut short: a pass screen may
  // follow it, and the other person must see it.
  table_->follower_.follow(match().state(), *table_, match().humans() == 1 ? own : -1);
  show_new_steps(thrown);
  // Counted after the table's own steps: a deal made there can end the round (Risky
  // Business's last turn ends with the discard row refilled).
  const bool round_ended = match().state().rounds_completed() > rounds_before;
  const Match::Next next = match().next();
  // The table first shows the move that ended the round; update() then opens the summary.
  if (round_ended || next == Match::Next::kRoundOver || next == Match::Next::kGameOver) summary_due_ = true;
  keeper_->keep(next == Match::Next::kGameOver && summary_due_);
  table_->refresh();
  host.request_frames();
}

void Session::choose(Host& host, Action action) {
  if (!table_->match_ || !table_->follower_.caught_up()) return;
  const State& s = match().state();
  const int player = s.current_player();
  const int rounds_before = s.rounds_completed();
  last_turn_ = table_->log_turn(s);
  if (!match().choose(action)) return;
  const bool ended = s.rounds_completed() > rounds_before;
  table_->chose(host, player, action, ended);
  after_action(host, rounds_before, player, true);
}

void Session::step_automatic(Host& host) {
  if (!table_->match_) return;
  const Match::Next next = match().next();
  if (next == Match::Next::kRoll) {
    roll_dice(host);
  } else if (next == Match::Next::kBotChoice) {
    const State& s = match().state();
    const int player = s.current_player();
    const int rounds_before = s.rounds_completed();
    last_turn_ = table_->log_turn(s);
    // The bot's choices that make one move are made together, then told together.
    do {
      const std::size_t history_before = s.history().size();
      if (!match().bot_choose()) return;
      const bool ended = s.rounds_completed() > rounds_before;
      table_->chose(host, player, s.history()[history_before], ended);
      // A move that goes on through cards from the deck (Risky Business's cascade, its pick-up's
      // card) has them dealt now, so the whole move is told as one step.
      if (match().next() == Match::Next::kDeal && table_->bot_move_goes_on(s)) match().deal();
    } while (match().next() == Match::Next::kBotChoice && s.current_player() == player && table_->bot_move_goes_on(s));
    after_action(host, rounds_before, -1, true);
  }
}

bool Session::automatic_next(bool at_table) const {
  if (!table_->match_ || !at_table) return false;
  const Match& m = *table_->match_;
  const Match::Next next = m.next();
  return next == Match::Next::kBotChoice || (next == Match::Next::kRoll && !m.seats()[m.roller()].human());
}

bool Session::person_acts_next() const {
  if (!table_->match_) return false;
  const Match& m = *table_->match_;
  const Match::Next next = m.next();
  return next == Match::Next::kHumanChoice || (next == Match::Next::kRoll && m.seats()[m.roller()].human());
}

bool Session::can_skip(bool at_table) const {
  if (!at_table || !table_->match_) return false;
  const Follower& f = table_->follower_;
  return !f.only_round_end_left() && (automatic_next(at_table) || !f.caught_up());
}

void Session::skip_ahead() {
  skipping_ = true;
  next_step_at_ = 0;
}

void Session::play_bots_at_once(Host& host) {
  // Bots play on without pauses, a slice per frame so the page stays responsive; a round's end
  // still stops them (it is held, then the summary).
  const double start = steady_ms();
  while (automatic_next(at_table_) && table_->follower_.caught_up() && steady_ms() - start < 12.0) {
    step_automatic(host);
    table_->follower_.show_all(now_);
  }
  host.request_frames();
}

double Session::wake_at(bool at_table) const {
  double at = next_step_at_;
  // While the log covers the table its steps wait (update()): nothing to wake for.
  if (at_table && table_->match_ && !table_->log_open) {
    const double change = table_->follower_.next_change_at();
    if (change > 0 && (at == 0 || change < at)) at = change;
  }
  if (dice_ == Dice::kTumbling && now_ < lands_at_ && (at == 0 || lands_at_ < at)) at = lands_at_;  // the dice land
  return at;
}

bool Session::update(Host& host, double now, bool at_table) {
  now_ = now;
  at_table_ = at_table;
  if (table_->match_ && !table_->log_open) {
    // While the log covers the table nothing moves on: what happens next is seen when it closes.
    table_->follower_.tick(now, scale());
    // The person's own move (a choice, their roll) stays until they act on it, so they may act
    // as soon as any dice have landed. What they did not see coming (a bot's move, a cascade, a
    // draw) keeps its time. With two people or more a pass screen may come next: it waits too.
    if (at_table && person_acts_next() && table_->match_->humans() == 1 && !table_->rolls_for_person() &&
        dice_ == Dice::kStill)
      table_->follower_.open_to_person();
  }
  if (skipping_) {
    table_->follower_.show_all(now_);
    play_bots_at_once(host);
    next_step_at_ = 0;
    if (!automatic_next(at_table) || !table_->follower_.caught_up()) skipping_ = false;
    if (skipping_) return false;
  }
  if (!table_->match_ || !at_table || !table_->follower_.caught_up()) {
    // Off the table, or it is still showing what the latest action did: everything waits.
    next_step_at_ = 0;
    return false;
  }
  const Match::Next next = match().next();
  if (summary_due_ || next == Match::Next::kRoundOver || next == Match::Next::kGameOver) {
    // The round ended while the table was showing it: now the summary.
    next_step_at_ = 0;
    return true;
  }
  if (!automatic_next(at_table)) {
    next_step_at_ = 0;
    return false;
  }
  if (pace_ == BotPace::kInstant) {  // only outcomes: the bots' turns at once
    next_step_at_ = 0;
    play_bots_at_once(host);
    return false;
  }
  if (next_step_at_ == 0) {
    // A pause before a bot's turn, so the move before it is seen (it may have been the person's
    // own, shown at once); within its turn each of its steps was held its own time already.
    const bool roll = next == Match::Next::kRoll;
    const bool new_turn = table_->log_turn(match().state()) != last_turn_;
    const bool pause = new_turn && (roll || table_->pause_before_bot_choice(match().state()));
    next_step_at_ = now + (pause ? bot_step_seconds(pace_, roll) : 0.0);
    return false;
  }
  if (now >= next_step_at_) {
    next_step_at_ = 0;
    step_automatic(host);
  }
  return false;
}

namespace {

// How a round's (or the game's) end sounds for the people at `shown`'s table: won when one of
// them has the best score of the round just played (or is among the game's winners).
Sound round_end_sound(const State& shown, const Match& match) {
  const auto person = [&](int seat) { return match.seats()[seat].human(); };
  if (shown.is_terminal()) {
    for (int seat : shown.winners())
      if (person(seat)) return Sound::kGameWon;
    return Sound::kRoundLost;
  }
  const std::vector<std::vector<int>> rounds = shown.round_scores();
  if (rounds.empty()) return Sound::kRoundLost;
  const std::vector<int>& last = rounds.back();
  const bool lower_wins = shown.game().info().lower_scores_win;
  const int best =
      lower_wins ? *std::min_element(last.begin(), last.end()) : *std::max_element(last.begin(), last.end());
  for (std::size_t seat = 0; seat < last.size(); ++seat)
    if (last[seat] == best && person(static_cast<int>(seat))) return Sound::kRoundWon;
  return Sound::kRoundLost;
}

}  // namespace

Cue Session::take_cue() {
  if (!table_ || !table_->match_) return std::exchange(gathered_, {});
  for (const Follower::Heard& heard : table_->follower_.take_heard()) {
    Sound sound = heard.sound;
    bool pulse = heard.pulse;
    if (heard.ends_round) {
      sound = round_end_sound(table_->follower_.shown(), *table_->match_);
      pulse = pulse || sound != Sound::kRoundLost;
    }
    gathered_.sound = std::max(gathered_.sound, sound);
    gathered_.pulse = gathered_.pulse || pulse;
  }
  // Bots playing at once (Instant, Skip) take a few frames: what they do is one outcome, heard
  // once they stop, never a sound a frame.
  const bool at_once = pace_ == BotPace::kInstant || skipping_;
  if (at_once && automatic_next(at_table_) && !summary_due_) return {};
  return std::exchange(gathered_, {});
}

void Session::presented(double now, bool table_drawn) {
  // The tumble starts with the first frame that shows it; the frame that shows the dice landed
  // (drawn at lands_at_ or later) is always drawn, though nothing else is due then.
  if (dice_ == Dice::kThrown) {
    dice_ = Dice::kTumbling;
    lands_at_ = now + kTumbleSeconds;
  } else if (dice_ == Dice::kTumbling && now_ >= lands_at_) {
    dice_ = Dice::kStill;
  }
  if (table_drawn && table_->match_ && !table_->log_open) table_->follower_.drawn(now);
}

}  // namespace allclear::web
