// One moment of the table, drawn from the follower's shown state (kit/timeline.h): the status,
// the large grid, the dice, the news line, the other grids, and the person's buttons only when
// everything is shown and it is their move.
#include <algorithm>
#include <bit>
#include <cmath>

#include "games/roll_and_clear/table.h"
#include "kit/pieces.h"
#include "kit/reader.h"

namespace allclear::web::roll_and_clear {

namespace {

constexpr float kPad = 10.0f;
constexpr float kMinText = 12.0f;  // text shrinks to fit, never below this
constexpr float kSmallText = 16.0f;
constexpr float kDieGap = 10.0f;
constexpr float kNameH = 22.0f;       // a smaller grid's label
constexpr float kSmallGap = 4.0f;     // between cards of a smaller grid
constexpr float kCellGap = 12.0f;     // between the smaller grids
constexpr float kFrameMargin = 4.0f;  // a smaller grid's frame, around its cards
constexpr float kMarkR = 9.0f;        // a roll-left mark
constexpr ImU32 kDie = IM_COL32(252, 252, 248, 255);
constexpr ImU32 kNoMatchDie = IM_COL32(214, 214, 206, 255);

constexpr const char* kEndsTurnHint =
    "Every die is on a card and no line is full, so your turn ends here: the dice come off.";

bool round_ended(const RollAndClearState& s) { return s.phase() == Phase::kDealing || s.phase() == Phase::kGameOver; }

// The grid of `p` as the table shows it: at a round's end, as the round left it (the next
// round's deal is not shown yet).
const Grid& shown_grid(const RollAndClearState& s, int p) {
  const std::vector<Grid>& ended = s.last_round_end().grids;
  return round_ended(s) && p < static_cast<int>(ended.size()) ? ended[p] : s.grid(p);
}

}  // namespace

float fit_one_line(ImFont* font, const std::vector<std::string>& variants, float max_size, float min_size, float width,
                   std::string* chosen) {
  // The fullest text first, a little smaller if need be; then shorter ones; the shortest at the
  // smallest size whatever happens.
  const float first_min = std::max(min_size, max_size - 3.0f);
  for (int pass = 0; pass < 2; ++pass) {
    for (const std::string& text : variants) {
      for (float size = max_size; size >= (pass ? min_size : first_min); size -= 1.0f) {
        if (font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).x <= width) {
          *chosen = text;
          return size;
        }
      }
    }
  }
  *chosen = variants.back();
  return min_size;
}

Moment RollAndClearTable::moment(Host& host) const {
  Moment m;
  const RollAndClearState& shown = RollAndClearTable::of(follower().shown());
  m.table = &shown;
  m.reduced = host.motion_reduced();
  m.turn = shown.turn_player();
  m.locked = shown.locked();
  m.step = follower().step();
  m.progress = follower().progress(host.now());
  const RollAndClearState* before = follower().before() ? &RollAndClearTable::of(*follower().before()) : nullptr;
  if (m.step && before && shown.history().size() > before->history().size()) {
    const Action action = shown.history()[before->history().size()];
    const std::uint32_t lock = before->phase() == Phase::kLocking && action < kDone ? std::uint32_t{1} << action : 0u;
    const int kind = m.step->detail;
    const bool turn_ended = shown.rounds_completed() > before->rounds_completed() ||
                            shown.turn_player() != before->turn_player() || shown.turns() != before->turns();
    if (kind == kRoundEndStep) {
      // The round as it ended: the emptied grid empty, the others as they were left.
      m.turn = before->turn_player();
      m.locked = 0;
      m.round_over = true;
    } else if (kind == kClearStep || turn_ended) {
      // The grid as the turn left it (and the line leaving), the die just placed on its card.
      m.table = before;
      m.turn_left = true;
      m.turn = before->turn_player();
      m.locked = before->locked() | lock;
      if (kind != kClearStep && lock) {
        m.left_dice = before->free_dice();
        const int placed = core::card_value(before->grid(m.turn).cards[action]);
        const auto die = std::find(m.left_dice.begin(), m.left_dice.end(), placed);
        if (die != m.left_dice.end()) m.left_dice.erase(die);
      }
    }
    if (kind == kClearStep) {
      m.clearing = true;
      m.clear_row = shown.last_cleared().row;
      m.clear_column = shown.last_cleared().column;
    }
    if (kind == kRollStep) {
      m.rolled = before->rolling();
      m.rolled.push_back(static_cast<int>(action));
      m.no_match = shown.phase() != Phase::kLocking;
      std::sort(m.rolled.begin(), m.rolled.end());  // as they will lie once placing starts
    }
  } else if (shown.phase() == Phase::kRolling && shown.rolls_made() > 0 && shown.rolling().empty() &&
             !shown.history().empty() && shown.history().back() != kDone) {
    // A roll that matched no card stays on the table until its player rolls again.
    const std::vector<Action>& h = shown.history();
    const std::size_t n = std::min<std::size_t>(shown.dice_to_roll(), h.size());
    for (std::size_t i = h.size() - n; i < h.size(); ++i) m.rolled.push_back(static_cast<int>(h[i]));
    std::sort(m.rolled.begin(), m.rolled.end());
    m.no_match = true;
  }
  if (before && m.step && !m.clearing && m.rolled.empty() && !m.round_over) plan_slides(host, *before, &m);
  // The cards close up over the step's first part (draw_clearing_grid): frames while they move.
  if (m.clearing && m.progress < kClearMotionEnd) host.request_frames();
  // A roll that ended the turn is shown on the table as the turn left it, which does not count it yet.
  m.rolls_made = m.table->rolls_made() + (m.turn_left && !m.rolled.empty() && !m.clearing ? 1 : 0);
  if (!m.step && round_ended(shown)) m.round_over = true;
  if (follower().caught_up() && !m.round_over) {
    const Match::Next next = match()->next();
    m.human_roll = next == Match::Next::kRoll && human(shown.turn_player());
    m.placing = next == Match::Next::kHumanChoice && shown.phase() == Phase::kLocking;
    m.choosing_line = next == Match::Next::kHumanChoice && shown.phase() == Phase::kChoosingLine;
  }
  return m;
}

