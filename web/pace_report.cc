// The pace report: plays seeded games of every game at each pace through the app's own Session
// and tables, on a clock of its own (nothing waits: a step's time is read from the plan), and
// prints the median and 90th percentile of
//   - a bot's turn: from when it may start (the table shows the turn before it to its end) to
//     when the next turn may start, its pause, its dice and its steps (a round's end included);
//   - how long a person's own choice, and their own roll, holds the table: until what it brought
//     (a cascade, a draw) shows, or their next decision opens (when a bot acts next, their move
//     keeps its time and nobody waits on it).
// A turn or a wait that ends a round is left out (its end stays kRoundEndSeconds at any pace,
// then the summary). At Instant the bots' turns between two of the person's moves count as one. The person (seat 1) is
// played by the quick bot through the person's own moves; the others are quick bots. usage: node
// --no-experimental-fetch build/web/allclear-pace.js [--check] [--steps GAME] [GAMES_PER_PACE]
//   (20 games unless given); --steps GAME: prints each step of GAME's first seeded game at Normal
//   as planned (when it shows, how long it stays, its words).
//   --check: fails unless, in every game, the median bot turn at Normal is at most 6 s, every bot
//   turn at Instant at most 0.3 s, and the median wait after a person's own choice at most 0.5 s
//   at Normal, scaled by the pace (0 but in Clear Ace: 0.4 s).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/bots.h"
#include "core/device/settings.h"
#include "games/games.h"
#include "kit/clock_host.h"

namespace allclear::web {
namespace {

struct Figures {
  std::vector<double> bot_turns, after_choice, after_roll;
};

// One seeded game of `table` at `pace`, its figures added to `out`.
void play(Table& table, BotPace pace, std::uint64_t seed, Figures* out, bool print_steps = false) {
  ClockHost host;
  int players = 2;
  for (const GameParameter& p : table.info().parameters)
    if (p.name == "players") players = std::max(p.min_value, 2);
  std::vector<Seat> seats{{"human", "You"}};
  for (int i = 1; i < players; ++i) seats.push_back({"quick", "Bot " + std::to_string(i)});
  std::string error;
  if (!host.start(table, seats, seed, pace, &error)) {
    std::fprintf(stderr, "%s: %s\n", table.name().c_str(), error.c_str());
    std::exit(1);
  }
  std::unique_ptr<Bot> person = make_bot("quick", seed * 7919 + 1, &error);

  double& t = host.clock;
  int owner = -1;            // whose turn is being timed (a bot's log turn), -1: none
  double owner_since = 0;    // when it could start
  double person_moved = -1;  // when the person last moved (-1: their move is shown)
  bool person_rolled = false;
  const auto close_turn = [&](bool round_end) {
    if (owner >= 0 && !round_end) out->bot_turns.push_back(t - owner_since);
    owner = -1;
  };
  for (int frames = 0; frames < 2000000; ++frames) {
    const Match& m = *table.match();
    // A bot's turn may start: it is timed from here (at Instant it is played within update()).
    if (table.follower().caught_up() && host.session.automatic_next(true)) {
      const int turn = table.log_turn(m.state());
      if (turn != owner) {
        close_turn(false);
        owner = turn;
        owner_since = t;
      }
    }
    const std::size_t told = table.follower().lines_told();
    const bool summary = host.session.update(host, t, true);
    host.session.drawing(t);
    host.session.presented(t, true);
    if (print_steps && table.follower().lines_told() != told)
      std::printf("%8.2f  %5.2f  %s\n", t, table.follower().hold(), table.follower().log().back().text.c_str());
    const bool shown = table.follower().caught_up();
    if (summary) {
      close_turn(true);
      person_moved = -1;  // a round's end is held whoever ended it
      if (m.next() == Match::Next::kGameOver) break;
      host.session.next_round();  // the summary's Next round
      table.refresh();
      host.session.screen_changed(true);
      continue;
    }
    // How long the person's own move held the table: until what it brought (a cascade, a draw)
    // or their next decision. When the bots act next it keeps its time (a Line's coins lift
    // off) and nobody waits on it.
    if (person_moved >= 0 && !table.follower().showing_own() && !host.session.tumbling()) {
      if (!shown || host.session.person_acts_next())
        (person_rolled ? out->after_roll : out->after_choice).push_back(t - person_moved);
      person_moved = -1;
    }
    if (shown && host.session.person_acts_next()) {
      close_turn(false);
      person_moved = t;
      person_rolled = m.next() == Match::Next::kRoll;
      if (person_rolled)
        host.session.roll_dice(host);
      else
        host.session.choose(host, person->choose(m.state()));
      continue;
    }
    const double wake = host.session.wake_at(true);
    t = wake > t ? wake : t + (wake > 0 ? 0.0 : 1.0 / 60.0);
  }
  Session::put(table, nullptr);
}

// The median bot turn at Normal may be at most 6 s (issue 29), in every game.
constexpr double kNormalTurnCeiling = 6.0;

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * (v.size() - 1) + 0.5))];
}

}  // namespace
}  // namespace allclear::web

