// One moment of the Risky Business table, drawn from the step on screen (follower().shown()); the
// person's controls appear once everything is shown and it is their choice.
#include <cstdio>

#include "games/risky_business/table.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/reader.h"
#include "kit/ui.h"

namespace allclear::web::risky_business {

namespace {

constexpr ImU32 kPanel = IM_COL32(14, 50, 36, 255);
constexpr ImU32 kDim = IM_COL32(10, 30, 20, 130);
constexpr float kLabelSize = 13.0f;  // the labels under the piles, the row and the deck
constexpr float kLabelHeight = 17.0f;
// End moves beside Confirm: on a narrow bar (a phone either way up, about 370 wide; a laptop's
// is about 420) its label takes two lines, so Confirm's words naming two cards ("Swap the queen
// of diamonds / for the 6 of spades") fit on two lines at a readable size.
constexpr float kNarrowBar = 400.0f;
constexpr float kEndMovesNarrow = 88.0f;
constexpr float kEndMovesWide = 170.0f;

// `parts` on as few lines as fit `width`, at the largest size whose lines fit `height`.
std::pair<float, std::string> fitted_parts(const std::vector<std::string>& parts, ImFont* font, float width,
                                           float height, float largest, float smallest) {
  float size = largest;
  std::string text = joined_lines(parts, font, size, width);
  while (size > smallest && font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).y > height) {
    size -= 0.5f;
    text = joined_lines(parts, font, size, width);
  }
  return {size, text};
}

// "2 clears −3": a player's clears and what they take off, alike in every panel.
std::string clears_part(const RiskyBusinessState& s, int p) {
  return plural(s.quads(p) + s.kings(p), "clear", "clears") + " " +
         points_text(core::kQuadPoints * s.quads(p) + core::kKingPoints * s.kings(p));
}

}  // namespace

void card_glow(ImDrawList* dl, ImVec2 at, float w, float h, bool targeted, bool legal, float alpha) {
  if (targeted)
    dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + w + 5, at.y + h + 5), colour::kSelected, 9.0f);
  else if (legal)
    dl->AddRectFilled(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), with_alpha(colour::kGlow, alpha),
                      8.0f);
}

void RiskyBusinessTable::draw_top_bar(ImDrawList* dl, Box bar) const {
  // The game and turn of the step on screen: a turn's (or a game's) last step is told with the
  // next one's table, and a turn's row is refilled once the turn is counted.
  const RiskyBusinessState& s = told();
  const int game = std::min(s.rounds_completed() + 1, s.rounds());
  const std::string where = "Game " + std::to_string(game) + " of " + std::to_string(s.rounds());
  const bool turn = turn_phase(s.phase()) || s.phase() == Phase::kDraw;
  const int taken = std::min(s.turns_taken(s.turn_player()) + (s.turn_ending() ? 0 : 1), core::kTurnsPerPlayer);
  const std::string line = turn ? name(s.turn_player()) + "'s turn " + std::to_string(taken) + " of 4" : "";
  table_text_box(dl, fonts().bold, Box{ImVec2(bar.min.x, bar.min.y + 4.0f), ImVec2(bar.size.x, 19.0f)}, 15.0f, 11.0f,
                 colour::kText, where, bar);
  table_text_box(dl, fonts().body, Box{ImVec2(bar.min.x, bar.min.y + 25.0f), ImVec2(bar.size.x, 18.0f)}, 14.0f, 10.0f,
                 colour::kMuted, line, bar);
}

