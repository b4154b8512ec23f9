// One moment of Clear!'s table, drawn from the timeline's shown state: what the player sees
// lags the game until each roll and Line has stayed its time. Only the person's own controls
// follow the live game, and they wait until the table has caught up.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <string>

#include "games/clear/table.h"
#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/reader.h"
#include "kit/ui.h"

namespace allclear::web::clear {

namespace {

constexpr ImU32 kPawn = IM_COL32(250, 210, 90, 255);
constexpr ImU32 kPawnEmpty = IM_COL32(255, 255, 255, 60);
constexpr float kSmallText = 16.0f;

const char* outcome_label(const core::PlayerRoll& r, bool choosing_now) {
  switch (r.outcome) {
    case core::Outcome::kWaiting: return choosing_now ? "choosing…" : "";
    case core::Outcome::kScratch: return "Scratch!";
    case core::Outcome::kLine: return "removed a Line";
    case core::Outcome::kFour: return "Four! +2";
    case core::Outcome::kClear: return "Clear!";
  }
  return "";
}

}  // namespace

std::string ClearTable::status_line(const Moment& shown, int big) const {
  const ClearState& s = shown.state;
  const bool ready = follower().caught_up();
  if (shown.finished) return "Round " + std::to_string(shown.round()) + " is over";
  // Several people at one device: the move on screen is told under its mover's card, and who is
  // next only after it.
  const State* before = follower().before();
  if (hotseat() && !ready && before && ClearTable::of(*before).phase() == core::Phase::kChoosing &&
      ClearTable::of(*before).current_player() == big) {
    const int next = s.phase() == core::Phase::kChoosing ? s.current_player() : s.roller();
    return match()->seats()[big].name + (shown.roll(big).four ? " removed a Four (+2)" : " removed a Line") + "; " +
           match()->seats()[next].name + " is next";
  }
  if (s.phase() == core::Phase::kRolling) {
    const Seat& roller = match()->seats()[s.roller()];
    // While earlier steps are still on show the roll is only announced: the news line tells a
    // move for the roll before, and "rolls the dice…" beside it read as if this one were under way.
    if (!ready && !shown.tumbling_dice) return roller.name + " rolls next";
    if (roller.human() && !shown.tumbling_dice)
      return roller.name + (s.scratch_off() ? ", your roll: 2 dice (Scratch-Off)" : ", your roll");
    return roller.name + (s.scratch_off() ? " rolls 2 dice (Scratch-Off)…" : " rolls the dice…");
  }
  if (s.phase() != core::Phase::kChoosing) return "";
  const Seat& chooser = match()->seats()[s.current_player()];
  if (ready && match()->next() == Match::Next::kHumanChoice) {
    const std::string who = match()->seats()[big].name + (hotseat() ? ", your turn" : "");
    int fours = 0;
    for (int i = 0; i < static_cast<int>(lines_.size()); ++i) fours += is_four(i);
    // Choosing a Line of 3 while a Four is offered gives up its +2: said while it is chosen.
    const std::string four_left =
        fours > 0 && selected_ >= 0 && !is_four(selected_) ? "; a Four (+2) is offered too" : "";
    if (!choices_.empty())
      // The card has no coordinates on it: "this coin" is the one just tapped, drawn apart.
      return who + ": " + std::to_string(choices_.size()) + " Lines through this coin (tap it again for the next)" +
             four_left;
    if (lines_.size() == 1 && selected_ == 0 && fours == 0) return who + ": the one Line that matches is chosen";
    const std::string count = std::to_string(lines_.size()) + (lines_.size() == 1 ? " Line matches" : " Lines match");
    if (fours > 0)
      return who + ": " + (four_left.empty() ? "Four (+2) offered first" : "Line of 3 chosen" + four_left) + "; " +
             count;
    return who + ": pick a Line (" + count + ")";
  }
  return chooser.name + (chooser.human() ? " picks a Line next" : " is choosing…");
}

void ClearTable::draw_table(Host& host) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  float top = 0;
  const Box bar = begin_table_screen(host, "##table", 10.0f, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ClearState& now_shown = ClearTable::of(follower().shown());
  const Moment shown = host.tumbling() && follower().before() ? Moment(ClearTable::of(*follower().before()), now_shown)
                                                              : Moment(now_shown);
  // "1 of 7" where "Round 1 of 7" does not fit whole (the daily's mark takes part of the bar).
  const std::string of = std::to_string(shown.round()) + " of " + std::to_string(shown.state.rounds());
  const std::string round =
      fonts().bold->CalcTextSizeA(kBodySize, 1e9f, 0.0f, ("Round " + of).c_str()).x <= bar.size.x ? "Round " + of : of;
  table_text_line(dl, fonts().bold, kBodySize, ImVec2(bar.min.x, bar.min.y + (bar.size.y - kBodySize) * 0.5f),
                  colour::kText, round, bar.size.x, bar);
  if (draw_open_log(*this, Box{ImVec2(10.0f, top), ImVec2(display.x - 20.0f, display.y - top - 10.0f)})) {
    ImGui::End();
    return;
  }
  const Layout at = lay_out_clear(display, top);
  const int big = seat_on_screen();
  if (hotseat() && follower().caught_up() && big_ >= 0 && big != big_) hand_over(host, big);
  big_ = big;
  draw_dice(host, at, shown);
  draw_news_line(host, *this, at.news);
  draw_status(at, shown, big);
  leaving_seat_ = -1;
  leaving_ = 0;
  leaving_t_ = -1.0f;
  draw_large_card(host, at, shown, big);
  draw_others(host, at, shown, big);
  // Last: a tap there (Roll) changes the game, and all of this frame shows it as it was.
  draw_controls(host, at);
  ImGui::End();
}

void ClearTable::draw_dice(Host& host, const Layout& at, const Moment& shown) const {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::vector<int>& dice = shown.dice();
  const bool tumbling = host.tumbling();
  const int count = dice.empty() ? 4 : static_cast<int>(dice.size());
  for (int i = 0; i < count; ++i) {
    const float wobble = tumbling ? tumble_sine(host.now() * 40.0 + i) * 4.0f : 0.0f;
    const ImVec2 corner(at.dice.x + i * (at.die + 8.0f), at.dice.y + wobble);
    if (dice.empty()) {
      dl->AddRect(corner, ImVec2(corner.x + at.die, corner.y + at.die), IM_COL32(255, 255, 255, 60), 9.0f, 0, 2.0f);
      continue;
    }
    const int face = tumbling ? static_cast<int>(host.now() * 30.0 + i * 7) % core::kRanks : dice[i];
    draw_die(dl, corner, at.die, face, i);
  }
  // Everything shown and the next roll awaited: the dice on the table are the last roll's, dimmed
  // so they do not read as the coming roll's result.
  const bool last_roll = !dice.empty() && !tumbling && follower().caught_up() && !shown.finished &&
                         shown.state.phase() == core::Phase::kRolling;
  if (last_roll)
    dl->AddRectFilled(ImVec2(at.dice.x - 2.0f, at.dice.y - 2.0f),
                      ImVec2(at.dice.x + count * (at.die + 8.0f) - 6.0f, at.dice.y + at.die + 2.0f),
                      with_alpha(colour::kFelt, 0.55f), 8.0f);
  // The scratch tile: a pawn for each Scratch Round in a row; all three, named, while the
  // Scratch-Off they brought is played (the count itself starts again then).
  const Box& tile = at.scratch_tile;
  // A round that just ended is over in the state (its counts start again): a Scratch-Off that
  // ended it is known by its two dice.
  const bool scratch_off = shown.finished ? shown.finished->dice.size() == 2 : shown.state.scratch_off();
  // Once anyone removes a Line this roll is no Scratch Round, and the streak is broken.
  bool streak_broken = false;
  for (int p = 0; p < shown.state.num_players() && !shown.finished; ++p) {
    const core::Outcome o = shown.roll(p).outcome;
    streak_broken |= o != core::Outcome::kWaiting && o != core::Outcome::kScratch;
  }
  const int pawns = scratch_off ? core::kScratchRoundsForScratchOff : streak_broken ? 0 : shown.state.scratch_rounds();
  dl->AddRectFilled(tile.min, tile.max(), colour::kFeltDark, 8.0f);
  table_text(dl, fonts().body, kSmallText, ImVec2(tile.min.x + 8, tile.min.y + 1),
             scratch_off ? colour::kText : colour::kMuted, scratch_off ? "Scratch-Off" : "Scratch", 0.0f, tile);
  for (int i = 0; i < core::kScratchRoundsForScratchOff; ++i)
    draw_pawn(dl, ImVec2(tile.min.x + 22.0f + i * 32.0f, tile.min.y + 36.0f), 24.0f, i < pawns ? kPawn : kPawnEmpty);
  note_rect("table.scratch", tile.min, tile.size);
}

void ClearTable::draw_status(const Layout& at, const Moment& shown, int big) const {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Several people at one device: whose turn it is in their colour.
  const ClearState& s = shown.state;
  int actor = -1;
  if (!shown.finished && s.phase() == core::Phase::kChoosing) actor = s.current_player();
  if (!shown.finished && s.phase() == core::Phase::kRolling) actor = s.roller();
  // Several people at one device: the line is in a person's colour only under that person's own
  // card (while the card is still the last mover's, "Mira picks a Line next" stays neutral).
  const ImU32 status_colour =
      hotseat() && actor == big && match()->seats()[actor].human() ? seat_colour(actor) : colour::kText;
  // Two lines where it is long, rather than a size too small to read on a phone.
  const std::string status = status_line(shown, big);
  note_prompt(status);
  table_text_box(dl, fonts().bold, at.status, kBodySize, 15.0f, status_colour, status, at.status);
  const bool choosing = match()->next() == Match::Next::kHumanChoice && follower().caught_up();
  const char* outcome = choosing ? "" : outcome_label(shown.roll(big), false);
  char label[128];
  std::snprintf(label, sizeof label, "%s's card · %d coins · %d points%s%s", match()->seats()[big].name.c_str(),
                shown.card(big).coins_left(), shown.points(big), *outcome ? " · " : "", outcome);
  table_text_line(dl, hotseat() ? fonts().bold : fonts().body, kBodySize, at.card_label.min,
                  hotseat() ? seat_colour(big) : colour::kMuted, label, at.card_label.size.x, at.card_label);
}

void ClearTable::draw_large_card(Host& host, const Layout& at, const Moment& shown, int big) {
  const bool choosing = match()->next() == Match::Next::kHumanChoice && follower().caught_up();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  CardLook look;
  if (choosing) {
    for (int i = 0; i < static_cast<int>(lines_.size()); ++i) {
      const auto mask = static_cast<core::SquareMask>(lines_[i]);
      // Lines through the tapped coin stand out; the rest stay faint behind them.
      const bool offered_now = choices_.empty() || std::find(choices_.begin(), choices_.end(), i) != choices_.end();
      if (offered_now) look.glow |= mask;
      (is_four(i) ? look.fours : look.faint_lines).push_back(mask);
      if (!choices_.empty() && offered_now && i != selected_) look.choices.push_back(mask);
    }
    if (selected_ >= 0 && selected_ < static_cast<int>(lines_.size()))
      look.selected = static_cast<core::SquareMask>(lines_[selected_]);
  } else {
    look.ghost = shown.roll(big).removed;
  }
  const ImVec2 size(at.square * core::kColumns, at.square * core::kRows);
  if (hotseat())  // whose card it is, in their colour, round the card too
    dl->AddRect(ImVec2(at.card.x - 4.0f, at.card.y - 3.0f),
                ImVec2(at.card.x + size.x + 4.0f, at.card.y + size.y + 4.0f), seat_colour(big), 8.0f, 0, 3.0f);
  draw_card(dl, at.card, at.square, shown.card(big), look);
  draw_leaving(host, at.card, at.square, big);
  // Each Four says what it is worth, on its band between its two middle coins: the coins' own
  // marks stay in view.
  const ImVec2 card_size(at.square * core::kColumns, at.square * core::kRows);
  for (core::SquareMask four : look.fours) {
    int coins[4], n = 0;
    for (int sq = 0; sq < core::kSquares && n < 4; ++sq)
      if (four >> sq & 1) coins[n++] = sq;
    const ImVec2 a = square_centre(at.card, at.square, coins[1]), b = square_centre(at.card, at.square, coins[2]);
    const float text = std::clamp(at.square * 0.3f, 12.0f, 18.0f);
    const ImVec2 tag_size(text * 1.6f, text + 4.0f);
    const ImVec2 tag((a.x + b.x - tag_size.x) * 0.5f, (a.y + b.y - tag_size.y) * 0.5f);
    dl->AddRectFilled(tag, ImVec2(tag.x + tag_size.x, tag.y + tag_size.y), colour::kGlow, 5.0f);
    dl->AddRect(tag, ImVec2(tag.x + tag_size.x, tag.y + tag_size.y), IM_COL32(40, 30, 0, 255), 5.0f, 0, 1.5f);
    table_tag(dl, fonts().bold, text, ImVec2(tag.x + text * 0.2f, tag.y + 2.0f), IM_COL32(40, 30, 0, 255), "+2",
              Box{at.card, card_size});
  }
  for (int sq = 0; sq < core::kSquares; ++sq) {
    const ImVec2 c = square_centre(at.card, at.square, sq);
    const ImVec2 corner(c.x - at.square * 0.5f, c.y - at.square * 0.5f);
    if (tap_area("table.square." + core::square_name(sq), corner, ImVec2(at.square, at.square), choosing)) {
      tap_coin(host, sq);
      host.request_frames();
    }
  }
}

void ClearTable::draw_leaving(Host& host, ImVec2 card, float square, int seat) {
  const State* before = follower().before();
  const Step* step = follower().step();
  if (!before || !step || ClearTable::of(*before).phase() != core::Phase::kChoosing ||
      ClearTable::of(*before).current_player() != seat)
    return;
  const ClearState& b = ClearTable::of(*before);
  const core::SquareMask removed = static_cast<core::SquareMask>(follower().shown().history()[b.history().size()]);
  // A motion of the step's first part (kit/motion.h); with reduced motion they fade where they lay.
  const Motion motion = step_motion(host, follower());
  const float t = motion.reduced ? 0.0f : motion.t;
  leaving_seat_ = seat;
  leaving_ = removed;
  leaving_t_ = motion.under_way ? (motion.reduced ? motion.alpha : motion.t) : 1.0f;
  leaving_faded_ = motion.reduced;
  if (!motion.under_way) return;
  // Lifted up by half a square and a little larger as they fade.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int sq = 0; sq < core::kSquares; ++sq) {
    if (!(removed >> sq & 1) || b.card(seat).squares[sq] == core::kEmpty) continue;
    const ImVec2 c = square_centre(card, square, sq);
    const int first = dl->VtxBuffer.Size;
    draw_coin(dl, ImVec2(c.x, c.y - t * square * 0.5f), square * 0.42f * (1.0f + 0.15f * t), b.card(seat).squares[sq]);
    fade_drawn(dl, first, motion.leaving_alpha());
  }
}

