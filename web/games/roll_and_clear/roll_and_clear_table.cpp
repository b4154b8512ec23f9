#include "games/roll_and_clear/roll_and_clear_table.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "kit/host.h"
#include "core/roll_and_clear/roll_and_clear.h"
#include "kit/pieces.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

using roll_and_clear::Grid;
using roll_and_clear::Phase;
using roll_and_clear::kClearColumn;
using roll_and_clear::kClearRow;
using roll_and_clear::kDone;

constexpr double kClearSeconds = 1.3;      // the line leaves, then the grid closes up
constexpr double kLeaveShare = 0.45;       // the part of it where the line leaves
constexpr double kRoundEndSeconds = 2.0;   // the last clear of a round stays up before the summary
constexpr int kMaxPlaces = roll_and_clear::kGridCards;

// Matches are made by load_game("roll-and-clear") and saves are checked to be Roll and Clear
// games, so the state of this table's match is always a RollAndClearState.
const RollAndClearState& as_rc(const State& state) { return static_cast<const RollAndClearState&>(state); }

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

const char* value_symbol(int value) {
  static const char* kSymbols[] = {"?", "A", "2", "3", "4", "5", "6"};
  return value >= 1 && value <= 6 ? kSymbols[value] : "?";
}

std::string line_name(Action line) {
  if (line >= kClearColumn) return "column " + std::to_string(line - kClearColumn + 1);
  return "row " + std::to_string(line - kClearRow + 1);
}

std::string dice_text(const std::vector<int>& dice) {
  std::string text;
  for (int d : dice) text += (text.empty() ? "" : " ") + std::to_string(d);
  return text;
}

// Rows and columns of `grid` whose every card is in `mask`, as kClearRow + row / kClearColumn +
// column (the core's order; a grid of one card has one line).
std::vector<Action> full_lines(const Grid& g, std::uint32_t mask) {
  std::vector<Action> lines;
  for (int r = 0; r < g.rows; ++r) {
    bool full = true;
    for (int c = 0; c < g.columns; ++c) full &= (mask >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearRow + r);
  }
  if (g.size() == 1) return lines;
  for (int c = 0; c < g.columns; ++c) {
    bool full = true;
    for (int r = 0; r < g.rows; ++r) full &= (mask >> (r * g.columns + c) & 1) != 0;
    if (full) lines.push_back(kClearColumn + c);
  }
  return lines;
}

std::uint32_t line_mask(const Grid& g, Action line) {
  std::uint32_t mask = 0;
  for (int i = 0; i < g.size(); ++i) {
    const bool in = line >= kClearColumn ? i % g.columns == line - kClearColumn : i / g.columns == line - kClearRow;
    if (in) mask |= std::uint32_t{1} << i;
  }
  return mask;
}

// ---------------------------------------------------------------------------------------
// Drawing: cards (the value large, the suit under it); dice with pips are in pieces.

constexpr ImU32 kCard = IM_COL32(248, 242, 226, 255);
constexpr ImU32 kCardEdge = IM_COL32(150, 130, 96, 255);
constexpr ImU32 kDie = IM_COL32(252, 252, 248, 255);
constexpr ImU32 kStagedDie = IM_COL32(255, 224, 170, 255);

// A card face scaled by `scale` about its centre.
void draw_card_face(ImDrawList* dl, ImVec2 a, float w, float h, int card, float scale) {
  const ImVec2 c(a.x + w * 0.5f, a.y + h * 0.5f);
  w *= scale;
  h *= scale;
  if (w < 2.0f) return;
  a = ImVec2(c.x - w * 0.5f, c.y - h * 0.5f);
  const ImVec2 b(a.x + w, a.y + h);
  const float round = std::min(w, h) * 0.12f;
  dl->AddRectFilled(ImVec2(a.x + 1.5f, a.y + 2.5f), ImVec2(b.x + 1.5f, b.y + 2.5f), IM_COL32(0, 0, 0, 80), round);
  dl->AddRectFilled(a, b, kCard, round);
  dl->AddRect(a, b, kCardEdge, round, 0, std::max(1.0f, w * 0.02f));
  const int suit = roll_and_clear::card_suit(card), value = roll_and_clear::card_value(card);
  const ImU32 col = suit_colour(suit);
  if (h < 44.0f) {
    // Small cards: the value, and the suit beside it when there is room.
    text_at(dl, fonts().bold, h * 0.62f, ImVec2(c.x - (w > 30 ? w * 0.16f : 0.0f), c.y), col, value_symbol(value));
    if (w > 30) draw_suit(dl, ImVec2(c.x + w * 0.24f, c.y), std::min(w * 0.34f, h * 0.5f), suit, kCard);
    return;
  }
  text_at(dl, fonts().title, h * 0.44f, ImVec2(c.x, a.y + h * 0.32f), col, value_symbol(value));
  draw_suit(dl, ImVec2(c.x, a.y + h * 0.73f), std::min(w, h) * 0.36f, suit, kCard);
}

// A die on a card: over the lower part, the value still showing above it.
void draw_die_on_card(ImDrawList* dl, ImVec2 a, float w, float h, int value, bool staged) {
  const float size = std::min(w * 0.62f, h * 0.5f);
  const ImVec2 at(a.x + (w - size) * 0.5f, a.y + h - size - std::max(2.0f, h * 0.05f));
  if (staged)
    draw_pip_die(dl, at, size, value, kStagedDie, colour::kSelected, std::max(2.0f, size * 0.07f));
  else
    draw_pip_die(dl, at, size, value, kDie, IM_COL32(60, 60, 60, 255), 1.5f);
}

// Where a grid's cards go: a box the size of the full 4 x 3 grid; the grid is centred across
// it and starts at its top, so a cleared row lets the rows below move up.
struct GridBox {
  ImVec2 min;
  float card_w = 0, card_h = 0, gap = 0;
  ImVec2 size() const {
    return ImVec2(roll_and_clear::kStartColumns * card_w + (roll_and_clear::kStartColumns - 1) * gap,
                  roll_and_clear::kStartRows * card_h + (roll_and_clear::kStartRows - 1) * gap);
  }
  ImVec2 card(int rows, int columns, int r, int c) const {
    (void)rows;
    const float gw = columns * card_w + std::max(0, columns - 1) * gap;
    return ImVec2(min.x + (size().x - gw) * 0.5f + c * (card_w + gap), min.y + r * (card_h + gap));
  }
};

struct GridLook {
  std::uint32_t locked = 0;   // dice locked in the core
  std::uint32_t staged = 0;   // dice put there by taps, not applied yet
  std::uint32_t targets = 0;  // cards the chosen die (or any free die) may go on
  std::uint32_t line = 0;     // the line that will clear
};

