#include "core/device/setup.h"

#include <algorithm>

#include "core/json.h"

namespace allclear {

namespace {

bool known_kind(const std::string& kind) { return kind == "human" || kind == "quick" || kind == "strong"; }

const GameParameter* find_parameter(const GameInfo& game, const std::string& name) {
  for (const GameParameter& p : game.parameters)
    if (p.name == name) return &p;
  return nullptr;
}

bool in_range(const Json* value, const GameParameter& p) {
  return value && value->kind == Json::Kind::kNumber && value->is_integer && value->integer >= p.min_value &&
         value->integer <= p.max_value;
}

}  // namespace

std::string clean_name(std::string_view typed, int max_characters) {
  std::string out;
  int characters = 0;
  bool space_due = false;
  for (std::size_t i = 0; i < typed.size();) {
    const unsigned char c = static_cast<unsigned char>(typed[i]);
    // The whole UTF-8 character starting here (a stray continuation byte counts as one).
    std::size_t length = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    length = std::min(length, typed.size() - i);
    const std::string_view character = typed.substr(i, length);
    i += length;
    if (c < 0x20 || c == 0x7F) continue;  // control characters
    if (c == ' ') {
      space_due = !out.empty();
      continue;
    }
    if (c == '#' && !space_due && !out.empty() && out.back() == '#') continue;
    if (characters + (space_due ? 1 : 0) >= max_characters) break;
    if (space_due) {
      out += ' ';
      ++characters;
      space_due = false;
    }
    out += character;
    ++characters;
  }
  return out;
}

std::string setup_to_json(const GameSetup& setup) {
  std::string out = "{\"format\":" + json_quote(kSetupFormat) + ",\"version\":" + std::to_string(kSetupVersion);
  out += ",\"players\":" + std::to_string(setup.players) + ",\"seats\":[";
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    if (i) out += ",";
    out += "{\"name\":" + json_quote(setup.seats[i].name) + ",\"kind\":" + json_quote(setup.seats[i].kind) + "}";
  }
  out += "],\"parameters\":{";
  bool first = true;
  for (const auto& [name, value] : setup.parameters) {
    if (!first) out += ",";
    first = false;
    out += json_quote(name) + ":" + std::to_string(value);
  }
  return out + "}}";
}

bool parse_setup(std::string_view text, const GameInfo& game, GameSetup* setup, std::string* error) {
  Json doc;
  if (!parse_versioned(text, kSetupFormat, kSetupVersion, "setup", &doc, error)) return false;
  GameSetup read;
  const GameParameter* players = find_parameter(game, "players");
  const Json* count = doc.find("players");
  if (!players || !in_range(count, *players)) {
    *error = "its number of players is not one " + game.title + " allows";
    return false;
  }
  read.players = static_cast<int>(count->integer);
  const Json* seats = doc.find("seats");
  if (!seats || seats->kind != Json::Kind::kArray || seats->items.size() < static_cast<std::size_t>(read.players) ||
      seats->items.size() > static_cast<std::size_t>(players->max_value)) {
    *error = "its seats do not match its players";
    return false;
  }
  for (const Json& seat : seats->items) {
    const Json* name = seat.find("name");
    const Json* kind = seat.find("kind");
    if (!name || name->kind != Json::Kind::kString || name->string.empty() ||
        clean_name(name->string) != name->string) {
      *error = "a seat has no usable name";
      return false;
    }
    if (!kind || kind->kind != Json::Kind::kString || !known_kind(kind->string)) {
      *error = "a seat has a player kind All Clear does not know";
      return false;
    }
    read.seats.push_back({name->string, kind->string});
  }
  const Json* parameters = doc.find("parameters");
  if (!parameters || parameters->kind != Json::Kind::kObject) {
    *error = "it has no game settings";
    return false;
  }
  for (const auto& [name, value] : parameters->members) {
    const GameParameter* p = find_parameter(game, name);
    if (!p || name == "players" || !in_range(&value, *p)) {
      *error = "its setting \"" + name + "\" is not one " + game.title + " allows";
      return false;
    }
    read.parameters[name] = static_cast<int>(value.integer);
  }
  *setup = std::move(read);
  return true;
}

}  // namespace allclear
