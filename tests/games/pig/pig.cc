#include "tests/games/pig/pig.h"

#include <algorithm>

#include "tests/games/pig/pig_bot.h"

namespace allclear {

using namespace pig;

namespace {

class PigGame : public Game {
 public:
  explicit PigGame(const GameParameters& parameters) : Game(parameters) {}
  const GameInfo& info() const override { return pig_game_info(); }
  std::unique_ptr<State> new_initial_state() const override { return std::make_unique<PigState>(shared_from_this()); }
  const BotPolicy& bot_policy() const override { return pig::bot_policy(); }
};

}  // namespace

const GameInfo& pig_game_info() {
  static const GameInfo info{
      "pig",
      "Pig",
      {{"players", 2, 2, 4, "players, taking turns to the left"}, {"target", 100, 10, 200, "banked points that win"}},
  };
  return info;
}

std::shared_ptr<const Game> make_pig_game(const GameParameters& parameters) {
  return std::make_shared<PigGame>(parameters);
}

PigState::PigState(std::shared_ptr<const Game> game)
    : State(std::move(game)), target_(this->game().parameter("target")), banked_(num_players(), 0) {}

int PigState::compute_current_player() const {
  if (over_) return kTerminalPlayer;
  return rolling_ ? kChancePlayer : turn_player_;
}

std::vector<Action> PigState::legal_actions() const {
  if (over_) return {};
  if (rolling_) {
    std::vector<Action> faces;
    for (int face = 1; face <= kFaces; ++face) faces.push_back(face);
    return faces;
  }
  // Holding with nothing to bank would only pass the turn, and would let a game go on forever.
  if (turn_total_ == 0) return {kRoll};
  return {kRoll, kHold};
}

void PigState::append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const {
  if (over_ || !rolling_) return;
  for (int face = 1; face <= kFaces; ++face) outcomes->push_back({face, 1});
}

void PigState::do_apply_action(Action action) {
  if (rolling_) {
    rolling_ = false;
    if (action == kBust) {
      turn_total_ = 0;
      pass_turn();
    } else {
      turn_total_ += action;
    }
    return;
  }
  if (action == kRoll) {
    rolling_ = true;
    return;
  }
  banked_[turn_player_] += turn_total_;
  turn_total_ = 0;
  if (banked_[turn_player_] >= target_) {
    over_ = true;
    return;
  }
  pass_turn();
}

void PigState::pass_turn() { turn_player_ = (turn_player_ + 1) % num_players(); }

std::vector<std::vector<int>> PigState::round_scores() const {
  if (!over_) return {};
  return {banked_};
}

std::vector<int> PigState::winners() const {
  if (!over_) return {};
  const int best = *std::max_element(banked_.begin(), banked_.end());
  std::vector<int> seats;
  for (int p = 0; p < num_players(); ++p)
    if (banked_[p] == best) seats.push_back(p);
  return seats;
}

std::string PigState::action_to_string(int player, Action action) const {
  if (player == kChancePlayer) {
    std::string text = "die: ";
    text += std::to_string(action);
    return text;
  }
  return action == kHold ? "hold" : "roll";
}

std::string PigState::to_string() const {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "text" + std::to_string(...).
  std::string out = "Pig to ";
  out += std::to_string(target_);
  out += ", banked";
  for (int points : banked_) {
    out += ' ';
    out += std::to_string(points);
  }
  if (over_) return out + ", game over";
  out += ", player ";
  out += std::to_string(turn_player_);
  out += " has ";
  out += std::to_string(turn_total_);
  out += " this turn";
  if (rolling_) out += ", rolling";
  return out;
}

}  // namespace allclear
