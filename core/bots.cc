#include "core/bots.h"

#include <algorithm>

#include "core/clear/clear_bot.h"
#include "core/random.h"

namespace allclear {

namespace {

// Each game's rule of thumb: the quick bot, and the playout policy of the strong one.
Action quick_choice(const State& state) {
  if (const auto* clear = dynamic_cast<const ClearState*>(&state)) return clear::quick_choice(*clear);
  return state.legal_actions().front();
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

// Monte Carlo lookahead: every candidate is played out to the end of the round many times,
// everyone following the rule of thumb, and scored by the player's round points against the
// average of the table. The r-th playout of every candidate sees the same dice (common
// random numbers), so candidates are compared on equal luck. Integer sums keep the choice
// identical natively and in WebAssembly.
class StrongBot : public Bot {
 public:
  explicit StrongBot(std::uint64_t seed) : seed_(seed) {}

  Action choose(const State& state) override {
    const std::vector<Action> legal = state.legal_actions();
    if (legal.size() == 1) return legal.front();
    const int me = state.current_player();
    const int n = state.num_players();
    const int playouts = std::clamp(kPlayoutBudget / static_cast<int>(legal.size()), kMinPlayouts, kMaxPlayouts);
    const std::uint64_t base = mix_seed(seed_, state.history().size());
    Action best = legal.front();
    long best_value = 0;
    bool first = true;
    for (Action candidate : legal) {
      long value = 0;
      for (int r = 0; r < playouts; ++r) {
        std::unique_ptr<State> s = state.clone();
        const int round = s->rounds_completed();
        if (!s->apply_action(candidate)) return legal.front();  // unreachable: candidate is legal
        const std::uint64_t luck = mix_seed(base, static_cast<std::uint64_t>(r));
        while (!s->is_terminal() && s->rounds_completed() == round) {
          const Action a = s->is_chance_node() ? sample_chance(*s, luck) : quick_choice(*s);
          if (!s->apply_action(a)) return legal.front();  // unreachable: both give legal actions
        }
        const std::vector<int> points = s->round_scores()[round];
        long table = 0;
        for (int p = 0; p < n; ++p) table += points[p];
        value += static_cast<long>(points[me]) * n - table + (n == 1 ? points[me] : 0);
      }
      if (first || value > best_value) {
        best_value = value;
        best = candidate;
        first = false;
      }
    }
    return best;
  }

 private:
  static constexpr int kPlayoutBudget = 240;
  static constexpr int kMinPlayouts = 16;
  static constexpr int kMaxPlayouts = 64;
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
