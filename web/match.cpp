#include "match.h"

#include <emscripten.h>

#include <algorithm>

#include "core/random.h"

namespace allclear::web {
namespace {

std::unique_ptr<ClearState> as_clear(std::unique_ptr<State> state) {
  auto* clear = dynamic_cast<ClearState*>(state.get());
  if (!clear) return nullptr;
  state.release();
  return std::unique_ptr<ClearState>(clear);
}

}  // namespace

std::unique_ptr<Match> Match::start(std::vector<Seat> seats, int rounds, std::uint64_t seed,
                                    std::string* error) {
  std::unique_ptr<Match> match(new Match);
  match->game_ = load_game("clear", {{"players", static_cast<int>(seats.size())}, {"rounds", rounds}},
                           error);
  if (!match->game_) return nullptr;
  match->state_ = as_clear(match->game_->new_initial_state());
  if (!match->state_) {
    *error = "not a Clear! state";
    return nullptr;
  }
  match->seats_ = std::move(seats);
  match->seed_ = seed;
  for (std::size_t seat = 0; seat < match->seats_.size(); ++seat) {
    std::unique_ptr<Bot> bot;
    if (!match->seats_[seat].human()) {
      bot = make_bot(match->seats_[seat].kind, mix_seed(seed, seat), error);
      if (!bot) return nullptr;
    }
    match->bots_.push_back(std::move(bot));
  }
  match->deal();
  return match;
}

std::unique_ptr<Match> Match::resume(const std::string& record_line, std::string* error) {
  GameRecord record;
  if (!parse_record(record_line, &record, error)) return nullptr;
  if (record.game != "clear") {
    *error = "the saved game is " + record.game + ", not Clear!";
    return nullptr;
  }
  if (record.players.size() != record.names.size()) {
    *error = "the saved seats and names differ in number";
    return nullptr;
  }
  std::unique_ptr<State> state = verify_record(record, error);
  if (!state) return nullptr;
  std::vector<Seat> seats;
  for (std::size_t i = 0; i < record.players.size(); ++i)
    seats.push_back({record.players[i], record.names[i]});
  if (static_cast<int>(seats.size()) != state->num_players()) {
    *error = "the saved seats do not match the game's players";
    return nullptr;
  }
  std::unique_ptr<Match> match(new Match);
  match->game_ = state->game_ptr();
  match->state_ = as_clear(std::move(state));
  if (!match->state_) {
    *error = "not a Clear! state";
    return nullptr;
  }
  match->seats_ = std::move(seats);
  match->seed_ = record.seed;
  for (std::size_t seat = 0; seat < match->seats_.size(); ++seat) {
    std::unique_ptr<Bot> bot;
    if (!match->seats_[seat].human()) {
      bot = make_bot(match->seats_[seat].kind, mix_seed(record.seed, seat), error);
      if (!bot) return nullptr;
    }
    match->bots_.push_back(std::move(bot));
  }
  match->keep_finished_round();
  return match;
}

Match::Next Match::next() const {
  const ClearState& s = *state_;
  switch (s.phase()) {
    case clear::Phase::kGameOver: return Next::kGameOver;
    case clear::Phase::kDealing:
      return s.rounds_completed() > 0 && s.dealing_player() == 0 && s.dealt_squares() == 0
                 ? Next::kRoundOver
                 : Next::kDeal;
    case clear::Phase::kRolling: return Next::kRoll;
    case clear::Phase::kChoosing:
      return seats_[s.current_player()].human() ? Next::kHumanChoice : Next::kBotChoice;
  }
  return Next::kGameOver;
}

int Match::humans() const {
  int n = 0;
  for (const Seat& seat : seats_) n += seat.human();
  return n;
}

bool Match::apply(Action action) {
  const int rounds_before = state_->rounds_completed();
  if (!state_->apply_action(action)) return false;
  if (state_->rounds_completed() > rounds_before) {
    keep_finished_round();
    round_finished_ = true;
  }
  return true;
}

void Match::keep_finished_round() {
  // The core keeps the table as each round ended; the state has already moved on.
  if (state_->results().empty()) return;
  const clear::RoundResult& result = state_->results().back();
  finished_.round = state_->rounds_completed();
  finished_.cards = result.cards;
  finished_.dice = result.dice;
  finished_.last_roll = result.last_roll;
}

bool Match::deal() {
  bool any = false;
  while (state_->phase() == clear::Phase::kDealing && !state_->is_terminal()) {
    if (!apply(sample_chance(*state_, seed_))) return any;
    any = true;
  }
  return any;
}

bool Match::roll() {
  if (state_->phase() != clear::Phase::kRolling) return false;
  // Each die is its own chance node: roll them all.
  while (state_->phase() == clear::Phase::kRolling)
    if (!apply(sample_chance(*state_, seed_))) return false;
  return true;
}

bool Match::choose(Action line) {
  if (next() != Next::kHumanChoice) return false;
  return apply(line);
}

bool Match::bot_choose() {
  if (next() != Next::kBotChoice) return false;
  Bot* bot = bots_[state_->current_player()].get();
  if (!bot) return false;
  const double start = emscripten_get_now();
  const Action line = bot->choose(*state_);
  const double ms = emscripten_get_now() - start;
  ++bot_timing_.choices;
  bot_timing_.total_ms += ms;
  bot_timing_.max_ms = std::max(bot_timing_.max_ms, ms);
  return apply(line);
}

bool Match::take_round_finished() {
  const bool finished = round_finished_;
  round_finished_ = false;
  return finished;
}

std::string Match::record_line() const {
  std::vector<std::string> players, names;
  for (const Seat& seat : seats_) {
    players.push_back(seat.kind);
    names.push_back(seat.name);
  }
  return record_to_json(make_record(*state_, seed_, players, names));
}

}  // namespace allclear::web