// A bot's dice of the step on screen slide from their places in the dice row to their cards. The
// person's own dice are on their cards already (they put them there): they do not move again.
void RollAndClearTable::plan_slides(Host& host, const RollAndClearState& before, Moment* m) const {
  if (before.phase() != Phase::kLocking || human(before.turn_player())) return;
  const std::uint32_t placed = m->locked & ~before.locked();
  if (placed == 0) return;
  m->slide = step_motion(host, follower());
  if (!m->slide.under_way) return;
  m->row_before = before.free_dice();
  std::vector<bool> taken(m->row_before.size(), false);
  const Grid& g = before.grid(before.turn_player());
  for (int i = 0; i < g.size(); ++i) {
    if (!(placed >> i & 1)) continue;
    const int value = core::card_value(g.cards[i]);
    for (std::size_t j = 0; j < m->row_before.size(); ++j) {
      if (taken[j] || m->row_before[j] != value) continue;
      taken[j] = true;
      m->slides.push_back(Moment::Slide{i, static_cast<int>(j), value});
      break;
    }
  }
}

void RollAndClearTable::draw_table(Host& host) {
  selection_.follow(state().history().size());
  moving_.clear();
  float top = 0;
  const Box bar = begin_table_screen(host, "##table", kPad, &top);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_round(dl, bar, RollAndClearTable::of(follower().shown()));
  const Layout l = lay_out_table(ImGui::GetIO().DisplaySize, top, state().num_players());
  if (draw_open_log(*this, l.area)) {
    ImGui::End();
    return;
  }
  const Moment m = moment(host);
  if (m.clearing && m.progress < kClearMotionEnd) {
    Motion line;
    line.t = m.progress / kClearMotionEnd;
    line.under_way = true;
    line.reduced = m.reduced;
    moving_.set("a line leaves, the cards close up", line);
  }
  draw_status(dl, l, m);
  draw_big_grid(host, dl, l, m);
  draw_dice(host, dl, l, m);
  draw_news_line(host, *this, l.news);
  draw_others(dl, l, m);
  draw_controls(host, l, m);
  ImGui::End();
}

// The round on show: a round that has just ended is still its own round until the next is dealt.
void RollAndClearTable::draw_round(ImDrawList* dl, const Box& bar, const RollAndClearState& shown) const {
  const int completed = shown.rounds_completed();
  const int round = round_ended(shown) && completed > 0 ? completed : std::min(completed + 1, shown.rounds());
  const std::string of = std::to_string(round) + " of " + std::to_string(shown.rounds());
  std::string text;
  const float size = fit_one_line(fonts().bold, {"Round " + of, of}, kBodySize, kMinText, bar.size.x, &text);
  table_text(dl, fonts().bold, size, ImVec2(bar.min.x, bar.min.y + (bar.size.y - size) * 0.5f), colour::kText, text,
             0.0f, bar);
}

