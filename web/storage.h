// A thin bridge over window.localStorage. Every call is wrapped in try/catch on the page:
// storage may be missing (private modes, blocked cookies) or full (quota); callers keep
// playing and tell the player that scores will not be kept.
#pragma once
#include <optional>
#include <string>

namespace allclear::web::storage {

inline constexpr const char* kGameKey = "allclear.clear.game";
inline constexpr const char* kBackupKey = "allclear.clear.game.backup";
// Finished games, one record line each, newest last (format: docs/records.md).
inline constexpr const char* kResultsKey = "allclear.clear.results.v1";

// The stored text, or nothing if absent or unreadable.
std::optional<std::string> get(const char* key);
// False if the write threw (no storage, quota).
bool set(const char* key, const std::string& value);
bool remove(const char* key);
// True if storage answered a test write.
bool available();

}  // namespace allclear::web::storage
