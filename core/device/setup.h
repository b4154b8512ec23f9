// The new-game choices last used for one game on this device, so New game opens with them:
//   {"format":"allclear-setup","version":1,"players":3,
//    "seats":[{"name":"Ana","kind":"human"},{"name":"Bo","kind":"quick"}],"parameters":{"rounds":5}}
// The seed is not kept: every new game gets a new one.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace allclear {

inline constexpr int kSetupVersion = 1;
inline constexpr std::string_view kSetupFormat = "allclear-setup";
// A name fits a seat's panel on a phone: at most this many characters.
inline constexpr int kMaxNameCharacters = 12;

struct SeatChoice {
  std::string name;
  std::string kind = "human";  // "human", "quick" or "strong"
};

struct GameSetup {
  int players = 0;
  std::vector<SeatChoice> seats;  // at least `players`; the seats beyond keep their choices
  GameParameters parameters;      // every parameter but "players"
};

// A typed name made fit for a seat: control characters and spaces at the ends dropped, runs of
// spaces made one, "##" made "#" (the UI library reads "##" in a label as the start of a hidden
// id), cut to `max_characters` characters (whole UTF-8 characters); empty if nothing is left.
std::string clean_name(std::string_view typed, int max_characters = kMaxNameCharacters);

std::string setup_to_json(const GameSetup& setup);
// Reads a setup of `game`. False with a reason for the player: not JSON, not a setup, made by a
// newer All Clear, or a value outside the game's ranges (a name that clean_name would change, a
// kind All Clear does not know, a parameter the game does not have).
bool parse_setup(std::string_view text, const GameInfo& game, GameSetup* setup, std::string* error);

}  // namespace allclear
