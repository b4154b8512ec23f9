#include "core/record.h"

#include <algorithm>

#include "core/bots.h"
#include "core/json.h"

namespace allclear {

namespace {

std::string int_list(const std::vector<int>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(values[i]);
  }
  out += ']';
  return out;
}

std::string string_list(const std::vector<std::string>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += json_quote(values[i]);
  }
  out += ']';
  return out;
}

// Largest seed kept exactly by every JSON reader (JavaScript numbers are doubles).
constexpr std::int64_t kMaxSeed = (std::int64_t{1} << 53) - 1;

bool read_ints(const Json& v, std::int64_t lo, std::int64_t hi, std::vector<int>* out) {
  if (v.kind != Json::Kind::kArray) return false;
  out->clear();
  for (const Json& item : v.items) {
    if (item.kind != Json::Kind::kNumber || !item.is_integer || item.integer < lo || item.integer > hi) return false;
    out->push_back(static_cast<int>(item.integer));
  }
  return true;
}

bool read_strings(const Json& v, std::vector<std::string>* out) {
  if (v.kind != Json::Kind::kArray) return false;
  out->clear();
  for (const Json& item : v.items) {
    if (item.kind != Json::Kind::kString) return false;
    out->push_back(item.string);
  }
  return true;
}

}  // namespace

GameRecord make_record(const State& state, std::uint64_t seed, std::vector<std::string> players,
                       std::vector<std::string> names) {
  GameRecord record;
  record.game = state.game().info().name;
  record.parameters = state.game().parameters();
  record.seed = seed;
  record.players = std::move(players);
  record.names = std::move(names);
  record.history = state.history();
  record.round_scores = state.round_scores();
  if (state.is_terminal()) record.final_scores = state.total_scores();
  return record;
}

std::string record_to_json(const GameRecord& r) {
  std::string out = "{\"format\":" + json_quote(kRecordFormat) + ",\"version\":" + std::to_string(kRecordVersion) +
                    ",\"game\":" + json_quote(r.game) + ",\"parameters\":{";
  bool first = true;
  for (const auto& [name, value] : r.parameters) {
    if (!first) out += ',';
    out += json_quote(name);
    out += ':';
    out += std::to_string(value);
    first = false;
  }
  // Appends one piece at a time (GCC 12 at -O3 warns falsely on `"," + std::string`).
  for (const std::string& piece :
       {std::string("},\"seed\":"), std::to_string(r.seed), std::string(",\"players\":"), string_list(r.players),
        std::string(",\"names\":"), string_list(r.names), std::string(",\"history\":"), int_list(r.history),
        std::string(",\"round_scores\":[")})
    out += piece;
  for (std::size_t i = 0; i < r.round_scores.size(); ++i) {
    if (i) out += ',';
    out += int_list(r.round_scores[i]);
  }
  out += "],\"final_scores\":";
  out += int_list(r.final_scores);
  if (r.hints > 0) out += ",\"hints\":" + std::to_string(r.hints);
  out += '}';
  return out;
}