void draw_grid(ImDrawList* dl, const GridBox& box, const Grid& g, const GridLook& look) {
  const float round = std::min(box.card_w, box.card_h) * 0.12f;
  for (int i = 0; i < g.size(); ++i) {
    const ImVec2 a = box.card(g.rows, g.columns, i / g.columns, i % g.columns);
    const ImVec2 b(a.x + box.card_w, a.y + box.card_h);
    const std::uint32_t bit = std::uint32_t{1} << i;
    if (look.targets & bit) dl->AddRectFilled(ImVec2(a.x - 5, a.y - 5), ImVec2(b.x + 5, b.y + 5), with_alpha(colour::kGlow, 0.85f), round + 4);
    draw_card_face(dl, a, box.card_w, box.card_h, g.cards[i], 1.0f);
    const int value = roll_and_clear::card_value(g.cards[i]);
    if (look.locked & bit) draw_die_on_card(dl, a, box.card_w, box.card_h, value, false);
    if (look.staged & bit) draw_die_on_card(dl, a, box.card_w, box.card_h, value, true);
    if (look.line & bit) dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), colour::kSelected, round + 2, 0, 4.0f);
  }
}

// A clear as it happens: the line's cards shrink away with their dice, then the other cards
// slide to their places in the smaller grid. t goes from 0 to 1.
void draw_clearing_grid(ImDrawList* dl, const GridBox& box, const Grid& before, int row, int column,
                        std::uint32_t locked, float t) {
  const int after_rows = row >= 0 ? before.rows - 1 : before.rows;
  const int after_columns = column >= 0 ? before.columns - 1 : before.columns;
  const float leave = std::clamp(t / static_cast<float>(kLeaveShare), 0.0f, 1.0f);
  float slide = std::clamp((t - static_cast<float>(kLeaveShare)) / static_cast<float>(1.0 - kLeaveShare), 0.0f, 1.0f);
  slide = slide * slide * (3 - 2 * slide);  // ease in and out
  for (int i = 0; i < before.size(); ++i) {
    const int r = i / before.columns, c = i % before.columns;
    const ImVec2 from = box.card(before.rows, before.columns, r, c);
    const int value = roll_and_clear::card_value(before.cards[i]);
    if (r == row || c == column) {
      if (leave >= 1.0f) continue;
      const float scale = 1.0f - leave;
      dl->AddRectFilled(ImVec2(from.x - 5, from.y - 5), ImVec2(from.x + box.card_w + 5, from.y + box.card_h + 5),
                        with_alpha(colour::kGlow, 0.9f * scale), 10.0f);
      draw_card_face(dl, from, box.card_w, box.card_h, before.cards[i], 0.3f + 0.7f * scale);
      if (scale > 0.5f) draw_die_on_card(dl, from, box.card_w, box.card_h, value, false);
      continue;
    }
    const int nr = row >= 0 && r > row ? r - 1 : r;
    const int nc = column >= 0 && c > column ? c - 1 : c;
    const ImVec2 to = box.card(after_rows, after_columns, nr, nc);
    const ImVec2 at(from.x + (to.x - from.x) * slide, from.y + (to.y - from.y) * slide);
    draw_card_face(dl, at, box.card_w, box.card_h, before.cards[i], 1.0f);
    if (leave < 1.0f && (locked >> i & 1)) draw_die_on_card(dl, at, box.card_w, box.card_h, value, false);
  }
}

// ---------------------------------------------------------------------------------------

// One roll of a turn, as the log shows it.
struct TurnRoll {
  std::vector<int> dice;
  int locks = 0;
};

struct TurnLog {
  int player = -1;
  std::vector<TurnRoll> rolls;
  std::string cleared;  // "row 2", or empty
};

// The latest clear, with the grid before it (to show it happen).
struct ClearShown {
  int player = -1;
  int row = -1, column = -1;
  Grid before;
  std::uint32_t locked = 0;
  bool ended_round = false;
  double start = 0;  // when it is being shown (0: not)
};

// The table as the latest round ended (the core deals the next round's grids at once).
struct RoundEnd {
  int round = 0;  // rounds completed with it
  int emptied_by = -1;
  std::vector<Grid> grids;  // the one who emptied theirs: empty
  std::vector<int> turns;
};

class RollAndClearTable : public Table {
 public:
  RollAndClearTable() : Table(roll_and_clear_game_info()) {}

  // A turn's first roll is made by its player (Roll, or a bot on a timer), and so is a roll after
  // one that matched no card (the core skips the placing): that roll stays on the table until
  // its player rolls again. A roll after Roll again follows at once (the tap was Roll again);
  // dealing is done at once, the next round after the summary.
  bool is_roll(const State& state) const override {
    const RollAndClearState& s = as_rc(state);
    if (s.phase() != Phase::kRolling || !s.rolling().empty()) return false;
    return s.rolls_made() == 0 || s.history().empty() || s.history().back() != kDone;
  }
  bool roll_goes_on(const State& state) const override {
    const RollAndClearState& s = as_rc(state);
    return s.phase() == Phase::kRolling && !s.rolling().empty();
  }
  bool between_rounds(const State& state) const override {
    const RollAndClearState& s = as_rc(state);
    return s.phase() == Phase::kDealing && s.rounds_completed() > 0;
  }
  int roller(const State& state) const override { return as_rc(state).turn_player(); }

