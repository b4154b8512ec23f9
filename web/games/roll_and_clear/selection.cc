// The person's placement before it is applied: dice picked up and put on cards by taps. Nothing
// counts until Roll again / End turn / Clear applies it (table.cc's commit).
#include <algorithm>
#include <cctype>

#include "games/roll_and_clear/table.h"

namespace allclear::web::roll_and_clear {

void Selection::follow(std::size_t history) {
  if (history == for_history_) return;
  clear();
  for_history_ = history;
}

void Selection::clear() {
  staged_.clear();
  picked_ = 0;
}

std::uint32_t Selection::staged_mask() const {
  std::uint32_t mask = 0;
  for (int place : staged_) mask |= std::uint32_t{1} << place;
  return mask;
}

std::vector<int> Selection::unplaced_dice(const RollAndClearState& s) const {
  std::vector<int> dice = s.free_dice();
  const Grid& g = s.grid(s.turn_player());
  for (int place : staged_) {
    auto it = std::find(dice.begin(), dice.end(), core::card_value(g.cards[place]));
    if (it != dice.end()) dice.erase(it);
  }
  return dice;
}

std::uint32_t Selection::targets(const RollAndClearState& s) const {
  const Grid& g = s.grid(s.turn_player());
  const std::vector<int> dice = unplaced_dice(s);
  const std::uint32_t taken = s.locked() | staged_mask();
  std::uint32_t mask = 0;
  for (int i = 0; i < g.size(); ++i) {
    if (taken >> i & 1) continue;
    const int value = core::card_value(g.cards[i]);
    if (picked_ ? value == picked_ : std::find(dice.begin(), dice.end(), value) != dice.end())
      mask |= std::uint32_t{1} << i;
  }
  return mask;
}

std::string Selection::tap_card(const RollAndClearState& s, int place) {
  const Grid& g = s.grid(s.turn_player());
  if (place >= g.size()) return "";
  const int value = core::card_value(g.cards[place]);
  const std::string card = core::card_name(g.cards[place]);
  auto it = std::find(staged_.begin(), staged_.end(), place);
  if (it != staged_.end()) {
    staged_.erase(it);
    return "";
  }
  if (s.locked() >> place & 1) return "The " + card + " holds a die locked earlier this turn";
  if (picked_ && picked_ != value)
    return "The die you picked shows " + a_value(picked_) + ": it goes on a card of that value";
  const std::vector<int> dice = unplaced_dice(s);
  if (std::find(dice.begin(), dice.end(), value) == dice.end())
    return "No free die shows " + a_value(value) + " for the " + card;
  staged_.push_back(place);
  picked_ = 0;
  return "";
}

void Selection::take_back_last() {
  if (!staged_.empty()) staged_.pop_back();
}

std::string Selection::tap_die(const RollAndClearState& s, int index) {
  const std::vector<int> dice = unplaced_dice(s);
  if (index < 0 || index >= static_cast<int>(dice.size())) return "";
  const int value = dice[index];
  if (picked_ == value) {
    picked_ = 0;
    return "";
  }
  const Grid& g = s.grid(s.turn_player());
  const std::uint32_t taken = s.locked() | staged_mask();
  for (int p = 0; p < g.size(); ++p) {
    if (!(taken >> p & 1) && core::card_value(g.cards[p]) == value) {
      picked_ = value;
      return "";
    }
  }
  return "No free card shows " + a_value(value);
}

}  // namespace allclear::web::roll_and_clear