bool parse_record(std::string_view text, GameRecord* record, std::string* error) {
  Json doc;
  std::string json_error;
  if (!parse_json(text, &doc, &json_error)) {
    *error = "not JSON: " + json_error;
    return false;
  }
  if (doc.kind != Json::Kind::kObject) {
    *error = "not a game record: expected a JSON object";
    return false;
  }
  const Json* format = doc.find("format");
  if (!format || format->kind != Json::Kind::kString || format->string != kRecordFormat) {
    *error = "not an All Clear game record (no \"format\": \"allclear-record\")";
    return false;
  }
  const Json* version = doc.find("version");
  if (!version || version->kind != Json::Kind::kNumber || !version->is_integer) {
    *error = "the record has no version";
    return false;
  }
  if (version->integer != kRecordVersion) {
    *error = "the record is version " + std::to_string(version->integer) + "; this build reads version " +
             std::to_string(kRecordVersion);
    return false;
  }
  GameRecord r;
  const auto field = [&](const char* name) -> const Json* {
    const Json* v = doc.find(name);
    if (!v) *error = std::string("the record has no \"") + name + "\"";
    return v;
  };
  const auto wrong = [&](const char* name, const char* what) {
    *error = std::string("\"") + name + "\" must be " + what;
    return false;
  };
  const Json* game = field("game");
  if (!game) return false;
  if (game->kind != Json::Kind::kString) return wrong("game", "a string");
  r.game = game->string;
  const Json* parameters = field("parameters");
  if (!parameters) return false;
  if (parameters->kind != Json::Kind::kObject) return wrong("parameters", "an object");
  for (const auto& [name, value] : parameters->members) {
    if (value.kind != Json::Kind::kNumber || !value.is_integer || value.integer < -1000000 || value.integer > 1000000)
      return wrong("parameters", "an object of small integers");
    r.parameters[name] = static_cast<int>(value.integer);
  }
  const Json* seed = field("seed");
  if (!seed) return false;
  if (seed->kind != Json::Kind::kNumber || !seed->is_integer || seed->integer < 0 || seed->integer > kMaxSeed)
    return wrong("seed", "an integer from 0 to 2^53-1");
  r.seed = static_cast<std::uint64_t>(seed->integer);
  const Json* players = field("players");
  if (!players) return false;
  if (!read_strings(*players, &r.players)) return wrong("players", "a list of strings");
  if (const Json* names = doc.find("names"); names && !read_strings(*names, &r.names))
    return wrong("names", "a list of strings");
  const Json* history = field("history");
  if (!history) return false;
  if (!read_ints(*history, INT32_MIN, INT32_MAX, &r.history)) return wrong("history", "a list of integers");
  if (r.history.size() > kMaxHistory) return wrong("history", "no longer than any real game (50,000 actions at most)");
  const Json* rounds = field("round_scores");
  if (!rounds) return false;
  if (rounds->kind != Json::Kind::kArray) return wrong("round_scores", "a list of lists of integers");
  for (const Json& round : rounds->items) {
    r.round_scores.emplace_back();
    if (!read_ints(round, -1000000, 1000000, &r.round_scores.back()))
      return wrong("round_scores", "a list of lists of integers");
  }
  if (const Json* final_scores = doc.find("final_scores");
      final_scores && !read_ints(*final_scores, -1000000, 1000000, &r.final_scores))
    return wrong("final_scores", "a list of integers");
  if (const Json* hints = doc.find("hints")) {
    // At most one a decision: no more than the history's actions.
    if (hints->kind != Json::Kind::kNumber || !hints->is_integer || hints->integer < 0 ||
        hints->integer > static_cast<std::int64_t>(r.history.size()))
      return wrong("hints", "a count of hints, at most one an action");
    r.hints = static_cast<int>(hints->integer);
  }
  *record = std::move(r);
  return true;
}

std::unique_ptr<State> verify_record(const GameRecord& record, std::string* error) {
  std::shared_ptr<const Game> game = load_game(record.game, record.parameters, error);
  if (!game) return nullptr;
  const int n = game->num_players();
  if (static_cast<int>(record.players.size()) != n) {
    *error =
        "the record seats " + std::to_string(record.players.size()) + " players but the game has " + std::to_string(n);
    return nullptr;
  }
  const std::vector<std::string>& levels = bot_levels();
  for (const std::string& p : record.players) {
    if (p != "human" && std::find(levels.begin(), levels.end(), p) == levels.end()) {
      *error = "unknown player kind '" + p + "'";
      return nullptr;
    }
  }
  if (!record.names.empty() && static_cast<int>(record.names.size()) != n) {
    *error =
        "the record names " + std::to_string(record.names.size()) + " players but the game has " + std::to_string(n);
    return nullptr;
  }
  std::string replay_error;
  std::unique_ptr<State> state = replay(*game, record.history, &replay_error);
  if (!state) {
    *error = "illegal record: " + replay_error;
    return nullptr;
  }
  if (!record.final_scores.empty() && !state->is_terminal()) {
    *error = "truncated record: the history ends before the game is over";
    return nullptr;
  }
  if (state->round_scores() != record.round_scores) {
    *error = "the recorded round scores differ from the replayed ones";
    return nullptr;
  }
  if (state->is_terminal() && record.final_scores != state->total_scores()) {
    *error = "the recorded final scores differ from the replayed ones";
    return nullptr;
  }
  return state;
}

}  // namespace allclear
