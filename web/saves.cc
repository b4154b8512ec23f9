#include "saves.h"

#include <emscripten.h>

#include <algorithm>

#include "core/device/setup.h"
#include "core/record.h"
#include "storage.h"

namespace allclear::web {

const std::vector<std::string>& preset_names() {
  static const std::vector<std::string> names = {"Ana", "Bo",   "Cleo", "Dev", "Eli", "Fay",
                                                 "Gus", "Hana", "Ivo",  "Jun", "Kai", "Lia"};
  return names;
}

std::vector<std::string> offered_names(const std::vector<DeviceGame>& games) {
  std::vector<std::string> names;
  const auto offer = [&](const std::string& name) {
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  };
  const std::vector<std::string>& presets = preset_names();
  for (const DeviceGame& game : games) {
    const NewGameSetup& setup = game.kept.setup;
    for (int i = 0; i < setup.players && i < kMaxSeats; ++i)
      if (setup.seats[i].kind == "human" && names.size() < 6 &&  // a row or two of chips, not a wall
          std::find(presets.begin(), presets.end(), setup.seats[i].name) == presets.end())
        offer(setup.seats[i].name);
  }
  for (const std::string& name : presets) offer(name);
  return names;
}

std::uint64_t new_game_seed() {
  // Seeds stay short enough to read aloud and type into the simulator.
  return 1 + static_cast<std::uint64_t>(emscripten_random() * 999999.0);
}

namespace {

// The game's usual parameters and players.
void usual_parameters(const GameInfo& info, NewGameSetup* setup) {
  for (const GameParameter& p : info.parameters) {
    if (p.name == "players")
      setup->players = p.default_value;
    else
      setup->parameters[p.name] = p.default_value;
  }
}

// A saved text that cannot be read is kept as it was under another key and started afresh;
// returns the notice that says so (`failed`: "The statistics of Clear! could not be read").
std::string keep_aside(const std::string& key, const std::string& text, const std::string& failed,
                       const std::string& error) {
  const std::string backup = key + ".backup";
  const bool backed_up = storage::set(backup, text);
  storage::remove(key);
  return failed + " (" + error + "). " +
         (backed_up ? "The text was kept under \"" + backup + "\"." : std::string("It could not be backed up."));
}

void add_notice(KeptGame& kept, const std::string& notice) {
  if (notice.empty()) return;
  if (!kept.notice.empty()) kept.notice += " ";
  kept.notice += notice;
}

}  // namespace

KeptGame::KeptGame(const GameInfo& info, bool tutorial)
    : tutorial(tutorial),
      coach_key(tutorial ? "allclear." + info.name + ".tutorial.coach" : ""),
      // Not ".game" for a tutorial: a backup reads every *.game entry as the game of its name.
      game_key("allclear." + info.name + (tutorial ? ".tutorial" : ".game")),
      results_key(tutorial ? "" : "allclear." + info.name + ".results.v1"),
      stats_key(tutorial ? "" : "allclear." + info.name + ".stats.v1"),
      daily_key(tutorial ? "" : "allclear." + info.name + ".daily.v1"),
      setup_key(tutorial ? "" : "allclear." + info.name + ".setup.v1") {
  stats.game = info.name;
  daily.game = info.name;
  usual_parameters(info, &setup);
  for (int i = 0; i < kMaxSeats; ++i) {
    setup.seats[i].name = preset_names()[i];
    setup.seats[i].kind = i == 0 ? "human" : "quick";
  }
  setup.seed = new_game_seed();
}

NewGameSetup daily_setup(const Table& table, const KeptGame& kept, const std::string& date) {
  NewGameSetup daily;
  usual_parameters(table.info(), &daily);
  for (int i = 0; i < kMaxSeats; ++i) {
    daily.seats[i].name = kept.setup.seats[i].name;  // the names the player chose
    daily.seats[i].kind = i == 0 ? "human" : "strong";
  }
  daily.seed = daily_seed(table.name(), date);
  return daily;
}

bool is_daily(const Table& table, const KeptGame& kept, const std::string& date) {
  const NewGameSetup daily = daily_setup(table, kept, date);
  if (!table.match() || table.match()->seed() != daily.seed) return false;
  const std::vector<Seat>& seats = table.match()->seats();
  if (static_cast<int>(seats.size()) != daily.players) return false;
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i].kind != daily.seats[i].kind) return false;
  return true;
}

