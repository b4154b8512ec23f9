// One interface for every All Clear game, in the shape of OpenSpiel:
// a Game describes itself as data and makes States; a State lists sorted legal actions,
// applies one with a legality check and records it in its history. Dice, shuffles and
// draws are chance nodes: the rules never draw random numbers, whoever drives the game
// samples an outcome (see sample_chance) and applies it like any move, so a game is
// exactly its parameters plus its history.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace allclear {

using Action = std::int32_t;
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// Integer weights (not floating point) so sampling is identical on every platform. A weight is
// at least 1: an outcome that cannot happen is not listed.
struct ChanceOutcome {
  Action action;
  std::uint32_t weight;
};

struct GameParameter {
  std::string name;
  int default_value;
  int min_value;
  int max_value;
  std::string description;
};
using GameParameters = std::map<std::string, int>;

struct GameInfo {
  std::string name;                       // stable identifier used in records and saves, e.g. "clear"
  std::string title;                      // shown to players, e.g. "Clear!"
  std::vector<GameParameter> parameters;  // must include "players"
  bool lower_scores_win = false;          // e.g. Roll and Clear: the lowest total wins
  // The strong bot's playouts per decision. The card games' playouts run to the end of the game
  // and cost more, so they get fewer, as many as keep the strength (docs/bots.md): Clear Ace
  // wins against the quick level about as often with 160 as with 640 (86.5% against 87.5% over
  // 200 games), Risky Business with 320 (61.3% against 64.2% over 300 games; 160 fell to 49.0%).
  int strong_playouts = 640;
};

class State;

// What the generic bots (core/bots.cc) need from a game, given by the game beside its rules
// (core/<game>/<game>_bot.cc): each function is handed a State of that game only.
struct BotPolicy {
  // The game's rule of thumb: the quick bot's choice, and every player's in a strong playout.
  Action (*quick)(const State&) = nullptr;
  // The strong bot's candidates when some legal actions are never worth a playout (nullptr: all).
  std::vector<Action> (*candidates)(const State&) = nullptr;
  // A choice the game works out exactly in place of the strong bot's playouts (nullptr: none).
  Action (*exact)(const State&) = nullptr;
  // What a playout that ended `round` (or the game) is worth to `me`; more is better (nullptr:
  // the round's points against the table's average, negated where the lowest total wins).
  long (*playout_value)(const State& end, int me, int round) = nullptr;
  // Why `chosen`, any legal action of the player to act, is worth making: one short line in the
  // game's own words (at most about 70 characters, in the app font's), drawn from the terms of the
  // rule of thumb above and naming only what is true of the position once it is made. Only what
  // that player may see. The hint's reason (core/hint.h).
  std::string (*reason)(const State& before, Action chosen) = nullptr;
};

// Held by shared_ptr: every State keeps its Game alive (new_initial_state uses shared_from_this).
class Game : public std::enable_shared_from_this<Game> {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;
  virtual std::unique_ptr<State> new_initial_state() const = 0;
  // Pure, so a game cannot be built without its bots' rule of thumb.
  virtual const BotPolicy& bot_policy() const = 0;

  const GameParameters& parameters() const { return parameters_; }
  int parameter(const std::string& name) const { return parameters_.at(name); }
  int num_players() const { return parameter("players"); }

 protected:
  explicit Game(GameParameters parameters) : parameters_(std::move(parameters)) {}

 private:
  GameParameters parameters_;
};

class State {
 public:
  virtual ~State() = default;

  const Game& game() const { return *game_; }
  std::shared_ptr<const Game> game_ptr() const { return game_; }
  int num_players() const { return num_players_; }

  // The player to act, kChancePlayer, or kTerminalPlayer. Asked several times a step, so the
  // game's answer is kept until the next action (a virtual call costs more in WebAssembly).
  int current_player() const {
    if (current_player_ == kUnknownPlayer) current_player_ = compute_current_player();
    return current_player_;
  }
  bool is_chance_node() const { return current_player() == kChancePlayer; }
  bool is_terminal() const { return current_player() == kTerminalPlayer; }