void RiskyBusinessTable::draw_opponent(ImDrawList* dl, Box box, int p) const {
  const RiskyBusinessState& s = shown();
  const ImVec2 a = box.min, b = box.max();
  const bool acting = turn_on_screen(p);
  dl->AddRectFilled(a, b, kPanel, 8.0f);
  if (acting) dl->AddRect(a, b, colour::kGlow, 8.0f, 0, 2.5f);
  const float inner_w = box.size.x - 12.0f;
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  table_text_box(dl, fonts().bold, Box{ImVec2(a.x + 6.0f, a.y + 3.0f), ImVec2(inner_w, 18.0f)}, 15.0f, 10.0f,
                 acting ? colour::kGlow : colour::kText, who, box);
  // Under the name: the hand (cards everyone has seen face up, the rest face down), then the
  // counts and the clears, on as few lines as the panel's width allows. Hands are hidden, so
  // the cards shown face up are named as seen by all: they are no leak.
  const std::vector<int>& hand = s.hand(p);
  const int view = viewer();
  const int seen = view < 0 ? 0 : static_cast<int>(std::count_if(hand.begin(), hand.end(), [&](int card) {
    return s.knows(view, card);
  }));
  const int down = static_cast<int>(s.face_down(p).size()), clears = s.quads(p) + s.kings(p);
  std::vector<std::string> parts = {plural(static_cast<int>(hand.size()), "in hand", "in hand")};
  if (seen > 0) parts.push_back(std::to_string(seen) + " seen by all");
  parts.push_back(std::to_string(down) + "/4 down");
  if (clears > 0) parts.push_back(clears_part(s, p));
  const auto [size, status] = fitted_parts(parts, fonts().body, inner_w, 32.0f, kLabelSize, 10.0f);
  const float status_h = fonts().body->CalcTextSizeA(size, 1e9f, 0.0f, status.c_str()).y;
  const float status_y = b.y - 3.0f - status_h;
  const float y = a.y + 22.0f;
  const float ch = std::min(status_y - 2.0f - y, 46.0f), cw = ch * 0.7f;
  if (ch >= 14.0f) {
    const float step = std::min(cw + 3.0f, (inner_w - cw) / std::max(1.0f, static_cast<float>(hand.size()) - 1.0f));
    float x = a.x + 6.0f;
    for (int card : hand) {
      const bool known = view >= 0 && s.knows(view, card);
      // A card on its way here is drawn over the table last.
      if (!arriving(card, Box{ImVec2(x, y), ImVec2(cw, ch)}, known)) {
        if (known)
          draw_card_front(dl, ImVec2(x, y), cw, ch, face_of(card));
        else
          draw_card_back(dl, ImVec2(x, y), cw, ch);
      }
      x += step;
    }
  }
  table_text(dl, fonts().body, size, ImVec2(a.x + 6.0f, status_y), colour::kMuted, status, 0.0f, box);
}