void RollAndClearTable::draw_status(ImDrawList* dl, const Layout& l, const Moment& m) const {
  std::string text;
  const float size = fit_one_line(fonts().bold, {status_text(m), name(m.turn) + "'s turn"}, kBodySize, kMinText,
                                  l.status.size.x, &text);
  note_prompt(text);
  const bool own = m.human_roll || m.placing || m.choosing_line;
  table_text(dl, fonts().bold, size, ImVec2(l.status.min.x, l.status.min.y + (l.status.size.y - size) * 0.5f),
             own ? colour::kGlow : colour::kText, text, 0.0f, l.status);
}

void RollAndClearTable::draw_grid_of(ImDrawList* dl, const GridBox& box, int p, const Moment& m, bool big) const {
  const RollAndClearState& s = *m.table;
  const bool as_ended = round_ended(s) && s.rounds_completed() > 0;
  const Grid& g = shown_grid(s, p);
  if (m.clearing && p == m.turn) {
    draw_clearing_grid(dl, box, g, m.clear_row, m.clear_column, m.locked, m.progress, m.reduced);
    return;
  }
  GridLook look;
  if (p == m.turn && !as_ended) look.locked = m.locked & ~m.sliding();
  if (big && p == m.turn && m.placing) {
    look.staged = selection_.staged_mask();
    look.targets = selection_.targets(s);
    for (Action line : full_lines(g, look.locked | look.staged)) look.line |= line_mask(g, line);
  }
  if (big && p == m.turn && m.choosing_line)
    for (Action line : s.complete_lines()) look.line |= line_mask(g, line);
  draw_grid(dl, box, g, look);
  if (g.empty()) draw_empty_mark(dl, box, big ? kBodySize : kSmallText);
}

void RollAndClearTable::draw_big_grid(Host& host, ImDrawList* dl, const Layout& l, const Moment& m) {
  const RollAndClearState& s = *m.table;
  // The turn player's grid, a bot's too: its dice and clears are seen as large as the person's.
  const int big = m.turn;
  const Grid& g = shown_grid(s, big);
  const std::string who = name(big) + "'s grid";
  const std::string cards = plural(g.size(), "card", "cards"), points = plural(g.value_sum(), "point", "points");
  const std::string total = s.solitaire() ? "turn " + std::to_string(std::max(1, s.turns()[0]))
                                          : "total " + std::to_string(s.total_scores()[big]);
  std::string label;
  const float size = fit_one_line(
      fonts().body,
      {who + " · " + cards + " · " + points + " · " + total, name(big) + " · " + cards + " · " + points + " · " + total,
       name(big) + " · " + points + " · " + total, name(big) + " · " + points},
      kSmallText, kMinText, l.grid_label.size.x, &label);
  table_text(dl, fonts().body, size, ImVec2(l.grid_label.min.x, l.grid_label.min.y + 2.0f), colour::kMuted, label, 0.0f,
             l.grid_label);
  draw_grid_of(dl, l.grid, big, m, true);
  // Every card is a widget; the turn player's take dice while they place.
  const bool placing = m.placing && big == m.turn;
  for (int i = 0; i < g.size() && !m.clearing; ++i) {
    const ImVec2 a = l.grid.card(g.columns, i / g.columns, i % g.columns);
    if (tap_area("table.card." + std::to_string(i), a, ImVec2(l.grid.card_w, l.grid.card_h), placing)) {
      // A tap that does nothing says why, in the news line.
      if (const std::string why = selection_.tap_card(state(), i); !why.empty()) host.announce(why, colour::kText);
      host.request_frames();
    }
  }
}

