// All of All Clear's saved data on a device as one file, to export and import again:
//   {"format":"allclear-backup","version":1,"exported":"2026-11-23",
//    "data":{"allclear.clear.game":"{...}","allclear.clear.stats.v1":"{...}", ...}}
// `data` holds localStorage's own text for each key of All Clear ("allclear." ...).
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace allclear {

inline constexpr int kBackupVersion = 1;
inline constexpr std::string_view kBackupFormat = "allclear-backup";
inline constexpr std::string_view kSavedKeyPrefix = "allclear.";
inline constexpr std::size_t kBackupLimit = 5'000'000;  // localStorage's usual quota
inline constexpr int kKeptResults = 20;                 // finished games kept per game (allclear.<game>.results.v1)

using SavedData = std::vector<std::pair<std::string, std::string>>;  // key, text

std::string backup_to_json(const SavedData& data, std::string_view exported);

// Reads a backup file and checks every entry before anything is changed, so an import is all
// or nothing. Refused, with a reason for the player: a file that is not an All Clear backup, one
// made by a newer All Clear, a key that is not All Clear's, a saved game that does not replay,
// finished games or statistics that cannot be read.
bool parse_backup(std::string_view text, SavedData* data, std::string* error);

}  // namespace allclear