void RiskyBusinessTable::draw_seat(ImDrawList* dl, Box box, int p) const {
  const RiskyBusinessState& s = shown();
  const ImVec2 a = box.min, b = box.max();
  const bool acting = turn_on_screen(p);
  const bool face_up = p == viewer();
  dl->AddRectFilled(a, b, kPanel, 8.0f);
  if (acting) dl->AddRect(a, b, colour::kGlow, 8.0f, 0, 2.5f);
  // At the right: the face-down cards (their fronts to their owner).
  const int down = static_cast<int>(s.face_down(p).size());
  const float ch = std::min(box.size.y - 10.0f, 42.0f), cw = ch * 0.7f;
  // Spread enough that each card's rank (a "10" too) shows when they are face up to their owner.
  const float spread = cw * 0.75f;
  const float fan = (core::kTurnsPerPlayer - 1) * spread + cw;
  const float fx = b.x - 8.0f - fan;
  for (int i = 0; i < core::kTurnsPerPlayer; ++i) {
    const ImVec2 at(fx + i * spread, a.y + 5.0f);
    if (i < down && arriving(s.face_down(p)[i], Box{at, ImVec2(cw, ch)}, face_up))
      dl->AddRect(at, ImVec2(at.x + cw, at.y + ch), with_alpha(IM_COL32_WHITE, 0.2f), 4.0f, 0, 1.0f);
    else if (i < down && face_up)
      draw_card_front(dl, at, cw, ch, face_of(s.face_down(p)[i]), 0.8f);
    else if (i < down)
      draw_card_back(dl, at, cw, ch);
    else
      dl->AddRect(at, ImVec2(at.x + cw, at.y + ch), with_alpha(IM_COL32_WHITE, 0.2f), 4.0f, 0, 1.0f);
  }
  // At the left: the name, and the moves left this turn as four pips (the used ones hollow).
  const float x0 = a.x + 8.0f;
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  const float name_w = std::min(fonts().bold->CalcTextSizeA(16.0f, 1e9f, 0.0f, who.c_str()).x, (fx - x0) * 0.45f);
  table_text_box(dl, fonts().bold, Box{ImVec2(x0, a.y + 4.0f), ImVec2(name_w + 1.0f, 20.0f)}, 16.0f, 10.0f,
                 acting ? colour::kGlow : colour::kText, who, box);
  // The moves' column keeps its width on every turn, so the counts beside it never move.
  const float r = 4.5f;
  const float lx = x0 + core::kMovesPerTurn * (2 * r + 4.0f) + 2.0f;
  const float left_w = std::max(name_w, lx - x0 + fonts().body->CalcTextSizeA(12.0f, 1e9f, 0.0f, "4 moves left").x);
  if (acting && p == s.turn_player() && s.phase() != Phase::kSetAside) {  // the moves of the turn on the table
    // A move counts once it is made, not when its cascade from the deck has been told.
    const int moves = s.moves_left_to_make();
    for (int i = 0; i < core::kMovesPerTurn; ++i) {
      const ImVec2 c(x0 + r + i * (2 * r + 4.0f), a.y + 36.0f);
      if (i < moves)
        dl->AddCircleFilled(c, r, colour::kGlow);
      else
        dl->AddCircle(c, r, colour::kMuted, 0, 1.5f);
    }
    const std::string left = plural(moves, "move left", "moves left");
    table_text(dl, fonts().body, 12.0f, ImVec2(lx, a.y + 29.0f), colour::kMuted, left, 0.0f, box);
  }
  // Between them: face-down count (to the owner, with its points), and clears, never broken
  // inside a part. Not the score with the hand: the hand is about to change places with the row,
  // so that sum swung from turn to turn and told a player nothing.
  std::vector<std::string> parts = {std::to_string(down) + "/4 down" +
                                    (face_up ? ", " + std::to_string(core::points_of(s.face_down(p))) + " pts" : "")};
  if (s.quads(p) + s.kings(p) > 0) parts.push_back(clears_part(s, p));
  const float mx = x0 + left_w + 12.0f, mw = fx - 10.0f - mx;
  if (mw < 40.0f) return;
  const auto [size, status] = fitted_parts(parts, fonts().body, mw, box.size.y - 8.0f, kLabelSize, 9.0f);
  const float th = fonts().body->CalcTextSizeA(size, 1e9f, 0.0f, status.c_str()).y;
  table_text(dl, fonts().body, size, ImVec2(mx, a.y + (box.size.y - th) * 0.5f), colour::kMuted, status, 0.0f, box);
}

