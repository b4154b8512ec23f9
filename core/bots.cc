#include "core/bots.h"

#include <algorithm>

#include "core/random.h"

namespace allclear {

namespace {

// The game's rule of thumb (core/game.h BotPolicy): the quick bot, and the playout policy of the
// strong one.
Action quick_choice(const State& state) { return state.game().bot_policy().quick(state); }

// The strong bot's candidates: the legal actions, less those the game says are never worth one.
std::vector<Action> candidates(const State& state) {
  const BotPolicy& policy = state.game().bot_policy();
  return policy.candidates ? policy.candidates(state) : state.legal_actions();
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
    if (const BotPolicy& policy = state.game().bot_policy(); policy.exact) return policy.exact(state);
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
      s->apply_legal_action(s->is_chance_node() ? sample_chance(*s, luck) : quick_choice(*s));
    }
    if (const BotPolicy& policy = state.game().bot_policy(); policy.playout_value)
      return policy.playout_value(*s, me, round);
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
