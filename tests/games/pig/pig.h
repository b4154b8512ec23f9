// Pig, a game only the tests play (docs/adding-a-game.md): the smallest game with chance and a
// choice, registered like the real games (allclear_game(pig TEST_ONLY)) to prove that a new game
// needs only its folder and one CMake line to be played by the bots, the simulator and every
// test over the registered games. It is never built into the web app.
//
// Players take turns rolling one die. Every face but 1 adds to the turn total; a 1 ends the turn
// with nothing banked. After a roll that is not a 1 the player may hold: the turn total is added
// to their banked points and the turn passes to the left. The first to bank `target` points wins.
//
// Actions:
//   a player's decision: 0 roll, 1 hold (offered only with a turn total to bank);
//   the roll (chance): the die's face, 1 to 6.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/game.h"

namespace allclear {

namespace pig {

inline constexpr Action kRoll = 0;
inline constexpr Action kHold = 1;
inline constexpr int kFaces = 6;
inline constexpr int kBust = 1;  // the face that ends a turn with nothing banked

}  // namespace pig

const GameInfo& pig_game_info();
std::shared_ptr<const Game> make_pig_game(const GameParameters& parameters);

class PigState : public State {
 public:
  explicit PigState(std::shared_ptr<const Game> game);

  std::vector<Action> legal_actions() const override;
  void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const override;
  // The whole game is one round: its scores are the banked points, known once it is over.
  int rounds_completed() const override { return over_ ? 1 : 0; }
  std::vector<std::vector<int>> round_scores() const override;
  std::vector<int> winners() const override;
  std::string action_to_string(int player, Action action) const override;
  // Perfect information: every player sees the whole table.
  std::string observation_string(int /*player*/) const override { return to_string(); }
  std::string to_string() const override;
  std::unique_ptr<State> clone() const override { return std::make_unique<PigState>(*this); }

  int target() const { return target_; }
  int turn_player() const { return turn_player_; }
  int turn_total() const { return turn_total_; }
  int banked(int player) const { return banked_[player]; }
  // The die is in the air: the next action is its face.
  bool rolling() const { return rolling_; }

 protected:
  void do_apply_action(Action action) override;
  int compute_current_player() const override;

 private:
  void pass_turn();

  int target_;
  std::vector<int> banked_;
  int turn_player_ = 0;
  int turn_total_ = 0;
  bool rolling_ = false;
  bool over_ = false;
};

}  // namespace allclear