void RiskyBusinessTable::draw_piles(Host& host, ImDrawList* dl, Box box) {
  const RiskyBusinessState& s = shown();
  const bool choose = choosing();
  const bool picking = choose && s.phase() == Phase::kPickUp;
  const bool playing = choose && s.phase() == Phase::kMove && picked_card_ >= 0;
  const std::vector<int>& pending = s.pending_piles();
  const unsigned changed = changed_piles();
  int gone_pile = -1;
  const int gone = arrived_and_gone(&gone_pile);
  const float gap = 10.0f;
  float w = std::min(84.0f * card_scale_, (box.size.x - 3 * gap) / core::kPiles), h = w * 1.4f;
  if (h + kLabelHeight + 10.0f > box.size.y) {
    h = box.size.y - kLabelHeight - 10.0f;
    w = h / 1.4f;
  }
  const float x0 = box.min.x + (box.size.x - core::kPiles * w - 3 * gap) * 0.5f;
  for (int k = 0; k < core::kPiles; ++k) {
    const std::vector<int>& pile = s.pile(k);
    const int n = static_cast<int>(pile.size());
    const ImVec2 at(x0 + k * (w + gap), box.min.y + 4.0f);
    pile_at_[k] = Box{at, ImVec2(w, h)};
    const Action play = playing ? core::kPlay + picked_card_ * core::kPiles + k : -1;
    const bool legal = (picking && s.is_legal(core::kPickPile + k)) || (playing && s.is_legal(play));
    const bool targeted = target_ >= 0 && (target_ == core::kPickPile + k || target_ == play);
    // Its height: an edge per card under the top one (at most three).
    for (int i = std::min(3, n - 1); i >= 1; --i)
      dl->AddRectFilled(ImVec2(at.x + i * 2.0f, at.y + i * 2.0f), ImVec2(at.x + w + i * 2.0f, at.y + h + i * 2.0f),
                        IM_COL32(220, 220, 210, 255), 5.0f);
    card_glow(dl, at, w, h, targeted, legal);
    if (!targeted && !legal && contains(pending, k))
      dl->AddRect(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + w + 4, at.y + h + 4), colour::kGlow, 8.0f, 0, 3.0f);
    if (changed >> k & 1)
      dl->AddRect(ImVec2(at.x - 3, at.y - 3), ImVec2(at.x + w + 3, at.y + h + 3), IM_COL32_WHITE, 7.0f, 0, 2.5f);
    // Put here and cleared at once (the news says why): seen while its step shows, unless the
    // step (a bot's whole move) already replaced the pile.
    const bool gone_here = k == gone_pile && n == 0;
    if (gone_here) {
      draw_card_front(dl, at, w, h, face_of(gone));
      dl->AddRect(ImVec2(at.x - 3, at.y - 3), ImVec2(at.x + w + 3, at.y + h + 3), colour::kGlow, 7.0f, 0, 3.0f);
      const Box stamp{ImVec2(at.x + 2.0f, at.y + h * 0.5f - 11.0f), ImVec2(w - 4.0f, 22.0f)};
      dl->AddRectFilled(stamp.min, stamp.max(), with_alpha(colour::kFeltDark, 0.92f), 5.0f);
      table_text_centred(dl, fonts().bold, std::min(kLabelSize, w * 0.2f), ImVec2(at.x + w * 0.5f, at.y + h * 0.5f),
                         colour::kGlow, "cleared", stamp);
    } else if (n > 0) {
      // A card on its way here lands on the one under it.
      if (!arriving(pile.back(), Box{at, ImVec2(w, h)}, true))
        draw_card_front(dl, at, w, h, face_of(pile.back()));
      else if (n > 1)
        draw_card_front(dl, at, w, h, face_of(pile[n - 2]));
      else
        dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.35f), 5.0f, 0, 1.5f);
      if ((playing || picking) && !legal && !targeted)
        dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), kDim, w * 0.1f);
    } else {
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.35f), 5.0f, 0, 1.5f);
      table_text_centred(dl, fonts().body, kLabelSize, ImVec2(at.x + w * 0.5f, at.y + h * 0.5f), colour::kMuted,
                         contains(pending, k) ? "cleared" : "empty", Box{at, ImVec2(w, h)});
    }
    // Cleared and already replaced within the step (a bot's whole move): its label says so.
    const std::string count = k == gone_pile && n > 0 ? "cleared" : n == 0 ? "" : std::to_string(n);
    const std::string tail = count.empty() ? "" : " \xC2\xB7 " + count;
    ImFont* font = (changed >> k & 1) ? fonts().bold : fonts().body;
    // Smaller where the piles are narrow: a label never runs into the next pile's.
    const std::string label = "pile " + std::to_string(k + 1) + tail;
    const float label_size = size_to_fit(font, label, w + gap - 6.0f, 0.0f, kLabelSize, 10.0f);
    table_text_centred(dl, font, label_size, ImVec2(at.x + w * 0.5f + 3.0f, at.y + h + 8.0f + kLabelHeight * 0.5f),
                       (changed >> k & 1) ? colour::kGlow : colour::kMuted, label, box);
    if (tap_area("table.pile." + std::to_string(k), at, ImVec2(w + 6.0f, h + 6.0f), choose)) tap_pile(host, k);
  }
}

