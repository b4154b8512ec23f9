// allclear-sim: plays seeded games between bots, writes and verifies game records.
//
//   allclear-sim play --game clear --players quick,strong [--set rounds=7] [--games 100]
//                     [--seed 1] [--swap-seats] [--records FILE] [--time-decisions]
//   allclear-sim verify FILE     (exit 0 when every record replays to its scores)
//   allclear-sim games [FILE]    (the app's games as JSON, to FILE or the standard output)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/game.h"
#include "core/json.h"
#include "core/random.h"
#include "core/record.h"

using namespace allclear;

namespace allclear {
// The app's games, in home's order: generated from CMakeLists.txt's allclear_game() lines
// (core/cli/app_games.cc.in).
std::vector<const GameInfo*> app_games();
}  // namespace allclear

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: allclear-sim play --game NAME --players LEVEL,LEVEL[,...] [--set NAME=VALUE]...\n"
               "                         [--games N] [--seed S] [--swap-seats] [--records FILE]\n"
               "                         [--time-decisions]\n"
               "       allclear-sim verify FILE\n"
               "       allclear-sim games [FILE]\n"
               "levels: random, quick, strong\n");
  return 2;
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, sep);) parts.push_back(part);
  return parts;
}

bool parse_int(const std::string& text, long long lo, long long hi, long long* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  const long long v = std::strtoll(text.c_str(), &end, 10);
  if (*end != '\0' || v < lo || v > hi) return false;
  *out = v;
  return true;
}

struct Tally {
  std::vector<int> points;  // per game, for the mean and the spread
  double wins = 0;          // a shared win counts 1/k for each of the k winners
};

// Nearest-rank quantile of sorted points: the smallest value with at least q of the games at
// or below it.
int quantile(const std::vector<int>& sorted, double q) {
  const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size())));
  return sorted[std::max<std::size_t>(rank, 1) - 1];
}

// The games of one `play` command and what they add up to.
struct Simulation {
  std::shared_ptr<const Game> game;
  std::vector<std::string> levels;  // per entry of --players
  bool swap_seats = false;
  bool time_decisions = false;
  std::ofstream* records = nullptr;
  std::vector<Tally> tally;  // per entry of --players, wherever it sits
  long long rounds = 0;
  std::vector<double> decision_ms;

  // One seeded game to its end, tallied. A function of its own, called once a game:
  // WebAssembly engines optimize a function between calls, never inside the one call that is
  // running (a loop over every game in play() would run unoptimized throughout), hence noinline
  // here and the call through a pointer in play().
  [[gnu::noinline]] bool play_one(long long g, std::uint64_t game_seed) {
    const int n = game->num_players();
    // With --swap-seats the entries rotate one seat each game, so nobody keeps seat 0.
    std::vector<int> entry_at(n);
    for (int s = 0; s < n; ++s) entry_at[s] = swap_seats ? static_cast<int>((s + g) % n) : s;
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<std::string> seat_levels;
    std::string error;
    for (int s = 0; s < n; ++s) {
      seat_levels.push_back(levels[entry_at[s]]);
      bots.push_back(make_bot(seat_levels.back(), mix_seed(game_seed, 1000 + s), &error));
    }
    std::unique_ptr<State> state = game->new_initial_state();
    while (!state->is_terminal()) {
      Action a;
      if (state->is_chance_node()) {
        a = sample_chance(*state, game_seed);
      } else if (time_decisions && seat_levels[state->current_player()] == "strong") {
        const auto t0 = std::chrono::steady_clock::now();
        a = bots[state->current_player()]->choose(*state);
        decision_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      } else {
        a = bots[state->current_player()]->choose(*state);
      }
      if (!state->apply_action(a)) return false;
    }
    rounds += state->rounds_completed();
    const std::vector<int> totals = state->total_scores();
    const std::vector<int> winners = state->winners();
    for (int s = 0; s < n; ++s) {
      Tally& t = tally[entry_at[s]];
      t.points.push_back(totals[s]);
      if (std::find(winners.begin(), winners.end(), s) != winners.end()) t.wins += 1.0 / winners.size();
    }
    if (records) *records << record_to_json(make_record(*state, game_seed, seat_levels, seat_levels)) << "\n";
    return true;
  }
};

