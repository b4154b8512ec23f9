#include "core/device/settings.h"

#include "core/json.h"

namespace allclear {

const char* bot_pace_name(BotPace pace) {
  switch (pace) {
    case BotPace::kInstant: return "instant";
    case BotPace::kNormal: return "normal";
    case BotPace::kFast: return "fast";
    case BotPace::kSlow: return "slow";
  }
  return "normal";
}

const char* reduced_motion_name(ReducedMotion motion) {
  switch (motion) {
    case ReducedMotion::kAuto: return "auto";
    case ReducedMotion::kOn: return "on";
    case ReducedMotion::kOff: return "off";
  }
  return "auto";
}

std::string settings_to_json(const Settings& settings) {
  std::string out = "{\"format\":" + json_quote(kSettingsFormat) + ",\"version\":" + std::to_string(kSettingsVersion);
  out += ",\"botPace\":" + json_quote(bot_pace_name(settings.bot_pace));
  out += ",\"reducedMotion\":" + json_quote(reduced_motion_name(settings.reduced_motion));
  out += std::string(",\"sound\":") + (settings.sound ? "true" : "false");
  out += std::string(",\"haptics\":") + (settings.haptics ? "true" : "false");
  return out + "}";
}

bool parse_settings(std::string_view text, Settings* settings, std::string* error) {
  Json doc;
  if (!parse_versioned(text, kSettingsFormat, kSettingsVersion, "settings", &doc, error)) return false;
  Settings read;
  const Json* pace = doc.find("botPace");
  const Json* motion = doc.find("reducedMotion");
  bool pace_ok = false, motion_ok = false;
  for (BotPace p : {BotPace::kSlow, BotPace::kNormal, BotPace::kFast, BotPace::kInstant})
    if (pace && pace->kind == Json::Kind::kString && pace->string == bot_pace_name(p)) {
      read.bot_pace = p;
      pace_ok = true;
    }
  for (ReducedMotion m : {ReducedMotion::kAuto, ReducedMotion::kOn, ReducedMotion::kOff})
    if (motion && motion->kind == Json::Kind::kString && motion->string == reduced_motion_name(m)) {
      read.reduced_motion = m;
      motion_ok = true;
    }
  // On or off; missing in settings kept before they were offered (on, the default).
  const auto on_off = [&](const char* key, bool* value) {
    const Json* field = doc.find(key);
    if (field && field->kind != Json::Kind::kBool) return false;
    if (field) *value = field->boolean;
    return true;
  };
  const bool switches_ok = on_off("sound", &read.sound) && on_off("haptics", &read.haptics);
  if (!pace_ok || !motion_ok || !switches_ok) {
    *error = "a setting has a value All Clear does not know";
    return false;
  }
  *settings = read;
  return true;
}

}  // namespace allclear