  HomeIds home_ids() const override {
    return {"home.roll-and-clear", "home.roll-and-clear.resume", "home.roll-and-clear.rules",
            "home.roll-and-clear.dismiss"};
  }
  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override {
    // A grid of numbered cards, a die locked on one of them.
    const float cw = size / 4.0f, ch = size / 3.0f;
    for (int row = 0; row < 3; ++row)
      for (int col = 0; col < 4; ++col) {
        const ImVec2 a(min.x + col * cw + 1.5f, min.y + row * ch + 1.5f);
        dl->AddRectFilled(a, ImVec2(a.x + cw - 3.0f, a.y + ch - 3.0f), IM_COL32(248, 246, 238, 255), 3.0f);
        const char digit[2] = {static_cast<char>('1' + (row * 4 + col * 5) % 6), 0};
        text_at(dl, fonts().bold, cw * 0.55f, ImVec2(a.x + cw * 0.45f, a.y + ch * 0.45f), IM_COL32(40, 40, 40, 255), digit);
      }
    draw_pip_die(dl, ImVec2(min.x + cw * 1.2f, min.y + ch * 1.15f), cw * 0.7f, 5, IM_COL32(252, 252, 248, 255), colour::kGlow, 2.0f);
  }
  const char* blurb() const override {
    return "Roll up to three times a turn, lock dice on cards of the same value and clear whole rows or columns "
           "of your grid. Lowest total wins. 1-4 players.";
  }
  std::string resume_label() const override { return "Resume: " + round_text(false); }
  std::string progress() const override {
    return round_text(true) + ", " + match->seats()[state().turn_player()].name + "'s turn";
  }
  std::string scores() const override {
    const RollAndClearState& s = state();
    std::string line = "Scores (lowest wins): ";
    const std::vector<int> totals = s.total_scores();
    for (int p = 0; p < s.num_players(); ++p) line += (p ? ", " : "") + name(p) + " " + std::to_string(totals[p]);
    return line;
  }
  std::string result_line(const GameRecord& record) const override {
    if (record.names.size() == 1) return "Last solitaire game: " + plural(record.final_scores[0], "turn", "turns") + ".";
    return Table::result_line(record) + " (lowest wins)";
  }
  std::string players_note(int players) const override {
    return players == 1 ? "Solitaire: score is the turns you take." : "Lowest total wins.";
  }

  void started(Host& host) override {
    host.announce("Round 1: the grids are dealt", colour::kText);
  }
  void after_action(Host& host) override;
  void refresh() override;
  void tick(double now) override;
  double showing_until() const override;
  void skip_showing() override { clear_.start = 0; }

  void draw_table(Host& host) override;
  void draw_summary(Host& host) override;
  const char* rules_byline() const override {
    return "A roll-and-clear game for 1 to 4 players. These are the rules as this app plays them.";
  }
  const std::vector<RulesSection>& rules() const override;
  void write_json(Text& out) const override;

 private:
  const RollAndClearState& state() const { return as_rc(match->state()); }
  const std::string& name(int p) const { return match->seats()[p].name; }
  std::string round_text(bool capital) const {
    const RollAndClearState& s = state();
    return std::string(capital ? "Round " : "round ") + std::to_string(std::min(s.rounds_completed() + 1, s.rounds())) +
           " of " + std::to_string(s.rounds());
  }
  // Follows the match's history in a state of its own, to know what each action did (the
  // rolls of the turn, the grid before a clear, the grids as a round ended). `app` is set when
  // the actions were just played here (then they are shown and announced).
  void follow(Host* host);
  // The grid drawn for `p`: between rounds and at the end, as the round ended.
  const Grid& shown_grid(int p) const;
  std::uint32_t shown_locked(int p) const;
  bool clearing(int p, double now) const {
    return clear_.start > 0 && clear_.player == p && now < clear_.start + held(kClearSeconds);
  }
  int big_seat() const;
  bool human_placing() const;
  // The human's staged dice: the free dice not yet put on a card.
  std::vector<int> unplaced_dice() const;
  std::uint32_t staged_mask() const;
  std::uint32_t targets() const;  // cards a die may go on now
  void tap_card(Host& host, int place);
  void commit(Host& host, Action line);  // applies the staged locks, then Done (and the line)

  std::unique_ptr<State> follow_;
  const Match* follow_match_ = nullptr;
  TurnLog log_, prev_log_;
  ClearShown clear_;
  RoundEnd round_end_;

  std::vector<int> staged_;      // places with a staged die, in the order tapped
  int selected_value_ = 0;       // the die picked up (its value), 0: none
  std::size_t staged_for_ = 0;   // the history size the staging belongs to
};

// ---------------------------------------------------------------------------------------
// Following the game.

void RollAndClearTable::follow(Host* host) {
  const State& real = match->state();
  const std::vector<Action>& history = real.history();
  const bool reset = !follow_ || follow_match_ != match.get() || follow_->history().size() > history.size() ||
                     !std::equal(follow_->history().begin(), follow_->history().end(), history.begin());
  if (reset) {
    follow_ = real.game().new_initial_state();
    follow_match_ = match.get();
    log_ = prev_log_ = TurnLog{};
    clear_ = ClearShown{};
    round_end_ = RoundEnd{};
    host = nullptr;  // a game loaded or started: nothing to show
  }
  const double now = host ? host->now() : 0.0;
  while (follow_->history().size() < history.size()) {
    const Action action = history[follow_->history().size()];
    const RollAndClearState& f = as_rc(*follow_);
    const Phase phase = f.phase();
    const int turn = f.turn_player(), rounds = f.rounds_completed();
    const std::uint32_t locked = f.locked();
    const std::vector<int> turns = f.turns();
    std::vector<int> rolling = f.rolling();
    std::vector<Grid> grids;
    for (int p = 0; p < f.num_players(); ++p) grids.push_back(f.grid(p));
    if (!follow_->apply_action(action)) {  // cannot happen: the history was verified
      follow_.reset();
      return;
    }
    if (phase == Phase::kRolling && f.rolling().empty()) {
      rolling.push_back(action);
      if (log_.player != turn) log_ = TurnLog{turn, {}, ""};
      log_.rolls.push_back({rolling, 0});
      if (host) {
        std::sort(rolling.begin(), rolling.end());
        std::string text = name(turn) + (log_.rolls.size() == 1 ? " rolls " : " rolls again: ") + dice_text(rolling);
        host->say(text);
        // Nothing to lock: the roll stays until its player rolls again (or the turn passes); say so.
        if (f.phase() != Phase::kLocking)
          host->announce(text + ": no card matches", colour::kMuted);
      }
    }
    if (phase == Phase::kLocking && action < kDone && !log_.rolls.empty()) ++log_.rolls.back().locks;
    const bool round_ended = f.rounds_completed() > rounds;
    if ((phase == Phase::kLocking || phase == Phase::kChoosingLine) &&
        (round_ended || f.grid(turn).size() < grids[turn].size())) {
      const RollAndClearState::Cleared& last = f.last_cleared();
      clear_ = ClearShown{turn, last.row, last.column, grids[turn],
                          locked | (action < kDone ? std::uint32_t{1} << action : 0u), round_ended, host ? now : 0.0};
      log_.cleared = last.row >= 0 ? "row " + std::to_string(last.row + 1) : "column " + std::to_string(last.column + 1);
      if (round_ended) {
        round_end_ = RoundEnd{f.rounds_completed(), turn, grids, turns};
        round_end_.grids[turn] = Grid{};
      }
      if (host) {
        if (round_ended)
          host->announce(name(turn) + " clears " + log_.cleared + ": the grid is empty!", colour::kGlow);
        else
          host->announce(name(turn) + " clears " + log_.cleared + "!", colour::kGlow);
      }
    }
    if (f.phase() == Phase::kRolling && f.turns() != turns) {
      // A new turn.
      if (host && !round_ended && log_.player >= 0 && log_.cleared.empty())
        host->say(name(log_.player) + "'s turn is over");
      prev_log_ = log_;
      log_ = TurnLog{f.turn_player(), {}, ""};
      if (host && match->humans() > 1 && match->seats()[f.turn_player()].human())
        host->announce(name(f.turn_player()) + ", your turn: tap Roll", colour::kText);
    }
  }
}