int play(int argc, char** argv) {
  std::string game_name, players_arg, records_path;
  GameParameters parameters;
  long long games = 100, seed = 1;
  bool swap_seats = false, time_decisions = false;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    long long v = 0;
    if (arg == "--game")
      game_name = value();
    else if (arg == "--players")
      players_arg = value();
    else if (arg == "--records")
      records_path = value();
    else if (arg == "--swap-seats")
      swap_seats = true;
    else if (arg == "--time-decisions")
      time_decisions = true;
    else if (arg == "--games") {
      if (!parse_int(value(), 1, 100000000, &games))
        return std::fprintf(stderr, "--games needs a positive number\n"), 2;
    } else if (arg == "--seed") {
      if (!parse_int(value(), 0, (1LL << 53) - 1, &seed))
        return std::fprintf(stderr, "--seed needs a number from 0 to 2^53-1\n"), 2;
    } else if (arg == "--set") {
      const std::vector<std::string> kv = split(value(), '=');
      if (kv.size() != 2 || !parse_int(kv[1], -1000000, 1000000, &v))
        return std::fprintf(stderr, "--set needs NAME=NUMBER\n"), 2;
      parameters[kv[0]] = static_cast<int>(v);
    } else {
      std::fprintf(stderr, "unknown option '%s'\n", arg.c_str());
      return usage();
    }
  }
  if (game_name.empty() || players_arg.empty()) return usage();
  const std::vector<std::string> levels = split(players_arg, ',');
  if (!parameters.count("players")) parameters["players"] = static_cast<int>(levels.size());
  std::string error;
  std::shared_ptr<const Game> game = load_game(game_name, parameters, &error);
  if (!game) return std::fprintf(stderr, "%s\n", error.c_str()), 2;
  if (game->num_players() != static_cast<int>(levels.size()))
    return std::fprintf(stderr, "--players names %zu players but the game has %d\n", levels.size(),
                        game->num_players()),
           2;
  for (const std::string& level : levels)
    if (!make_bot(level, 0, &error)) return std::fprintf(stderr, "%s\n", error.c_str()), 2;

  std::ofstream records;
  if (!records_path.empty()) {
    records.open(records_path == "-" ? "/dev/stdout" : records_path);
    if (!records) return std::fprintf(stderr, "cannot write %s\n", records_path.c_str()), 2;
  }
  const int n = game->num_players();
  Simulation sim{
      game, levels, swap_seats, time_decisions, records.is_open() ? &records : nullptr, std::vector<Tally>(n), 0, {}};
  // Called through a pointer the optimizer cannot follow: wasm-opt inlines a function with one
  // caller whatever its attributes, which would put every game back inside this one call.
  bool (Simulation::*volatile play_one)(long long, std::uint64_t) = &Simulation::play_one;
  const auto start = std::chrono::steady_clock::now();
  for (long long g = 0; g < games; ++g)
    if (!(sim.*play_one)(g, static_cast<std::uint64_t>(seed + g)))
      return std::fprintf(stderr, "internal error: an illegal action\n"), 1;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("game %s, %lld games from seed %lld%s\n", game->info().name.c_str(), games, seed,
              swap_seats ? ", seats rotating" : "");
  std::printf("%-10s %12s %10s   points: median  90th pct  max\n", "player", "mean points", "win rate");
  for (int i = 0; i < n; ++i) {
    std::vector<int>& points = sim.tally[i].points;
    std::sort(points.begin(), points.end());
    const double total = std::accumulate(points.begin(), points.end(), 0.0);
    std::printf("%-10s %12.2f %9.1f%%   %14d %9d %4d\n", (std::to_string(i + 1) + ":" + levels[i]).c_str(),
                total / games, 100.0 * sim.tally[i].wins / games, quantile(points, 0.5), quantile(points, 0.9),
                points.back());
  }
  std::printf("rounds per game %.2f, games per second %.1f\n", static_cast<double>(sim.rounds) / games,
              games / seconds);
  std::vector<double>& decision_ms = sim.decision_ms;
  if (time_decisions && !decision_ms.empty()) {
    std::sort(decision_ms.begin(), decision_ms.end());
    const auto at = [&](double q) { return decision_ms[static_cast<std::size_t>(q * (decision_ms.size() - 1))]; };
    std::printf("strong decisions %zu: median %.2f ms, p95 %.2f ms, max %.2f ms\n", decision_ms.size(), at(0.5),
                at(0.95), decision_ms.back());
  }
  return 0;
}

int verify(int argc, char** argv) {
  if (argc != 3) return usage();
  std::ifstream in(argv[2]);
  if (!in) return std::fprintf(stderr, "cannot read %s\n", argv[2]), 2;
  int line_number = 0, verified = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (line.empty()) continue;
    GameRecord record;
    std::string error;
    if (!parse_record(line, &record, &error) || !verify_record(record, &error)) {
      std::printf("line %d: %s\n", line_number, error.c_str());
      return 1;
    }
    ++verified;
  }
  if (verified == 0) return std::printf("no records in %s\n", argv[2]), 1;
  std::printf("%d records replay to their scores\n", verified);
  return 0;
}

// The app's games for the scripts and tests (the build writes them to <build dir>/games.json):
// a JSON array, one game a line, each {"name", "title", "parameters": {NAME: {"default", "min",
// "max", "description"}}}, "players" among the parameters.
int games(int argc, char** argv) {
  if (argc > 3) return usage();
  std::string json = "[";
  for (const GameInfo* info : app_games()) {
    json += json.size() == 1 ? "\n  " : ",\n  ";
    json += "{\"name\":" + json_quote(info->name) + ",\"title\":" + json_quote(info->title) + ",\"parameters\":{";
    for (const GameParameter& p : info->parameters) {
      if (json.back() != '{') json += ",";
      json += json_quote(p.name) + ":{\"default\":" + std::to_string(p.default_value) +
              ",\"min\":" + std::to_string(p.min_value) + ",\"max\":" + std::to_string(p.max_value) +
              ",\"description\":" + json_quote(p.description) + "}";
    }
    json += "}}";
  }
  json += "\n]\n";
  if (argc == 2) return std::fputs(json.c_str(), stdout) < 0 ? 1 : 0;
  std::ofstream out(argv[2]);
  out << json;
  out.close();
  if (!out) return std::fprintf(stderr, "cannot write %s\n", argv[2]), 2;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string command = argv[1];
  if (command == "play") return play(argc, argv);
  if (command == "verify") return verify(argc, argv);
  if (command == "games") return games(argc, argv);
  return usage();
}
