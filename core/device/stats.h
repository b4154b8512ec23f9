// A game's statistics on this device: games played, won and shared (a tie is a shared win),
// and for each kind of game (its length: "7 rounds", "3 games"; "solitaire") the best and
// average score, since a 3-game total and a 1-game score are not alike; and the latest results
// for a small chart. Kept in localStorage as one JSON object per game:
//   {"format":"allclear-stats","version":2,"game":"clear","played":3,"won":1,"shared":0,
//    "kinds":[{"kind":"7 rounds","played":3,"best":31,"total":74}],
//    "recent":[{"date":"2026-11-23","score":31,"won":true,"shared":false,"kind":"7 rounds"}, ...]}
// Version 1 (no "shared", one best and total for every length, results without a kind) is still
// read: its figures become the kind "" (length not kept).
// A result is the device's player's: the first person (not bot) seated in a finished game.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace allclear {

inline constexpr int kStatsVersion = 2;
inline constexpr std::string_view kStatsFormat = "allclear-stats";
inline constexpr int kRecentResults = 30;
inline constexpr int kMostGames = 2'147'483'647;  // games played and won stop counting here
inline constexpr int kMostKinds = 64;             // kinds of game kept (a game has about 30)
inline constexpr std::size_t kLongestKind = 40;   // characters of a kind's name

struct GameResult {
  std::string date;  // "2026-11-23", the device's calendar day
  int score = 0;
  bool won = false;
  bool shared = false;  // won in a tie: the win is shared
  std::string kind;     // what the score is alike with ("7 rounds"); "" for a game of one length
  bool hinted = false;  // the player took a hint in it (core/hint.h)
};

// The scores of one kind of game: only these compare with each other.
struct ScoreKind {
  std::string kind;
  int played = 0;
  std::optional<int> best;  // the highest score, or the lowest where lower scores win
  std::int64_t total = 0;   // of every score, for the average
  double average() const { return played ? static_cast<double>(total) / played : 0.0; }
};

struct GameStats {
  std::string game;
  int played = 0;
  int won = 0;                     // shared wins included
  int shared = 0;                  // of those won, the ties
  int hinted = 0;                  // of those played, the games where a hint was taken
  std::vector<ScoreKind> kinds;    // in the order first played
  std::vector<GameResult> recent;  // oldest first, at most kRecentResults

  void add(const GameResult& result, bool lower_scores_win);
  // The figures of `kind`, or nullptr if none was played.
  const ScoreKind* kind(std::string_view kind) const;
  // The kind of the latest result: the one home and the statistics screen lead with.
  const ScoreKind* latest_kind() const;
};

// The result of the first person seated (`players`: "human" or a bot level per seat) in a
// finished game: their total, whether they are among the winners and whether the win is shared.
// Nothing if no person played or the game is not over. The kind is the caller's to name.
std::optional<GameResult> device_result(const State& state, const std::vector<std::string>& players, std::string date);

std::string stats_to_json(const GameStats& stats);
// Reads the statistics of `game` (version 1 or 2). False with a reason for the player: not
// JSON, not statistics, made by a newer All Clear, another game's, or numbers that cannot be
// (more won than played).
bool parse_stats(std::string_view text, std::string_view game, GameStats* stats, std::string* error);

}  // namespace allclear
