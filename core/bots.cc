#include "core/bots.h"

#include <algorithm>

#include "core/bingo/bingo_bot.h"
#include "core/clear/clear_bot.h"
#include "core/clear_ace/clear_ace_bot.h"
#include "core/risky_business/risky_business_bot.h"
#include "core/roll_and_clear/roll_and_clear_bot.h"
#include "core/random.h"

namespace allclear {

namespace {

// Each game's rule of thumb: the quick bot, and the playout policy of the strong one.
Action quick_choice(const State& state) {
  if (const auto* clear = dynamic_cast<const ClearState*>(&state)) return clear::quick_choice(*clear);
  if (const auto* bingo = dynamic_cast<const BingoState*>(&state)) return bingo::quick_choice(*bingo);
  if (const auto* rc = dynamic_cast<const RollAndClearState*>(&state)) return roll_and_clear::quick_choice(*rc);
  if (const auto* ace = dynamic_cast<const ClearAceState*>(&state)) return clear_ace::quick_choice(*ace);
  if (const auto* risky = dynamic_cast<const RiskyBusinessState*>(&state)) return risky_business::quick_choice(*risky);
  return state.legal_actions().front();
}

// The strong bot's candidates: the legal actions, less those that change nothing while there are
// others (Risky Business: a swap for a card of the same rank, a swap back, the card just played
// picked up again). Left in, they tie with ending the moves and, sorted first, win the tie.
std::vector<Action> candidates(const State& state) {
  std::vector<Action> legal = state.legal_actions();
  if (const auto* risky = dynamic_cast<const RiskyBusinessState*>(&state)) {
    std::vector<Action> useful;
    for (Action a : legal)
      if (!risky->changes_nothing(a)) useful.push_back(a);
    if (!useful.empty()) return useful;
  }
  return legal;
}

class RandomBot : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : seed_(seed) {}
  Action choose(const State& state) override {
    const std::vector<Action> legal = state.legal_actions();
    Random random(mix_seed(seed_, state.history().size()));
    return legal[random.below(static_cast<std::uint32_t>(legal.size()))];
  }

 private:
  std::uint64_t seed_;
};

class QuickBot : public Bot {
 public:
  Action choose(const State& state) override { return quick_choice(state); }
};

// Monte Carlo lookahead with sequential halving: every candidate is played out, everyone
// following the rule of thumb, and scored; after each batch the worse half is dropped, so the
// playouts go where the choice is close. The r-th playout of every candidate sees the same
// dice (common random numbers), so candidates are compared on equal luck. The work is a fixed
// number of playouts whatever the position, and integer sums keep the choice identical
// natively and in WebAssembly.
// A playout runs to the end of the round and scores the player's round points against the
// average of the table.
class StrongBot : public Bot {
 public:
  explicit StrongBot(std::uint64_t seed) : seed_(seed) {}

  Action choose(const State& state) override {
    const std::vector<Action> legal = candidates(state);
    if (legal.size() == 1) return legal.front();
    const std::uint64_t base = mix_seed(seed_, state.history().size());
    // Roll and Clear's choices are about the turn, where an exact calculation does better.
    if (const auto* rc = dynamic_cast<const RollAndClearState*>(&state)) return roll_and_clear::strong_choice(*rc);
    struct Candidate {
      Action action;
      long value;
    };
    const int budget = state.game().info().strong_playouts;
    std::vector<Candidate> alive;
    for (Action a : legal) alive.push_back({a, 0});
    int batches = 0;
    for (std::size_t n = alive.size(); n > 1; n = (n + 1) / 2) ++batches;
    int next_playout = 0;
    while (alive.size() > 1) {
      const int per_candidate = std::max(1, budget / (static_cast<int>(alive.size()) * batches));
      for (Candidate& c : alive)
        for (int r = next_playout; r < next_playout + per_candidate; ++r)
          c.value += playout(state, c.action, mix_seed(base, static_cast<std::uint64_t>(r)));
      next_playout += per_candidate;
      // Everyone left has seen the same playouts, so the sums compare fairly; ties keep the
      // earlier action.
      std::stable_sort(alive.begin(), alive.end(),
                       [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
      alive.resize((alive.size() + 1) / 2);
    }
    return alive.front().action;
  }

 private:
  // The player's round points times the table size minus the table's points (so: against the
  // average of the table), after `candidate` and a playout to the end of the round.
  static long playout(const State& state, Action candidate, std::uint64_t luck) {
    const int me = state.current_player();
    const int n = state.num_players();
    // Only what the player may know: unseen cards are imagined afresh for every playout.
    std::unique_ptr<State> s = state.resample_hidden(me, luck);
    const int round = s->rounds_completed();
    if (!s->apply_action(candidate)) return 0;  // unreachable: candidate is legal
    while (!s->is_terminal() && s->rounds_completed() == round) {
      const Action a = s->is_chance_node() ? sample_chance(*s, luck) : quick_choice(*s);
      if (!s->apply_action(a)) return 0;  // unreachable: both give legal actions
    }
    // Clear Ace is one round long, and its winner need not hold the most aces (a player who
    // never won a round loses): winning is what counts, the aces break even playouts.
    if (dynamic_cast<const ClearAceState*>(s.get())) {
      const std::vector<int> winners = s->winners();
      const bool won = std::find(winners.begin(), winners.end(), me) != winners.end();
      const long aces = s->round_scores()[round][me] - s->round_scores()[round][1 - me];
      return (winners.size() == 1 ? (won ? 10 : -10) : 0) + aces;
    }
    const std::vector<int> points = s->round_scores()[round];
    // Points count against a player in games where the lowest total wins.
    const long sign = state.game().info().lower_scores_win ? -1 : 1;
    if (n == 1) return sign * points[me];
    long table = 0;
    for (int p = 0; p < n; ++p) table += points[p];
    return sign * (static_cast<long>(points[me]) * n - table);
  }

  std::uint64_t seed_;
};

}  // namespace

const std::vector<std::string>& bot_levels() {
  static const std::vector<std::string> levels = {"random", "quick", "strong"};
  return levels;
}

std::unique_ptr<Bot> make_bot(std::string_view level, std::uint64_t seed, std::string* error) {
  if (level == "random") return std::make_unique<RandomBot>(seed);
  if (level == "quick") return std::make_unique<QuickBot>();
  if (level == "strong") return std::make_unique<StrongBot>(seed);
  *error = "unknown bot level '" + std::string(level) + "' (random, quick or strong)";
  return nullptr;
}

}  // namespace allclear