void RiskyBusinessTable::draw_row(Host& host, ImDrawList* dl, Box box) {
  const RiskyBusinessState& s = shown();
  const bool choose = choosing();
  const bool picking = choose && s.phase() == Phase::kPickUp;
  const bool swapping = choose && s.phase() == Phase::kMove && picked_card_ >= 0;
  const bool replacing = choose && s.phase() == Phase::kReplace;
  const std::vector<int> fresh = new_cards();
  const float gap = 8.0f, deck_gap = 18.0f;
  // Four row cards, then the deck.
  float w = std::min(64.0f * card_scale_, (box.size.x - 3 * gap - deck_gap) / 5.0f), h = w * 1.4f;
  if (h + kLabelHeight + 8.0f > box.size.y) {
    h = box.size.y - kLabelHeight - 8.0f;
    w = h / 1.4f;
  }
  const float total = 5 * w + 3 * gap + deck_gap;
  const float x0 = box.min.x + (box.size.x - total) * 0.5f, y = box.min.y + 4.0f;
  const float label_y = y + h + 6.0f + kLabelHeight * 0.5f;
  // Each card in its place: a card picked up leaves its place empty until the deck fills it.
  const std::vector<int>& row = s.row();
  const int row_gap = s.row_gap();
  for (int slot = 0; slot < core::kRowCards; ++slot) {
    const ImVec2 at(x0 + slot * (w + gap), y);
    const int i = row_gap >= 0 && slot > row_gap ? slot - 1 : slot;  // the card's index in the row
    const bool here = slot != row_gap && i < static_cast<int>(row.size());
    if (!here || arriving(row[i], Box{at, ImVec2(w, h)}, true)) {
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.25f), 5.0f, 0, 1.5f);
      if (here && tap_area("table.row." + std::to_string(i), at, ImVec2(w, h), choose)) tap_row(host, row[i]);
    } else {
      const int card = row[i];
      const Action action =
          picking ? core::kPickRow + card : (swapping ? core::kSwap + picked_card_ * core::kMaxCards + card : -1);
      const bool legal = action >= 0 && s.is_legal(action);
      card_glow(dl, at, w, h, legal && target_ == action, legal, swapping ? 0.45f : 0.85f);
      draw_card_front(dl, at, w, h, face_of(card));
      if (contains(fresh, card))
        dl->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(at.x + w + 2, at.y + h + 2), IM_COL32_WHITE, 6.0f, 0, 2.0f);
      if (tap_area("table.row." + std::to_string(i), at, ImVec2(w, h), choose)) tap_row(host, card);
    }
  }
  table_text_centred(dl, fonts().body, kLabelSize, ImVec2(x0 + (4 * w + 3 * gap) * 0.5f, label_y), colour::kMuted,
                     "discard row", box);
  // The deck.
  const ImVec2 at(x0 + 4 * w + 3 * gap + deck_gap, y);
  const Action action = picking ? core::kPickDeck : (replacing ? core::kReplaceDeck : -1);
  const bool legal = action >= 0 && s.is_legal(action);
  card_glow(dl, at, w, h, legal && target_ == action, legal);
  draw_card_pile(dl, at, w, h, s.deck_size());
  deck_at_ = Box{at, ImVec2(w, h)};
  // Two decks say so: two equal cards on the table are no mistake.
  table_text_centred(dl, fonts().body, kLabelSize, ImVec2(at.x + w * 0.5f, label_y), colour::kMuted,
                     s.decks() > 1 ? "2 decks" : "deck", box);
  if (tap_area("table.deck", at, ImVec2(w, h), choose)) tap_deck(host);
}

