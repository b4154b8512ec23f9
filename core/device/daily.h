// The daily challenge: for each game one seed per calendar day, the same on every device, so
// everyone plays the same deal and dice that day, against strong bots. Its results are kept per
// day in localStorage, one JSON object per game:
//   {"format":"allclear-daily","version":1,"game":"clear",
//    "days":[{"date":"2026-11-23","seed":473314,"score":31,"won":true}, ...]}
// A day is added when its challenge starts (no score yet); its first finished game is the
// day's result (playing it again does not change it).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace allclear {

// A date as "YYYY-MM-DD" with a real month and day.
bool valid_date(std::string_view date);
// The seed of `game` on `date` (a valid date), from 1 to 999999 like the seeds people type.
std::uint64_t daily_seed(std::string_view game, std::string_view date);

inline constexpr int kDailyVersion = 1;
inline constexpr std::string_view kDailyFormat = "allclear-daily";
inline constexpr int kDailyDaysKept = 60;

struct DailyDay {
  std::string date;
  std::uint64_t seed = 0;
  std::optional<int> score;  // none until the day's game is finished
  bool won = false;
};

struct DailyRecord {
  std::string game;
  std::vector<DailyDay> days;  // oldest first, at most kDailyDaysKept

  const DailyDay* find(std::string_view date) const;
  // The challenge of `date` has started (kept once; the oldest days make room).
  void start(const std::string& date, std::uint64_t seed);
  // A game of seed `seed` ended: the day it is the challenge of gets its result, if it has none.
  // False if no day was waiting for it.
  bool finish(std::uint64_t seed, int score, bool won);
};

std::string daily_to_json(const DailyRecord& record);
// False with a reason for the player: not JSON, not daily results, made by a newer All Clear,
// another game's, or a day that cannot be (a bad date, a seed that is not the day's).
bool parse_daily(std::string_view text, std::string_view game, DailyRecord* record, std::string* error);
// The text a player shares: "All Clear, Clear! daily challenge 2026-11-23: 31 points, won. Play
// it: https://host/allclear/" (the page's `address`, so a friend can open the same challenge).
std::string daily_share_text(std::string_view title, const DailyDay& day, std::string_view address = {});

}  // namespace allclear
