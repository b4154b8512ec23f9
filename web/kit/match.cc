#include "kit/match.h"

#include <algorithm>

#include "core/random.h"
#include "kit/clock.h"

namespace allclear::web {

std::unique_ptr<Match> Match::start(const Pacing& pacing, const std::string& game, GameParameters parameters,
                                    std::vector<Seat> seats, std::uint64_t seed, std::string* error) {
  parameters["players"] = static_cast<int>(seats.size());
  std::shared_ptr<const Game> loaded = load_game(game, parameters, error);
  if (!loaded) return nullptr;
  std::unique_ptr<Match> match(new Match(pacing));
  match->state_ = loaded->new_initial_state();
  match->seats_ = std::move(seats);
  match->seed_ = seed;
  if (!match->seat_bots(error)) return nullptr;
  match->deal();
  return match;
}

std::unique_ptr<Match> Match::resume(const Pacing& pacing, const std::string& game, const std::string& record_line,
                                     std::string* error) {
  GameRecord record;
  if (!parse_record(record_line, &record, error)) return nullptr;
  if (record.game != game) {
    *error = "the saved game is " + record.game + ", not " + game;
    return nullptr;
  }
  if (record.players.size() != record.names.size()) {
    *error = "the saved seats and names differ in number";
    return nullptr;
  }
  std::unique_ptr<State> state = verify_record(record, error);
  if (!state) return nullptr;
  if (static_cast<int>(record.players.size()) != state->num_players()) {
    *error = "the saved seats do not match the game's players";
    return nullptr;
  }
  std::unique_ptr<Match> match(new Match(pacing));
  match->state_ = std::move(state);
  for (std::size_t i = 0; i < record.players.size(); ++i) match->seats_.push_back({record.players[i], record.names[i]});
  match->seed_ = record.seed;
  match->hints_ = record.hints;
  if (!match->seat_bots(error)) return nullptr;
  return match;
}

bool Match::seat_bots(std::string* error) {
  for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
    std::unique_ptr<Bot> bot;
    if (!seats_[seat].human()) {
      bot = make_bot(seats_[seat].kind, mix_seed(seed_, seat), error);
      if (!bot) return false;
    }
    bots_.push_back(std::move(bot));
  }
  return true;
}

Match::Next Match::next() const {
  const State& s = *state_;
  if (s.is_terminal()) return Next::kGameOver;
  if (s.is_chance_node()) {
    if (pacing_->is_roll(s)) return Next::kRoll;
    return pacing_->between_rounds(s) ? Next::kRoundOver : Next::kDeal;
  }
  return seats_[s.current_player()].human() ? Next::kHumanChoice : Next::kBotChoice;
}

int Match::humans() const {
  int n = 0;
  for (const Seat& seat : seats_) n += seat.human();
  return n;
}

bool Match::deal() {
  bool any = false;
  while (state_->is_chance_node() && !pacing_->is_roll(*state_)) {
    if (!state_->apply_action(sample_chance(*state_, seed_))) return any;
    any = true;
  }
  return any;
}

bool Match::roll() {
  if (next() != Next::kRoll) return false;
  // Each die is its own chance node: roll them all.
  do {
    if (!state_->apply_action(sample_chance(*state_, seed_))) return false;
  } while (state_->is_chance_node() && pacing_->roll_goes_on(*state_));
  return true;
}

bool Match::choose(Action action) {
  if (next() != Next::kHumanChoice) return false;
  return state_->apply_action(action);
}

bool Match::bot_choose() {
  if (next() != Next::kBotChoice) return false;
  Bot* bot = bots_[state_->current_player()].get();
  if (!bot) return false;
  const double start = steady_ms();
  const Action action = bot->choose(*state_);
  const double ms = steady_ms() - start;
  ++bot_timing_.choices;
  bot_timing_.total_ms += ms;
  bot_timing_.max_ms = std::max(bot_timing_.max_ms, ms);
  return state_->apply_action(action);
}

std::string Match::record_line() const {
  std::vector<std::string> players, names;
  for (const Seat& seat : seats_) {
    players.push_back(seat.kind);
    names.push_back(seat.name);
  }
  GameRecord record = make_record(*state_, seed_, players, names);
  record.hints = hints_;
  return record_to_json(record);
}

Hint Match::hint() {
  const std::size_t at = state_->history().size();
  if (at != hinted_at_) {
    hinted_at_ = at;
    ++hints_;
  }
  return allclear::hint(*state_, mix_seed(seed_, at));
}

}  // namespace allclear::web
