#include "tests/fuzz/properties.h"

#include "core/device/backup.h"
#include "core/device/daily.h"
#include "core/device/settings.h"
#include "core/device/setup.h"
#include "core/device/stats.h"
#include "core/json.h"
#include "core/record.h"

namespace allclear::fuzz {

namespace {

// A text `read` accepts must write back (by `write`) to a text it accepts again and writes back
// the same; a text it refuses must come with a reason.
template <typename Value, typename Read, typename Write>
std::string round_trip(const char* what, std::string_view text, Read read, Write write) {
  Value value{};
  std::string error;
  if (!read(text, &value, &error)) return error.empty() ? std::string(what) + " refused without a reason" : "";
  const std::string written = write(value);
  Value again{};
  if (!read(written, &again, &error)) return std::string(what) + " written back is refused: " + error;
  if (write(again) != written) return std::string(what) + " written back reads differently";
  return "";
}

}  // namespace

std::string check_json(std::string_view text) {
  Json first, second;
  std::string error, again;
  const bool accepted = parse_json(text, &first, &error);
  if (!accepted)
    return error.find(" at character ") == std::string::npos ? "a refusal without its place: " + error : "";
  if (!parse_json(text, &second, &again)) return "accepted once, refused the second time: " + again;
  if (first.kind != second.kind || first.items.size() != second.items.size() ||
      first.members.size() != second.members.size())
    return "the same text read twice differs";
  return "";
}

std::string check_record(std::string_view text) {
  const std::string trip = round_trip<GameRecord>("a record", text, parse_record, record_to_json);
  if (!trip.empty()) return trip;
  GameRecord record;
  std::string error;
  if (!parse_record(text, &record, &error)) return "";
  const std::unique_ptr<State> replayed = verify_record(record, &error);
  if (!replayed) return error.empty() ? "a record that does not replay, without a reason" : "";
  const std::unique_ptr<State> fresh = verify_record(record, &error);
  if (!fresh || fresh->to_string() != replayed->to_string() || fresh->total_scores() != replayed->total_scores())
    return "two replays of one record differ";
  return "";
}

std::string check_saved(std::string_view text) {
  for (const GameInfo* game : registered_games()) {
    const std::string name = game->name;
    const auto read_stats = [&](std::string_view t, GameStats* s, std::string* e) {
      return parse_stats(t, name, s, e);
    };
    const auto read_daily = [&](std::string_view t, DailyRecord* d, std::string* e) {
      return parse_daily(t, name, d, e);
    };
    const auto read_setup = [&](std::string_view t, GameSetup* s, std::string* e) {
      return parse_setup(t, *game, s, e);
    };
    for (const std::string& broke : {round_trip<GameStats>("statistics", text, read_stats, stats_to_json),
                                     round_trip<DailyRecord>("daily results", text, read_daily, daily_to_json),
                                     round_trip<GameSetup>("a setup", text, read_setup, setup_to_json)})
      if (!broke.empty()) return name + ": " + broke;
    // Statistics read from anywhere take one more game and still read back.
    GameStats stats;
    std::string error;
    if (parse_stats(text, name, &stats, &error)) {
      stats.add({"2026-11-27", 7, true, false, ""}, game->lower_scores_win);
      GameStats again;
      if (!parse_stats(stats_to_json(stats), name, &again, &error))
        return name + ": statistics after a game are refused: " + error;
    }
  }
  return round_trip<Settings>("settings", text, parse_settings, settings_to_json);
}

std::string check_backup(std::string_view text) {
  return round_trip<SavedData>("a backup", text, parse_backup,
                               [](const SavedData& data) { return backup_to_json(data, "2026-11-27"); });
}

}  // namespace allclear::fuzz