void RollAndClearTable::after_action(Host& host) {
  // The later rolls of a turn follow Done at once (the Match leaves them to the table).
  const RollAndClearState& s = state();
  if (s.phase() == Phase::kRolling && s.rolls_made() > 0) match->deal();
  follow(&host);
}

void RollAndClearTable::refresh() {
  staged_.clear();
  selected_value_ = 0;
  if (!match) return;
  follow(nullptr);
  staged_for_ = state().history().size();
}

void RollAndClearTable::tick(double now) {
  if (clear_.start > 0 && now >= clear_.start + held(clear_.ended_round ? kRoundEndSeconds : kClearSeconds)) clear_.start = 0;
}

double RollAndClearTable::showing_until() const {
  return clear_.start > 0 ? clear_.start + held(clear_.ended_round ? kRoundEndSeconds : kClearSeconds) : 0;
}

const Grid& RollAndClearTable::shown_grid(int p) const {
  const RollAndClearState& s = state();
  const bool ended = s.phase() == Phase::kDealing || s.phase() == Phase::kGameOver;
  if (ended && round_end_.round == s.rounds_completed() && p < static_cast<int>(round_end_.grids.size()))
    return round_end_.grids[p];
  return s.grid(p);
}

std::uint32_t RollAndClearTable::shown_locked(int p) const {
  const RollAndClearState& s = state();
  if (p != s.turn_player() || s.phase() == Phase::kDealing || s.phase() == Phase::kGameOver) return 0;
  return s.locked();
}

int RollAndClearTable::big_seat() const {
  const RollAndClearState& s = state();
  const int turn = s.turn_player();
  if (match->seats()[turn].human()) return turn;
  for (int p = 0; p < s.num_players(); ++p)
    if (match->seats()[p].human()) return p;
  return turn;
}

bool RollAndClearTable::human_placing() const {
  return match->next() == Match::Next::kHumanChoice && state().phase() == Phase::kLocking;
}

std::vector<int> RollAndClearTable::unplaced_dice() const {
  const RollAndClearState& s = state();
  std::vector<int> dice = s.free_dice();
  const Grid& g = s.grid(s.turn_player());
  for (int place : staged_) {
    auto it = std::find(dice.begin(), dice.end(), roll_and_clear::card_value(g.cards[place]));
    if (it != dice.end()) dice.erase(it);
  }
  return dice;
}

std::uint32_t RollAndClearTable::staged_mask() const {
  std::uint32_t mask = 0;
  for (int place : staged_) mask |= std::uint32_t{1} << place;
  return mask;
}

std::uint32_t RollAndClearTable::targets() const {
  if (!human_placing()) return 0;
  const RollAndClearState& s = state();
  const Grid& g = s.grid(s.turn_player());
  const std::vector<int> dice = unplaced_dice();
  const std::uint32_t taken = s.locked() | staged_mask();
  std::uint32_t mask = 0;
  for (int i = 0; i < g.size(); ++i) {
    if (taken >> i & 1) continue;
    const int value = roll_and_clear::card_value(g.cards[i]);
    if (selected_value_ ? value == selected_value_ : std::find(dice.begin(), dice.end(), value) != dice.end())
      mask |= std::uint32_t{1} << i;
  }
  return mask;
}

void RollAndClearTable::tap_card(Host& host, int place) {
  const RollAndClearState& s = state();
  const Grid& g = s.grid(s.turn_player());
  if (place >= g.size()) return;
  const int value = roll_and_clear::card_value(g.cards[place]);
  const std::string card = roll_and_clear::card_name(g.cards[place]);
  host.request_frames();
  if (!human_placing()) return;
  auto it = std::find(staged_.begin(), staged_.end(), place);
  if (it != staged_.end()) {
    staged_.erase(it);
    host.say("Took the " + std::to_string(value) + " back from the " + card);
    return;
  }
  if (s.locked() >> place & 1) {
    host.say("The " + card + " holds a die locked earlier this turn");
    return;
  }
  const std::vector<int> dice = unplaced_dice();
  if (selected_value_ && selected_value_ != value) {
    host.say("The die you picked shows " + std::to_string(selected_value_) + ": it goes on a card of that value");
    return;
  }
  if (std::find(dice.begin(), dice.end(), value) == dice.end()) {
    host.say("No free die shows " + std::to_string(value) + " for the " + card);
    return;
  }
  staged_.push_back(place);
  selected_value_ = 0;
  host.say("A " + std::to_string(value) + " on the " + card + " (tap it again to take it back)");
}

void RollAndClearTable::commit(Host& host, Action line) {
  const RollAndClearState& s = state();
  const int player = s.turn_player(), rolls = s.rolls_made(), rounds = s.rounds_completed();
  const int turns = s.turns()[player];
  const std::vector<int> places = staged_;
  // Still the same placement (a lock that leaves nothing more to lock ends it by itself).
  auto same_placement = [&] {
    return s.phase() == Phase::kLocking && s.turn_player() == player && s.rolls_made() == rolls &&
           s.rounds_completed() == rounds && s.turns()[player] == turns;
  };
  for (int place : places) {
    if (!same_placement() || !s.is_legal(place)) break;
    host.choose(place);
  }
  if (same_placement()) host.choose(kDone);
  if (line >= 0 && s.phase() == Phase::kChoosingLine && s.turn_player() == player && s.is_legal(line) &&
      match->next() == Match::Next::kHumanChoice)
    host.choose(line);
  staged_.clear();
  selected_value_ = 0;
}

// ---------------------------------------------------------------------------------------
// The table screen.