void ClearTable::draw_controls(Host& host, const Layout& at) {
  const ClearState& s = state();
  const Match::Next next = match()->next();
  // The round over: Keep rolling has done its job (a Line to choose keeps it on: the person
  // chooses, and their next roll is made for them again).
  if (next == Match::Next::kRoundOver || next == Match::Next::kGameOver) keep_rolling_ = false;
  const float width = at.controls.size.x;
  ImGui::SetCursorScreenPos(at.controls.min);
  const bool choosing = follower().caught_up() && next == Match::Next::kHumanChoice;
  if (keep_rolling_ && !choosing) {
    // The person's rolls are made for them, each once the one before has been shown; Stop
    // rolling stays in Roll's place meanwhile, the others' turns too.
    if (follower().caught_up() && next == Match::Next::kRoll && match()->seats()[s.roller()].human()) host.roll_dice();
    if (button("table.stop-rolling", "Stop rolling", ImVec2(width, kTouch))) {
      keep_rolling_ = false;
    }
    return;
  }
  // Nothing while steps show: which buttons come next would tell a roll's result before its dice.
  if (!follower().caught_up()) return;
  if (next == Match::Next::kHumanChoice) {
    const float small = std::max(kTouch + 16.0f, width * 0.24f);
    // Paging does something while there is another Line to show (or none is picked yet).
    const bool paging = offered().size() > 1 || (!lines_.empty() && selected_ < 0);
    if (button("table.prev", "\xE2\x86\x90 Prev", ImVec2(small, kTouch), paging)) step_selection(-1);
    ImGui::SameLine();
    const bool has = selected_ >= 0;
    const char* label = !has ? "Choose a coin" : is_four(selected_) ? "Remove Four (+2)" : "Remove Line";
    if (button("table.confirm", label, ImVec2(width - 2 * small - 20.0f, kTouch), has)) host.choose(lines_[selected_]);
    ImGui::SameLine();
    if (button("table.next", "Next \xE2\x86\x92", ImVec2(small, kTouch), paging)) step_selection(+1);
  } else if (next == Match::Next::kRoll && match()->seats()[s.roller()].human()) {
    const char* roll = s.scratch_off() ? "Roll 2 dice" : "Roll the dice";
    if (hotseat()) {
      if (button("table.roll", roll, ImVec2(width, kTouch))) host.roll_dice();
    } else {
      // One person: Keep rolling rolls on for them until a roll gives them a Line to choose. Roll
      // keeps the row's middle, where Remove Line was: the same spot stays the main action.
      const float gap = 10.0f, roll_w = (width - gap) * 0.6f;
      if (button("table.roll", roll, ImVec2(roll_w, kTouch))) host.roll_dice();
      ImGui::SameLine(0.0f, gap);
      if (button("table.keep-rolling", "Keep rolling", ImVec2(width - gap - roll_w, kTouch))) {
        keep_rolling_ = true;
        host.roll_dice();
      }
    }
  }
}

