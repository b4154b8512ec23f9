#include "core/game.h"

#include <algorithm>

#include "core/random.h"

namespace allclear {

State::State(const State& other) = default;

bool State::is_legal(Action action) const {
  const std::vector<Action> legal = legal_actions();
  return std::binary_search(legal.begin(), legal.end(), action);
}

bool State::apply_action(Action action) {
  if (!is_legal(action)) return false;
  apply_legal_action(action);
  return true;
}

void State::apply_legal_action(Action action) {
  do_apply_action(action);
  current_player_ = kUnknownPlayer;
  history_.push_back(action);
}

std::vector<int> State::total_scores() const {
  std::vector<int> totals(num_players(), 0);
  for (const std::vector<int>& round : round_scores())
    for (int p = 0; p < num_players(); ++p) totals[p] += round[p];
  return totals;
}

std::vector<ChanceOutcome> State::chance_outcomes() const {
  std::vector<ChanceOutcome> outcomes;
  append_chance_outcomes(&outcomes);
  return outcomes;
}

Action sample_chance(const State& state, std::uint64_t seed) {
  Random random(mix_seed(seed, state.history().size()));
  thread_local std::vector<ChanceOutcome> outcomes;
  outcomes.clear();
  state.append_chance_outcomes(&outcomes);
  std::uint32_t total = 0;
  for (const ChanceOutcome& o : outcomes) total += o.weight;
  std::uint32_t pick = random.below(total);
  // Equal chances (dice, deals): the pick is the index. Same result as the walk below.
  if (total == outcomes.size()) return outcomes[pick].action;
  for (const ChanceOutcome& o : outcomes) {
    if (pick < o.weight) return o.action;
    pick -= o.weight;
  }
  return outcomes.back().action;  // unreachable: pick < total
}

std::vector<const GameInfo*> registered_games() {
  std::vector<const GameInfo*> infos;
  for (const GameRegistration& r : game_registrations()) infos.push_back(&r.info());
  return infos;
}

std::shared_ptr<const Game> load_game(std::string_view name, const GameParameters& parameters, std::string* error) {
  for (const GameRegistration& r : game_registrations()) {
    const GameInfo& info = r.info();
    if (info.name != name) continue;
    GameParameters full;
    for (const GameParameter& p : info.parameters) full[p.name] = p.default_value;
    for (const auto& [key, value] : parameters) {
      const std::string& name = key;  // clang 14 cannot capture a structured binding
      const auto known = std::find_if(info.parameters.begin(), info.parameters.end(),
                                      [&](const GameParameter& p) { return p.name == name; });
      if (known == info.parameters.end()) {
        *error = "unknown parameter '" + key + "' for " + info.name;
        return nullptr;
      }
      if (value < known->min_value || value > known->max_value) {
        *error = "parameter '" + key + "' must be from " + std::to_string(known->min_value) + " to " +
                 std::to_string(known->max_value) + ", not " + std::to_string(value);
        return nullptr;
      }
      full[key] = value;
    }
    return r.make(full);
  }
  *error = "unknown game '" + std::string(name) + "'";
  return nullptr;
}

std::unique_ptr<State> replay(const Game& game, const std::vector<Action>& history, std::string* error) {
  std::unique_ptr<State> state = game.new_initial_state();
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (state->is_terminal()) {
      *error = "action " + std::to_string(i + 1) + " comes after the game ended";
      return nullptr;
    }
    if (!state->apply_action(history[i])) {
      *error = "action " + std::to_string(i + 1) + " (" + std::to_string(history[i]) + ") is not legal there";
      return nullptr;
    }
  }
  return state;
}

}  // namespace allclear
