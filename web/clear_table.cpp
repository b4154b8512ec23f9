#include "clear_table.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "app.h"
#include "ui.h"

namespace allclear::web {

namespace {
constexpr float kPi = 3.14159265f;

ImU32 with_alpha(ImU32 c, float a) {
  const int alpha = static_cast<int>(((c >> IM_COL32_A_SHIFT) & 0xFF) * std::clamp(a, 0.0f, 1.0f));
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), col, text);
}

const char* outcome_label(const clear::PlayerRoll& r, bool waiting_for_choice) {
  switch (r.outcome) {
    case clear::Outcome::kWaiting: return waiting_for_choice ? "choosing…" : "";
    case clear::Outcome::kScratch: return "Scratch!";
    case clear::Outcome::kLine: return "removed a Line";
    case clear::Outcome::kFour: return "Four! +2";
    case clear::Outcome::kClear: return "Clear!";
  }
  return "";
}

}  // namespace

ImU32 suit_colour(int suit) {
  switch (suit) {
    case clear::kSuns: return IM_COL32(208, 48, 32, 255);
    case clear::kMoons: return IM_COL32(28, 28, 36, 255);
    case clear::kCrowns: return IM_COL32(24, 128, 56, 255);
    case clear::kArms: return IM_COL32(32, 84, 196, 255);
  }
  return IM_COL32_WHITE;
}

void draw_suit(ImDrawList* dl, ImVec2 c, float size, int suit, ImU32 background) {
  const ImU32 col = suit_colour(suit);
  const float r = size * 0.5f;
  switch (suit) {
    case clear::kSuns: {  // a disc with eight rays
      dl->AddCircleFilled(c, r * 0.5f, col, 16);
      for (int i = 0; i < 8; ++i) {
        const float a = i * kPi / 4;
        dl->AddLine(ImVec2(c.x + std::cos(a) * r * 0.62f, c.y + std::sin(a) * r * 0.62f),
                    ImVec2(c.x + std::cos(a) * r, c.y + std::sin(a) * r), col, std::max(1.0f, r * 0.16f));
      }
      break;
    }
    case clear::kMoons: {  // a crescent
      dl->AddCircleFilled(c, r * 0.9f, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.42f, c.y - r * 0.22f), r * 0.74f, background, 20);
      break;
    }
    case clear::kCrowns: {  // a band with three points
      const float w = r * 0.95f, base = c.y + r * 0.55f, band = c.y + r * 0.15f, top = c.y - r * 0.75f;
      dl->AddRectFilled(ImVec2(c.x - w, band), ImVec2(c.x + w, base), col);
      dl->AddTriangleFilled(ImVec2(c.x - w, band), ImVec2(c.x - w * 0.9f, top), ImVec2(c.x - w * 0.3f, band), col);
      dl->AddTriangleFilled(ImVec2(c.x - w * 0.4f, band), ImVec2(c.x, top), ImVec2(c.x + w * 0.4f, band), col);
      dl->AddTriangleFilled(ImVec2(c.x + w * 0.3f, band), ImVec2(c.x + w * 0.9f, top), ImVec2(c.x + w, band), col);
      break;
    }
    case clear::kArms: {  // a cross with flared arms
      const float t = r * 0.22f;
      dl->AddRectFilled(ImVec2(c.x - t, c.y - r), ImVec2(c.x + t, c.y + r), col);
      dl->AddRectFilled(ImVec2(c.x - r, c.y - t), ImVec2(c.x + r, c.y + t), col);
      dl->AddRectFilled(ImVec2(c.x - t * 2, c.y - r), ImVec2(c.x + t * 2, c.y - r + t), col);
      dl->AddRectFilled(ImVec2(c.x - t * 2, c.y + r - t), ImVec2(c.x + t * 2, c.y + r), col);
      dl->AddRectFilled(ImVec2(c.x - r, c.y - t * 2), ImVec2(c.x - r + t, c.y + t * 2), col);
      dl->AddRectFilled(ImVec2(c.x + r - t, c.y - t * 2), ImVec2(c.x + r, c.y + t * 2), col);
      break;
    }
  }
}