void RiskyBusinessTable::draw_hand(Host& host, ImDrawList* dl, Box box, int p) {
  const RiskyBusinessState& s = shown();
  // The cards in their places through the turn (HandPlaces): a card played leaves its place
  // empty for the card picked up, one sent to refill a pile leaves a hole, and the others never
  // move under a finger.
  const std::vector<int>& cards = s.hand(p);
  const int n = static_cast<int>(cards.size());
  std::vector<int> places(n);
  int gap_place = -1, slots = n;
  if (p == s.turn_player()) {
    const long turn = (static_cast<long>(s.rounds_completed()) * 8 + p) * 64 + s.turns_taken(p);
    places = hand_places_.places(cards, turn, s.history().size(), s.hand_gap(), &gap_place);
    slots = hand_places_.count();
  } else {
    for (int i = 0; i < n; ++i) places[i] = i;
  }
  const int widths = std::max(slots, core::kHandCards);  // a card's width: as for a full hand
  const int view = viewer();
  const bool mine = p == view;
  // While "End your moves now?" is asked, the hand does not glow: the question has the eye (a
  // card tapped still takes the person back to their moves).
  const bool can_choose = mine && choosing() && !end_armed_;
  const std::vector<int> fresh = new_cards();
  const float gap = 10.0f, lift = 10.0f;
  float w = std::min(86.0f * card_scale_, (box.size.x - (widths - 1) * gap) / widths), h = w * 1.4f;
  if (h + lift + 4.0f > box.size.y) {
    h = box.size.y - lift - 4.0f;
    w = h / 1.4f;
  }
  if (slots == 0) return;
  const float x0 = box.min.x + (box.size.x - slots * w - (slots - 1) * gap) * 0.5f;
  if (gap_place >= 0)
    dl->AddRect(ImVec2(x0 + gap_place * (w + gap), box.min.y + lift),
                ImVec2(x0 + gap_place * (w + gap) + w, box.min.y + lift + h), with_alpha(IM_COL32_WHITE, 0.3f), 5.0f, 0,
                1.5f);
  for (int i = 0; i < n; ++i) {
    const int card = cards[i];
    bool legal = false, strong = false;
    if (can_choose) {
      switch (s.phase()) {
        case Phase::kMove:
          for (int k = 0; k < core::kPiles; ++k) strong = strong || s.is_legal(core::kPlay + card * core::kPiles + k);
          legal = true;
          break;
        case Phase::kReplace: legal = strong = s.is_legal(core::kReplaceHand + card); break;
        case Phase::kSetAside: legal = strong = true; break;
        default: break;
      }
    }
    const bool picked = can_choose && (card == picked_card_ || target_ == core::kReplaceHand + card ||
                                       target_ == core::kSetAside + card);
    const ImVec2 slot(x0 + places[i] * (w + gap), box.min.y + lift);
    const ImVec2 at(slot.x, slot.y - (picked ? lift : 0.0f));
    const bool seen = mine || (view >= 0 && s.knows(view, card));
    if (arriving(card, Box{at, ImVec2(w, h)}, seen)) {
      // On its way here: its place is kept, the card drawn over the table last.
      dl->AddRect(at, ImVec2(at.x + w, at.y + h), with_alpha(IM_COL32_WHITE, 0.3f), 5.0f, 0, 1.5f);
    } else if (!seen) {
      draw_card_back(dl, at, w, h);
    } else {
      card_glow(dl, at, w, h, picked, legal, strong ? 0.85f : 0.35f);
      draw_card_front(dl, at, w, h, face_of(card));
      if (can_choose && !legal) dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), kDim, w * 0.1f);
      if (mine && contains(fresh, card)) {
        const ImVec2 tag(at.x + w - 30.0f, at.y + h - 19.0f);
        dl->AddRectFilled(tag, ImVec2(tag.x + 27.0f, tag.y + 16.0f), colour::kSelected, 4.0f);
        table_text_centred(dl, fonts().bold, 12.0f, ImVec2(tag.x + 13.5f, tag.y + 8.0f), IM_COL32_WHITE, "new",
                           Box{slot, ImVec2(w, h)});
      }
    }
    // A card takes a press only while its player chooses: during a bot's turn a tap is refused
    // visibly (and a coach's mark never waits on it then).
    if (tap_area("table.hand." + std::to_string(i), slot, ImVec2(w, h), mine && choosing())) tap_hand(host, card);
  }
}

