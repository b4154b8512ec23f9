// The cards on their way in the step on screen (kit/motion.h): planned once a step, from where
// each card lay before the step and where it lies as shown, and drawn over the table last.
#include <algorithm>
#include <iterator>
#include <map>
#include <string>

#include "games/risky_business/table.h"
#include "kit/host.h"

namespace allclear::web::risky_business {

namespace {

// Where each card lies in `s`, for telling which moved: a hand (100 + seat), a pile (200 +
// pile), the row (300), face down (400 + seat). A card in none of them is in the deck or gone.
constexpr int kInHand = 100, kOnPile = 200, kInRow = 300, kFaceDown = 400;

std::map<int, int> places_of(const RiskyBusinessState& s) {
  std::map<int, int> at;
  for (int p = 0; p < s.num_players(); ++p) {
    for (int card : s.hand(p)) at[card] = kInHand + p;
    for (int card : s.face_down(p)) at[card] = kFaceDown + p;
  }
  for (int k = 0; k < core::kPiles; ++k)
    for (int card : s.pile(k)) at[card] = kOnPile + k;
  for (int card : s.row()) at[card] = kInRow;
  return at;
}

}  // namespace

void RiskyBusinessTable::plan_flights(Host& host) {
  ++frame_;
  const State* before = follower().before();
  const std::size_t shown_size = shown().history().size();
  if (before != flights_before_ || shown_size != flights_shown_) {
    // A new step: what moves in it, from where the frame before drew it.
    flights_.clear();
    std::fill(std::begin(leaving_), std::end(leaving_), -1);
    flights_before_ = before;
    flights_shown_ = shown_size;
    if (before && follower().step()) {
      const std::map<int, int> was = places_of(RiskyBusinessTable::of(*before)), now = places_of(shown());
      for (const auto& [card, place] : now) {
        const auto old = was.find(card);
        if (old != was.end() && old->second == place) continue;
        Flight f;
        f.card = card;
        const auto drawn = card_places_.find(card);
        if (old == was.end()) {  // off the deck
          f.from = deck_at_;
          f.from_known = deck_at_.size.x > 0;
        } else if (drawn != card_places_.end() && drawn->second.frame == frame_ - 1) {
          f.from = drawn->second.at;
          f.from_known = true;
        }
        // Taken from a pile or the row, it was face up for everyone: it travels so.
        f.face_up = old != was.end() && old->second >= kOnPile && old->second <= kInRow;
        flights_.push_back(f);
      }
      // A cleared pile's cards leave the table: its top card, as it was drawn, lifts off it.
      const RiskyBusinessState& b = RiskyBusinessTable::of(*before);
      for (int k = 0; k < core::kPiles; ++k)
        if (!b.pile(k).empty() && now.find(b.pile(k).back()) == now.end()) leaving_[k] = b.pile(k).back();
    }
  }
  const bool clears = std::any_of(std::begin(leaving_), std::end(leaving_), [](int card) { return card >= 0; });
  flight_motion_ = flights_.empty() && !clears ? Motion{} : step_motion(host, follower());
  if (!flight_motion_.under_way) {
    flights_.clear();
    std::fill(std::begin(leaving_), std::end(leaving_), -1);
  }
}

bool RiskyBusinessTable::arriving(int card, const Box& at, bool face_up) const {
  for (const Flight& f : flights_) {
    if (f.card != card) continue;
    f.to = at;
    f.to_known = true;
    f.face_up = f.face_up || face_up;
    return true;
  }
  card_places_[card] = Drawn{at, frame_};
  return false;
}

void RiskyBusinessTable::draw_flights(ImDrawList* dl) {
  moving_.clear();
  int drawn = 0;
  for (const Flight& f : flights_) {
    if (!f.to_known) continue;
    const CardFace face = face_of(f.card);
    draw_card_on_its_way(dl, f.from_known ? f.from : f.to, f.to, flight_motion_, f.face_up ? &face : nullptr);
    ++drawn;
  }
  int cleared = 0;
  for (int k = 0; k < core::kPiles; ++k) {
    if (leaving_[k] < 0 || pile_at_[k].size.x <= 0) continue;
    // Lifted by half its height as it fades (with reduced motion it fades where it lay).
    const Box& at = pile_at_[k];
    const float lift = flight_motion_.reduced ? 0.0f : flight_motion_.t * at.size.y * 0.5f;
    draw_card_front(dl, ImVec2(at.min.x, at.min.y - lift), at.size.x, at.size.y, face_of(leaving_[k]),
                    flight_motion_.leaving_alpha());
    ++cleared;
  }
  std::string what = drawn > 0 ? plural(drawn, "card", "cards") + " on the way" : "";
  if (cleared > 0) what += (what.empty() ? "" : "; ") + plural(cleared, "cleared pile leaves", "cleared piles leave");
  if (!what.empty()) moving_.set(what, flight_motion_);
}

}  // namespace allclear::web::risky_business