void draw_coin(ImDrawList* dl, ImVec2 c, float radius, int coin) {
  const int rank = clear::coin_rank(coin), suit = clear::coin_suit(coin);
  dl->AddCircleFilled(ImVec2(c.x + radius * 0.06f, c.y + radius * 0.1f), radius, IM_COL32(0, 0, 0, 90), 32);
  dl->AddCircleFilled(c, radius, colour::kCoin, 32);
  dl->AddCircle(c, radius, colour::kCoinEdge, 32, std::max(1.0f, radius * 0.06f));
  const ImU32 col = suit_colour(suit);
  if (radius < 10) {  // tiny coins: suit colour ring and the rank only
    dl->AddCircle(c, radius * 0.75f, col, 16, 1.5f);
    if (rank != clear::kNull)
      text_at(dl, fonts().bold, radius * 1.3f, c, col, clear::rank_symbol(rank).c_str());
    return;
  }
  // The suit above, the rank large below; a null is an empty ring.
  draw_suit(dl, ImVec2(c.x, c.y - radius * 0.5f), radius * 0.62f, suit, colour::kCoin);
  const ImVec2 rc(c.x, c.y + radius * 0.22f);
  if (rank == clear::kNull) {
    dl->AddCircle(rc, radius * 0.3f, col, 24, std::max(1.5f, radius * 0.09f));
  } else {
    text_at(dl, fonts().title, radius * 0.95f, rc, col, clear::rank_symbol(rank).c_str());
  }
}

void draw_die(ImDrawList* dl, ImVec2 min, float size, int face, int suit) {
  const ImVec2 max(min.x + size, min.y + size);
  dl->AddRectFilled(ImVec2(min.x + 2, min.y + 3), ImVec2(max.x + 2, max.y + 3), IM_COL32(0, 0, 0, 90), size * 0.18f);
  dl->AddRectFilled(min, max, suit_colour(suit), size * 0.18f);
  dl->AddRect(min, max, IM_COL32(255, 255, 255, 90), size * 0.18f, 0, 1.5f);
  const ImVec2 c(min.x + size * 0.5f, min.y + size * 0.5f);
  if (face == clear::kNull)
    dl->AddCircle(c, size * 0.2f, IM_COL32_WHITE, 24, std::max(2.0f, size * 0.07f));
  else
    text_at(dl, fonts().title, size * 0.62f, c, IM_COL32_WHITE, clear::rank_symbol(face).c_str());
}

void draw_pawn(ImDrawList* dl, ImVec2 c, float h, bool filled) {
  const ImU32 col = filled ? IM_COL32(250, 210, 90, 255) : IM_COL32(255, 255, 255, 60);
  const float head = h * 0.2f;
  const ImVec2 hc(c.x, c.y - h * 0.5f + head);
  dl->AddCircleFilled(hc, head, col, 16);
  dl->AddTriangleFilled(ImVec2(c.x, hc.y + head * 0.4f), ImVec2(c.x - h * 0.3f, c.y + h * 0.5f),
                        ImVec2(c.x + h * 0.3f, c.y + h * 0.5f), col);
}

ImVec2 square_centre(ImVec2 m, float square, int sq) {
  const int row = sq / clear::kColumns, col = sq % clear::kColumns;
  return ImVec2(m.x + (col + 0.5f) * square, m.y + (row + 0.5f) * square);
}

