#include "core/device/daily.h"

#include <algorithm>

#include "core/json.h"
#include "core/random.h"

namespace allclear {

bool valid_date(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  int parts[3] = {0, 0, 0};
  const int starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < lengths[i]; ++k) {
      const char c = date[starts[i] + k];
      if (c < '0' || c > '9') return false;
      parts[i] = parts[i] * 10 + (c - '0');
    }
  const int year = parts[0], month = parts[1], day = parts[2];
  if (month < 1 || month > 12 || day < 1) return false;
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  const int days[12] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return day <= days[month - 1];
}

std::uint64_t daily_seed(std::string_view game, std::string_view date) {
  // FNV-1a over "game/date", then mixed: every game and day its own seed.
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  auto feed = [&hash](std::string_view text) {
    for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
  };
  feed(game);
  feed("/");
  feed(date);
  return 1 + mix_seed(hash, 0x6461696c79ULL) % 999999;
}

const DailyDay* DailyRecord::find(std::string_view date) const {
  for (const DailyDay& day : days)
    if (day.date == date) return &day;
  return nullptr;
}

void DailyRecord::start(const std::string& date, std::uint64_t seed) {
  if (find(date)) return;
  days.push_back({date, seed, std::nullopt, false});
  std::sort(days.begin(), days.end(), [](const DailyDay& a, const DailyDay& b) { return a.date < b.date; });
  if (static_cast<int>(days.size()) > kDailyDaysKept) days.erase(days.begin(), days.end() - kDailyDaysKept);
}

bool DailyRecord::finish(std::uint64_t seed, int score, bool won) {
  for (DailyDay& day : days)
    if (day.seed == seed && !day.score) {
      day.score = score;
      day.won = won;
      return true;
    }
  return false;
}

std::string daily_to_json(const DailyRecord& record) {
  std::string out = "{\"format\":";
  out += json_quote(kDailyFormat);
  out += ",\"version\":" + std::to_string(kDailyVersion) + ",\"game\":" + json_quote(record.game) + ",\"days\":[";
  for (std::size_t i = 0; i < record.days.size(); ++i) {
    const DailyDay& day = record.days[i];
    out += i ? "," : "";
    out += "{\"date\":" + json_quote(day.date) + ",\"seed\":" + std::to_string(day.seed);
    if (day.score) out += ",\"score\":" + std::to_string(*day.score) + ",\"won\":" + (day.won ? "true" : "false");
    out += "}";
  }
  return out + "]}";
}

bool parse_daily(std::string_view text, std::string_view game, DailyRecord* record, std::string* error) {
  Json doc;
  if (!parse_versioned(text, kDailyFormat, kDailyVersion, "daily results", &doc, error)) return false;
  const Json* name = doc.find("game");
  if (!name || name->kind != Json::Kind::kString || name->string != game) {
    *error = "the daily results are of another game";
    return false;
  }
  const Json* list = doc.find("days");
  if (!list || list->kind != Json::Kind::kArray || static_cast<int>(list->items.size()) > kDailyDaysKept) {
    *error = "the daily results' days cannot be read";
    return false;
  }
  DailyRecord read;
  read.game = std::string(game);
  for (const Json& item : list->items) {
    const Json* date = item.find("date");
    const Json* seed = item.find("seed");
    const Json* score = item.find("score");
    const Json* won = item.find("won");
    // Each day's seed is the day's own: a day cannot claim another game's or day's result.
    const bool ok = item.kind == Json::Kind::kObject && date && date->kind == Json::Kind::kString &&
                    valid_date(date->string) && seed && seed->is_integer &&
                    seed->integer == static_cast<std::int64_t>(daily_seed(game, date->string)) &&
                    (!score || (score->is_integer && score->integer > -1'000'000 && score->integer < 1'000'000 && won &&
                                won->kind == Json::Kind::kBool)) &&
                    !read.find(date->string);
    if (!ok) {
      *error = "a day of the daily results cannot be read";
      return false;
    }
    DailyDay day{date->string, static_cast<std::uint64_t>(seed->integer), std::nullopt, false};
    if (score) {
      day.score = static_cast<int>(score->integer);
      day.won = won->boolean;
    }
    read.days.push_back(std::move(day));
  }
  *record = std::move(read);
  return true;
}

std::string daily_share_text(std::string_view title, const DailyDay& day, std::string_view address) {
  std::string text = "All Clear, " + std::string(title) + " daily challenge " + day.date;
  if (!day.score)
    text += ": not finished";
  else
    text +=
        ": " + std::to_string(*day.score) + (*day.score == 1 ? " point, " : " points, ") + (day.won ? "won" : "lost");
  if (!address.empty()) text += ". Play it: " + std::string(address);
  return text;
}

}  // namespace allclear
