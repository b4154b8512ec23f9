// A game's statistics on this device: games played and won, the best and average score, and
// the latest results for a small chart. Kept in localStorage as one JSON object per game:
//   {"format":"allclear-stats","version":1,"game":"clear","played":3,"won":1,"best":31,
//    "total":74,"recent":[{"date":"2026-11-23","score":31,"won":true}, ...]}
// A result is the device's player's: the first person (not bot) seated in a finished game.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace allclear {

inline constexpr int kStatsVersion = 1;
inline constexpr std::string_view kStatsFormat = "allclear-stats";
inline constexpr int kRecentResults = 30;
inline constexpr int kMostGames = 2'147'483'647;  // games played and won stop counting here

struct GameResult {
  std::string date;  // "2026-11-23", the device's calendar day
  int score = 0;
  bool won = false;
};

struct GameStats {
  std::string game;
  int played = 0;
  int won = 0;
  std::optional<int> best;         // the highest score, or the lowest where lower scores win
  std::int64_t total = 0;          // of every score, for the average
  std::vector<GameResult> recent;  // oldest first, at most kRecentResults

  double average() const { return played ? static_cast<double>(total) / played : 0.0; }
  void add(const GameResult& result, bool lower_scores_win);
};

// The result of the first person seated (`players`: "human" or a bot level per seat) in a
// finished game: their total, and whether they are among the winners. Nothing if no person
// played or the game is not over.
std::optional<GameResult> device_result(const State& state, const std::vector<std::string>& players, std::string date);

std::string stats_to_json(const GameStats& stats);
// Reads the statistics of `game`. False with a reason for the player: not JSON, not statistics,
// made by a newer All Clear, another game's, or numbers that cannot be (more won than played).
bool parse_stats(std::string_view text, std::string_view game, GameStats* stats, std::string* error);

}  // namespace allclear
