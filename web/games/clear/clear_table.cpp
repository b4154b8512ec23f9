#include "games/clear/clear_table.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <string>

#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

constexpr ImU32 kPawn = IM_COL32(250, 210, 90, 255);
constexpr ImU32 kPawnEmpty = IM_COL32(255, 255, 255, 60);

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

const char* phase_name(clear::Phase phase) {
  switch (phase) {
    case clear::Phase::kDealing: return "dealing";
    case clear::Phase::kRolling: return "rolling";
    case clear::Phase::kChoosing: return "choosing";
    case clear::Phase::kGameOver: return "over";
  }
  return "?";
}

// Matches are made by load_game("clear") and saves are checked to be Clear! games, so the
// state of this table's match is always a ClearState.
const ClearState& as_clear(const State& state) { return static_cast<const ClearState&>(state); }

class ClearTable : public Table {
 public:
  ClearTable() : Table(clear_game_info()) {}

  bool is_roll(const State& state) const override { return as_clear(state).phase() == clear::Phase::kRolling; }
  // Only the dice of this roll: after a Scratch Round the next roll waits for its roller, so
  // the Scratch Round is seen and announced.
  bool roll_goes_on(const State& state) const override {
    return is_roll(state) && !as_clear(state).rolling().empty();
  }
  bool between_rounds(const State& state) const override {
    const ClearState& s = as_clear(state);
    return s.phase() == clear::Phase::kDealing && s.rounds_completed() > 0 && s.dealing_player() == 0 &&
           s.dealt_squares() == 0;
  }
  int roller(const State& state) const override { return as_clear(state).roller(); }

  HomeIds home_ids() const override { return {"home.clear", "home.resume", "home.rules", "home.dismiss"}; }
  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override {
    // A card of coins with a Line glowing across it.
    const float r = size / 9.0f;
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 3; ++col) {
        const ImVec2 c(min.x + size * (0.2f + 0.3f * col), min.y + size * (0.2f + 0.3f * row));
        if (row == col) dl->AddCircleFilled(c, r + 3.0f, colour::kGlow);
        draw_coin(dl, c, r, (row * 3 + col) % 4 * 6 + 1 + (row + col) % 5);
      }
  }
  const char* blurb() const override {
    return "Roll four dice, remove matching Lines of coins from your card, be first to clear it. 1-6 players.";
  }
  std::string resume_label() const override { return "Resume: " + round_text(false); }
  std::string progress() const override { return round_text(true); }
  std::string scores() const override {
    const ClearState& s = state();
    std::string line = "Scores: ";
    const std::vector<int> totals = s.total_scores();
    for (int p = 0; p < s.num_players(); ++p)
      line += (p ? ", " : "") + match->seats()[p].name + " " + std::to_string(totals[p]);
    return line;
  }
  Screen game_over_screen() const override { return Screen::kScoreboard; }

  void started(Host& host) override { host.announce("Round 1: cards are laid", colour::kText); }
  void rolling(Host& /*host*/) override {
    roller_ = state().roller();
    scratch_off_ = state().scratch_off();
  }
  void rolled(Host& host, bool round_ended) override;
  void chose(Host& host, int player, Action action, bool round_ended) override;
  void after_action(Host& host) override;
  std::vector<Step> describe(const State& before, int player, Action action, const State& after) const override;
  void refresh() override;

  void draw_table(Host& host) override;
  void draw_summary(Host& host) override;
  const char* rules_byline() const override {
    return "A game by David Hassell (2003), for 1 to 6 players. These are the rules as this app plays them.";
  }
  const std::vector<RulesSection>& rules() const override;
  void write_json(Text& out) const override;

 private:
  const ClearState& state() const { return as_clear(match->state()); }
  std::string round_text(bool capital) const {
    const ClearState& s = state();
    char text[64];
    std::snprintf(text, sizeof text, "%s %d of %d", capital ? "Round" : "round",
                  std::min(s.rounds_completed() + 1, s.rounds()), s.rounds());
    return text;
  }
  int table_seat() const;  // whose card is drawn large
  void human_choose(Host& host);
  // "Ana: Clear!", "Ana: Four! +2" or "Ana removes a Line of 3" after a choice.
  void announce_choice(Host& host, int player, const clear::PlayerRoll& roll, int removed);

  std::vector<Action> lines_;  // the human's legal lines, Lines of 4 first
  int selected_ = -1;          // index into lines_
  int roller_ = 0;             // who rolled the roll under way, and whether it was a Scratch-Off
  bool scratch_off_ = false;
};

}  // namespace

