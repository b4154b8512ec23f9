// Game records: one JSON object per line, the same format for the simulator's records and
// the browser's saved game (docs/records.md). A record holds the game, its parameters, the
// seed, who sat where, every action (chance outcomes included) and the scores, so replaying
// the history reproduces the game and its scores exactly.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace allclear {

inline constexpr int kRecordVersion = 1;
inline constexpr std::string_view kRecordFormat = "allclear-record";

struct GameRecord {
  std::string game;
  GameParameters parameters;
  std::uint64_t seed = 0;
  std::vector<std::string> players;  // per seat: "human" or a bot level
  std::vector<std::string> names;    // per seat, shown at the table
  std::vector<Action> history;
  std::vector<std::vector<int>> round_scores;  // [round][player], rounds finished so far
  std::vector<int> final_scores;               // totals once the game is over, else empty
  int hints = 0;  // hints taken (core/hint.h): a game played with them says so (written when any)
};

// A record of `state` as it stands (scores from the state itself).
GameRecord make_record(const State& state, std::uint64_t seed, std::vector<std::string> players,
                       std::vector<std::string> names);
std::string record_to_json(const GameRecord& record);

// The longest history a record may hold: five times the longest game seen in simulation (a
// 15-round Roll and Clear solitaire of random moves, about 10,300 actions), so replaying any
// record read stays quick.
inline constexpr std::size_t kMaxHistory = 50'000;

// Reads one record. On failure returns false with a one-line reason: not JSON, another
// format, another version, or a field missing or of the wrong kind.
bool parse_record(std::string_view text, GameRecord* record, std::string* error);

// Replays a record and checks it: the game loads, every action is legal, and the recorded
// scores equal the replayed ones. Returns the replayed state, or nullptr with a reason.
std::unique_ptr<State> verify_record(const GameRecord& record, std::string* error);

}  // namespace allclear