void RiskyBusinessTable::draw_who_starts(Host& host, Box box) {
  // Who starts: one choice per seat.
  const RiskyBusinessState& s = state();
  const int n = s.num_players();
  const bool two_rows = box.size.x / n < 110.0f;
  const int per_row = two_rows ? 2 : n;
  const float bw = (box.size.x - (per_row - 1) * 6.0f) / per_row;
  for (int p = 0; p < n; ++p) {
    ImGui::SetCursorScreenPos(
        ImVec2(box.min.x + (p % per_row) * (bw + 6.0f), box.min.y + 6.0f + (p / per_row) * (kTouch + 6.0f)));
    const std::string label = name(p) + " starts";
    if (choice("table.first." + std::to_string(p), label.c_str(), ImVec2(bw, kTouch), target_ == core::kFirst + p))
      pick(host, core::kFirst + p, "");
  }
}

void RiskyBusinessTable::draw_choose_first(Host& host, ImVec2 display, float top) {
  // Between games: a screen of its own, the last game's cards gone (the summary showed them).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const RiskyBusinessState& s = state();
  const int chooser = s.current_player(), last = s.rounds_completed();
  const float w = std::min(display.x - 2 * kPad, 560.0f), x = (display.x - w) * 0.5f;
  const Box column{ImVec2(x, top), ImVec2(w, display.y - kPad - top)};
  float y = top + 16.0f;
  const std::string title = "Game " + std::to_string(last + 1) + " of " + std::to_string(s.rounds()) + ": who starts?";
  y += table_text_box(dl, fonts().bold, Box{ImVec2(x, y), ImVec2(w, 30.0f)}, 24.0f, 16.0f, colour::kText, title,
                      column) +
       10.0f;
  const std::string won = name(chooser) + " won game " + std::to_string(last) + " with " +
                          plural(s.round_scores().back()[chooser], "point", "points") +
                          " and picks who starts the next one.";
  y += table_text_box(dl, fonts().body, Box{ImVec2(x, y), ImVec2(w, 44.0f)}, 17.0f, 12.0f, colour::kText, won, column) +
       6.0f;
  y += table_text_box(dl, fonts().body, Box{ImVec2(x, y), ImVec2(w, 40.0f)}, 15.0f, 11.0f, colour::kMuted, scores(),
                      column) +
       14.0f;
  if (choosing()) {
    const int n = s.num_players();
    const int rows = w / n < 110.0f ? (n + 1) / 2 : 1;
    draw_who_starts(host, Box{ImVec2(x, y), ImVec2(w, rows * (kTouch + 6.0f))});
    y += rows * (kTouch + 6.0f) + 12.0f;
  }
  // What to do, and Confirm, right under the choices.
  Layout controls;
  controls.prompt = {ImVec2(x, y), ImVec2(w, kPromptHeight)};
  controls.buttons = {ImVec2(x, y + kPromptHeight + kButtonGap), ImVec2(w, kTouch)};
  draw_controls(host, controls);
}

void RiskyBusinessTable::draw_end_moves(Host& host, Box box) {
  ImGui::SetCursorScreenPos(box.min);
  if (!button("table.end-moves", "End moves", box.size)) return;
  // Ending the moves cannot be taken back: the prompt asks first, with buttons of their own.
  host.request_frames();
  picked_card_ = -1;
  target_ = -1;
  end_armed_ = true;
}

void RiskyBusinessTable::draw_end_question(Host& host, Box bar) {
  // "Keep playing" takes End moves' place, so a second tap there undoes nothing and ends nothing.
  const float keep_w = std::min(bar.size.x * 0.4f, kEndMovesWide);
  ImGui::SetCursorScreenPos(bar.min);
  if (button("table.end-keep", "Keep playing", ImVec2(keep_w, kTouch))) {
    host.request_frames();
    end_armed_ = false;
    return;
  }
  const float x = bar.min.x + keep_w + 8.0f;
  ImGui::SetCursorScreenPos(ImVec2(x, bar.min.y));
  ImGui::PushFont(fonts().bold);
  const bool end = button("table.end-yes", "Yes, end my moves", ImVec2(bar.max().x - x, kTouch));
  ImGui::PopFont();
  if (!end) return;
  host.request_frames();
  forget_choice();
  host.choose(core::kEndMoves);
}

