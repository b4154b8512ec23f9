// The bottom seat's hand (tap a card to pick it, then Play), or its backs when it is not shown;
// what to do and its one button at the bottom (Roll the die, or Play); the pass screen of two
// people on one device.
#include <algorithm>
#include <string>
#include <vector>

#include "games/clear_ace/table.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/reader.h"

namespace allclear::web::clear_ace {

namespace {

// Cards of a hand in as many rows (1 to 3) as give the largest cards.
struct HandGrid {
  int cols = 1;
  float w = 0, h = 0;
};
constexpr float kHandGap = 8.0f;
constexpr float kLift = 12.0f;     // a picked card rises
constexpr float kGlowRoom = 6.0f;  // the glow round a playable card stays in the hand's box

HandGrid hand_grid(int n, Box box) {
  HandGrid g{n, 0, 0};
  for (int r = 1; r <= 3; ++r) {
    const int c = (n + r - 1) / r;
    // Larger on a desktop's tall hand box; a phone's as before.
    float w = std::min(std::max(104.0f, box.size.y * 0.6f), (box.size.x - (c - 1) * kHandGap) / c);
    float h = w * 1.4f;
    if (r * h + (r - 1) * kHandGap + kLift + kGlowRoom > box.size.y) {
      h = (box.size.y - kLift - kGlowRoom - (r - 1) * kHandGap) / r;
      w = std::min(w, h / 1.4f);
    }
    if (w > g.w + 0.5f) g = {c, w, w * 1.4f};
  }
  return g;
}

}  // namespace

void ClearAceTable::draw_hand(Host& host, ImDrawList* dl, Box box, int p, const Moment& sc) {
  // Laid out as it will be once a duel's draws are dealt: each card lands in its place.
  const std::vector<int> cards = sorted_hand(hand_after_deal(sc, p));
  const std::vector<int>& arriving = sc.arriving[p];
  const int n = static_cast<int>(cards.size());
  if (n == 0) {
    table_text_centred(dl, fonts().body, 15.0f, ImVec2(box.min.x + box.size.x * 0.5f, box.min.y + 30.0f),
                       colour::kMuted, "No card in hand", box);
    return;
  }
  // Places kept through the round (a drawn card fills the place kept for it, a played one leaves
  // its place empty) and sorted afresh between rounds; a showdown keeps places for its deal.
  const ClearAceState& s = *sc.state;
  const long round = (s.in_showdown() ? 10000L : 0L) + s.rounds_won(0) + s.rounds_won(1);
  int no_gap = -1;
  const std::vector<int> places =
      hand_places_[p].places(cards, round, s.history().size(), -1, &no_gap, s.in_showdown() ? core::kShowdownHand : 3);
  const int m = hand_places_[p].count();
  const bool picking = choosing();
  const HandGrid g = hand_grid(m, box);
  const std::vector<Action> legal = picking ? state().legal_actions() : std::vector<Action>{};
  const std::vector<int>& fresh = recap().new_cards;
  for (int i = 0; i < n; ++i) {
    if (std::find(arriving.begin(), arriving.end(), cards[i]) != arriving.end()) continue;
    const int row = places[i] / g.cols, col = places[i] % g.cols;
    const int in_row = std::min(g.cols, m - row * g.cols);
    const float row_w = in_row * g.w + (in_row - 1) * kHandGap;
    const bool picked = cards[i] == selected_;
    const ImVec2 slot(box.min.x + (box.size.x - row_w) * 0.5f + col * (g.w + kHandGap),
                      box.min.y + kLift + row * (g.h + kHandGap));
    const ImVec2 at(slot.x, slot.y - (picked ? kLift : 0.0f));
    card_places_[cards[i]] = Box{at, ImVec2(g.w, g.h)};
    if (flight_.drawn && flight_.is(cards[i])) {
      // On its way from its pile: drawn over the table last, its place kept.
      flight_.to = Box{at, ImVec2(g.w, g.h)};
      flight_.to_known = true;
      tap_area("table.hand." + std::to_string(i), slot, ImVec2(g.w, g.h), picking);
      continue;
    }
    const bool ok = std::find(legal.begin(), legal.end(), cards[i]) != legal.end();
    if (picked)
      dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + g.w + 5, at.y + g.h + 5), colour::kSelected, 10.0f);
    else if (ok)
      dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + g.w + 4, at.y + g.h + 4),
                        with_alpha(colour::kGlow, 0.85f), 9.0f);
    draw_card_front(dl, at, g.w, g.h, face_of(cards[i]));
    if (picking && !ok)
      dl->AddRectFilled(at, ImVec2(at.x + g.w, at.y + g.h), IM_COL32(10, 30, 20, 130), std::min(g.w, g.h) * 0.1f);
    if (std::find(fresh.begin(), fresh.end(), cards[i]) != fresh.end()) {
      // Inside the card's tap area whether it is lifted or not; on a narrow card at its foot's
      // left, under the rank (a "10" read as "1" under a tag in the top corner) and beside the
      // large suit.
      const bool narrow = g.w < 56.0f;
      const ImVec2 size = narrow ? ImVec2(22.0f, 14.0f) : ImVec2(27.0f, 16.0f);
      const ImVec2 tag = narrow ? ImVec2(at.x + 2.0f, std::min(at.y, slot.y) + g.h - size.y - 2.0f)
                                : ImVec2(at.x + g.w - 30.0f, std::max(at.y + 3.0f, slot.y + 2.0f));
      dl->AddRectFilled(tag, ImVec2(tag.x + size.x, tag.y + size.y), colour::kSelected, 4.0f);
      table_text_centred(dl, fonts().bold, narrow ? 11.0f : 12.0f, ImVec2(tag.x + size.x * 0.5f, tag.y + size.y * 0.5f),
                         IM_COL32_WHITE, "new", Box{tag, size});
    }
    // A card takes a press only while the person chooses (a coach's mark waits for it then, not
    // while the bot is still to roll).
    if (tap_area("table.hand." + std::to_string(i), slot, ImVec2(g.w, g.h), picking)) tap_card(host, cards[i]);
  }
}

