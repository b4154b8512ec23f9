// A thin bridge over window.localStorage. Every call is wrapped in try/catch on the page:
// storage may be missing (private modes, blocked cookies) or full (quota); callers keep
// playing and tell the player that scores will not be kept.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace allclear::web::storage {

// Each game's own keys are the app's (saves.h). This one names the game played last, so a
// reload opens it again.
inline constexpr const char* kLastPlayedKey = "allclear.last-played";
// The comfort settings (core/device/settings.h).
inline constexpr const char* kSettingsKey = "allclear.settings.v1";

// The stored text, or nothing if absent or unreadable.
std::optional<std::string> get(const std::string& key);
// False if the write threw (no storage, quota).
bool set(const std::string& key, const std::string& value);
bool remove(const std::string& key);
// Every stored key that starts with `prefix`, sorted; empty when storage cannot be read.
std::vector<std::string> keys(const std::string& prefix);
// True if storage answered a test write.
bool available();
// The keys starting with "allclear." that another tab of this site wrote or removed since the
// last call (the page's storage event; "*" when that tab cleared everything). The first call
// starts listening.
std::vector<std::string> changed_elsewhere();

}  // namespace allclear::web::storage