void RollAndClearTable::draw_table(Host& host) {
  const RollAndClearState& s = state();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const double now = host.now();
  const int n = s.num_players();
  const Match::Next next = match->next();
  const int big = big_seat();
  const int turn = s.turn_player();
  const bool landscape = display.x > display.y * 1.15f;
  if (staged_for_ != s.history().size()) {
    staged_.clear();
    selected_value_ = 0;
    staged_for_ = s.history().size();
  }
  const bool placing = human_placing() && !clearing(turn, now);
  const bool choosing_line = next == Match::Next::kHumanChoice && s.phase() == Phase::kChoosingLine;

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin("##table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float pad = 10.0f;

  // Top bar: home, round, scores, rules.
  ImGui::SetCursorScreenPos(ImVec2(pad, pad));
  if (button("table.home", "Home", ImVec2(0, kTouch))) host.go(Screen::kHome);
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const std::string round = round_text(true);
    dl->AddText(fonts().bold, kBodySize, ImVec2(p.x + 4, p.y + (kTouch - kBodySize) * 0.5f), colour::kText, round.c_str());
  }
  float top = draw_table_corner(host, display, pad);

  // Geometry. Portrait: status, the large grid, the dice, the log, the other grids, the
  // controls at the bottom. Landscape: the large grid at the left, the rest at the right.
  const float status_h = 28.0f, label_h = 24.0f, die = 54.0f, dice_h = die + 12.0f, log_h = 46.0f;
  const float controls_h = kTouch + 8.0f;
  const float gap = 8.0f;
  GridBox box;
  float side_x, side_y, side_w, others_y, others_h;
  const float controls_y = display.y - pad - kTouch;
  if (landscape) {
    const float avail_h = display.y - top - label_h - pad;
    float card_h = std::min((avail_h - 2 * gap) / 3.0f, 130.0f);
    float card_w = card_h * 0.77f;
    if (4 * card_w + 3 * gap > display.x * 0.5f) {
      card_w = (display.x * 0.5f - 3 * gap) / 4.0f;
      card_h = card_w / 0.77f;
    }
    box.card_w = card_w;
    box.card_h = card_h;
    box.gap = gap;
    float grid_x = pad + 6.0f;
    side_x = grid_x + box.size().x + 3 * pad;
    side_w = display.x - side_x - pad;
    if (side_w > 520.0f) {
      const float shift = (side_w - 520.0f) * 0.5f;
      grid_x += shift;
      side_x += shift;
      side_w = 520.0f;
    }
    box.min = ImVec2(grid_x, top + label_h);
    side_y = top;
    others_y = side_y + status_h + dice_h + log_h + 8.0f;
    others_h = controls_y - 8.0f - others_y;
  } else {
    const float fixed = top + status_h + label_h + 10.0f + dice_h + log_h + controls_h + pad;
    others_h = n > 1 ? std::max(140.0f, (display.y - fixed) * 0.3f) : 0.0f;
    const float grid_h = display.y - fixed - others_h;
    float card_w = std::min((display.x - 2 * pad - 3 * gap - 12.0f) / 4.0f, 110.0f);
    float card_h = card_w * 1.3f;
    if (3 * card_h + 2 * gap > grid_h) {
      card_h = (grid_h - 2 * gap) / 3.0f;
      card_w = std::min(card_w, card_h / 1.1f);
    }
    box.card_w = card_w;
    box.card_h = card_h;
    box.gap = gap;
    box.min = ImVec2((display.x - box.size().x) * 0.5f, top + status_h + label_h);
    side_x = pad;
    side_w = display.x - 2 * pad;
    side_y = box.min.y + box.size().y + 10.0f;
    others_y = side_y + dice_h + log_h;
    others_h = controls_y - 8.0f - others_y;
  }

  // Status: whose turn and what to do.
  std::string status;
  const int rolls_left = roll_and_clear::kRollsPerTurn - s.rolls_made();
  if (next == Match::Next::kRoll) {
    status = match->seats()[turn].human() ? name(turn) + ": tap Roll (" + plural(s.dice_to_roll(), "die", "dice") + ")"
                                          : name(turn) + " rolls…";
  } else if (placing) {
    status = name(turn) + ": put dice on matching cards";
  } else if (choosing_line) {
    status = name(turn) + ": several lines are full, pick one";
  } else if (next == Match::Next::kBotChoice) {
    status = name(turn) + " is placing dice…";
  } else if (next == Match::Next::kRoundOver || next == Match::Next::kGameOver) {
    status = round_end_.emptied_by >= 0 ? name(round_end_.emptied_by) + " emptied the grid" : "Round over";
  }
  const float status_x = landscape ? side_x : pad;
  const float status_y = landscape ? side_y : top;
  dl->AddText(fonts().bold, kBodySize, ImVec2(status_x, status_y + 2.0f),
              match->seats()[turn].human() && next != Match::Next::kBotChoice ? colour::kGlow : colour::kText,
              status.c_str(), nullptr, landscape ? side_w : display.x - 2 * pad);
  host.set_toast_area(landscape ? status_y + status_h : box.min.y + box.card_h * 0.6f);

  // The large grid, its owner and their points.
  {
    const Grid& g = shown_grid(big);
    const std::vector<int> totals = s.total_scores();
    std::string label = name(big) + (big == turn ? "'s grid" : "'s grid (waiting)");
    label += " · " + plural(g.size(), "card", "cards") + " · " + std::to_string(g.value_sum()) + " points on it";
    if (!s.solitaire()) label += " · total " + std::to_string(totals[big]);
    else label += " · turn " + std::to_string(std::max(1, s.turns()[0]));
    dl->AddText(fonts().body, 16.0f, ImVec2(box.min.x, box.min.y - label_h + 2.0f), colour::kMuted, label.c_str(), nullptr,
                landscape ? box.size().x + 40.0f : display.x - pad - box.min.x);
    if (clearing(big, now)) {
      draw_clearing_grid(dl, box, clear_.before, clear_.row, clear_.column, clear_.locked,
                         static_cast<float>((now - clear_.start) / held(kClearSeconds)));
    } else {
      GridLook look;
      look.locked = shown_locked(big);
      if (big == turn && placing) {
        look.staged = staged_mask();
        look.targets = targets();
        const std::vector<Action> lines = full_lines(g, look.locked | look.staged);
        for (Action line : lines) look.line |= line_mask(g, line);
      }
      if (big == turn && choosing_line)
        for (Action line : s.complete_lines()) look.line |= line_mask(g, line);
      draw_grid(dl, box, g, look);
      if (g.empty()) {
        const ImVec2 c(box.min.x + box.size().x * 0.5f, box.min.y + box.size().y * 0.4f);
        text_at(dl, fonts().bold, kBodySize, c, colour::kGlow, "Empty!");
      }
    }
    // Every card is a widget (the turn player's cards take dice).
    for (int i = 0; i < kMaxPlaces; ++i) {
      if (i >= g.size()) continue;
      const ImVec2 a = box.card(g.rows, g.columns, i / g.columns, i % g.columns);
      ImGui::SetCursorScreenPos(a);
      ImGui::PushID(i);
      const bool tapped = ImGui::InvisibleButton("##card", ImVec2(box.card_w, box.card_h));
      ImGui::PopID();
      note_item("table.card." + std::to_string(i));
      if (tapped) {
        if (big == turn && placing) tap_card(host, i);
        else host.say(name(big) + "'s " + roll_and_clear::card_name(g.cards[i]));
        host.request_frames();
      }
    }
  }

  // The dice: free dice to put on cards (tap one to pick it up), or the dice about to roll.
  {
    const float y = landscape ? side_y + status_h : side_y;
    const float x = side_x;
    std::vector<int> dice;
    bool blank = false;
    if (placing) dice = unplaced_dice();
    else if (s.phase() == Phase::kLocking || s.phase() == Phase::kChoosingLine) dice = s.free_dice();
    else if (s.phase() == Phase::kRolling) {
      dice.assign(s.dice_to_roll(), 0);
      blank = true;
    }
    const bool tumble = host.tumbling();  // never with reduced motion
    // Which dice fit a free card (they glow).
    std::uint32_t taken = s.locked() | (placing ? staged_mask() : 0);
    const Grid& tg = s.grid(turn);
    for (int i = 0; i < static_cast<int>(dice.size()); ++i) {
      const ImVec2 at(x + i * (die + 10.0f), y + (tumble ? static_cast<float>(std::sin(now * 40.0 + i)) * 4.0f : 0.0f));
      bool fits = false;
      if (placing)
        for (int p = 0; p < tg.size(); ++p)
          fits |= !(taken >> p & 1) && roll_and_clear::card_value(tg.cards[p]) == dice[i];
      const bool picked = placing && selected_value_ == dice[i] &&
                          std::find(dice.begin(), dice.end(), dice[i]) - dice.begin() == i;
      if (picked) dl->AddRectFilled(ImVec2(at.x - 6, at.y - 6), ImVec2(at.x + die + 6, at.y + die + 6), colour::kSelected, 14.0f);
      else if (fits) dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(at.x + die + 5, at.y + die + 5), with_alpha(colour::kGlow, 0.85f), 13.0f);
      if (blank) {
        dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 90), 10.0f, 0, 2.0f);
      } else {
        const int face = tumble ? 1 + static_cast<int>(now * 30.0 + i * 7) % 6 : dice[i];
        draw_pip_die(dl, at, die, face, kDie, IM_COL32(60, 60, 60, 255), 1.5f);
      }
      if (!placing) continue;
      ImGui::SetCursorScreenPos(at);
      ImGui::PushID(100 + i);
      const bool tapped = ImGui::InvisibleButton("##die", ImVec2(die, die));
      ImGui::PopID();
      note_item("table.die." + std::to_string(i));
      if (tapped) {
        if (selected_value_ == dice[i]) {
          selected_value_ = 0;
          host.say("Put the " + std::to_string(dice[i]) + " down");
        } else if (fits) {
          selected_value_ = dice[i];
          host.say("Picked up a " + std::to_string(dice[i]) + ": tap a glowing card");
        } else {
          host.say("No free card shows " + std::to_string(dice[i]));
        }
        host.request_frames();
      }
    }
    // Rolls left, as three marks and in words.
    const float rx = x + side_w - 3 * 26.0f;
    for (int r = 0; r < roll_and_clear::kRollsPerTurn; ++r) {
      const ImVec2 c(rx + r * 26.0f + 10.0f, y + 14.0f);
      if (r < rolls_left) dl->AddCircleFilled(c, 9.0f, colour::kGlow, 16);
      else dl->AddCircle(c, 9.0f, colour::kMuted, 16, 2.0f);
    }
    const std::string left = s.phase() == Phase::kDealing || s.phase() == Phase::kGameOver
                                 ? std::string()
                                 : plural(rolls_left, "roll left", "rolls left");
    dl->AddText(fonts().body, 16.0f, ImVec2(rx - 4.0f, y + 28.0f), colour::kMuted, left.c_str());
    note_rect("table.dice", ImVec2(x, y), ImVec2(side_w, dice_h));
  }

  // The log of the turn: each roll and how many dice were locked.
  {
    const float y = (landscape ? side_y + status_h : side_y) + dice_h;
    const TurnLog& shown = !log_.rolls.empty() ? log_ : prev_log_;
    std::string text;
    if (shown.player >= 0 && !shown.rolls.empty()) {
      text = name(shown.player) + (&shown == &prev_log_ ? "'s last turn: " : ": ");
      for (std::size_t r = 0; r < shown.rolls.size(); ++r) {
        std::vector<int> dice = shown.rolls[r].dice;
        std::sort(dice.begin(), dice.end());
        text += (r ? " · " : "") + std::string("roll ") + std::to_string(r + 1) + ": " + dice_text(dice);
        if (shown.rolls[r].locks) text += " (" + std::to_string(shown.rolls[r].locks) + " locked)";
      }
      if (!shown.cleared.empty()) text += " · cleared " + shown.cleared;
    }
    dl->PushClipRect(ImVec2(side_x, y), ImVec2(side_x + side_w, y + log_h), true);
    dl->AddText(fonts().body, 16.0f, ImVec2(side_x, y), colour::kMuted, text.c_str(), nullptr, side_w);
    dl->PopClipRect();
  }

  // The other players' grids, smaller.
  {
    std::vector<int> others;
    for (int p = 0; p < n; ++p)
      if (p != big) others.push_back(p);
    const int count = static_cast<int>(others.size());
    if (count > 0 && others_h > 40.0f) {
      const int per_row = count;
      const float cell_w = (side_w - (per_row - 1) * 12.0f) / per_row;
      const float small_gap = 4.0f;
      const float name_h = 22.0f;
      // Smaller than the large grid whatever the room.
      float cw = std::min((cell_w - 3 * small_gap) / 4.0f, box.card_w * 0.6f);
      float ch = cw * 1.3f;
      if (3 * ch + 2 * small_gap > others_h - name_h) {
        ch = (others_h - name_h - 2 * small_gap) / 3.0f;
        cw = std::min(cw, ch / 1.05f);
      }
      const std::vector<int> totals = s.total_scores();
      for (int i = 0; i < count; ++i) {
        const int p = others[i];
        const ImVec2 at(side_x + i * (cell_w + 12.0f), others_y);
        const Grid& g = shown_grid(p);
        const bool active = p == turn && next != Match::Next::kRoundOver && next != Match::Next::kGameOver;
        std::string label = name(p) + (match->seats()[p].human() ? "" : " (bot)") + ": " +
                            std::to_string(g.value_sum()) + (s.solitaire() ? "" : " · total " + std::to_string(totals[p]));
        dl->PushClipRect(at, ImVec2(at.x + cell_w, at.y + name_h), true);
        dl->AddText(fonts().bold, 16.0f, at, active ? colour::kGlow : colour::kText, label.c_str());
        dl->PopClipRect();
        GridBox small;
        small.card_w = cw;
        small.card_h = ch;
        small.gap = small_gap;
        small.min = ImVec2(at.x + (cell_w - small.size().x) * 0.5f, at.y + name_h);
        if (active) {
          const ImVec2 b(small.min.x + small.size().x, small.min.y + small.size().y);
          dl->AddRect(ImVec2(small.min.x - 4, small.min.y - 4), ImVec2(b.x + 4, b.y + 4), with_alpha(colour::kGlow, 0.6f), 8.0f, 0, 2.0f);
        }
        if (clearing(p, now)) {
          draw_clearing_grid(dl, small, clear_.before, clear_.row, clear_.column, clear_.locked,
                             static_cast<float>((now - clear_.start) / held(kClearSeconds)));
        } else {
          GridLook look;
          look.locked = shown_locked(p);
          draw_grid(dl, small, g, look);
          if (g.empty())
            text_at(dl, fonts().bold, 16.0f, ImVec2(small.min.x + small.size().x * 0.5f, small.min.y + 20.0f), colour::kGlow, "Empty!");
        }
        note_rect("table.grid." + std::to_string(p), at, ImVec2(cell_w, name_h + small.size().y));
      }
    }
  }

  // The controls.
  {
    const float x = landscape ? side_x : pad;
    const float w = landscape ? side_w : display.x - 2 * pad;
    ImGui::SetCursorScreenPos(ImVec2(x, controls_y));
    const bool bot_next = next == Match::Next::kBotChoice || (next == Match::Next::kRoll && !match->seats()[turn].human());
    if (next == Match::Next::kRoll && match->seats()[turn].human()) {
      const std::string label = (s.rolls_made() > 0 ? "No match: roll " : "Roll ") + plural(s.dice_to_roll(), "die", "dice");
      if (button("table.roll", label.c_str(), ImVec2(w, kTouch))) host.roll_dice();
    } else if (placing) {
      const Grid& g = s.grid(turn);
      const std::uint32_t mask = s.locked() | staged_mask();
      const std::vector<Action> lines = full_lines(g, mask);
      float bx = x;
      const float back_w = staged_.empty() ? 0.0f : 112.0f;
      if (!staged_.empty()) {
        if (button("table.undo", "Take back", ImVec2(back_w, kTouch))) {
          staged_.clear();
          selected_value_ = 0;
          host.say("Took the dice back");
        }
        ImGui::SameLine();
        bx += back_w + 10.0f;
      }
      const float rest = x + w - bx;
      if (lines.size() <= 1) {
        std::string label;
        if (!lines.empty()) {
          label = "Clear " + line_name(lines.front());
        } else {
          const int to_roll = s.dice_for(turn) - std::popcount(mask);
          label = s.rolls_made() < roll_and_clear::kRollsPerTurn && to_roll > 0
                      ? "Roll again (" + plural(to_roll, "die", "dice") + ")"
                      : std::string("End turn");
        }
        if (button("table.confirm", label.c_str(), ImVec2(rest, kTouch))) commit(host, -1);
      } else {
        const float bw = (rest - 10.0f * (lines.size() - 1)) / lines.size();
        for (std::size_t i = 0; i < lines.size(); ++i) {
          if (i) ImGui::SameLine();
          const std::string id = "table.clear." + std::string(lines[i] >= kClearColumn ? "column." : "row.") +
                                 std::to_string(lines[i] >= kClearColumn ? lines[i] - kClearColumn : lines[i] - kClearRow);
          const std::string label = "Clear " + line_name(lines[i]);
          if (button(id, label.c_str(), ImVec2(bw, kTouch))) commit(host, lines[i]);
        }
      }
    } else if (choosing_line) {
      const std::vector<Action> lines = s.complete_lines();
      const float bw = (w - 10.0f * (lines.size() - 1)) / std::max<std::size_t>(1, lines.size());
      for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i) ImGui::SameLine();
        const std::string id = "table.clear." + std::string(lines[i] >= kClearColumn ? "column." : "row.") +
                               std::to_string(lines[i] >= kClearColumn ? lines[i] - kClearColumn : lines[i] - kClearRow);
        if (button(id, ("Clear " + line_name(lines[i])).c_str(), ImVec2(bw, kTouch))) host.choose(lines[i]);
      }
    } else if (bot_next && !host.skipping()) {
      if (button("table.skip", "Skip ahead \xE2\x86\x92", ImVec2(w, kTouch))) host.skip_ahead();
    }
  }
  ImGui::End();
}