std::unique_ptr<Table> make_clear_table() { return std::make_unique<ClearTable>(); }


// ---------------------------------------------------------------------------------------
// Play: what is announced, and the human's Line.

int ClearTable::table_seat() const {
  if (!match) return 0;
  const ClearState& s = state();
  if (match->next() == Match::Next::kHumanChoice) return s.current_player();
  for (int p = 0; p < s.num_players(); ++p)
    if (match->seats()[p].human()) return p;
  return 0;
}

void ClearTable::refresh() {
  lines_.clear();
  selected_ = -1;
  if (!match || match->next() != Match::Next::kHumanChoice) return;
  lines_ = state().legal_actions();
  std::stable_sort(lines_.begin(), lines_.end(), [](Action a, Action b) {
    return std::popcount(static_cast<std::uint32_t>(a)) > std::popcount(static_cast<std::uint32_t>(b));
  });
}

// What the timeline shows: each roll once its dice are all thrown, and each Line removed; a bot's
// stays up long enough to follow, a person's own passes at once (the log keeps both).
std::vector<Step> ClearTable::describe(const State& before, int player, Action action, const State& after) const {
  const ClearState& b = as_clear(before);
  const ClearState& a = as_clear(after);
  if (player < 0) {
    if (b.phase() != clear::Phase::kRolling || a.phase() == clear::Phase::kRolling) return {};
    std::vector<int> faces = b.rolling();
    faces.push_back(static_cast<int>(action));
    std::string dice;
    for (int d : faces) dice += (dice.empty() ? "" : " ") + (d == clear::kNull ? std::string("null") : clear::rank_symbol(d));
    const Seat& roller = match->seats()[b.roller()];
    return {Step{0, roller.human() ? 0.0 : 1.0, roller.name + (b.scratch_off() ? " rolls the Scratch-Off: " : " rolls ") + dice}};
  }
  const Seat& seat = match->seats()[player];
  const int length = std::popcount(static_cast<std::uint32_t>(action));
  std::string text = seat.name + (length == 4 ? " removes a Four! (+2)" : " removes a Line of " + std::to_string(length));
  const bool ended = a.rounds_completed() > b.rounds_completed();
  const clear::PlayerRoll& roll = ended ? a.results().back().last_roll[player] : a.last_roll()[player];
  if (roll.cleared) text += ": Clear!";
  return {Step{0, seat.human() ? 0.0 : 1.1, text}};
}

void ClearTable::rolled(Host& host, bool round_ended) {
  const ClearState& s = state();
  std::string dice;
  const auto& faces = round_ended ? s.results().back().dice : s.dice();
  for (int d : faces) dice += (dice.empty() ? "" : " ") + (d == clear::kNull ? std::string("null") : clear::rank_symbol(d));
  host.announce(match->seats()[roller_].name + (scratch_off_ ? " rolls the Scratch-Off: " : " rolls ") + dice,
               colour::kText);
  // A Scratch-Off that nobody can use ends the round at once.
  const Match::Next next = match->next();
  if ((s.rounds_completed() > 0 && next == Match::Next::kRoundOver) || next == Match::Next::kGameOver)
    host.announce("Scratch-Off: nobody can move. Condition B scoring", colour::kWarning);
}

void ClearTable::announce_choice(Host& host, int player, const clear::PlayerRoll& roll, int removed) {
  const std::string& name = match->seats()[player].name;
  if (roll.cleared)
    host.announce(name + ": Clear!", colour::kGlow);
  else if (roll.four)
    host.announce(name + ": Four! +2", colour::kGlow);
  else
    host.announce(name + " removes a Line of " + std::to_string(removed), colour::kText);
}

void ClearTable::chose(Host& host, int player, Action action, bool round_ended) {
  const ClearState& s = state();
  const clear::PlayerRoll& r = round_ended ? s.results().back().last_roll[player] : s.last_roll()[player];
  announce_choice(host, player, r, std::popcount(static_cast<std::uint32_t>(action)));
}

