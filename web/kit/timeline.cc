#include "kit/timeline.h"

#include <algorithm>

namespace allclear::web {

std::size_t Follower::characters(const std::string& text) {
  // UTF-8: every byte but a continuation byte (10xxxxxx) starts a character.
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

double Follower::reading_seconds(const std::string& narration) {
  return static_cast<double>(characters(narration)) / kReadingCharsPerSecond;
}

bool Follower::fits_with(const Step& previous, const Step& step) {
  const std::string& words = previous.narration.empty() || step.added.empty() ? step.narration : step.added;
  return characters(previous.narration) + characters(words) <= kLongestLine;
}

void Follower::reset(const State& live) {
  tail_ = live.clone();
  shown_ = live.clone();
  queue_.clear();
  current_.reset();
  since_ = until_ = 0;
  drawn_ = false;
  heard_.clear();
}

void Follower::follow(const State& live, const Narrator& narrator, int own) {
  const std::vector<Action>& history = live.history();
  if (!tail_ || history.size() < tail_->history().size() ||
      !std::equal(tail_->history().begin(), tail_->history().end(), history.begin())) {
    reset(live);  // another game, or one taken back: nothing to show step by step
    return;
  }
  const std::size_t batch = queue_.size();  // steps queued from here on may be told together
  bool own_told = false;                    // the person's own move has its step
  for (std::size_t i = tail_->history().size(); i < history.size(); ++i) {
    const Action action = history[i];
    std::shared_ptr<const State> before = tail_->clone();
    const int player = tail_->is_chance_node() ? -1 : tail_->current_player();
    const int round = tail_->rounds_completed();
    const int turn = narrator.log_turn(*before);
    if (!tail_->apply_action(action)) {  // cannot happen: the live game applied it
      reset(live);
      return;
    }
    std::vector<Step> steps = narrator.describe(*before, player, action, *tail_);
    if (steps.empty()) steps.emplace_back();  // shown at once, with what follows
    // The person's own move is not held before the chance actions it brought (a draw, a deal):
    // that is what they did not see coming. Alone, or told with its own consequences (a duel),
    // it keeps its time; the session ends it at once when the person is the one to act next.
    if (own >= 0 && player == own && i + 1 < history.size()) steps.front().seconds = 0;
    const bool ends_round = tail_->rounds_completed() > round || tail_->is_terminal();
    for (std::size_t k = 0; k < steps.size(); ++k) {
      Queued q{before, {}, std::move(steps[k]), round, turn, ends_round && k + 1 == steps.size()};
      // The batch's first told step is the person's move itself (or their roll's dice) when it is
      // theirs (Roll and Clear's Roll again tells nothing, its roll does).
      q.own = own >= 0 && !own_told && (player == own || player < 0) && !q.step.narration.empty();
      own_told = own_told || q.own;
      if (k == 0) q.actions.push_back(action);
      if (q.step.with_previous && queue_.size() > batch && fits_with(queue_.back().step, q.step)) {
        Queued& previous = queue_.back();
        previous.actions.insert(previous.actions.end(), q.actions.begin(), q.actions.end());
        // Told as one, they sound as the weightier of the two.
        const Sound sound = std::max(previous.step.sound, q.step.sound);
        const bool pulse = previous.step.pulse || q.step.pulse;
        if (!q.step.added.empty() || q.step.narration.empty()) {
          // An earlier step without words (an action that shows at once) takes the later one's.
          previous.step.narration += previous.step.narration.empty() ? q.step.narration : q.step.added;
          previous.step.seconds = std::max(previous.step.seconds, q.step.seconds);
          previous.step.detail = q.step.detail;
        } else {
          previous.step = std::move(q.step);
        }
        previous.step.sound = sound;
        previous.step.pulse = pulse;
        previous.own = previous.own && q.own;  // what the person did not do is held as ever
        previous.ends_round = previous.ends_round || q.ends_round;
        continue;
      }
      queue_.push_back(std::move(q));
    }
  }
}

void Follower::resume(const State& live, const Narrator& narrator) {
  // The round of the last action starts where the rounds completed last went up.
  const std::vector<Action>& history = live.history();
  std::unique_ptr<State> replay = live.game().new_initial_state();
  std::size_t round_start = 0;
  int rounds = replay->rounds_completed();
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (replay->rounds_completed() > rounds) {
      rounds = replay->rounds_completed();
      round_start = i;
    }
    if (!replay->apply_action(history[i])) break;
  }
  std::unique_ptr<State> start = live.game().new_initial_state();
  for (std::size_t i = 0; i < round_start; ++i) (void)start->apply_action(history[i]);
  reset(*start);
  follow(live, narrator);
  while (!queue_.empty()) {  // told at once: into the log, nothing held on screen
    show(std::move(queue_.front()));
    queue_.pop_front();
  }
  current_.reset();
  drawn_ = false;
  heard_.clear();  // the story so far, told in the log, not played again
}

void Follower::show(Queued q) {
  for (Action action : q.actions) (void)shown_->apply_action(action);
  if (!q.step.narration.empty()) {
    // The same words twice in a row (two equal cards turned up) would look like one move.
    const bool again = q.step.narration == last_told_;
    last_told_ = q.step.narration;
    if (again) q.step.narration += " (again)";
    log_.push_back({q.round, q.turn, q.step.narration});
    ++lines_told_;
    if (log_.size() > kLogLines) log_.erase(log_.begin());
  }
  if (q.step.sound != Sound::kNone || q.step.pulse || q.ends_round) {
    heard_.push_back({q.step.sound, q.step.pulse, q.ends_round});
    // Nobody listening (the pace report, a table off screen): only the latest are worth hearing.
    if (heard_.size() > kLogLines) heard_.erase(heard_.begin());
  }
  current_ = std::move(q);
  drawn_ = false;
}

void Follower::drawn(double now) {
  if (drawn_) return;
  if (current_) until_ += now - since_;
  since_ = now;
  drawn_ = true;
}

void Follower::tick(double now, double scale) {
  if (current_ && now < until_) return;
  if (current_) drawn_ = false;  // caught up, or the next step: a new moment to draw
  current_.reset();
  while (!queue_.empty()) {
    Queued q = std::move(queue_.front());
    queue_.pop_front();
    const double reading = reading_seconds(q.step.narration);
    double hold = (q.step.seconds > 0 ? std::max(q.step.seconds, reading) : 0.0) * scale;
    if (q.ends_round) hold = std::max(hold, kRoundEndSeconds);
    show(std::move(q));
    if (hold > 0) {
      since_ = now;
      until_ = now + hold;
      return;
    }
    current_.reset();
  }
}

void Follower::show_all(double now) {
  // A round's end already on screen (tick() put it there, e.g. right after the action that
  // ended the round) keeps its time, counted from when it was first drawn: Skip never hides
  // it, nor holds it longer.
  if (only_round_end_left()) return;
  drawn_ = false;
  current_.reset();
  bool ends_round = false;
  while (!queue_.empty()) {
    ends_round = queue_.front().ends_round;
    show(std::move(queue_.front()));
    queue_.pop_front();
  }
  if (ends_round) {  // the round's end is always seen
    since_ = now;
    until_ = now + kRoundEndSeconds;
  } else {
    current_.reset();
  }
}

float Follower::progress(double now) const {
  if (!current_ || until_ <= since_) return 1.0f;
  return static_cast<float>(std::clamp((now - since_) / (until_ - since_), 0.0, 1.0));
}

double Follower::next_change_at() const {
  if (current_) return until_;
  return queue_.empty() ? 0.0 : 1e-9;  // queued and not started: at once
}

}  // namespace allclear::web
