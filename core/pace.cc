#include "core/pace.h"

namespace allclear {

double bot_step_seconds(BotPace pace, bool roll) {
  switch (pace) {
    case BotPace::kInstant: return 0.0;
    case BotPace::kNormal: return roll ? 0.7 : 0.6;
    case BotPace::kFast: return roll ? 0.35 : 0.3;
    case BotPace::kSlow: return roll ? 2.2 : 1.6;
  }
  return 0.6;
}

double showing_scale(BotPace pace) {
  switch (pace) {
    case BotPace::kInstant: return 0.0;
    case BotPace::kNormal: return 1.0;
    case BotPace::kFast: return 0.5;
    case BotPace::kSlow: return 1.6;
  }
  return 1.0;
}

}  // namespace allclear