void RollAndClearTable::draw_dice(Host& host, ImDrawList* dl, const Layout& l, const Moment& m) {
  const RollAndClearState& s = *m.table;
  std::vector<int> dice;
  bool blank = false;
  if (!m.slides.empty())
    dice = m.row_before;  // in their places: those on their way leave theirs empty
  else if (!m.rolled.empty())
    dice = m.rolled;
  else if (m.turn_left)
    dice = m.left_dice;  // the turn is over: only the dice not on a card
  else if (m.placing)
    dice = selection_.unplaced_dice(s);
  else if (s.phase() == Phase::kLocking || s.phase() == Phase::kChoosingLine)
    dice = s.free_dice();
  else if (s.phase() == Phase::kRolling)
    dice.assign(s.dice_to_roll(), 0), blank = true;
  const double now = host.now();
  const bool tumble = host.tumbling();  // never with reduced motion
  const Grid& g = s.grid(m.turn);
  const std::uint32_t taken = m.locked | (m.placing ? selection_.staged_mask() : 0u);
  const float y0 = l.dice.min.y + (l.dice.size.y - l.die) * 0.5f;
  const auto on_its_way = [&](int i) {
    return std::any_of(m.slides.begin(), m.slides.end(), [i](const Moment::Slide& d) { return d.from == i; });
  };
  for (int i = 0; i < static_cast<int>(dice.size()); ++i) {
    if (on_its_way(i)) continue;
    const ImVec2 at(l.dice.min.x + 6.0f + i * (l.die + kDieGap),
                    y0 + (tumble ? tumble_sine(now * 40.0 + i) * 4.0f : 0.0f));
    bool fits = false;
    if (m.placing)
      for (int p = 0; p < g.size(); ++p) fits |= !(taken >> p & 1) && core::card_value(g.cards[p]) == dice[i];
    const bool picked = m.placing && selection_.picked_die() == dice[i] &&
                        std::find(dice.begin(), dice.end(), dice[i]) - dice.begin() == i;
    const ImVec2 b(at.x + l.die, at.y + l.die);
    if (picked)
      dl->AddRectFilled(ImVec2(at.x - 6, at.y - 6), ImVec2(b.x + 6, b.y + 6), colour::kSelected, 14.0f);
    else if (fits)
      dl->AddRectFilled(ImVec2(at.x - 5, at.y - 5), ImVec2(b.x + 5, b.y + 5), with_alpha(colour::kGlow, 0.85f), 13.0f);
    if (blank) {
      dl->AddRect(at, b, IM_COL32(255, 255, 255, 90), 10.0f, 0, 2.0f);
    } else {
      const int face = tumble ? 1 + static_cast<int>(now * 30.0 + i * 7) % 6 : dice[i];
      // Greyed only once landed: a tumbling roll must not tell that it matches nothing.
      draw_pip_die(dl, at, l.die, face, m.no_match && !tumble ? kNoMatchDie : kDie, IM_COL32(60, 60, 60, 255), 1.5f);
    }
    if (m.placing && tap_area("table.die." + std::to_string(i), at, ImVec2(l.die, l.die))) {
      if (const std::string why = selection_.tap_die(state(), i); !why.empty()) host.announce(why, colour::kText);
      host.request_frames();
    }
  }
  draw_slides(dl, l, m, g);
  // Every die is on a card with rolls left: where the dice were, right over End turn, the
  // table says that the turn ends (the player has not confirmed yet).
  if (m.placing && placement_ends_turn()) {
    const Box row{ImVec2(l.dice.min.x + 6.0f, l.dice.min.y),
                  ImVec2(l.rolls_left.min.x - l.dice.min.x - 12.0f, l.dice.size.y)};
    const float size = size_to_fit(fonts().bold, kEndsTurnHint, row.size.x, row.size.y, kBodySize, kMinText);
    const float h = fonts().bold->CalcTextSizeA(size, 1e9f, row.size.x, kEndsTurnHint).y;
    const ImVec2 at(row.min.x, row.min.y + std::max(0.0f, (row.size.y - h) * 0.5f));  // in the row's middle
    table_text(dl, fonts().bold, size, at, colour::kGlow, kEndsTurnHint, row.size.x, row);
  }
  // The rolls left, as three marks and in words.
  if (!m.round_over) {
    // A roll still tumbling is not spent yet on the marks: they change as its dice land.
    const bool landing = tumble && m.step && m.step->detail == kRollStep;
    const int left = core::kRollsPerTurn - m.rolls_made + (landing ? 1 : 0);
    const Box& r = l.rolls_left;
    for (int k = 0; k < core::kRollsPerTurn; ++k) {
      const ImVec2 c(r.min.x + kMarkR + 4.0f + k * (r.size.x - 2 * kMarkR - 8.0f) / 2.0f, r.min.y + kMarkR + 4.0f);
      if (k < left)
        dl->AddCircleFilled(c, kMarkR, colour::kGlow, 16);
      else
        dl->AddCircle(c, kMarkR, colour::kMuted, 16, 2.0f);
    }
    const std::vector<std::string> variants = {plural(left, "roll left", "rolls left"), std::to_string(left) + " left"};
    std::string words;
    const float size = fit_one_line(fonts().body, variants, kSmallText, kMinText, r.size.x, &words);
    table_text(dl, fonts().body, size, ImVec2(r.min.x, r.min.y + 2 * kMarkR + 10.0f), colour::kMuted, words, 0.0f, r);
  }
  note_rect("table.dice", l.dice.min, l.dice.size);
}

