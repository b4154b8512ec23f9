// A game in progress on this device, of any registered game: the core's state plus who sits
// where. The match drives chance nodes (sample_chance with the game's seed) and bots; it never
// decides what is legal, it asks the state. How chance nodes meet the players (a deal done at
// once, a roll someone makes, a pause between rounds) is the game's own: its Pacing says.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/game.h"
#include "core/hint.h"
#include "core/record.h"

namespace allclear::web {

struct Seat {
  std::string kind;  // "human" or a bot level ("quick", "strong")
  std::string name;
  bool human() const { return kind == "human"; }
};

class Pacing {
 public:
  virtual ~Pacing() = default;
  // This chance node is a roll someone makes (their Roll, or a bot's turn on a timer); other
  // chance nodes (laying out cards) the table does at once.
  virtual bool is_roll(const State& state) const = 0;
  // After a die: the same roll needs another die.
  virtual bool roll_goes_on(const State& state) const = 0;
  // This chance node is a die thrown, seen tumbling: a roll, or one made with the deal (Clear
  // Ace's start roll).
  virtual bool throws_dice(const State& state) const { return is_roll(state); }
  // A round has just ended: the table waits for "Next round" before dealing.
  virtual bool between_rounds(const State& /*state*/) const { return false; }
  // Who rolls next (or rolled last).
  virtual int roller(const State& state) const = 0;
  // A bot's choice waits the pace's pause first (bot_step_seconds), so the last step is seen. A
  // game that tells every choice as a step held its own time (Risky Business) may do without:
  // the pause would only hold the step before it longer, and a bot's turn is many choices.
  virtual bool pause_before_bot_choice(const State& /*state*/) const { return true; }
  // The bot to choose in `state` makes the rest of the move it just began (Roll and Clear's dice
  // of one roll): it chooses at once and its choices are told together (Step::with_previous).
  virtual bool bot_move_goes_on(const State& /*state*/) const { return false; }
  // The roll due now follows the choice just made at once, its dice thrown with no one's press
  // (Roll and Clear: the turn's next roll after Done, or after a die that left nothing to place).
  virtual bool roll_follows_choice(const State& /*state*/) const { return false; }
};

class Match {
 public:
  // What the table waits for next.
  enum class Next { kDeal, kRoll, kHumanChoice, kBotChoice, kRoundOver, kGameOver };

  // A new game of `game` with `parameters` ("players" is the number of seats); deals what
  // is dealt at once. nullptr and *error on bad parameters.
  static std::unique_ptr<Match> start(const Pacing& pacing, const std::string& game, GameParameters parameters,
                                      std::vector<Seat> seats, std::uint64_t seed, std::string* error);
  // A saved game of `game`: parses and verifies the record line. nullptr and *error if unusable.
  static std::unique_ptr<Match> resume(const Pacing& pacing, const std::string& game, const std::string& record_line,
                                       std::string* error);

  const State& state() const { return *state_; }
  const std::vector<Seat>& seats() const { return seats_; }
  std::uint64_t seed() const { return seed_; }
  Next next() const;
  int humans() const;
  int roller() const { return pacing_->roller(*state_); }

  // Each returns false if nothing was applied.
  bool deal();                 // the chance nodes that are not rolls (laying out cards)
  bool roll();                 // one roll: its dice, each a chance node
  bool choose(Action action);  // the current human's choice
  bool bot_choose();           // the current bot's choice

  std::string record_line() const;

  // A hint for the person to act now (Next::kHumanChoice): the strong bot's choice for them and
  // why (core/hint.h). The game counts its hints (kept in its record); a decision asked again
  // counts once.
  Hint hint();
  int hints() const { return hints_; }

  // How long the bots took to choose on this device (for the performance figures).
  struct BotTiming {
    int choices = 0;
    double total_ms = 0;
    double max_ms = 0;
  };
  const BotTiming& bot_timing() const { return bot_timing_; }

 private:
  explicit Match(const Pacing& pacing) : pacing_(&pacing) {}
  bool seat_bots(std::string* error);

  const Pacing* pacing_;
  std::unique_ptr<State> state_;
  std::vector<Seat> seats_;
  std::uint64_t seed_ = 0;
  std::vector<std::unique_ptr<Bot>> bots_;
  BotTiming bot_timing_;
  int hints_ = 0;
  std::size_t hinted_at_ = SIZE_MAX;  // the history's length at the latest hint
};

}  // namespace allclear::web
