// The player's comfort settings on this device, kept in localStorage as
//   {"format":"allclear-settings","version":1,"botPace":"normal","reducedMotion":"auto",
//    "sound":true,"haptics":true}
// Settings kept before Sound and Haptics were offered have neither: both are on.
#pragma once
#include <string>
#include <string_view>

#include "core/pace.h"

namespace allclear {

inline constexpr int kSettingsVersion = 1;
inline constexpr std::string_view kSettingsFormat = "allclear-settings";

// Dice that tumble and the like: as the browser's preference says, always still, or moving.
enum class ReducedMotion { kAuto, kOn, kOff };

struct Settings {
  BotPace bot_pace = BotPace::kNormal;
  ReducedMotion reduced_motion = ReducedMotion::kAuto;
  bool sound = true;    // the table's sounds and the tick of a press
  bool haptics = true;  // a pulse for what is the person's (where the device can)
};

const char* bot_pace_name(BotPace pace);                // "slow", "normal", "fast", "instant"
const char* reduced_motion_name(ReducedMotion motion);  // "auto", "on", "off"

std::string settings_to_json(const Settings& settings);
// False with a reason for the player: not JSON, not settings, made by a newer All Clear, or a
// value All Clear does not know.
bool parse_settings(std::string_view text, Settings* settings, std::string* error);

}  // namespace allclear