// The dice on their way to their cards, over the grid; with reduced motion they fade in there.
void RollAndClearTable::draw_slides(ImDrawList* dl, const Layout& l, const Moment& m, const Grid& g) {
  const float y0 = l.dice.min.y + (l.dice.size.y - l.die) * 0.5f;
  for (const Moment::Slide& d : m.slides) {
    const Box from{ImVec2(l.dice.min.x + 6.0f + d.from * (l.die + kDieGap), y0), ImVec2(l.die, l.die)};
    const Box to =
        die_on_card(l.grid.card(g.columns, d.card / g.columns, d.card % g.columns), l.grid.card_w, l.grid.card_h);
    const Box at = m.slide.reduced ? to : travel_box(from, to, m.slide.t, 0.5f * l.die);
    const int first = dl->VtxBuffer.Size;
    draw_pip_die(dl, at.min, at.size.x, d.value, kDie, IM_COL32(60, 60, 60, 255), 1.5f);
    if (m.slide.reduced) fade_drawn(dl, first, m.slide.alpha);
  }
  if (!m.slides.empty())
    moving_.set(plural(static_cast<int>(m.slides.size()), "die", "dice") + " to their cards", m.slide);
}

void RollAndClearTable::draw_others(ImDrawList* dl, const Layout& l, const Moment& m) const {
  const RollAndClearState& s = *m.table;
  const int big = m.turn;
  std::vector<int> others;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != big) others.push_back(p);
  const int count = static_cast<int>(others.size());
  if (count == 0 || l.others.size.y < 40.0f) return;
  const float cell_w = (l.others.size.x - (count - 1) * kCellGap) / count;
  float cw = std::min((cell_w - 3 * kSmallGap) / 4.0f, l.grid.card_w * 0.6f);  // smaller than the large grid
  float ch = cw * 1.3f;
  if (3 * ch + 2 * kSmallGap > l.others.size.y - kNameH - 6.0f) {
    ch = (l.others.size.y - kNameH - 6.0f - 2 * kSmallGap) / 3.0f;
    cw = std::min(cw, ch / 1.05f);
  }
  const std::vector<int> totals = s.total_scores();
  for (int i = 0; i < count; ++i) {
    const int p = others[i];
    const ImVec2 at(l.others.min.x + i * (cell_w + kCellGap), l.others.min.y);
    GridBox small;
    small.card_w = cw;
    small.card_h = ch;
    small.gap = kSmallGap;
    small.min = ImVec2(at.x + (cell_w - small.size().x) * 0.5f, at.y + kNameH + 4.0f);
    const Grid& g = shown_grid(s, p);
    const int left = g.value_sum();
    const std::string who = name(p) + (human(p) ? "" : " (bot)");
    const std::string total = " · total " + std::to_string(totals[p]);
    std::string label;
    const Box label_box{at, ImVec2(cell_w, kNameH)};
    const float size =
        fit_one_line(fonts().bold,
                     {who + ": " + std::to_string(left) + total, name(p) + ": " + std::to_string(left) + total,
                      name(p) + ": " + std::to_string(left), name(p)},
                     kSmallText, kMinText, cell_w, &label);
    table_text(dl, fonts().bold, size, at, colour::kText, label, 0.0f, label_box);
    // The grid's frame fits the cards it holds now: a cleared row or column takes its part of
    // the frame with it (the frame of the full 4 x 3 grid stayed around a smaller grid).
    if (!g.empty()) {
      const ImVec2 first = small.card(g.columns, 0, 0);
      const ImVec2 last = small.card(g.columns, g.rows - 1, g.columns - 1);
      const ImVec2 a(first.x - kFrameMargin, first.y - kFrameMargin);
      const ImVec2 b(last.x + cw + kFrameMargin, last.y + ch + kFrameMargin);
      dl->AddRectFilled(a, b, with_alpha(colour::kFeltDark, 0.7f), 6.0f);
      dl->AddRect(a, b, with_alpha(colour::kMuted, 0.5f), 6.0f, 0, 1.5f);
      note_rect("table.grid." + std::to_string(p) + ".frame", a, ImVec2(b.x - a.x, b.y - a.y));
    }
    draw_grid_of(dl, small, p, m, false);
    const float grid_h = g.empty() ? small.size().y : g.rows * ch + (g.rows - 1) * kSmallGap;
    note_rect("table.grid." + std::to_string(p), at, ImVec2(cell_w, kNameH + 4.0f + grid_h + kFrameMargin));
  }
}

