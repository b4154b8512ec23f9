// What the fuzzers check of every input, beyond "no crash" (each is also replayed on the saved
// regression inputs by the native tests). Each returns "" when the property holds, else what
// broke:
//   json:   a refusal says why and where; an accepted text reads the same twice;
//   record: a refusal says why; an accepted record writes back and reads the same, and a record
//           that replays gives the same state and scores on a fresh replay;
//   saved:  statistics, daily results, settings and setups of every game: a refusal says why; an
//           accepted entry writes back and reads the same, statistics also after a game is added;
//   backup: a refusal says why; an accepted backup writes back and reads the same data.
#pragma once
#include <string>
#include <string_view>

namespace allclear::fuzz {

std::string check_json(std::string_view text);
std::string check_record(std::string_view text);
std::string check_saved(std::string_view text);
std::string check_backup(std::string_view text);

}  // namespace allclear::fuzz
