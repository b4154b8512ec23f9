// A steady clock in milliseconds (the page's performance.now in the browser), for how long some
// work took; what the table shows runs on the host's clock instead (Host::now).
#pragma once
#include <chrono>

namespace allclear::web {

inline double steady_ms() {
  const auto since = std::chrono::steady_clock::now().time_since_epoch();
  return std::chrono::duration<double, std::milli>(since).count();
}

}  // namespace allclear::web