// "Best: 31", not "; best 31": Clear Ace's "best 4" read as a count of something else. The
// best is of the latest result's kind, named, so a 3-game total never meets a 1-game score.
std::string stats_line(const Table& table, const GameStats& stats) {
  std::string line = std::to_string(stats.played) + " " +
                     (stats.played == 1 ? table.result_word() : table.results_word()) + ", " +
                     std::to_string(stats.won) + " won";
  if (stats.shared > 0) line += " (" + std::to_string(stats.shared) + " shared)";
  const ScoreKind* kind = stats.latest_kind();
  if (kind && kind->best)
    line += ". Best" + (kind->kind.empty() ? "" : " (" + kind->kind + ")") + ": " + table.score_text(*kind->best);
  return line;
}

namespace saves {

void read_stats(const Table& table, KeptGame& kept) {
  const std::optional<std::string> text = storage::get(kept.stats_key);
  std::string error;
  if (text && !parse_stats(*text, table.name(), &kept.stats, &error))
    add_notice(kept,
               keep_aside(kept.stats_key, *text, "The statistics of " + table.title() + " could not be read", error));
}

void read_daily(const Table& table, KeptGame& kept) {
  const std::optional<std::string> text = storage::get(kept.daily_key);
  std::string error;
  if (text && !parse_daily(*text, table.name(), &kept.daily, &error))
    add_notice(kept, keep_aside(kept.daily_key, *text,
                                "The daily challenges of " + table.title() + " could not be read", error));
}

namespace {

void read_setup(const Table& table, KeptGame& kept) {
  const std::optional<std::string> text = storage::get(kept.setup_key);
  GameSetup saved;
  std::string error;
  if (!text) return;
  if (!parse_setup(*text, table.info(), &saved, &error)) {
    add_notice(kept, keep_aside(kept.setup_key, *text,
                                "The new-game choices of " + table.title() + " could not be read", error));
    return;
  }
  NewGameSetup& setup = kept.setup;
  setup.players = saved.players;
  for (std::size_t i = 0; i < saved.seats.size() && i < static_cast<std::size_t>(kMaxSeats); ++i)
    setup.seats[i] = {saved.seats[i].kind, saved.seats[i].name};
  for (const auto& [name, value] : saved.parameters) setup.parameters[name] = value;
}

}  // namespace

void read_last_result(const Table& table, KeptGame& kept) {
  kept.last_result.clear();
  const std::vector<std::string> lines = split_lines(storage::get(kept.results_key).value_or(""));
  const std::string last = lines.empty() ? std::string() : lines.back();
  GameRecord record;
  std::string error;
  if (last.empty() || !parse_record(last, &record, &error) || record.game != table.name()) return;
  if (record.final_scores.size() != record.names.size()) return;
  kept.last_result = table.result_line(record);
}

void read_records(Table& table, KeptGame& kept) {
  if (OwnRecords* own = table.own_records()) {
    const std::optional<std::string> text = storage::get(own->key());
    std::string error;
    if (text && !own->read(*text, &error))
      add_notice(kept, keep_aside(own->key(), *text, own->what() + " could not be read", error));
  }
  read_stats(table, kept);
  read_daily(table, kept);
  read_setup(table, kept);
  read_last_result(table, kept);
}

bool read_game(const Table& table, KeptGame& kept, std::unique_ptr<Match>* game) {
  game->reset();
  kept.moved_elsewhere = false;
  kept.saved_text = storage::get(kept.game_key).value_or("");
  if (kept.saved_text.empty()) return true;
  std::string error;
  *game = Match::resume(table, table.name(), kept.saved_text, &error);
  if (!*game) {
    add_notice(kept, keep_aside(kept.game_key, kept.saved_text,
                                "The saved game of " + table.title() + " could not be resumed", error));
    kept.saved_text.clear();
    return false;
  }
  return true;
}

bool game_is_ours(KeptGame& kept) {
  if (kept.moved_elsewhere) return false;
  // Storage that cannot be read or written reads as empty, as this tab's text stays: it plays on.
  kept.moved_elsewhere = storage::get(kept.game_key).value_or("") != kept.saved_text;
  return !kept.moved_elsewhere;
}

void claim_game(KeptGame& kept) {
  kept.saved_text = storage::get(kept.game_key).value_or("");
  kept.moved_elsewhere = false;
}

bool write_game(const Table& table, KeptGame& kept) {
  if (!table.match() || !game_is_ours(kept)) return true;
  const std::string line = table.match()->record_line();
  if (!kept.tutorial) storage::set(storage::kLastPlayedKey, table.name());
  if (!storage::set(kept.game_key, line)) return false;
  kept.saved_text = line;
  return true;
}

bool write_result(Table& table, KeptGame& kept, const std::string& date) {
  if (!table.match() || !game_is_ours(kept)) return true;
  const Match& match = *table.match();
  std::vector<std::string> lines = split_lines(storage::get(kept.results_key).value_or(""));
  lines.push_back(match.record_line());
  while (lines.size() > static_cast<std::size_t>(kKeptResults)) lines.erase(lines.begin());
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  bool ok = storage::set(kept.results_key, out);
  if (const OwnRecords* own = table.own_records()) ok &= storage::set(own->key(), own->to_text());
  read_last_result(table, kept);
  // The device's player's result, into the statistics and the day's challenge.
  std::vector<std::string> kinds;
  for (const Seat& seat : match.seats()) kinds.push_back(seat.kind);
  std::optional<GameResult> result = device_result(match.state(), kinds, date);
  if (!result) return ok;  // bots only: nobody's result
  result->kind = table.result_kind(match.state());
  result->hinted = match.hints() > 0;
  // Added to what is stored now, not to this tab's copy: another tab may have counted games since.
  read_stats(table, kept);
  read_daily(table, kept);
  kept.stats.add(*result, table.info().lower_scores_win);
  ok &= storage::set(kept.stats_key, stats_to_json(kept.stats));
  if (kept.daily.finish(match.seed(), result->score, result->won)) ok &= write_daily(kept);
  return ok;
}

bool write_setup(const Table& table, const KeptGame& kept) {
  const NewGameSetup& setup = kept.setup;
  GameSetup saved{setup.players, {}, setup.parameters};
  const GameParameter* players = table.parameter("players");
  const int seats = std::min(players ? players->max_value : setup.players, kMaxSeats);
  for (int i = 0; i < seats; ++i) saved.seats.push_back({setup.seats[i].name, setup.seats[i].kind});
  return storage::set(kept.setup_key, setup_to_json(saved));
}

bool write_daily(const KeptGame& kept) { return storage::set(kept.daily_key, daily_to_json(kept.daily)); }

void forget_game(KeptGame& kept) {
  if (game_is_ours(kept)) storage::remove(kept.game_key);
  kept.saved_text.clear();
  kept.moved_elsewhere = false;
}

void reset_stats(const Table& table, KeptGame& kept) {
  kept.stats = GameStats{};
  kept.stats.game = table.name();
  storage::remove(kept.stats_key);
}

std::string last_played() { return storage::get(storage::kLastPlayedKey).value_or(""); }

Settings read_settings(std::string* notice) {
  Settings settings;
  const std::optional<std::string> text = storage::get(storage::kSettingsKey);
  std::string error;
  if (text && !parse_settings(*text, &settings, &error)) {
    settings = Settings{};
    *notice = keep_aside(storage::kSettingsKey, *text, "The settings could not be read", error) +
              " The usual settings are used.";
  }
  return settings;
}

bool write_settings(const Settings& settings) {
  return storage::set(storage::kSettingsKey, settings_to_json(settings));
}

}  // namespace saves

}  // namespace allclear::web
