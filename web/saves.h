// What this device keeps of each game, beside its table: the game in progress, its finished
// games, statistics, daily challenges and new-game choices, and the app's settings, all in
// localStorage (storage.h). A text that cannot be read is kept aside under its key +
// ".backup" and reported in the game's notice; nothing else is lost. Other tabs of the same site
// write the same keys: a game this tab did not write is another tab's, and is never overwritten.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/device/backup.h"
#include "core/device/daily.h"
#include "core/device/settings.h"
#include "core/device/stats.h"
#include "kit/table.h"

namespace allclear::web {

struct SeatSetup {
  std::string kind = "human";  // "human", "quick", "strong"
  std::string name;            // typed, or one of preset_names()
};

// Names a seat starts with; a tap on the seat's next-name button goes through them.
const std::vector<std::string>& preset_names();

// The new-game screen's choices: players and the game's other parameters come from its
// GameInfo, with their ranges. All but the seed are remembered per game (its setup key).
struct NewGameSetup {
  int players = 2;
  SeatSetup seats[kMaxSeats];
  GameParameters parameters;  // every parameter but "players"
  std::uint64_t seed = 1;
};

// A fresh seed for the new-game screen.
std::uint64_t new_game_seed();

// One game kind's record on this device.
struct KeptGame {
  // `tutorial`: the game's guided first game (kit/tutorial.h), kept as allclear.<name>.tutorial
  // and never counted: no results, statistics, choices or daily challenge (their keys are empty),
  // and never the game played last.
  explicit KeptGame(const GameInfo& info, bool tutorial = false);
  bool tutorial = false;
  std::string coach_key;  // a tutorial's: allclear.<name>.tutorial.coach, the coach's move
  // allclear.<name>.game (kept aside as its .backup when it cannot be read) and
  // allclear.<name>.results.v1 (finished games).
  std::string game_key, results_key;
  std::string stats_key;  // allclear.<name>.stats.v1: core/device/stats.h
  std::string daily_key;  // allclear.<name>.daily.v1: core/device/daily.h
  std::string setup_key;  // allclear.<name>.setup.v1: the choices of the latest game started
  NewGameSetup setup;
  GameStats stats;          // this device's player's finished games
  DailyRecord daily;        // the daily challenges started and their results
  std::string last_result;  // "Last game: Ana 31, Bo 27"
  std::string notice;       // what of it could not be read
  // The game's save as this tab last read or wrote it: a different stored text is another
  // tab's, whose moves are kept (this tab then says the game went on elsewhere).
  std::string saved_text;
  bool moved_elsewhere = false;
};

// A game of the build on this device: its table and what is kept of it.
struct DeviceGame {
  std::unique_ptr<Table> table;
  KeptGame kept;
};

// The names a seat is offered while its name is typed: those typed for the people of any game
// (kept with each game's choices, so a name typed in one game is offered in the others), then
// the presets.
std::vector<std::string> offered_names(const std::vector<DeviceGame>& games);

// The daily challenge of `date`: you against strong bots, the game's usual settings, the day's
// seed, the seat names the player chose.
NewGameSetup daily_setup(const Table& table, const KeptGame& kept, const std::string& date);
// The game on the table, in progress or just finished, is the challenge of `date`.
bool is_daily(const Table& table, const KeptGame& kept, const std::string& date);
// Home's statistics line: "12 games, 5 won (1 shared). Best (7 rounds): 31".
std::string stats_line(const Table& table, const GameStats& stats);

namespace saves {

// Reads all `kept` holds but the game (statistics, days, choices, the last result) and the
// game's own records (a text that cannot be read is kept aside, and they start empty).
void read_records(Table& table, KeptGame& kept);
void read_stats(const Table& table, KeptGame& kept);
void read_daily(const Table& table, KeptGame& kept);
void read_last_result(const Table& table, KeptGame& kept);
// Reads the stored game as it stands into *game (none stored: null). False, the text kept aside
// and reported, when it cannot resume.
bool read_game(const Table& table, KeptGame& kept, std::unique_ptr<Match>* game);
// The stored game is the one this tab last read or wrote. Otherwise another tab played on (or
// ended it): moved_elsewhere, and nothing here overwrites it.
bool game_is_ours(KeptGame& kept);
// A game started here replaces whatever is stored, this tab's or another's: the player chose it.
void claim_game(KeptGame& kept);
// Each returns false when storage failed.
bool write_game(const Table& table, KeptGame& kept);
// A finished game joins the results kept, the statistics, the day's challenge and the game's
// own records.
bool write_result(Table& table, KeptGame& kept, const std::string& date);
bool write_setup(const Table& table, const KeptGame& kept);
bool write_daily(const KeptGame& kept);
// The finished game's save is forgotten (if still this tab's).
void forget_game(KeptGame& kept);
void reset_stats(const Table& table, KeptGame& kept);
// The last game played (written with its save), for the next visit.
std::string last_played();
// The settings (broken: the usual ones, and *notice says so).
Settings read_settings(std::string* notice);
bool write_settings(const Settings& settings);

}  // namespace saves

}  // namespace allclear::web