// Every hand face down (two people, between turns; or bots only).
void ClearAceTable::draw_hidden_hand(ImDrawList* dl, Box box, int p, const Moment& sc) const {
  // Sized for the hand once a duel's draws are dealt, so the backs keep their size as they come.
  const int n = static_cast<int>(hand_in(sc, p).size());
  const int places = static_cast<int>(hand_after_deal(sc, p).size());
  const float cw = std::min(54.0f, (box.size.x - 40.0f) / std::max(1, places)), ch = cw * 1.4f;
  const float x0 = box.min.x + (box.size.x - places * (cw + 6.0f)) * 0.5f;
  // A card drawn is on its way to the end of the row (the panel above notes where it comes from).
  const bool coming = flight_.card >= 0 && flight_.drawn && flight_.player == p;
  for (int i = 0; i < n - (coming ? 1 : 0); ++i)
    draw_card_back(dl, ImVec2(x0 + i * (cw + 6.0f), box.min.y + 16.0f), cw, ch);
  if (match()->humans() < 2) return;
  const float y = box.min.y + 16.0f + ch + 10.0f;
  const Box rest{ImVec2(box.min.x, y), ImVec2(box.size.x, box.max().y - y)};
  table_text_box(dl, fonts().body, rest, 15.0f, 12.0f, colour::kMuted,
                 name(p) + "'s hand stays hidden until " + name(p) + " takes the device.", rest);
}

// What to do, and the one button for it, at the bottom: far from Skip (in the news line at the
// top), and only once everything is shown, so a tap meant for Skip never plays a card. Roll
// and Play never show at once; each keeps its own id.
void ClearAceTable::draw_prompt_and_controls(Host& host, ImDrawList* dl, const Layout& layout) {
  const bool rolls = person_rolls(), picks = choosing();
  const std::string text = prompt();
  note_prompt(text);
  table_text_box(dl, fonts().bold, layout.prompt, 16.0f, 12.0f, rolls || picks ? colour::kGlow : colour::kText, text,
                 layout.prompt);
  ImGui::SetCursorScreenPos(layout.controls.min);
  if (rolls) {
    const std::string label =
        sole_human() >= 0 ? std::string("Roll the die") : "Roll the die for " + name(match()->roller());
    if (button("table.roll", label.c_str(), layout.controls.size)) host.roll_dice();
  } else if (picks) {
    const bool ready = selected_ >= 0 && state().is_legal(selected_);
    const std::string label = ready ? "Play " + the_card(selected_) : std::string("Play (choose a card first)");
    if (button("table.play", label.c_str(), layout.controls.size, ready)) {
      const int card = selected_;
      selected_ = -1;
      host.choose(card);
    }
  }
}

void ClearAceTable::draw_pass(Host& host, Box box) {
  const ClearAceState& s = state();
  const int to = actor(s);
  const std::string news = latest_news();
  const bool rolling = s.phase() == Phase::kDrawRoll;
  const std::string away = rolling ? name(to) + " rolls the die next; every hand stays face down."
                                   : name(1 - to) + ", please look away: " + name(to) + "'s hand is shown next.";
  // Both hands face down, so the table still reads.
  std::vector<std::string> details;
  for (int p : {to, 1 - to})
    details.push_back(name(p) + ": " + plural(static_cast<int>(s.hand(p).size()), "card", "cards") + " in hand, " +
                      plural(static_cast<int>(s.stack(p).size()), "card", "cards") + " in the stack, " +
                      plural(static_cast<int>(s.aces_aside(p).size()), "ace", "aces") + " aside");
  if (draw_pass_screen(box, name(to), away, news, details,
                       "I'm " + name(to) + (rolling ? ": continue" : ": show my hand"))) {
    confirmed_ = to;
    holder_ = to;
    must_pass_ = false;
    host.request_frames();
  }
}

}  // namespace allclear::web::clear_ace
