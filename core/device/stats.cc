#include "core/device/stats.h"

#include <algorithm>

#include "core/json.h"

namespace allclear {

void GameStats::add(const GameResult& result, bool lower_scores_win) {
  // Counts stop at the largest an int holds (a forged entry may claim it): never past.
  if (played < kMostGames) {
    ++played;
    if (result.won) ++won;
    if (result.won && result.shared) ++shared;
    if (result.hinted) ++hinted;
  }
  auto it = std::find_if(kinds.begin(), kinds.end(), [&](const ScoreKind& k) { return k.kind == result.kind; });
  if (it == kinds.end() && static_cast<int>(kinds.size()) < kMostKinds) {
    kinds.push_back(ScoreKind{result.kind.substr(0, kLongestKind), 0, std::nullopt, 0});
    it = kinds.end() - 1;
  }
  if (it != kinds.end()) {
    if (it->played < kMostGames) {
      ++it->played;
      it->total += result.score;
    }
    if (!it->best || (lower_scores_win ? result.score < *it->best : result.score > *it->best)) it->best = result.score;
  }
  recent.push_back(result);
  recent.back().kind = recent.back().kind.substr(0, kLongestKind);
  if (static_cast<int>(recent.size()) > kRecentResults) recent.erase(recent.begin());
}

const ScoreKind* GameStats::kind(std::string_view name) const {
  for (const ScoreKind& k : kinds)
    if (k.kind == name) return &k;
  return nullptr;
}

const ScoreKind* GameStats::latest_kind() const {
  if (!recent.empty()) {
    if (const ScoreKind* k = kind(recent.back().kind)) return k;
  }
  return kinds.empty() ? nullptr : &kinds.back();
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
  return GameResult{std::move(date), totals[seat], won, won && winners.size() > 1, ""};
}

std::string stats_to_json(const GameStats& s) {
  std::string out = "{\"format\":";
  out += json_quote(kStatsFormat);
  out += ",\"version\":";
  out += std::to_string(kStatsVersion);
  out += ",\"game\":";
  out += json_quote(s.game);
  out += ",\"played\":" + std::to_string(s.played);
  out += ",\"won\":" + std::to_string(s.won);
  out += ",\"shared\":" + std::to_string(s.shared);
  if (s.hinted > 0) out += ",\"hinted\":" + std::to_string(s.hinted);  // only when any
  out += ",\"kinds\":[";
  for (std::size_t i = 0; i < s.kinds.size(); ++i) {
    const ScoreKind& k = s.kinds[i];
    if (i) out += ',';
    out += "{\"kind\":" + json_quote(k.kind) + ",\"played\":" + std::to_string(k.played);
    if (k.best) out += ",\"best\":" + std::to_string(*k.best);
    out += ",\"total\":" + std::to_string(k.total) + '}';
  }
  out += "],\"recent\":[";
  for (std::size_t i = 0; i < s.recent.size(); ++i) {
    const GameResult& r = s.recent[i];
    if (i) out += ',';
    out += "{\"date\":" + json_quote(r.date) + ",\"score\":" + std::to_string(r.score) +
           ",\"won\":" + (r.won ? "true" : "false") + ",\"shared\":" + (r.shared ? "true" : "false") +
           ",\"kind\":" + json_quote(r.kind) + (r.hinted ? ",\"hinted\":true}" : "}");
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

// One kind's figures (version 2), or version 1's single best and total for every length.
bool read_kind(const Json& item, std::int64_t most, ScoreKind* kind) {
  std::int64_t played = 0, total = 0, best = 0;
  if (item.kind != Json::Kind::kObject || !read_int(item, "played", 0, most, &played) ||
      !read_int(item, "total", -kScoreLimit * played, kScoreLimit * played, &total))
    return false;
  kind->played = static_cast<int>(played);
  kind->total = total;
  if (item.find("best")) {
    if (!read_int(item, "best", -kScoreLimit, kScoreLimit, &best) || played == 0) return false;
    kind->best = static_cast<int>(best);
  }
  return true;
}

bool read_string(const Json& item, std::string_view key, std::size_t longest, std::string* value) {
  const Json* v = item.find(key);
  if (!v || v->kind != Json::Kind::kString || v->string.size() > longest) return false;
  *value = v->string;
  return true;
}

bool read_bool(const Json& item, std::string_view key, bool* value) {
  const Json* v = item.find(key);
  if (!v || v->kind != Json::Kind::kBool) return false;
  *value = v->boolean;
  return true;
}

}  // namespace

bool parse_stats(std::string_view text, std::string_view game, GameStats* stats, std::string* error) {
  Json doc;
  if (!parse_versioned(text, kStatsFormat, kStatsVersion, "statistics", &doc, error)) return false;
  const Json* name = doc.find("game");
  if (!name || name->kind != Json::Kind::kString || name->string != game) {
    *error = "the statistics are of another game";
    return false;
  }
  const bool v1 = doc.find("version")->integer == 1;
  GameStats s;
  s.game = std::string(game);
  std::int64_t played = 0, won = 0, shared = 0;
  if (!read_int(doc, "played", 0, kMostGames, &played) || !read_int(doc, "won", 0, played, &won) ||
      (!v1 && !read_int(doc, "shared", 0, won, &shared))) {
    *error = "the statistics' counts are missing or cannot be (more games won than played)";
    return false;
  }
  s.played = static_cast<int>(played);
  s.won = static_cast<int>(won);
  s.shared = static_cast<int>(shared);
  std::int64_t hinted = 0;
  if (doc.find("hinted") && !read_int(doc, "hinted", 0, played, &hinted)) {
    *error = "the statistics' count of games with hints cannot be (more than played)";
    return false;
  }
  s.hinted = static_cast<int>(hinted);
  if (v1) {
    // One best and total for every length: kept as the kind "" (its length was not kept).
    ScoreKind all;
    if (!read_kind(doc, played, &all)) {
      *error = "the statistics' best score or total cannot be read";
      return false;
    }
    if (all.played > 0) s.kinds.push_back(all);
  } else {
    const Json* kinds = doc.find("kinds");
    std::int64_t counted = 0;
    bool ok = kinds && kinds->kind == Json::Kind::kArray && static_cast<int>(kinds->items.size()) <= kMostKinds;
    for (std::size_t i = 0; ok && i < kinds->items.size(); ++i) {
      ScoreKind k;
      ok = read_kind(kinds->items[i], played, &k) && read_string(kinds->items[i], "kind", kLongestKind, &k.kind) &&
           !s.kind(k.kind);
      counted += k.played;
      s.kinds.push_back(std::move(k));
    }
    if (!ok || counted > played) {
      *error = "the statistics' kinds of game cannot be read";
      return false;
    }
  }
  const Json* recent = doc.find("recent");
  if (!recent || recent->kind != Json::Kind::kArray ||
      static_cast<std::int64_t>(recent->items.size()) > std::min<std::int64_t>(played, kRecentResults)) {
    *error = "the statistics' recent results cannot be read";
    return false;
  }
  for (const Json& item : recent->items) {
    GameResult r;
    std::int64_t score = 0;
    if (item.kind != Json::Kind::kObject || !read_string(item, "date", 32, &r.date) ||
        !read_bool(item, "won", &r.won) || !read_int(item, "score", -kScoreLimit, kScoreLimit, &score) ||
        (!v1 && (!read_bool(item, "shared", &r.shared) || !read_string(item, "kind", kLongestKind, &r.kind)))) {
      *error = "a recent result in the statistics cannot be read";
      return false;
    }
    if (item.find("hinted") && !read_bool(item, "hinted", &r.hinted)) {
      *error = "a recent result in the statistics cannot be read";
      return false;
    }
    r.score = static_cast<int>(score);
    s.recent.push_back(std::move(r));
  }
  *stats = std::move(s);
  return true;
}

}  // namespace allclear
