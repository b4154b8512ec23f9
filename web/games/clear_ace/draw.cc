// Clear Ace's table screen, one moment of it: the news line, both seats, the piles, the cards on
// the table with the die (or the stakes), the hand, what to do and its button. Everything is
// drawn from the Moment (the follower's shown state), except the person's own controls, which
// appear only once everything is shown. Every text goes through table_text, inside its box.
#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "games/clear_ace/table.h"
#include "kit/host.h"
#include "kit/pieces.h"

namespace allclear::web::clear_ace {

namespace {

constexpr ImU32 kPanel = IM_COL32(14, 50, 36, 255);
}  // namespace

void ClearAceTable::draw_table(Host& host) {
  moving_.clear();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (selected_for_ != state().history().size()) {
    selected_ = -1;
    selected_for_ = state().history().size();
  }
  const float pad = 10.0f;
  float top = 0;
  const Box bar = begin_table_screen(host, "##clear-ace", pad, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Box below{ImVec2(pad, top), ImVec2(display.x - 2 * pad, display.y - top - pad)};
  if (draw_open_log(*this, below)) {
    ImGui::End();
    return;
  }
  if (pass_up()) {
    const float w = std::min(display.x - 2 * pad, 600.0f);
    draw_pass(host, Box{ImVec2((display.x - w) * 0.5f, top), ImVec2(w, display.y - top - pad)});
    ImGui::End();
    return;
  }
  const Layout layout = lay_out_table(display, bar, top);
  const Moment sc = moment(host.tumbling(), host.now());
  for (int p = 0; p < 2; ++p) {
    shown_counts_.dealing[p] = static_cast<int>(sc.arriving[p].size());
    shown_counts_.stacks[p] = sc.stacks[p];
  }
  std::copy(std::begin(sc.piles), std::end(sc.piles), shown_counts_.piles);
  if (!sc.arriving[0].empty() || !sc.arriving[1].empty()) host.request_frames();  // the duel's cards are being dealt
  plan_flight(host, sc);
  const int bottom = bottom_seat();
  const bool hand_shown = viewer() == bottom;
  draw_bar_status(dl, layout.landscape ? layout.pile_count : layout.bar, layout.landscape, sc);
  draw_news_line(host, *this, layout.news);
  draw_panel(dl, layout.opponent, 1 - bottom, true, sc);
  draw_piles(dl, layout.piles, sc);
  draw_centre(dl, host, layout.centre, bottom, sc);
  note_in_sight(layout.centre.min, layout.centre.size);  // the cards played, the stakes
  draw_panel(dl, layout.mine, bottom, !hand_shown, sc);
  if (hand_shown)
    draw_hand(host, dl, layout.hand, bottom, sc);
  else
    draw_hidden_hand(dl, layout.hand, bottom, sc);
  draw_prompt_and_controls(host, dl, layout);
  draw_flight(dl);
  ImGui::End();
}

void ClearAceTable::plan_flight(Host& host, const Moment& sc) {
  flight_ = Flight{};
  const ClearAceState* before = follower().before() ? &ClearAceTable::of(*follower().before()) : nullptr;
  if (!before) return;
  if (sc.kind == kDraw && !sc.die_tumbling) {
    // The card the die named comes off its pile once the die has landed.
    const DieShown& die = recap().die;
    if (die.player < 0 || die.drawn < 0 || before->pile(die.drawn).empty()) return;
    flight_.card = before->pile(die.drawn).back();
    flight_.player = die.player;
    flight_.drawn = true;
    flight_.face_up = viewer() == die.player;
    flight_.motion = step_motion(host, follower(), true);
  } else if (sc.kind == kPlay && sc.leaving >= 0 && !sc.plays.empty()) {
    flight_.card = sc.leaving;
    flight_.player = sc.plays.back().player;
    flight_.face_up = sc.plays.back().seen_by(viewer());
    flight_.motion = step_motion(host, follower());
    // From its place in the hand shown at the bottom (a hand face down: from its panel's fan).
    const auto place = card_places_.find(sc.leaving);
    if (flight_.player == viewer() && place != card_places_.end()) {
      flight_.from = place->second;
      flight_.from_known = true;
    }
  }
  if (!flight_.motion.under_way) flight_.card = -1;
}

void ClearAceTable::draw_flight(ImDrawList* dl) {
  moving_.clear();
  if (flight_.card < 0 || !flight_.to_known) return;
  const CardFace face = face_of(flight_.card);
  draw_card_on_its_way(dl, flight_.from_known ? flight_.from : flight_.to, flight_.to, flight_.motion,
                       flight_.face_up ? &face : nullptr);
  moving_.set(flight_.drawn ? "card drawn: pile to " + name(flight_.player) + "'s hand"
                            : "card played: " + name(flight_.player) + "'s hand to the table",
              flight_.motion);
}

// Where the game stands, in the top bar: the cards left to draw, on one line when it fits,
// else as two ("Draw piles:" over "46 cards"), never a lone word wrapped.
void ClearAceTable::draw_bar_status(ImDrawList* dl, Box bar, bool centred, const Moment& sc) const {
  const ClearAceState& s = *sc.state;  // as the table below shows it (the showdown with its own step)
  std::vector<std::string> lines;
  if (s.in_showdown())
    lines = {"Showdown"};
  else if (piles_left(sc) == 0)
    lines = {"Draw piles", "used up"};
  else
    lines = {"Draw piles:", plural(piles_left(sc), "card", "cards")};
  const std::string one = lines.size() == 1 ? lines[0] : lines[0] + " " + lines[1];
  constexpr float kLargest = 16.0f, kOneLineSmallest = 14.0f, kTwoLineSmallest = 12.0f;
  ImFont* font = fonts().bold;
  if (lines.size() == 1 || font->CalcTextSizeA(kOneLineSmallest, 1e9f, 0.0f, one.c_str()).x <= bar.size.x) {
    const float size = size_to_fit(font, one, bar.size.x, 0.0f, kLargest, kOneLineSmallest);
    const float width = font->CalcTextSizeA(size, 1e9f, 0.0f, one.c_str()).x;
    const float x = centred ? bar.min.x + std::max(0.0f, (bar.size.x - width) * 0.5f) : bar.min.x;
    table_text(dl, font, size, ImVec2(x, bar.min.y + (bar.size.y - size) * 0.5f - 1.0f), colour::kText, one, 0.0f, bar);
    return;
  }
  const std::string& wider = font->CalcTextSizeA(kLargest, 1e9f, 0.0f, lines[0].c_str()).x >=
                                     font->CalcTextSizeA(kLargest, 1e9f, 0.0f, lines[1].c_str()).x
                                 ? lines[0]
                                 : lines[1];
  const float size = std::min(size_to_fit(font, wider, bar.size.x, 0.0f, kLargest - 1.0f, kTwoLineSmallest),
                              (bar.size.y - 4.0f) * 0.5f);
  const float top = bar.min.y + (bar.size.y - 2.0f * size - 2.0f) * 0.5f;
  for (int i = 0; i < 2; ++i)
    table_text(dl, font, size, ImVec2(bar.min.x, top + i * (size + 2.0f)), i ? colour::kText : colour::kMuted, lines[i],
               0.0f, bar);
}

// A seat: from the right the aces aside, the stack (the deck in the showdown) and the hand face
// down, each with a caption under it; the name and the attacks won (a round's attack, its duels
// included; the showdown not) at the left.
void ClearAceTable::draw_panel(ImDrawList* dl, Box box, int p, bool hand_backs, const Moment& sc) const {
  const ClearAceState& s = *sc.state;
  const ImVec2 a = box.min, b = box.max();
  dl->AddRectFilled(a, b, kPanel, 10.0f);
  const bool acting = p == actor_on_screen();
  if (acting) dl->AddRect(a, b, colour::kGlow, 10.0f, 0, 2.5f);
  const float ch = std::min(box.size.y - kCaptionSize - 12.0f, 44.0f), cw = ch * 0.7f;
  const float cy = a.y + 5.0f, ty = cy + ch + 2.0f;
  auto caption_at = [&](float x, float w, const std::string& text) {
    table_text_centred(dl, fonts().body, kCaptionSize, ImVec2(x + w * 0.5f, ty + kCaptionSize * 0.5f + 1.0f),
                       colour::kMuted, text, Box{ImVec2(x, ty), ImVec2(w, b.y - ty)});
  };
  // Every ace the player holds. A staked ace is shown once: in the centre's stakes column while
  // its round is played (named there as theirs), here otherwise (the next round's stake while a
  // won round is told).
  std::vector<int> aces = s.aces_aside(p);
  const bool stake_in_centre = !sc.stakes_won && s.in_showdown() && s.stake(0) >= 0 && s.stake(1) >= 0;
  if (s.stake(p) >= 0 && !stake_in_centre) aces.push_back(s.stake(p));
  int stack = sc.stacks[p];
  if (sc.before_showdown && p == sc.winner) {  // the round's cards are the winner's: aces aside, the rest stacked
    for (const Play& play : sc.plays) {
      if (core::is_ace(play.card))
        aces.push_back(play.card);
      else
        ++stack;
    }
  }
  const int n_aces = static_cast<int>(aces.size());
  const float ace_step = cw * 0.62f;
  const float aces_w = std::max(kSlotWidth, n_aces ? cw + (n_aces - 1) * ace_step : 0.0f);
  float x = b.x - 8.0f - aces_w;
  for (int i = 0; i < n_aces; ++i) {
    const ImVec2 at(x + (aces_w - (cw + (n_aces - 1) * ace_step)) * 0.5f + i * ace_step, cy);
    draw_card_front(dl, at, cw, ch, face_of(aces[i]));
  }
  if (n_aces == 0)
    dl->AddRect(ImVec2(x + (aces_w - cw) * 0.5f, cy), ImVec2(x + (aces_w + cw) * 0.5f, cy + ch),
                with_alpha(IM_COL32_WHITE, 0.25f), 5.0f, 0, 1.5f);
  caption_at(x, aces_w, n_aces == 0 ? std::string("no ace") : plural(n_aces, "ace", "aces"));
  x -= 8.0f + kSlotWidth;
  draw_card_pile(dl, ImVec2(x + (kSlotWidth - cw) * 0.5f, cy), cw, ch, stack, false);
  caption_at(x, kSlotWidth, (s.in_showdown() ? "deck " : "stack ") + std::to_string(stack));
  float name_right = x - 6.0f;
  if (hand_backs) {
    const std::vector<int> hand = hand_in(sc, p);
    const int n = static_cast<int>(hand.size());
    const float step = n > 1 ? std::min(cw * 0.42f, 11.0f) : 0.0f;
    const float fan = n ? cw + (n - 1) * step : cw;
    const float hand_w = std::max(kSlotWidth, fan);
    x -= 8.0f + hand_w;
    // Once the game is over every hand is shown: an ace that decided it in a hand is seen.
    const bool coming = flight_.card >= 0 && flight_.player == p && flight_.drawn;
    const bool going = flight_.card >= 0 && flight_.player == p && !flight_.drawn;
    if (going) {  // played from the end of the fan
      flight_.from = Box{ImVec2(x + (hand_w - fan) * 0.5f + n * step, cy), ImVec2(cw, ch)};
      flight_.from_known = true;
    }
    for (int i = 0; i < n; ++i) {
      const ImVec2 at(x + (hand_w - fan) * 0.5f + i * step, cy);
      if (coming && i == n - 1) {  // on its way to the end of the fan
        flight_.to = Box{at, ImVec2(cw, ch)};
        flight_.to_known = true;
        continue;
      }
      if (s.phase() == Phase::kGameOver)
        draw_card_front(dl, at, cw, ch, face_of(hand[i]));
      else
        draw_card_back(dl, at, cw, ch);
    }
    caption_at(x, hand_w, "hand " + std::to_string(n));
    name_right = x - 6.0f;
  }
  const Box names{a, ImVec2(std::max(20.0f, name_right - a.x), box.size.y)};
  const std::string who = name(p) + (human(p) ? "" : " (bot)");
  const float names_w = names.max().x - a.x - 10.0f;
  table_text_line(dl, fonts().bold, kBodySize, ImVec2(a.x + 10.0f, a.y + box.size.y * 0.5f - 22.0f),
                  acting ? colour::kGlow : colour::kText, who, names_w, names);
  table_text_line(dl, fonts().body, 14.0f, ImVec2(a.x + 10.0f, a.y + box.size.y * 0.5f + 2.0f), colour::kMuted,
                  plural(s.rounds_won(p) + (sc.before_showdown && p == sc.winner), "attack", "attacks") + " won",
                  names_w, names);
}

// The six piles; while a draw is on screen the pile drawn from glows and the pile the die named
// (when empty) is ringed.
void ClearAceTable::draw_piles(ImDrawList* dl, Box box, const Moment& sc) const {
  const ClearAceState& s = *sc.state;
  if (s.in_showdown()) {
    // The piles are done with: they leave the table, and their place says what is played now.
    table_text_box(dl, fonts().body, box, 16.0f, 12.0f, colour::kMuted,
                   "The draw piles are used up. Showdown: each plays from 8 cards dealt from their own deck.", box);
    return;
  }
  const DieShown& die = recap().die;
  const float gap = 8.0f, label_h = 20.0f;
  float w = std::min(62.0f, (box.size.x - 5 * gap) / core::kPiles);
  float h = w * 1.4f;
  if (h > box.size.y - label_h - 6.0f) {
    h = box.size.y - label_h - 6.0f;
    w = h / 1.4f;
  }
  const float x0 = box.min.x + (box.size.x - (core::kPiles * w + 5 * gap)) * 0.5f;
  const bool drawing = sc.kind == kDraw && !sc.die_tumbling;
  // Every pile empty: the status over them says "used up" once, not each pile "empty".
  const bool each_says_empty = piles_left(sc) > 0;
  for (int k = 0; k < core::kPiles; ++k) {
    const ImVec2 a(x0 + k * (w + gap), box.min.y + 4.0f);
    // A pile whose last card was drawn is ringed, not filled: its "empty" stays readable.
    if (drawing && k == die.drawn && sc.piles[k] > 0)
      dl->AddRectFilled(ImVec2(a.x - 5, a.y - 5), ImVec2(a.x + w + 5, a.y + h + 5), with_alpha(colour::kGlow, 0.9f),
                        8.0f);
    else if (drawing && k == die.drawn)
      dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(a.x + w + 4, a.y + h + 4), colour::kGlow, 8.0f, 0, 3.0f);
    draw_card_pile(dl, a, w, h, sc.piles[k], each_says_empty);
    if (flight_.drawn && k == die.drawn) {
      flight_.from = Box{a, ImVec2(w, h)};
      flight_.from_known = true;
    }
    if (drawing && k == die.named && die.named != die.drawn)
      dl->AddRect(ImVec2(a.x - 4, a.y - 4), ImVec2(a.x + w + 4, a.y + h + 4), IM_COL32_WHITE, 8.0f, 0, 3.0f);
    const bool last = drawing && k == die.drawn;
    const Box label{ImVec2(a.x - gap * 0.5f, a.y + h + 2.0f), ImVec2(w + gap, label_h)};
    table_text_centred(dl, last ? fonts().bold : fonts().body, 15.0f,
                       ImVec2(a.x + w * 0.5f, label.min.y + label_h * 0.5f), last ? colour::kGlow : colour::kMuted,
                       std::to_string(k + 1), label);
  }
}

}  // namespace allclear::web::clear_ace
