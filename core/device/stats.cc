#include "core/device/stats.h"

#include <algorithm>

#include "core/json.h"

namespace allclear {

void GameStats::add(const GameResult& result, bool lower_scores_win) {
  // Counts stop at the largest an int holds (a forged entry may claim it): never past.
  if (played < kMostGames) {
    ++played;
    if (result.won) ++won;
    total += result.score;
  }
  if (!best || (lower_scores_win ? result.score < *best : result.score > *best)) best = result.score;
  recent.push_back(result);
  if (static_cast<int>(recent.size()) > kRecentResults) recent.erase(recent.begin());
}

std::optional<GameResult> device_result(const State& state, const std::vector<std::string>& players, std::string date) {
  if (!state.is_terminal()) return std::nullopt;
  const auto human = std::find(players.begin(), players.end(), "human");
  if (human == players.end()) return std::nullopt;
  const int seat = static_cast<int>(human - players.begin());
  const std::vector<int> totals = state.total_scores();
  if (seat >= static_cast<int>(totals.size())) return std::nullopt;
  const std::vector<int> winners = state.winners();
  const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
  return GameResult{std::move(date), totals[seat], won};
}

std::string stats_to_json(const GameStats& s) {
  std::string out = "{\"format\":";
  out += json_quote(kStatsFormat);
  out += ",\"version\":";
  out += std::to_string(kStatsVersion);
  out += ",\"game\":";
  out += json_quote(s.game);
  out += ",\"played\":";
  out += std::to_string(s.played);
  out += ",\"won\":";
  out += std::to_string(s.won);
  if (s.best) {
    out += ",\"best\":";
    out += std::to_string(*s.best);
  }
  out += ",\"total\":";
  out += std::to_string(s.total);
  out += ",\"recent\":[";
  for (std::size_t i = 0; i < s.recent.size(); ++i) {
    if (i) out += ',';
    out += "{\"date\":";
    out += json_quote(s.recent[i].date);
    out += ",\"score\":";
    out += std::to_string(s.recent[i].score);
    out += ",\"won\":";
    out += s.recent[i].won ? "true" : "false";
    out += '}';
  }
  out += "]}";
  return out;
}

namespace {

// An integer member within [lo, hi].
bool read_int(const Json& doc, std::string_view key, std::int64_t lo, std::int64_t hi, std::int64_t* value) {
  const Json* v = doc.find(key);
  if (!v || v->kind != Json::Kind::kNumber || !v->is_integer || v->integer < lo || v->integer > hi) return false;
  *value = v->integer;
  return true;
}

constexpr std::int64_t kScoreLimit = 1'000'000;  // far beyond any game's score

}  // namespace

bool parse_stats(std::string_view text, std::string_view game, GameStats* stats, std::string* error) {
  Json doc;
  if (!parse_versioned(text, kStatsFormat, kStatsVersion, "statistics", &doc, error)) return false;
  const Json* name = doc.find("game");
  if (!name || name->kind != Json::Kind::kString || name->string != game) {
    *error = "the statistics are of another game";
    return false;
  }
  GameStats s;
  s.game = std::string(game);
  std::int64_t played = 0, won = 0, total = 0, best = 0;
  if (!read_int(doc, "played", 0, kMostGames, &played) || !read_int(doc, "won", 0, played, &won) ||
      !read_int(doc, "total", -kScoreLimit * played, kScoreLimit * played, &total)) {
    *error = "the statistics' counts are missing or cannot be (more games won than played)";
    return false;
  }
  s.played = static_cast<int>(played);
  s.won = static_cast<int>(won);
  s.total = total;
  if (doc.find("best")) {
    if (!read_int(doc, "best", -kScoreLimit, kScoreLimit, &best) || played == 0) {
      *error = "the statistics' best score cannot be read";
      return false;
    }
    s.best = static_cast<int>(best);
  }
  const Json* recent = doc.find("recent");
  if (!recent || recent->kind != Json::Kind::kArray ||
      static_cast<std::int64_t>(recent->items.size()) > std::min<std::int64_t>(played, kRecentResults)) {
    *error = "the statistics' recent results cannot be read";
    return false;
  }
  for (const Json& item : recent->items) {
    const Json* date = item.find("date");
    const Json* result_won = item.find("won");
    std::int64_t score = 0;
    if (item.kind != Json::Kind::kObject || !date || date->kind != Json::Kind::kString || date->string.size() > 32 ||
        !result_won || result_won->kind != Json::Kind::kBool ||
        !read_int(item, "score", -kScoreLimit, kScoreLimit, &score)) {
      *error = "a recent result in the statistics cannot be read";
      return false;
    }
    s.recent.push_back({date->string, static_cast<int>(score), result_won->boolean});
  }
  *stats = std::move(s);
  return true;
}

}  // namespace allclear
