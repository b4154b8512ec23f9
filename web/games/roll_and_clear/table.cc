// Roll and Clear's table: the class, how its chance nodes meet the players, Home's lines, and
// the person's placement applied one action at a time. What it draws is in draw.cc, what
// each action shows in narrate.cc.
#include "games/roll_and_clear/table.h"
#include <cctype>

#include <algorithm>
#include <bit>

#include "core/hint.h"
#include "core/random.h"
#include "kit/pieces.h"

namespace allclear::web {

namespace roll_and_clear {

RollAndClearTable::RollAndClearTable() : TableOf(roll_and_clear_game_info()) {}

// A turn's first roll is made by its player (Roll, or a bot after its pause), and so is a roll
// after one that matched no card (the core skips the placing): that roll stays on the table
// until its player rolls again. The turn's later rolls follow the choice before them at once
// (Done, or a die that left nothing else to place: the tap was Roll again); dealing is done at
// once, the next round after the summary.
bool RollAndClearTable::is_roll(const State& state) const {
  const RollAndClearState& s = RollAndClearTable::of(state);
  return s.phase() == Phase::kRolling && s.rolling().empty();
}

bool RollAndClearTable::roll_follows_choice(const State& state) const {
  const RollAndClearState& s = RollAndClearTable::of(state);
  return is_roll(s) && s.rolls_made() > 0;
}

bool RollAndClearTable::roll_goes_on(const State& state) const {
  const RollAndClearState& s = RollAndClearTable::of(state);
  return s.phase() == Phase::kRolling && !s.rolling().empty();
}

bool RollAndClearTable::between_rounds(const State& state) const {
  const RollAndClearState& s = RollAndClearTable::of(state);
  return s.phase() == Phase::kDealing && s.rounds_completed() > 0;
}

void RollAndClearTable::draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const {
  // A grid of numbered cards, a die locked on one of them.
  const float cw = size / 4.0f, ch = size / 3.0f;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 4; ++col) {
      const ImVec2 a(min.x + col * cw + 1.5f, min.y + row * ch + 1.5f);
      dl->AddRectFilled(a, ImVec2(a.x + cw - 3.0f, a.y + ch - 3.0f), IM_COL32(248, 246, 238, 255), 3.0f);
      const char digit[2] = {static_cast<char>('1' + (row * 4 + col * 5) % 6), 0};
      text_at(dl, fonts().bold, cw * 0.55f, ImVec2(a.x + cw * 0.45f, a.y + ch * 0.45f), IM_COL32(40, 40, 40, 255),
              digit);
    }
  draw_pip_die(dl, ImVec2(min.x + cw * 1.2f, min.y + ch * 1.15f), cw * 0.7f, 5, IM_COL32(252, 252, 248, 255),
               colour::kGlow, 2.0f);
}

const char* RollAndClearTable::blurb() const {
  return "Roll up to three times a turn, lock dice on cards of the same value and clear whole rows or columns "
         "of your grid. Lowest total wins. 1-4 players.";
}

std::string RollAndClearTable::round_text(bool capital) const {
  const RollAndClearState& s = state();
  return std::string(capital ? "Round " : "round ") + std::to_string(std::min(s.rounds_completed() + 1, s.rounds())) +
         " of " + std::to_string(s.rounds());
}

std::string RollAndClearTable::progress() const {
  return round_text(true) + ", " + name(state().turn_player()) + "'s turn";
}

std::string RollAndClearTable::scores() const {
  const RollAndClearState& s = state();
  std::string line = "Scores (lowest wins): ";
  const std::vector<int> totals = s.total_scores();
  for (int p = 0; p < s.num_players(); ++p) line += (p ? ", " : "") + name(p) + " " + std::to_string(totals[p]);
  return line;
}

std::string RollAndClearTable::result_line(const GameRecord& record) const {
  if (record.names.size() == 1) return "Last solitaire game: " + plural(record.final_scores[0], "turn", "turns") + ".";
  return Table::result_line(record) + " (lowest wins)";
}

std::string RollAndClearTable::players_note(int players) const {
  return players == 1 ? "Solitaire: score is the turns you take." : "Lowest total wins.";
}

void RollAndClearTable::announce_round(Host& host) {
  const RollAndClearState& s = state();
  const std::string text = "Round " + std::to_string(s.rounds_completed() + 1) +
                           (s.rounds_completed() == 0 ? ": the grids are dealt" : ": new grids are dealt");
  if (human(s.turn_player())) host.announce(text, colour::kText);
}

void RollAndClearTable::started(Host& host) { announce_round(host); }

void RollAndClearTable::refresh() { selection_.clear(); }

void RollAndClearTable::commit(Host& host, Action line) {
  const RollAndClearState& s = state();
  const int player = s.turn_player(), rolls = s.rolls_made(), rounds = s.rounds_completed();
  const int turns = s.turns()[player];
  const std::vector<int> places = selection_.staged();
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
      match()->next() == Match::Next::kHumanChoice)
    host.choose(line);
  selection_.clear();
}

std::string RollAndClearTable::show_hint(Action action, std::string& reason) {
  const RollAndClearState& s = state();
  if (s.phase() == Phase::kChoosingLine) return clear_widget_id(action);
  if (s.phase() != Phase::kLocking) return "";
  // A player places a roll's dice together, so the hint stages the strong bot's whole placement
  // (its next choices, as a hint would give them), each die as its tap would; one die alone
  // would be hinted again and again, as the dice staged are not applied yet.
  selection_.clear();
  const int player = s.turn_player();
  std::unique_ptr<State> after = s.clone();
  std::string then;  // why the placement stops where it does (the strong bot's Done)
  for (Action place = action; place != kDone;) {
    if (!selection_.tap_card(s, place).empty() || !after->apply_action(place)) break;
    const RollAndClearState& now = RollAndClearTable::of(*after);
    if (now.phase() != Phase::kLocking || now.turn_player() != player) break;  // no die left to place
    const Hint next = allclear::hint(now, mix_seed(match()->seed(), now.history().size()));
    place = next.action;
    if (place == kDone) then = next.reason;
  }
  // Several dice placed: the words say so, and why the placement stops there (the first die's
  // reason speaks of the grid before the others).
  if (selection_.staged().size() > 1)
    reason = plural(static_cast<int>(selection_.staged().size()), "die", "dice") + " placed" +
             (then.empty() ? "." : ". " + then);
  // What applies it: a Clear for a full line (the one the bot clears, when several are), else
  // Roll again or End turn.
  const std::uint32_t placed = s.locked() | selection_.staged_mask();
  const std::vector<Action> lines = full_lines(s.grid(player), placed);
  if (!lines.empty()) {
    if (RollAndClearTable::of(*after).phase() == Phase::kLocking && !after->apply_action(kDone)) return "";
    const RollAndClearState& now = RollAndClearTable::of(*after);
    const bool choose = now.phase() == Phase::kChoosingLine && now.turn_player() == player;
    return clear_widget_id(choose ? allclear::hint(now, mix_seed(match()->seed(), now.history().size())).action
                                  : lines.front());
  }
  const int to_roll = s.dice_for(player) - std::popcount(placed);
  return s.rolls_made() < core::kRollsPerTurn && to_roll > 0 ? "table.roll-again" : "table.end-turn";
}

}  // namespace roll_and_clear

std::unique_ptr<Table> make_roll_and_clear_table() { return std::make_unique<roll_and_clear::RollAndClearTable>(); }

}  // namespace allclear::web
