#include "core/device/backup.h"

#include "core/device/daily.h"
#include "core/device/settings.h"
#include "core/device/setup.h"
#include "core/device/stats.h"
#include "core/json.h"
#include "core/record.h"

namespace allclear {

namespace {

bool ends_with(std::string_view text, std::string_view end) {
  return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

// A record line of `game` that replays.
bool check_record(std::string_view line, std::string_view game, std::string* error) {
  GameRecord record;
  if (!parse_record(line, &record, error)) return false;
  if (record.game != game) {
    *error = "a game of " + record.game + " is kept as " + std::string(game);
    return false;
  }
  return verify_record(record, error) != nullptr;
}

// The entries whose format All Clear knows are read as the app would read them.
bool check_entry(const std::string& key, const std::string& text, std::string* error) {
  const std::string_view name = std::string_view(key).substr(kSavedKeyPrefix.size());
  std::string why;
  bool ok = true;
  if (ends_with(name, ".game")) {
    ok = text.empty() || check_record(text, name.substr(0, name.size() - 5), &why);
  } else if (ends_with(name, ".results.v1")) {
    const std::string_view game = name.substr(0, name.size() - 11);
    std::size_t start = 0;
    int lines = 0;
    while (ok && start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      // The app keeps the latest kKeptResults games: more cannot be its own (and each costs a replay).
      if (end > start && ++lines > kKeptResults) {
        why = "more finished games than All Clear keeps (" + std::to_string(kKeptResults) + ")";
        ok = false;
      } else if (end > start) {
        ok = check_record(std::string_view(text).substr(start, end - start), game, &why);
      }
      start = end + 1;
    }
  } else if (ends_with(name, ".stats.v1")) {
    GameStats stats;
    ok = parse_stats(text, name.substr(0, name.size() - 9), &stats, &why);
  } else if (name == "settings.v1") {
    Settings settings;
    ok = parse_settings(text, &settings, &why);
  } else if (ends_with(name, ".setup.v1")) {
    const std::string_view game = name.substr(0, name.size() - 9);
    const GameInfo* info = nullptr;
    for (const GameInfo* g : registered_games())
      if (g->name == game) info = g;
    GameSetup setup;
    if (!info) why = "no game is called " + std::string(game);
    ok = info && parse_setup(text, *info, &setup, &why);
  } else if (ends_with(name, ".daily.v1")) {
    DailyRecord daily;
    ok = parse_daily(text, name.substr(0, name.size() - 9), &daily, &why);
  }
  if (!ok) *error = "its entry " + key + " cannot be used (" + why + ")";
  return ok;
}

}  // namespace

std::string backup_to_json(const SavedData& data, std::string_view exported) {
  std::string out = "{\"format\":";
  out += json_quote(kBackupFormat);
  out += ",\"version\":";
  out += std::to_string(kBackupVersion);
  out += ",\"exported\":";
  out += json_quote(exported);
  out += ",\"data\":{";
  for (std::size_t i = 0; i < data.size(); ++i) {
    if (i) out += ",\n";
    out += json_quote(data[i].first);
    out += ':';
    out += json_quote(data[i].second);
  }
  out += "}}\n";
  return out;
}

bool parse_backup(std::string_view text, SavedData* data, std::string* error) {
  if (text.size() > kBackupLimit) {
    *error = "The file is too large to be an All Clear backup.";
    return false;
  }
  Json doc;
  std::string why;
  const Json* format = nullptr;
  if (!parse_json(text, &doc, &why) || doc.kind != Json::Kind::kObject || !(format = doc.find("format")) ||
      format->kind != Json::Kind::kString || format->string != kBackupFormat) {
    *error = "This file is not an All Clear backup.";
    return false;
  }
  const Json* version = doc.find("version");
  if (!version || version->kind != Json::Kind::kNumber || !version->is_integer || version->integer < 1) {
    *error = "This backup has no version: it cannot be read.";
    return false;
  }
  if (version->integer > kBackupVersion) {
    *error = "This backup was made by a newer All Clear (version " + std::to_string(version->integer) +
             "): update the page, then import it.";
    return false;
  }
  const Json* entries = doc.find("data");
  if (!entries || entries->kind != Json::Kind::kObject) {
    *error = "This backup holds no saved data.";
    return false;
  }
  SavedData read;
  for (const auto& [key, value] : entries->members) {
    if (key.compare(0, kSavedKeyPrefix.size(), kSavedKeyPrefix) != 0 || value.kind != Json::Kind::kString) {
      *error = "This backup holds something that is not All Clear's (" + key.substr(0, 40) + "): nothing was imported.";
      return false;
    }
    if (!check_entry(key, value.string, &why)) {
      *error = "This backup is damaged: " + why + ". Nothing was imported.";
      return false;
    }
    read.emplace_back(key, value.string);
  }
  *data = std::move(read);
  return true;
}

}  // namespace allclear