// ---------------------------------------------------------------------------------------
// The round summary, the rules and the test hook.

void RollAndClearTable::draw_summary(Host& host) {
  const RollAndClearState& s = state();
  if (s.rounds_completed() == 0) {
    host.go(Screen::kTable);
    return;
  }
  const bool over = match->next() == Match::Next::kGameOver;
  const int round = s.rounds_completed();
  const std::vector<int> scores = s.round_scores().back();
  const std::vector<int> totals = s.total_scores();
  const int n = s.num_players();
  const bool known = round_end_.round == round;
  std::string headline;
  if (s.solitaire())
    headline = "You cleared the grid in " + plural(scores[0], "turn", "turns") + ".";
  else if (known)
    headline = name(round_end_.emptied_by) + " emptied the grid and scores 0. Everyone else scores the cards left.";
  else
    headline = "The round is over.";
  begin_summary("Round " + std::to_string(round) + " of " + std::to_string(s.rounds()), headline);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < n; ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    GridBox box;
    box.card_w = 26.0f;
    box.card_h = 34.0f;
    box.gap = 3.0f;
    box.min = at;
    const Grid* g = known && p < static_cast<int>(round_end_.grids.size()) ? &round_end_.grids[p] : nullptr;
    if (g) draw_grid(dl, box, *g, GridLook{});
    if (g && g->empty()) text_at(dl, fonts().bold, 16.0f, ImVec2(at.x + box.size().x * 0.5f, at.y + box.size().y * 0.5f), colour::kGlow, "Empty!");
    ImGui::SetCursorScreenPos(ImVec2(at.x + box.size().x + 14.0f, at.y));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::PushFont(fonts().bold);
    const std::string line = name(p) + ": " + std::to_string(scores[p]) + " this round, " + std::to_string(totals[p]) + " in all";
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopFont();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    std::string detail;
    if (s.solitaire()) detail = plural(scores[p], "turn", "turns") + " to clear the grid";
    else if (g && g->empty()) detail = "Emptied the grid: 0 points";
    else if (g) detail = plural(g->size(), "card", "cards") + " left, worth " + std::to_string(g->value_sum());
    else detail = std::to_string(scores[p]) + " points";
    ImGui::TextUnformatted(detail.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float used = ImGui::GetCursorScreenPos().y - at.y;
    if (used < box.size().y + 10.0f) ImGui::Dummy(ImVec2(1, box.size().y + 10.0f - used));
  }
  ImGui::Separator();
  if (over) {
    std::string winners;
    for (int p : s.winners()) winners += (winners.empty() ? "" : " and ") + name(p);
    ImGui::PushFont(fonts().title);
    ImGui::PushTextWrapPos(0);
    const std::string text = s.solitaire() ? "Total: " + plural(totals[0], "turn", "turns")
                                           : winners + (s.winners().size() > 1 ? " win!" : " wins!");
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(s.solitaire() ? "Fewer turns is better." : "The lowest total wins.");
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  if (draw_summary_bar(host, over)) {
    host.next_round();
    host.announce("Round " + std::to_string(round + 1) + ": new grids are dealt", colour::kText);
  }
  ImGui::End();
}

const std::vector<RulesSection>& RollAndClearTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"Your grid",
       "The cards run from ace (worth 1) to 6 in four suits (suns, moons, crowns, arms): 24 cards. One or two "
       "players share one such deck; three or four players use two. Each player is dealt 12 cards face up in a "
       "grid 4 across and 3 down. Suits only tell the cards apart."},
      {"A turn",
       "Roll as many dice as your longest row has cards: 4 at first. After a roll you may lock any of the rolled "
       "dice on cards of the same value, one die per card; you do not have to lock any. Locked dice stay put for "
       "the rest of the turn. Then roll the other dice again, up to 3 rolls in a turn. Your grid is always a "
       "rectangle, so your longest row is its number of columns: clearing a column costs a die from your next "
       "turn on, clearing a row does not."},
      {"Clearing a line",
       "When every card of a row or a column holds a die, that line is cleared: its cards leave, the grid closes up "
       "and your turn ends at once, with any rolls left lost. One clear a turn. Here a full line clears when you "
       "finish placing the dice of that roll (the Clear button). If one placement fills two lines, you pick the "
       "one to clear. On a grid of a single row, every card is also a column: filling the whole row lets you clear "
       "the row."},
      {"When nothing matches",
       "If no rolled die matches a card without a die, there is nothing to decide: the roll stays on the table "
       "and you roll again with a tap (No match: roll), or after the third roll the turn passes."},
      {"The round",
       "Turns pass to the left. The round ends the moment someone empties their grid, even in the middle of a "
       "round of turns. That player scores 0; everyone else scores the sum of the values of the cards left in "
       "their grid. Seat 1 starts the first round, and the first player moves one seat on each round."},
      {"The game",
       "5 rounds by default (1 to 15). The lowest total wins; ties share the win. Each game has a seed: the same "
       "seed and the same choices give the same game."},
      {"Solitaire",
       "With one player, a round's score is the number of turns you took to empty your grid. The lowest total is "
       "best."},
      {"On this device",
       "Tap Roll for the first roll of your turn. Dice that fit a card glow: tap a die to pick it up, then a "
       "glowing card to put it there (or tap the card straight away). Tap a die on a card to take it back, or Take "
       "back for all of them. Nothing counts until you tap Roll again, End turn or Clear; the line that will clear "
       "is outlined first. Bots play at a visible pace; Skip ahead lets them finish at once. The game is saved "
       "after every move and resumes where it stood (dice you had placed but not confirmed are picked up "
       "again)."},
  };
  return kRules;
}

