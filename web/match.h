// A game of Clear! in progress on this device: the core's state plus who sits where.
// The match drives chance nodes (sample_chance with the game's seed) and bots; it never
// decides what is legal, it asks the state.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/clear/clear.h"
#include "core/record.h"

namespace allclear::web {

struct Seat {
  std::string kind;  // "human" or a bot level ("quick", "strong")
  std::string name;
  bool human() const { return kind == "human"; }
};

// The table as it stood when a round ended (the state itself has already moved on).
struct FinishedRound {
  int round = 0;  // 1-based
  std::vector<clear::Card> cards;
  std::vector<int> dice;
  std::vector<clear::PlayerRoll> last_roll;
};

class Match {
 public:
  // What the table waits for next.
  enum class Next { kDeal, kRoll, kHumanChoice, kBotChoice, kRoundOver, kGameOver };

  // A new game; deals the first round. nullptr and *error on bad parameters.
  static std::unique_ptr<Match> start(std::vector<Seat> seats, int rounds, std::uint64_t seed,
                                      std::string* error);
  // A saved game: parses and verifies the record line. nullptr and *error if it is unusable.
  static std::unique_ptr<Match> resume(const std::string& record_line, std::string* error);

  const ClearState& state() const { return *state_; }
  const std::vector<Seat>& seats() const { return seats_; }
  std::uint64_t seed() const { return seed_; }
  int rounds() const { return state_->rounds(); }
  Next next() const;
  int humans() const;

  // Each returns false if nothing was applied.
  bool deal();                  // lays every card for the round
  bool roll();                  // rolls the dice (a chance node)
  bool choose(Action line);     // the current human's Line
  bool bot_choose();            // the current bot's Line
  // True once after an action finished a round (finished_round() then holds it).
  bool take_round_finished();
  const FinishedRound& finished_round() const { return finished_; }

  std::string record_line() const;

  // How long the bots took to choose on this device (for the performance figures).
  struct BotTiming {
    int choices = 0;
    double total_ms = 0;
    double max_ms = 0;
  };
  const BotTiming& bot_timing() const { return bot_timing_; }

 private:
  Match() = default;
  bool apply(Action action);
  void keep_finished_round();

  std::shared_ptr<const Game> game_;
  std::unique_ptr<ClearState> state_;
  std::vector<Seat> seats_;
  std::uint64_t seed_ = 0;
  std::vector<std::unique_ptr<Bot>> bots_;
  FinishedRound finished_;
  bool round_finished_ = false;
  BotTiming bot_timing_;
};

}  // namespace allclear::web
