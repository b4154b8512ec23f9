// The cards on their way in the step on screen (kit/motion.h): planned once a step, from where
// each card lay before the step and where it lies as shown, and drawn over the table last.
#include <map>

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
    }
  }
  flight_motion_ = flights_.empty() ? Motion{} : step_motion(host, follower());
  if (!flight_motion_.under_way) flights_.clear();
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
  if (drawn > 0) moving_.set(plural(drawn, "card", "cards") + " on the way", flight_motion_);
}

}  // namespace allclear::web::risky_business
