// A small JSON reader and string quoting, enough for records and saves. Numbers are kept as
// 64-bit integers when they are integers (records hold only integers); others are flagged.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace allclear {

struct JsonMember;

struct Json {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  bool boolean = false;
  std::int64_t integer = 0;
  bool is_integer = false;  // a number without fraction or exponent that fits in 64 bits
  std::string string;
  std::vector<Json> items;
  // A struct, not a std::pair: a pair holding the Json being defined is ill-formed (clang says so).
  std::vector<JsonMember> members;

  const Json* find(std::string_view key) const;
};

struct JsonMember {
  std::string key;
  Json value;
};

// The most values one document may hold: a record of the longest history kept
// (kMaxHistory in record.h) and its other fields fit; more is refused before it is built, so a
// hostile file of tiny values cannot take the page's memory (about 100 bytes a value).
inline constexpr std::size_t kMaxJsonValues = 60'000;

// Parses exactly one JSON value (surrounding white space allowed). Nesting and the number of
// values are limited so hostile input can exhaust neither the stack nor the memory.
bool parse_json(std::string_view text, Json* value, std::string* error);
std::string json_quote(std::string_view text);

// Parses an object {"format":FORMAT,"version":N,...} that this build reads up to `version`.
// `what` names it in the reasons, in the plural ("statistics": "not All Clear statistics",
// "the statistics were made by a newer All Clear (version 2)").
bool parse_versioned(std::string_view text, std::string_view format, int version, std::string_view what, Json* doc,
                     std::string* error);

}  // namespace allclear