// The other players' cards, smaller: roomy cells say name, then points and what they did;
// tight cells one line.
void ClearTable::draw_others(Host& host, const Layout& at, const Moment& shown, int big) {
  const ClearState& s = shown.state;
  std::vector<int> others;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != big) others.push_back(p);
  const int count = static_cast<int>(others.size());
  if (count == 0) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int per_row = count > 1 ? 2 : 1;
  if (count > 4 || (at.landscape && count > 2 && at.others.size.x > 380.0f)) per_row = 3;
  const int rows = (count + per_row - 1) / per_row;
  const float cell_w = (at.others.size.x - (per_row - 1) * 10.0f) / per_row;
  const float cell_h = at.others.size.y / rows;
  const bool compact = cell_h < 150.0f;
  const float label_h = compact ? 24.0f : 46.0f;
  const float sq =
      std::max(8.0f, std::min({(cell_w - 4.0f) / core::kColumns, (cell_h - label_h - 10.0f) / core::kRows, 36.0f}));
  for (int i = 0; i < count; ++i) {
    const int p = others[i];
    const Box cell{ImVec2(at.others.min.x + (i % per_row) * (cell_w + 10.0f), at.others.min.y + (i / per_row) * cell_h),
                   ImVec2(cell_w, cell_h)};
    const Seat& seat = match()->seats()[p];
    const bool acting = !shown.finished && s.phase() == core::Phase::kChoosing && s.current_player() == p;
    // A person whose card is not large yet is next (it comes to them once the move on screen is
    // seen), not choosing as a bot would be.
    const bool person_next = acting && hotseat() && seat.human();
    const std::string outcome = person_next ? "next" : outcome_label(shown.roll(p), acting);
    const std::string points = std::to_string(shown.points(p));
    const ImU32 name_colour = hotseat() && seat.human() ? seat_colour(p) : acting ? colour::kGlow : colour::kText;
    if (compact) {
      table_text_line(dl, fonts().bold, kSmallText, cell.min, name_colour,
                      seat.name + ": " + points + (outcome.empty() ? "" : " · " + outcome), cell_w, cell);
    } else {
      const bool narrow = cell_w < 180.0f;
      const char* tag = seat.human()            ? ""
                        : narrow                ? " (bot)"
                        : seat.kind == "strong" ? " · strong bot"
                                                : " · quick bot";
      table_text_line(dl, fonts().bold, kBodySize, cell.min, name_colour, seat.name + tag, cell_w, cell);
      table_text_line(dl, fonts().body, kSmallText, ImVec2(cell.min.x, cell.min.y + 22.0f), colour::kMuted,
                      points +
                          (narrow                 ? " pts"
                           : shown.points(p) == 1 ? " point"
                                                  : " points") +
                          (outcome.empty() ? "" : " · " + outcome),
                      cell_w, cell);
    }
    CardLook mini;
    mini.ghost = shown.roll(p).removed;
    draw_card(dl, ImVec2(cell.min.x, cell.min.y + label_h), sq, shown.card(p), mini);
    draw_leaving(host, ImVec2(cell.min.x, cell.min.y + label_h), sq, p);
  }
}

}  // namespace allclear::web::clear
