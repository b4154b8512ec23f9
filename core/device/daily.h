// The daily challenge: for each game one seed per calendar day, the same on every device, so
// everyone plays the same deal and dice that day.
#pragma once
#include <cstdint>
#include <string_view>

namespace allclear {

// A date as "YYYY-MM-DD" with a real month and day.
bool valid_date(std::string_view date);
// The seed of `game` on `date` (a valid date), from 1 to 999999 like the seeds people type.
std::uint64_t daily_seed(std::string_view game, std::string_view date);

}  // namespace allclear