void RollAndClearTable::write_json(Text& out) const {
  const RollAndClearState& s = state();
  static const char* kPhases[] = {"dealing", "rolling", "locking", "choosingLine", "over"};
  std::vector<int> humans;
  for (const Seat& seat : match->seats()) humans.push_back(seat.human() ? 1 : 0);
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"round\":" << std::min(s.rounds_completed() + 1, s.rounds()) << ",\"rounds\":" << s.rounds();
  out << ",\"roundsCompleted\":" << s.rounds_completed() << ",\"solitaire\":" << s.solitaire();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.turn_player() << ",\"turn\":" << s.turn_player();
  out << ",\"bigSeat\":" << big_seat();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"rollsMade\":" << s.rolls_made() << ",\"diceToRoll\":" << s.dice_to_roll();
  out << ",\"freeDice\":";
  json_list(out, s.free_dice());
  out << ",\"locked\":" << static_cast<long long>(s.locked());
  out << ",\"grids\":[";
  for (int p = 0; p < s.num_players(); ++p) {
    const Grid& g = s.grid(p);
    std::vector<int> cards(g.cards.begin(), g.cards.begin() + g.size());
    out << (p ? "," : "") << "{\"rows\":" << g.rows << ",\"columns\":" << g.columns << ",\"cards\":";
    json_list(out, cards);
    out << "}";
  }
  out << "]";
  const bool human = match->next() == Match::Next::kHumanChoice;
  out << ",\"legal\":";
  json_list(out, human ? s.legal_actions() : std::vector<Action>{});
  out << ",\"staged\":";
  json_list(out, staged_);
  out << ",\"selectedDie\":" << selected_value_;
  out << ",\"targets\":" << static_cast<long long>(targets());
  out << ",\"turns\":";
  json_list(out, s.turns());
  out << ",\"history\":" << s.history().size();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
  out << ",\"lowerWins\":true";
  out << ",\"log\":{\"player\":" << log_.player << ",\"rolls\":" << static_cast<int>(log_.rolls.size()) << "}";
  if (round_end_.round > 0 && round_end_.round == s.rounds_completed()) {
    out << ",\"finished\":{\"round\":" << round_end_.round << ",\"emptiedBy\":" << round_end_.emptied_by << ",\"cardsLeft\":[";
    for (std::size_t p = 0; p < round_end_.grids.size(); ++p) out << (p ? "," : "") << round_end_.grids[p].size();
    out << "],\"points\":";
    json_list(out, s.round_scores().back());
    out << "}";
  }
}

}  // namespace

std::unique_ptr<Table> make_roll_and_clear_table() { return std::make_unique<RollAndClearTable>(); }

}  // namespace allclear::web
