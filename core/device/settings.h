// The player's comfort settings on this device, kept in localStorage as
//   {"format":"allclear-settings","version":1,"botPace":"normal","reducedMotion":"auto"}
#pragma once
#include <string>
#include <string_view>

namespace allclear {

inline constexpr int kSettingsVersion = 1;
inline constexpr std::string_view kSettingsFormat = "allclear-settings";

// How long what the player did not do stays on the table (a bot's move, a roll, a draw): slowly
// enough to follow, as usual, about half as long, or not at all (only outcomes are shown).
// In the settings screen's order.
enum class BotPace { kSlow, kNormal, kFast, kInstant };
// Dice that tumble and the like: as the browser's preference says, always still, or moving.
enum class ReducedMotion { kAuto, kOn, kOff };

struct Settings {
  BotPace bot_pace = BotPace::kNormal;
  ReducedMotion reduced_motion = ReducedMotion::kAuto;
};

const char* bot_pace_name(BotPace pace);                // "slow", "normal", "fast", "instant"
const char* reduced_motion_name(ReducedMotion motion);  // "auto", "on", "off"
// Seconds before a bot's choice (`roll`: before a bot's roll, which is read as it lands).
double bot_step_seconds(BotPace pace, bool roll);
// How long the tables' staged steps (a roll's steps, a reveal, a cleared line) stay, as a
// share of their usual time: 0 at once (only the outcome is shown), 1, or longer to follow.
double showing_scale(BotPace pace);

std::string settings_to_json(const Settings& settings);
// False with a reason for the player: not JSON, not settings, made by a newer All Clear, or a
// value All Clear does not know.
bool parse_settings(std::string_view text, Settings* settings, std::string* error);

}  // namespace allclear