void ClearTable::after_action(Host& host) {
  const ClearState& s = state();
  const int n = s.num_players();
  const Match::Next next = match->next();
  // Scratches are automatic: say who scratched on this roll.
  if (next == Match::Next::kRoll || next == Match::Next::kHumanChoice || next == Match::Next::kBotChoice) {
    std::string scratched;
    int scratches = 0;
    for (int p = 0; p < n; ++p) {
      if (s.last_roll()[p].outcome == clear::Outcome::kScratch) {
        scratched += (scratched.empty() ? "" : ", ") + match->seats()[p].name;
        ++scratches;
      }
    }
    if (next == Match::Next::kRoll && scratches == n) {
      if (s.scratch_off())
        host.announce("Third Scratch Round: Scratch-Off! Two dice, Lines of 2", colour::kWarning);
      else
        host.announce("Scratch Round " + std::to_string(s.scratch_rounds()) + " of 3", colour::kWarning);
    } else if (scratches > 0 && s.phase() == clear::Phase::kChoosing) {
      // Reported once, right after the roll (nobody has chosen yet).
      bool anyone_chose = false;
      for (int p = 0; p < n; ++p) anyone_chose |= s.last_roll()[p].removed != 0;
      if (!anyone_chose) host.announce("Scratch! " + scratched, colour::kMuted);
    }
  }
  // Several humans on one device: say whose card is up now.
  if (next == Match::Next::kHumanChoice && match->humans() > 1)
    host.announce(match->seats()[s.current_player()].name + ", your turn: pick a Line", colour::kText);
}

void ClearTable::human_choose(Host& host) {
  if (selected_ < 0 || selected_ >= static_cast<int>(lines_.size())) return;
  host.choose(lines_[selected_]);
}

// ---------------------------------------------------------------------------------------
// The card.

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