  // Sorted and unique. At a chance node: the outcomes' actions. Empty when terminal.
  virtual std::vector<Action> legal_actions() const = 0;
  // Non-empty exactly at chance nodes.
  std::vector<ChanceOutcome> chance_outcomes() const;
  // The same, appended to a buffer the caller keeps (sampling in playouts allocates nothing).
  virtual void append_chance_outcomes(std::vector<ChanceOutcome>* outcomes) const = 0;
  virtual bool is_legal(Action action) const;

  // Applies a legal action and records it; an illegal one changes nothing and returns false.
  [[nodiscard]] bool apply_action(Action action);
  // The same without the check, for an action known to be legal (a sampled chance outcome, the
  // rule of thumb's choice): the strong bot's playouts save a virtual call and a search a step.
  void apply_legal_action(Action action);
  const std::vector<Action>& history() const { return history_; }

  // Rounds finished so far, and the points each player scored in each of them.
  virtual int rounds_completed() const = 0;
  virtual std::vector<std::vector<int>> round_scores() const = 0;  // [round][player]
  std::vector<int> total_scores() const;
  // Seats with the best total once the game is over: all of them on a tie, unless the game's
  // rules break it (Risky Business: the one with more clears).
  virtual std::vector<int> winners() const = 0;

  virtual std::string action_to_string(int player, Action action) const = 0;
  // What `player` may see; for games of perfect information the whole table.
  virtual std::string observation_string(int player) const = 0;
  virtual std::string to_string() const = 0;
  virtual std::unique_ptr<State> clone() const = 0;
  // A position `player` cannot tell from this one: the cards they have not seen dealt again at
  // random (seeded) among the places of unseen cards. What a bot may imagine, never the truth.
  // Games of perfect information return a copy.
  virtual std::unique_ptr<State> resample_hidden(int /*player*/, std::uint64_t /*seed*/) const { return clone(); }

 protected:
  explicit State(std::shared_ptr<const Game> game) : game_(std::move(game)), num_players_(game_->num_players()) {
    history_.reserve(kHistoryRoom);
  }
  // Out of line: core/game.cc is built with bulk memory in WebAssembly, where copying a history
  // past 512 bytes (every playout's clone) is otherwise a call out to JavaScript.
  State(const State& other);
  virtual void do_apply_action(Action action) = 0;
  virtual int compute_current_player() const = 0;

 private:
  // Room for a typical round's actions up front, so playouts rarely grow the history.
  static constexpr std::size_t kHistoryRoom = 256;
  std::shared_ptr<const Game> game_;
  int num_players_;  // asked for often, so kept rather than looked up by name
  static constexpr int kUnknownPlayer = -3;
  mutable int current_player_ = kUnknownPlayer;
  std::vector<Action> history_;
};

// The chance outcome a seeded game takes at this node: drawn, weighted, from a generator
// seeded by the game's seed and the node's place in the history. Stateless, so a game
// reloaded from its history carries on exactly as it would have.
Action sample_chance(const State& state, std::uint64_t seed);

// A game as the registry knows it: what it is, and how to make one. The build lists every
// game's (core/registered_games.cc.in, from the allclear_game() lines of CMakeLists.txt).
struct GameRegistration {
  const GameInfo& (*info)();
  std::shared_ptr<const Game> (*make)(const GameParameters& parameters);
};
const std::vector<GameRegistration>& game_registrations();

// The registered games, and one made with validated parameters (missing ones take their
// defaults). On bad input returns nullptr and says why in *error.
std::vector<const GameInfo*> registered_games();
std::shared_ptr<const Game> load_game(std::string_view name, const GameParameters& parameters, std::string* error);

// Replays a history from the initial state. On an illegal action returns nullptr and says
// where in *error.
std::unique_ptr<State> replay(const Game& game, const std::vector<Action>& history, std::string* error);

}  // namespace allclear