ImVec2 draw_card(ImDrawList* dl, ImVec2 m, float square, const clear::Card& card, const CardLook& look) {
  const ImVec2 size(square * clear::kColumns, square * clear::kRows);
  // Six face-down tiles, 3 across by 2 down, each holding 2 x 2 squares.
  const float gap = std::max(1.0f, square * 0.04f);
  for (int ty = 0; ty < 2; ++ty)
    for (int tx = 0; tx < 3; ++tx) {
      const ImVec2 a(m.x + tx * 2 * square + gap, m.y + ty * 2 * square + gap);
      const ImVec2 b(a.x + 2 * square - 2 * gap, a.y + 2 * square - 2 * gap);
      dl->AddRectFilled(a, b, colour::kTile, square * 0.12f);
      dl->AddRect(a, b, colour::kTileEdge, square * 0.12f, 0, std::max(1.0f, square * 0.03f));
      dl->AddLine(ImVec2((a.x + b.x) * 0.5f, a.y + 4), ImVec2((a.x + b.x) * 0.5f, b.y - 4), IM_COL32(255, 255, 255, 18));
      dl->AddLine(ImVec2(a.x + 4, (a.y + b.y) * 0.5f), ImVec2(b.x - 4, (a.y + b.y) * 0.5f), IM_COL32(255, 255, 255, 18));
    }
  const float radius = square * 0.42f;
  // Legal lines as faint strokes under the coins.
  auto stroke = [&](clear::SquareMask mask, ImU32 col, float thickness) {
    int first = -1, last = -1;
    for (int sq = 0; sq < clear::kSquares; ++sq)
      if (mask >> sq & 1) {
        if (first < 0) first = sq;
        last = sq;
      }
    if (first < 0) return;
    dl->AddLine(square_centre(m, square, first), square_centre(m, square, last), col, thickness);
  };
  for (clear::SquareMask line : look.faint_lines) stroke(line, colour::kGlowFaint, std::max(2.0f, square * 0.08f));
  for (int sq = 0; sq < clear::kSquares; ++sq) {
    const ImVec2 c = square_centre(m, square, sq);
    if (look.ghost >> sq & 1)
      dl->AddCircle(c, radius * 0.9f, IM_COL32(255, 255, 255, 70), 24, std::max(1.0f, square * 0.03f));
    if (look.glow >> sq & 1 && !(look.selected >> sq & 1))
      dl->AddCircleFilled(c, radius * 1.14f, with_alpha(colour::kGlow, 0.75f), 32);
    if (look.selected >> sq & 1)
      dl->AddCircleFilled(c, radius * 1.2f, colour::kSelected, 32);
  }
  if (look.selected) stroke(look.selected, colour::kSelected, std::max(4.0f, square * 0.16f));
  for (int sq = 0; sq < clear::kSquares; ++sq)
    if (card.squares[sq] != clear::kEmpty) draw_coin(dl, square_centre(m, square, sq), radius, card.squares[sq]);
  if (look.selected) {
    for (int sq = 0; sq < clear::kSquares; ++sq)
      if (look.selected >> sq & 1)
        dl->AddCircle(square_centre(m, square, sq), radius * 1.02f, colour::kSelected, 32, std::max(3.0f, square * 0.06f));
  }
  return size;
}

// ---------------------------------------------------------------------------------------
// The table screen.