void ClearTable::draw_table(Host& host) {
  const ClearState& s = state();
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 display = io.DisplaySize;
  const int n = s.num_players();
  const Match::Next next = match->next();
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
  if (button("table.home", "Home", ImVec2(0, kTouch))) host.go(Screen::kHome);
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushFont(fonts().bold);
    dl->AddText(ImVec2(p.x + 4, p.y + (kTouch - ImGui::GetFontSize()) * 0.5f), colour::kText, round_text);
    ImGui::PopFont();
  }
  float top = draw_table_corner(host, display, pad);
  if (draw_open_log(*this, Box{ImVec2(pad, top), ImVec2(display.x - 2 * pad, display.y - top - pad)})) {
    ImGui::End();
    return;
  }

  // Geometry: the large card, then controls; others beside (landscape) or below (portrait).
  const float controls_h = kTouch + 8.0f;
  const float dice_h = 64.0f;
  const float news_h = 48.0f;    // the news line, in a place of its own
  const float status_h = 30.0f;
  float card_sq, card_x, card_y, side_x, side_y, side_w;
  if (landscape) {
    // The card at the left from the top; dice, status and the other cards at the right.
    const float avail_h = display.y - top - controls_h - pad - 24.0f;  // the card's column
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
    const float avail_h = (display.y - top - dice_h - news_h - status_h - controls_h - 24.0f) * 0.62f;
    card_sq = std::min({avail_w / clear::kColumns, avail_h / clear::kRows, 96.0f});
    card_x = (display.x - card_sq * clear::kColumns) * 0.5f;
    card_y = top + dice_h + news_h + status_h + 24.0f;
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
    const bool tumbling = host.tumbling();
    const int shown = dice.empty() ? 4 : static_cast<int>(dice.size());
    for (int i = 0; i < shown; ++i) {
      const ImVec2 at(dx + i * (die + 8.0f), dy + (tumbling ? std::sin(host.now() * 40.0 + i) * 4.0f : 0.0f));
      if (dice.empty()) {
        dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 60), 9.0f, 0, 2.0f);
      } else {
        const int face = tumbling ? static_cast<int>(host.now() * 30.0 + i * 7) % clear::kRanks : dice[i];
        draw_die(dl, at, die, face, i);
      }
    }
    // Scratch tile: pawns for consecutive Scratch Rounds.
    const float tile_x = landscape ? side_x + side_w - 110.0f : display.x - pad - 110.0f;
    const ImVec2 t0(tile_x, dy), t1(tile_x + 110.0f, dy + die);
    dl->AddRectFilled(t0, t1, colour::kFeltDark, 8.0f);
    dl->AddText(fonts().body, 16.0f, ImVec2(t0.x + 8, t0.y + 1), colour::kMuted, "Scratch");
    for (int i = 0; i < clear::kScratchRoundsForScratchOff; ++i)
      draw_pawn(dl, ImVec2(t0.x + 22.0f + i * 32.0f, t0.y + 36.0f), 24.0f, i < s.scratch_rounds() ? kPawn : kPawnEmpty);
    note_rect("table.scratch", t0, ImVec2(110.0f, die));
  }

  // Status line.
  std::string status;
  const std::string& big_name = match->seats()[big].name;
  switch (next) {
    case Match::Next::kRoll: {
      const Seat& roller = match->seats()[s.roller()];
      status = roller.name + (s.scratch_off() ? " rolls 2 dice (Scratch-Off)" : " rolls the dice") +
               (roller.human() ? ": tap Roll" : "…");
      break;
    }
    case Match::Next::kHumanChoice:
      status = big_name + ": pick a Line (" + std::to_string(lines_.size()) +
               (lines_.size() == 1 ? " Line matches)" : " Lines match)");
      break;
    case Match::Next::kBotChoice: status = match->seats()[s.current_player()].name + " is choosing…"; break;
    default: status = ""; break;
  }
  {
    // The news line under the dice (over the side column in landscape), then the status line.
    const float nx = landscape ? side_x : pad;
    draw_news_line(host, *this, Box{ImVec2(nx, top + dice_h + 4.0f), ImVec2(landscape ? side_w : display.x - 2 * pad, news_h - 6.0f)});
    const float sy = top + dice_h + news_h + 4.0f;
    const float sx = landscape ? side_x : card_x;
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
    // Kept over the card: smaller when long, and clipped at its edge (the dice are beside it
    // in landscape).
    const float card_w = card_sq * clear::kColumns;
    const float size = fonts().body->CalcTextSizeA(kBodySize, 1e9f, 0.0f, info).x > card_w ? 14.0f : kBodySize;
    dl->PushClipRect(ImVec2(card_x, card_y - 24.0f), ImVec2(card_x + card_w, card_y), true);
    dl->AddText(fonts().body, size, ImVec2(card_x, card_y - 20.0f), colour::kMuted, info);
    dl->PopClipRect();
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
        host.say(s.action_to_string(s.current_player(), lines_[selected_]));
      } else {
        host.say("No matching Line through " + clear::square_name(sq));
      }
      host.request_frames();
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
        host.say(s.action_to_string(s.current_player(), lines_[selected_]));
      }
      ImGui::SameLine();
      const bool has = selected_ >= 0;
      char label[64];
      if (has)
        std::snprintf(label, sizeof label, "Remove %s", std::popcount(static_cast<std::uint32_t>(lines_[selected_])) == 4 ? "Four" : "Line");
      else
        std::snprintf(label, sizeof label, "Tap a coin");
      if (button("table.confirm", label, ImVec2(cw - 2 * small - 20.0f, kTouch), has && follower.caught_up()))
        human_choose(host);
      ImGui::SameLine();
      if (button("table.next", "Next \xE2\x86\x92", ImVec2(small, kTouch), !lines_.empty())) {
        const int count = static_cast<int>(lines_.size());
        selected_ = selected_ < 0 ? 0 : (selected_ + 1) % count;
        host.say(s.action_to_string(s.current_player(), lines_[selected_]));
      }
    } else if (next == Match::Next::kRoll && match->seats()[s.roller()].human()) {
      if (button("table.roll", s.scratch_off() ? "Roll 2 dice" : "Roll the dice", ImVec2(cw, kTouch))) host.roll_dice();
    }
  }

  // The other players' cards, smaller.
  {
    std::vector<int> others;
    for (int p = 0; p < n; ++p)
      if (p != big) others.push_back(p);
    const int count = static_cast<int>(others.size());
    if (count > 0) {
      const float header = landscape ? dice_h + news_h + status_h + 16.0f : 0.0f;
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
        const Seat& seat = match->seats()[p];
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


// ---------------------------------------------------------------------------------------
// The round summary and the rules.

void ClearTable::draw_summary(Host& host) {
  const ClearState& s = state();
  if (s.results().empty()) {
    host.go(Screen::kTable);
    return;
  }
  const clear::RoundResult& result = s.results().back();
  const bool over = match->next() == Match::Next::kGameOver;
  std::string clearers;
  for (int p = 0; p < s.num_players(); ++p)
    if (result.players[p].cleared) clearers += (clearers.empty() ? "" : " and ") + match->seats()[p].name;
  const std::string headline =
      result.condition == clear::Condition::kA
          ? clearers + " called Clear! Condition A: a clear card scores 10 minus its coins left."
          : "Scratch-Off with no Line for anyone. Condition B: fewer than 10 coins left scores 10 minus coins left.";
  begin_summary("Round " + std::to_string(s.results().size()) + " of " + std::to_string(s.rounds()), headline);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    const clear::PlayerRoundScore& score = result.players[p];
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float sq = 22.0f;
    if (p < static_cast<int>(result.cards.size())) draw_card(dl, ImVec2(at.x, at.y + 4.0f), sq, result.cards[p], CardLook{});
    ImGui::SetCursorScreenPos(ImVec2(at.x + sq * clear::kColumns + 14.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushFont(fonts().bold);
    char line[160];
    std::snprintf(line, sizeof line, "%s: %d this round, %d in all", match->seats()[p].name.c_str(), score.total(), totals[p]);
    ImGui::PushTextWrapPos(at.x + w);
    ImGui::TextUnformatted(line);
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    std::snprintf(line, sizeof line, "%d coin%s left%s", score.coins_left, score.coins_left == 1 ? "" : "s",
                  score.cleared ? ", cleared" : "");
    ImGui::TextUnformatted(line);
    if (score.clear) {
      std::snprintf(line, sizeof line, "Clear: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.clear);
      ImGui::TextUnformatted(line);
    }
    if (score.bonus) {
      std::snprintf(line, sizeof line, "Bonus: %d (the coins on %s's card)", score.bonus,
                    result.bonus_from >= 0 ? match->seats()[result.bonus_from].name.c_str() : "?");
      ImGui::TextUnformatted(line);
    }
    if (score.scratch_off) {
      std::snprintf(line, sizeof line, "Condition B: 10 \xE2\x88\x92 %d = %d", score.coins_left, score.scratch_off);
      ImGui::TextUnformatted(line);
    }
    if (score.fours) {
      std::snprintf(line, sizeof line, "Fours: +%d", score.fours);
      ImGui::TextUnformatted(line);
    }
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    if (used < sq * clear::kRows + 12.0f) ImGui::Dummy(ImVec2(1, sq * clear::kRows + 12.0f - used));
  }
  if (over) {
    ImGui::Separator();
    std::string winners;
    for (int p : s.winners()) winners += (winners.empty() ? "" : " and ") + match->seats()[p].name;
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted((winners + (s.winners().size() > 1 ? " win!" : " wins!")).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over)) {
    host.next_round();
    host.announce("Round " + std::to_string(s.rounds_completed() + 1) + ": new cards are laid", colour::kText);
  }
  ImGui::End();
}


const std::vector<RulesSection>& ClearTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"Your card",
       "Each player has 24 coins: four suits (suns, moons, crowns, arms) of six ranks (null, ace, 2, 3, 4, 5). "
       "At the start of every round they are shuffled and laid on a card of 6 columns by 4 rows, left to right, "
       "top to bottom. Only ranks matter for play; suits are there to tell the coins apart. A null coin shows an "
       "empty circle."},
      {"Lines",
       "A Line runs along a row, a column or a diagonal in either direction. Empty squares do not break a Line: "
       "take the coins along it in order, skipping gaps. A row A _ _ 2 5 _ holds the Line of 3 A 2 5."},
      {"Rolling",
       "Four dice with faces null, ace, 2, 3, 4, 5 are rolled. The roller changes with every roll, moving one seat "
       "on, and the first roller moves one seat on each round. Everyone plays on the same roll, in seat order, and "
       "sees the choices of the seats before them."},
      {"Removing a Line",
       "A Line of 4 matches when its ranks are exactly the four dice, in any order. A Line of 3 matches when its "
       "ranks are three different dice of the four (for ace/2/2/5: 2-ace-5, ace-2-2 and 5-2-2 match; ace-ace-2 "
       "does not). A player with a matching Line must remove exactly one, and may pick any matching Line; the app "
       "offers Lines of 4 first. Removing a Line of 4 is a Four! and scores 2 points at once, kept whatever "
       "happens later."},
      {"Scratch",
       "A player with no matching Line calls Scratch! The app does this for you automatically. When every player "
       "scratches on a roll, that is a Scratch Round and a pawn goes on the scratch tile; any removal empties the "
       "tile. After 3 Scratch Rounds in a row comes the Scratch-Off: the same roller rolls only 2 dice and players "
       "remove a Line of 2 matching both. If someone can, play goes on with four dice."},
      {"Clear!",
       "After a removal, a card is Clear when no row, column or diagonal still holds 3 or more coins (so a clear "
       "card holds at most 8 coins). The round ends on the roll where one or more players clear."},
      {"Scoring",
       "Condition A (someone cleared): each player who cleared scores 10 minus the coins left on their card. If "
       "exactly one player cleared, they also score a bonus of 1 point per coin on another card: the app always "
       "takes the fullest other card (the first in seat order on a tie).\n"
       "Condition B (the Scratch-Off leaves everyone scratching): each player with fewer than 10 coins left "
       "scores 10 minus their coins left.\n"
       "Fours score 2 each in either case."},
      {"The game",
       "7 rounds by default (1 to 15). Most points wins; ties share the win. Each game has a seed: the same seed "
       "and the same choices give the same game."},
      {"On this device",
       "Tap a glowing coin to select a matching Line through it; tap again to cycle through the Lines on that coin, "
       "or use Prev and Next. Nothing is removed until you tap Remove. Every roll and every bot's Line stays on the "
       "table long enough to follow; Skip, beside the news line, shows the rest at once, and a tap on the news line "
       "opens the round's log. The game is saved after every move and resumes where you left it."},
  };
  return kRules;
}

void ClearTable::write_json(Text& out) const {
  const ClearState& s = state();
  std::vector<int> humans, dice = s.dice();
  for (const Seat& seat : match->seats()) humans.push_back(seat.human() ? 1 : 0);
  out << "\"phase\":\"" << phase_name(s.phase()) << "\"";
  out << ",\"round\":" << std::min(s.rounds_completed() + 1, s.rounds()) << ",\"rounds\":" << s.rounds();
  out << ",\"roundsCompleted\":" << s.rounds_completed();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.roller();
  out << ",\"tableSeat\":" << table_seat();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"dice\":";
  json_list(out, dice);
  std::vector<Action> legal;
  if (s.phase() == clear::Phase::kChoosing) legal = s.legal_actions();
  out << ",\"legal\":";
  json_list(out, legal);
  out << ",\"lines\":";
  json_list(out, lines_);
  out << ",\"selected\":" << (selected_ >= 0 && selected_ < (int)lines_.size() ? lines_[selected_] : 0);
  out << ",\"history\":" << s.history().size();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"scratchRounds\":" << s.scratch_rounds() << ",\"scratchOff\":" << (s.scratch_off() ? "true" : "false");
  out << ",\"cards\":[";
  for (int p = 0; p < s.num_players(); ++p) {
    std::vector<int> squares(s.card(p).squares.begin(), s.card(p).squares.end());
    out << (p ? "," : "");
    json_list(out, squares);
  }
  out << "]";
  if (s.rounds_completed() > 0) {
    const clear::RoundResult& last = s.results().back();
    out << ",\"finished\":{\"round\":" << s.rounds_completed() << ",\"dice\":";
    json_list(out, last.dice);
    out << ",\"cards\":[";
    for (std::size_t p = 0; p < last.cards.size(); ++p) {
      std::vector<int> squares(last.cards[p].squares.begin(), last.cards[p].squares.end());
      out << (p ? "," : "");
      json_list(out, squares);
    }
    out << "]}";
  }
}

}  // namespace allclear::web
