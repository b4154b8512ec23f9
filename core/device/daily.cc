#include "core/device/daily.h"

#include "core/random.h"

namespace allclear {

bool valid_date(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  int parts[3] = {0, 0, 0};
  const int starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < lengths[i]; ++k) {
      const char c = date[starts[i] + k];
      if (c < '0' || c > '9') return false;
      parts[i] = parts[i] * 10 + (c - '0');
    }
  const int year = parts[0], month = parts[1], day = parts[2];
  if (month < 1 || month > 12 || day < 1) return false;
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  const int days[12] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return day <= days[month - 1];
}

std::uint64_t daily_seed(std::string_view game, std::string_view date) {
  // FNV-1a over "game/date", then mixed: every game and day its own seed.
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  auto feed = [&hash](std::string_view text) {
    for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
  };
  feed(game);
  feed("/");
  feed(date);
  return 1 + mix_seed(hash, 0x6461696c79ULL) % 999999;
}

}  // namespace allclear