void App::draw_table() {
  if (!match_) {
    go(Screen::kHome);
    return;
  }
  const ClearState& s = match_->state();
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 display = io.DisplaySize;
  const int n = s.num_players();
  const Match::Next next = match_->next();
  const int big = table_seat();
  const bool choosing = next == Match::Next::kHumanChoice;
  const bool landscape = display.x > display.y * 1.15f;

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin("##table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float pad = 10.0f;

  // Top bar: home, round, scores, rules.
  char round_text[64];
  std::snprintf(round_text, sizeof round_text, "Round %d of %d", std::min(s.rounds_completed() + 1, s.rounds()), s.rounds());
  ImGui::SetCursorScreenPos(ImVec2(pad, pad));
  if (button("table.home", "Home", ImVec2(0, kTouch))) go(Screen::kHome);
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushFont(fonts().bold);
    dl->AddText(ImVec2(p.x + 4, p.y + (kTouch - ImGui::GetFontSize()) * 0.5f), colour::kText, round_text);
    ImGui::PopFont();
  }
  const float right_buttons = 80.0f + 72.0f + 10.0f;
  ImGui::SetCursorScreenPos(ImVec2(display.x - pad - right_buttons, pad));
  if (button("table.scores", "Scores", ImVec2(80, kTouch))) go(Screen::kScoreboard);
  ImGui::SameLine();
  if (button("table.rules", "Rules", ImVec2(72, kTouch))) go(Screen::kRules);
  float top = pad + kTouch + 8.0f;
  if (!storage_notice_.empty()) {
    ImGui::SetCursorScreenPos(ImVec2(pad, top));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kWarning));
    ImGui::PushTextWrapPos(display.x - pad);
    ImGui::TextUnformatted(storage_notice_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    top = ImGui::GetCursorScreenPos().y + 2.0f;
  }

  // Geometry: the large card, then controls; others beside (landscape) or below (portrait).
  const float controls_h = kTouch + 8.0f;
  const float dice_h = 64.0f;
  const float status_h = 30.0f;
  float card_sq, card_x, card_y, side_x, side_y, side_w;
  if (landscape) {
    // The card at the left from the top; dice, status and the other cards at the right.
    const float avail_h = display.y - top - controls_h - pad - 24.0f;
    card_sq = std::min({avail_h / clear::kRows, (display.x * 0.55f) / clear::kColumns, 96.0f});
    card_x = pad;
    card_y = top + 24.0f;
    side_x = card_x + card_sq * clear::kColumns + 2 * pad;
    side_y = top;
    side_w = display.x - side_x - pad;
    // On wide screens keep the card and the side column together in the middle.
    if (side_w > 520.0f) {
      const float shift = (side_w - 520.0f) * 0.5f;
      card_x += shift;
      side_x += shift;
      side_w = 520.0f;
    }
  } else {
    const float avail_w = display.x - 2 * pad;
    const float avail_h = (display.y - top - dice_h - status_h - controls_h - 24.0f) * 0.62f;
    card_sq = std::min({avail_w / clear::kColumns, avail_h / clear::kRows, 96.0f});
    card_x = (display.x - card_sq * clear::kColumns) * 0.5f;
    card_y = top + dice_h + status_h + 24.0f;
    side_x = pad;
    side_y = card_y + card_sq * clear::kRows + controls_h + 14.0f;
    side_w = display.x - 2 * pad;
  }

  // Dice and the scratch tile.
  {
    const float dx = landscape ? side_x : pad;
    const float dy = landscape ? side_y : top;
    const float die = 52.0f;
    std::vector<int> dice = s.dice();
    if (dice.empty() && next == Match::Next::kRoll) dice.clear();
    const bool tumbling = now_ < roll_anim_until_;
    const int shown = dice.empty() ? 4 : static_cast<int>(dice.size());
    for (int i = 0; i < shown; ++i) {
      const ImVec2 at(dx + i * (die + 8.0f), dy + (tumbling ? std::sin(now_ * 40.0 + i) * 4.0f : 0.0f));
      if (dice.empty()) {
        dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 60), 9.0f, 0, 2.0f);
      } else {
        const int face = tumbling ? static_cast<int>(now_ * 30.0 + i * 7) % clear::kRanks : dice[i];
        draw_die(dl, at, die, face, i);
      }
    }
    // Scratch tile: pawns for consecutive Scratch Rounds.
    const float tile_x = landscape ? side_x + side_w - 110.0f : display.x - pad - 110.0f;
    const ImVec2 t0(tile_x, dy), t1(tile_x + 110.0f, dy + die);
    dl->AddRectFilled(t0, t1, colour::kFeltDark, 8.0f);
    dl->AddText(fonts().body, 16.0f, ImVec2(t0.x + 8, t0.y + 1), colour::kMuted, "Scratch");
    for (int i = 0; i < clear::kScratchRoundsForScratchOff; ++i)
      draw_pawn(dl, ImVec2(t0.x + 22.0f + i * 32.0f, t0.y + 36.0f), 24.0f, i < s.scratch_rounds());
    note_rect("table.scratch", t0, ImVec2(110.0f, die));
  }

  // Status line.
  std::string status;
  const std::string& big_name = match_->seats()[big].name;
  switch (next) {
    case Match::Next::kRoll: {
      const Seat& roller = match_->seats()[s.roller()];
      status = roller.name + (s.scratch_off() ? " rolls 2 dice (Scratch-Off)" : " rolls the dice") +
               (roller.human() ? ": tap Roll" : "…");
      break;
    }
    case Match::Next::kHumanChoice:
      status = big_name + ": pick a Line (" + std::to_string(lines_.size()) +
               (lines_.size() == 1 ? " Line matches)" : " Lines match)");
      break;
    case Match::Next::kBotChoice: status = match_->seats()[s.current_player()].name + " is choosing…"; break;
    default: status = ""; break;
  }
  {
    const float sy = top + dice_h + 6.0f;
    const float sx = landscape ? side_x : card_x;
    toast_y_ = sy - 6.0f;
    ImGui::PushFont(fonts().bold);
    dl->AddText(fonts().bold, kBodySize, ImVec2(sx, sy), colour::kText, status.c_str(), nullptr,
                landscape ? side_w : 0.0f);
    ImGui::PopFont();
    char info[128];
    const std::vector<int> totals = s.total_scores();
    const char* outcome = outcome_label(s.last_roll()[big], false);
    std::snprintf(info, sizeof info, "%s's card · %d coins · %d points%s%s", big_name.c_str(),
                  s.card(big).coins_left(), totals[big] + s.round_fours()[big], *outcome && !choosing ? " · " : "",
                  choosing ? "" : outcome);
    dl->AddText(ImVec2(card_x, card_y - 22.0f), colour::kMuted, info);
  }

  // The large card.
  CardLook look;
  if (choosing) {
    for (Action a : lines_) {
      look.glow |= static_cast<clear::SquareMask>(a);
      look.faint_lines.push_back(static_cast<clear::SquareMask>(a));
    }
    if (selected_ >= 0 && selected_ < static_cast<int>(lines_.size()))
      look.selected = static_cast<clear::SquareMask>(lines_[selected_]);
  } else {
    look.ghost = s.last_roll()[big].removed;
  }
  const ImVec2 card_min(card_x, card_y);
  draw_card(dl, card_min, card_sq, s.card(big), look);
  // Every square is tappable: a tap selects a legal Line through it (again: the next one).
  for (int sq = 0; sq < clear::kSquares; ++sq) {
    const ImVec2 c = square_centre(card_min, card_sq, sq);
    ImGui::SetCursorScreenPos(ImVec2(c.x - card_sq * 0.5f, c.y - card_sq * 0.5f));
    const std::string id = "table.square." + clear::square_name(sq);
    ImGui::PushID(sq);
    const bool tapped = ImGui::InvisibleButton("##sq", ImVec2(card_sq, card_sq));
    ImGui::PopID();
    note_item(id);
    if (tapped && choosing) {
      std::vector<int> through;
      for (int i = 0; i < static_cast<int>(lines_.size()); ++i)
        if (static_cast<clear::SquareMask>(lines_[i]) >> sq & 1) through.push_back(i);
      if (!through.empty()) {
        auto it = std::find(through.begin(), through.end(), selected_);
        selected_ = it == through.end() ? through.front() : through[(it - through.begin() + 1) % through.size()];
        message_ = match_->state().action_to_string(s.current_player(), lines_[selected_]);
      } else {
        message_ = "No matching Line through " + clear::square_name(sq);
      }
      frames_requested_ = 3;
    }
  }

  // Controls under the card.
  {
    const float cw = card_sq * clear::kColumns;
    const float cy = card_y + card_sq * clear::kRows + 10.0f;
    ImGui::SetCursorScreenPos(ImVec2(card_x, cy));
    if (choosing) {
      const float small = std::max(kTouch + 16.0f, cw * 0.24f);
      if (button("table.prev", "\xE2\x86\x90 Prev", ImVec2(small, kTouch), !lines_.empty())) {
        const int count = static_cast<int>(lines_.size());
        selected_ = selected_ < 0 ? count - 1 : (selected_ + count - 1) % count;
        message_ = s.action_to_string(s.current_player(), lines_[selected_]);
      }
      ImGui::SameLine();
      const bool has = selected_ >= 0;
      char label[64];
      if (has)
        std::snprintf(label, sizeof label, "Remove %s", std::popcount(static_cast<std::uint32_t>(lines_[selected_])) == 4 ? "Four" : "Line");
      else
        std::snprintf(label, sizeof label, "Tap a coin");
      if (button("table.confirm", label, ImVec2(cw - 2 * small - 20.0f, kTouch), has)) human_choose();
      ImGui::SameLine();
      if (button("table.next", "Next \xE2\x86\x92", ImVec2(small, kTouch), !lines_.empty())) {
        const int count = static_cast<int>(lines_.size());
        selected_ = selected_ < 0 ? 0 : (selected_ + 1) % count;
        message_ = s.action_to_string(s.current_player(), lines_[selected_]);
      }
    } else if (next == Match::Next::kRoll && match_->seats()[s.roller()].human()) {
      if (button("table.roll", s.scratch_off() ? "Roll 2 dice" : "Roll the dice", ImVec2(cw, kTouch))) roll_dice();
    } else if (next == Match::Next::kRoll || next == Match::Next::kBotChoice) {
      if (button("table.skip", "Skip ahead \xE2\x86\x92", ImVec2(cw, kTouch))) skip_ahead();
    }
  }

  // The other players' cards, smaller.
  {
    std::vector<int> others;
    for (int p = 0; p < n; ++p)
      if (p != big) others.push_back(p);
    const int count = static_cast<int>(others.size());
    if (count > 0) {
      const float header = landscape ? dice_h + status_h + 16.0f : 0.0f;
      const float avail_h = display.y - side_y - pad - header;
      const float y0 = side_y + header;
      int per_row = count > 1 ? 2 : 1;
      if (count > 4 || (landscape && count > 2 && side_w > 380.0f)) per_row = 3;
      const int rows = (count + per_row - 1) / per_row;
      const float cell_w = (side_w - (per_row - 1) * 10.0f) / per_row;
      const float cell_h = avail_h / rows;
      // Roomy cells: name, then points and what they did; tight cells: one line.
      const bool compact = cell_h < 150.0f;
      const float label_h = compact ? 24.0f : 46.0f;
      const float sq = std::max(8.0f, std::min({(cell_w - 4.0f) / clear::kColumns, (cell_h - label_h - 10.0f) / clear::kRows, 36.0f}));
      for (int i = 0; i < count; ++i) {
        const int p = others[i];
        const ImVec2 at(side_x + (i % per_row) * (cell_w + 10.0f), y0 + (i / per_row) * cell_h);
        const Seat& seat = match_->seats()[p];
        const bool acting = (next == Match::Next::kBotChoice || next == Match::Next::kHumanChoice) && s.current_player() == p;
        const char* outcome = outcome_label(s.last_roll()[p], acting);
        const int points = s.total_scores()[p] + s.round_fours()[p];
        char line1[96], line2[96];
        dl->PushClipRect(at, ImVec2(at.x + cell_w, at.y + cell_h), true);
        if (compact) {
          std::snprintf(line1, sizeof line1, "%s: %d%s%s", seat.name.c_str(), points, *outcome ? " · " : "", outcome);
          dl->AddText(fonts().bold, 16.0f, at, acting ? colour::kGlow : colour::kText, line1);
        } else {
          const bool narrow = cell_w < 180.0f;
          const char* tag = seat.human() ? "" : narrow ? " (bot)" : seat.kind == "strong" ? " · strong bot" : " · quick bot";
          std::snprintf(line1, sizeof line1, "%s%s", seat.name.c_str(), tag);
          std::snprintf(line2, sizeof line2, "%d %s%s%s", points, narrow ? "pts" : "points", *outcome ? " · " : "", outcome);
          dl->AddText(fonts().bold, kBodySize, at, acting ? colour::kGlow : colour::kText, line1);
          dl->AddText(fonts().body, 16.0f, ImVec2(at.x, at.y + 22.0f), colour::kMuted, line2);
        }
        dl->PopClipRect();
        CardLook mini;
        mini.ghost = s.last_roll()[p].removed;
        draw_card(dl, ImVec2(at.x, at.y + label_h), sq, s.card(p), mini);
      }
    }
  }
  ImGui::End();
}

}  // namespace allclear::web