int main(int argc, char** argv) {
  using namespace allclear;
  using namespace allclear::web;
  bool check = false;
  int games = 20;
  std::string steps_of;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--check")
      check = true;
    else if (arg == "--steps" && i + 1 < argc)
      steps_of = argv[++i];
    else
      games = std::max(1, std::atoi(argv[i]));
  }
  if (!steps_of.empty()) {
    for (const auto& table : make_tables()) {
      if (table->name() != steps_of) continue;
      Figures f;
      std::printf("# %s, seed 1, Normal: seconds from the start, hold, words\n", table->title().c_str());
      play(*table, BotPace::kNormal, 1, &f, true);
      return 0;
    }
    std::printf("no game %s\n", steps_of.c_str());
    return 1;
  }
  int failures = 0;
  const auto require = [&](bool ok, const std::string& game, const char* what, double figure) {
    if (ok) return;
    std::printf("FAILED: %s: %s (%.2f s)\n", game.c_str(), what, figure);
    ++failures;
  };
  std::printf("# planned seconds, %d seeded games a game and pace (seeds 1..%d), a person against quick bots\n", games,
              games);
  std::printf(
      "| game | pace | bot turns | bot turn median | p90 | own choices | wait median | p90 | own rolls | "
      "wait median | p90 |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
  std::vector<std::unique_ptr<Table>> tables = make_tables();
  for (const auto& table : tables)
    for (BotPace pace : {BotPace::kSlow, BotPace::kNormal, BotPace::kFast, BotPace::kInstant}) {
      Figures f;
      for (int seed = 1; seed <= games; ++seed) play(*table, pace, static_cast<std::uint64_t>(seed), &f);
      std::printf("| %s | %s | %zu | %.2f | %.2f | %zu | %.2f | %.2f | %zu | %.2f | %.2f |\n", table->title().c_str(),
                  bot_pace_name(pace), f.bot_turns.size(), percentile(f.bot_turns, 0.5), percentile(f.bot_turns, 0.9),
                  f.after_choice.size(), percentile(f.after_choice, 0.5), percentile(f.after_choice, 0.9),
                  f.after_roll.size(), percentile(f.after_roll, 0.5), percentile(f.after_roll, 0.9));
      std::fflush(stdout);
      if (!check) continue;
      const std::string& title = table->title();
      if (pace == BotPace::kNormal)
        require(percentile(f.bot_turns, 0.5) <= kNormalTurnCeiling, title,
                "the median bot turn at Normal is over its ceiling", percentile(f.bot_turns, 0.5));
      if (pace == BotPace::kInstant)
        require(percentile(f.bot_turns, 1.0) <= 0.3, title, "a bot turn at Instant is over 0.3 s",
                percentile(f.bot_turns, 1.0));
      // Clear Ace's own card stays 0.4 s before the answer it brings (told with it, one action).
      require(percentile(f.after_choice, 0.5) <= 0.5 * showing_scale(pace) + 1e-9, title,
              "the median wait after a person's own choice is over 0.5 s at Normal (scaled by the pace)",
              percentile(f.after_choice, 0.5));
    }
  return failures == 0 ? 0 : 1;
}