namespace {

// A Clear button's label: "Clear row 1", or only "Row 1" / "Col 2" where many full lines share
// the row of buttons (a one-row grid filled fills every column too): never a word cut in two.
std::string clear_label(Action line, float width) {
  if (width >= 124.0f) return "Clear " + line_name(line);
  return line >= kClearColumn ? "Col " + std::to_string(line - kClearColumn + 1)
                              : "Row " + std::to_string(line - kClearRow + 1);
}

}  // namespace

void RollAndClearTable::draw_controls(Host& host, const Layout& l, const Moment& m) {
  const Box& c = l.controls;
  ImGui::SetCursorScreenPos(c.min);
  if (m.human_roll) {
    const RollAndClearState& s = state();
    const std::string label =
        (s.rolls_made() > 0 ? "No match: roll " : "Roll ") + plural(s.dice_to_roll(), "die", "dice");
    if (button("table.roll", label.c_str(), c.size)) host.roll_dice();
  } else if (m.placing) {
    draw_placing_controls(host, l);
  } else if (m.choosing_line) {
    const std::vector<Action> lines = state().complete_lines();
    const float bw = (c.size.x - 10.0f * (lines.size() - 1)) / std::max<std::size_t>(1, lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (i) ImGui::SameLine();
      if (button(clear_widget_id(lines[i]), clear_label(lines[i], bw).c_str(), ImVec2(bw, kTouch)))
        host.choose(lines[i]);
    }
  }
}

bool RollAndClearTable::placement_ends_turn() const {
  const RollAndClearState& s = state();
  if (s.phase() != Phase::kLocking) return false;
  const int turn = s.turn_player();
  const std::uint32_t mask = s.locked() | selection_.staged_mask();
  return s.rolls_made() < core::kRollsPerTurn && s.dice_for(turn) - std::popcount(mask) <= 0 &&
         full_lines(s.grid(turn), mask).empty();
}

bool RollAndClearTable::placement_fills_line() const {
  const RollAndClearState& s = state();
  return s.phase() == Phase::kLocking &&
         !full_lines(s.grid(s.turn_player()), s.locked() | selection_.staged_mask()).empty();
}

// Take back, and what applies the placement: Roll again, End turn, or Clear (one button per
// full line). Each job has its own widget id.
void RollAndClearTable::draw_placing_controls(Host& host, const Layout& l) {
  const RollAndClearState& s = state();
  const Box& c = l.controls;
  const int turn = s.turn_player();
  const Grid& g = s.grid(turn);
  const std::uint32_t mask = s.locked() | selection_.staged_mask();
  const std::vector<Action> lines = full_lines(g, mask);
  float x = c.min.x;
  if (!selection_.staged().empty()) {
    // Narrower beside three or more Clear buttons (its label then on two lines).
    const float kBackW = lines.size() > 2 ? 84.0f : 112.0f;
    // The die placed last comes back; the others stay on their cards.
    if (button("table.undo", "Take back", ImVec2(kBackW, kTouch))) {
      selection_.take_back_last();
      host.request_frames();
    }
    ImGui::SameLine();
    x += kBackW + 10.0f;
  }
  const float rest = c.max().x - x;
  if (lines.empty()) {
    const int to_roll = s.dice_for(turn) - std::popcount(mask);
    if (s.rolls_made() < core::kRollsPerTurn && to_roll > 0) {
      const std::string label = "Roll again (" + plural(to_roll, "die", "dice") + ")";
      if (button("table.roll-again", label.c_str(), ImVec2(rest, kTouch))) commit(host, -1);
    } else {
      // Rolls left but every die placed: the turn ends here, and the button says why.
      const char* label = s.rolls_made() < core::kRollsPerTurn ? "End turn (no dice left)" : "End turn";
      if (button("table.end-turn", label, ImVec2(rest, kTouch))) commit(host, -1);
    }
    return;
  }
  const float bw = (rest - 10.0f * (lines.size() - 1)) / lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i) ImGui::SameLine();
    if (button(clear_widget_id(lines[i]), clear_label(lines[i], bw).c_str(), ImVec2(bw, kTouch)))
      commit(host, lines[i]);
  }
}

}  // namespace allclear::web::roll_and_clear