void RiskyBusinessTable::draw_controls(Host& host, const Layout& layout) {
  const RiskyBusinessState& s = state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::string text = prompt();
  note_prompt(text);
  table_text_box(dl, fonts().bold, layout.prompt, 16.0f, 11.0f, choosing() ? colour::kGlow : colour::kText, text,
                 layout.prompt);
  if (!choosing()) return;
  const Box& bar = layout.buttons;
  float x = bar.min.x;
  if (s.phase() == Phase::kMove && end_armed_) {
    draw_end_question(host, bar);
    return;
  }
  // Confirm keeps its place through the turn: End moves' place stays empty when it is not offered
  // (a pick-up, a replacement, the card set aside).
  const float ew = bar.size.x < kNarrowBar ? kEndMovesNarrow : std::min(bar.size.x * 0.4f, kEndMovesWide);
  if (s.phase() == Phase::kMove) {
    draw_end_moves(host, Box{bar.min, ImVec2(ew, kTouch)});
    if (!choosing()) return;
  }
  x += ew + 8.0f;
  const bool ready = target_ >= 0 && s.is_legal(target_);
  const std::string label = ready ? move_label(target_) : std::string("Confirm (pick first)");
  ImGui::SetCursorScreenPos(ImVec2(x, bar.min.y));
  ImGui::PushFont(fonts().bold);
  const bool pressed = button("table.confirm", label.c_str(), ImVec2(bar.max().x - x, kTouch), ready);
  ImGui::PopFont();
  if (pressed && ready) {
    const Action action = target_;
    forget_choice();
    host.choose(action);
  }
}

void RiskyBusinessTable::draw_pass(Host& host, Box box) {
  const int to = actor();
  const std::string away =
      "Everyone else, please look away: " + name(to) + "'s hand and face-down cards are shown next.";
  const std::string news = follower().log().empty() ? std::string() : follower().log().back().text;
  if (draw_pass_screen(box, name(to), away, news, {}, "I'm " + name(to) + ": show my hand")) {
    confirmed_ = to;
    must_pass_ = false;
    host.request_frames();
  }
}

void RiskyBusinessTable::draw_table(Host& host) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (picked_for_ != state().history().size()) forget_choice();
  moving_.clear();
  float top = 0;
  const Box bar = begin_table_screen(host, "##risky-business", kPad, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_top_bar(dl, bar);
  const Layout layout = table_layout(display, top);
  card_scale_ = layout.card_scale;
  if (pass_up()) {
    const float w = std::min(display.x - 2 * kPad, 600.0f);
    draw_pass(host, Box{ImVec2((display.x - w) * 0.5f, top), ImVec2(w, display.y - top - kPad)});
    ImGui::End();
    return;
  }
  if (draw_open_log(*this, layout.table)) {
    ImGui::End();
    return;
  }
  const RiskyBusinessState& s = shown();
  // Between games the winner's choice of who starts has a clean screen; the table stays while
  // the game's last move is on show.
  if (s.phase() == Phase::kChooseFirst && !follower().showing_round_end()) {
    draw_choose_first(host, display, top);
    ImGui::End();
    return;
  }
  plan_flights(host);
  draw_news_line(host, *this, layout.news);
  const int bottom = bottom_seat();
  std::vector<int> others;
  for (int i = 1; i < s.num_players(); ++i) others.push_back((bottom + i) % s.num_players());
  const Box& opps = layout.opponents;
  const int n_opp = static_cast<int>(others.size());
  const float ow = (opps.size.x - (n_opp - 1) * kGap) / n_opp;
  for (int i = 0; i < n_opp; ++i)
    draw_opponent(dl, Box{ImVec2(opps.min.x + i * (ow + kGap), opps.min.y), ImVec2(ow, opps.size.y)}, others[i]);
  draw_piles(host, dl, layout.piles);
  draw_row(host, dl, layout.row);
  draw_seat(dl, layout.seat, bottom);
  draw_hand(host, dl, layout.hand, bottom);
  draw_controls(host, layout);
  draw_flights(dl);
  ImGui::End();
}

}  // namespace allclear::web::risky_business
