// Bingo Battle's table: the play glue (what the app calls around each action), the records
// on this device, the table screen put together from its layout, and the factory.
#include "games/bingo/table.h"

#include <algorithm>
#include <bit>

#include "kit/host.h"
#include "kit/pieces.h"
#include "kit/reader.h"

namespace allclear::web {

namespace bingo {

void BingoTable::draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const {
  // Part of the board: tiles, coins stacking up, a pawn on a locked stack.
  const float t = size / 4.0f;
  for (int row = 0; row < 4; ++row)
    for (int col = 0; col < 4; ++col) {
      const ImVec2 a(min.x + col * t + 1.5f, min.y + row * t + 1.5f);
      dl->AddRectFilled(a, ImVec2(a.x + t - 3.0f, a.y + t - 3.0f), colour::kTile, 4.0f);
      if ((row * 5 + col * 3) % 4 == 0)
        draw_coin(dl, ImVec2(a.x + t * 0.45f, a.y + t * 0.45f), t * 0.3f, (row + col) % 4 * 6 + 2);
    }
  draw_pawn(dl, ImVec2(min.x + 2.5f * t, min.y + 1.5f * t), t * 0.8f, colour::kSelected);
}

std::string BingoTable::resume_label() const {
  const BingoState& s = state();
  if (s.solitaire())
    return "Resume solitaire: " + plural(s.claims(0), "claim", "claims") + ", roll " + std::to_string(s.rolls() + 1);
  return "Resume: " + name(0) + " " + std::to_string(s.claims(0)) + ", " + name(1) + " " + std::to_string(s.claims(1)) +
         " claims";
}

std::string BingoTable::scores() const {
  const BingoState& s = state();
  std::string line = "Claims: ";
  for (int p = 0; p < s.num_players(); ++p) line += (p ? ", " : "") + name(p) + " " + std::to_string(s.claims(p));
  return line;
}

std::string BingoTable::result_line(const GameRecord& record) const {
  if (record.names.size() == 1)
    return "Last solitaire game: " + plural(record.final_scores[0], "claim", "claims") +
           ". Best: " + std::to_string(solitaire_.best) + ".";
  std::string line = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    line += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
  return line + " claims";
}

void BingoTable::after_game() {
  const BingoState& s = state();
  new_best_ = false;
  // Only a person's solitaire games count (a bot may play one to watch).
  if (!s.solitaire() || !s.is_terminal() || !match()->seats()[0].human()) return;
  new_best_ = solitaire_.add({s.claims(0), s.rolls(), match()->seed()});
}

// ---------------------------------------------------------------------------------------
// Play: the steps come from describe() (narrate.cc); here only what is kept.

std::vector<std::string> BingoTable::names() const {
  std::vector<std::string> out;
  for (const Seat& seat : match()->seats()) out.push_back(seat.name);
  return out;
}

Moment BingoTable::moment() const {
  const BingoState* before = follower().before() ? &BingoTable::of(*follower().before()) : nullptr;
  return moment_of(shown(), before, follower().step());
}

void BingoTable::refresh() { selected_ = 0; }

// The last roll, if a bot made it and no person has acted since, from its dice.
std::size_t BingoTable::told_from(const State& live, bool /*new_game*/) const {
  const std::vector<Action>& history = live.history();
  if (live.is_terminal()) return history.size();  // the roll that ended the game: the summary shows it
  std::unique_ptr<State> replay = live.game().new_initial_state();
  std::size_t roll_start = history.size();
  bool in_roll = false, person_since = false;  // rolls follow each other with no choice between
  for (std::size_t i = 0; i < history.size(); ++i) {
    const bool chance = replay->is_chance_node();
    if (chance && !in_roll) {
      roll_start = i;
      person_since = false;
    }
    if (!chance && match()->seats()[replay->current_player()].human()) person_since = true;
    if (!replay->apply_action(history[i])) return history.size();
    in_roll = chance && roll_goes_on(*replay);
  }
  if (roll_start >= history.size() || person_since) return history.size();
  std::unique_ptr<State> start = live.game().new_initial_state();
  for (std::size_t i = 0; i < roll_start; ++i) (void)start->apply_action(history[i]);
  // Whose roll: the roller once its first die is thrown (before it, the last roll's).
  if (!start->apply_action(history[roll_start]) || match()->seats()[roller(*start)].human()) return history.size();
  return roll_start;
}

void BingoTable::started(Host& /*host*/) {
  // No announcement: it would hold the news line over the first roll's steps. The prompt
  // says what the game is about until the first roll.
  new_best_ = false;
  keep_rolling_ = false;
}

void BingoTable::rolled(Host& /*host*/, bool round_ended) {
  if (round_ended) after_game();
}

void BingoTable::chose(Host& /*host*/, int /*player*/, Action /*action*/, bool round_ended) {
  if (round_ended) after_game();
}

// ---------------------------------------------------------------------------------------
// The table screen.

void BingoTable::draw_top_bar(Host& host, ImDrawList* dl, const Layout& l, const Moment& m) {
  ImGui::SetCursorScreenPos(l.home.min);
  if (button("table.home", "Home", l.home.size)) host.go(Screen::kHome);
  // The turn on screen, as the players' panels and the prompt show it (the follower's moment,
  // never the live state, which runs ahead while steps play).
  std::string title = (host.daily() ? "Daily \xC2\xB7 Roll " : "Roll ") + std::to_string(m.turn_roll);
  if (m.turn >= 0 && !shown().solitaire()) title += " \xC2\xB7 " + name(m.turn);
  const ImU32 title_colour = m.turn >= 0 && !shown().solitaire() ? player_colour(m.turn) : colour::kText;
  const ImVec2 centre(l.title.min.x + l.title.size.x * 0.5f, l.title.min.y + l.title.size.y * 0.5f);
  table_text_centred(dl, fonts().bold, kBodySize, centre, title_colour, title, l.title);
  ImGui::SetCursorScreenPos(l.rules.min);
  if (button("table.rules", "Rules", l.rules.size)) host.go(Screen::kRules);
  if (l.notice.size.y > 0)
    table_text(dl, fonts().body, 15.0f, l.notice.min, colour::kWarning, host.storage_notice(), l.notice.size.x,
               l.notice);
}

void BingoTable::draw_keep_rolling(Host& host, const Layout& l) {
  if (human_rolls()) host.roll_dice();  // each roll only once the one before has been shown
  host.request_frames();
  ImGui::SetCursorScreenPos(l.controls.min);
  if (button("table.stop-rolling", "Stop rolling", l.controls.size)) {
    keep_rolling_ = false;
  }
}

void BingoTable::draw_controls(Host& host, const Layout& l) {
  // The person's own buttons only, once everything is shown; Skip is the news line's.
  const BingoState& s = state();
  // Keep rolling pauses for a pick (the person decides it) and goes on after it, until Stop
  // rolling or the game's end.
  if (match()->next() == Match::Next::kGameOver) keep_rolling_ = false;
  if (keep_rolling_ && !human_choosing()) return draw_keep_rolling(host, l);
  ImGui::SetCursorScreenPos(l.controls.min);
  if (human_rolls() && match()->humans() == 1) {
    // Most rolls ask nothing of the player (solitaire, or one person against bots): Keep rolling
    // rolls on for them, pausing at a pick.
    const float gap = 10.0f, roll_w = (l.controls.size.x - gap) * 0.5f;
    if (button("table.roll", "Roll the dice", ImVec2(roll_w, l.controls.size.y))) host.roll_dice();
    ImGui::SameLine(0.0f, gap);
    if (button("table.keep-rolling", "Keep rolling", ImVec2(l.controls.size.x - gap - roll_w, l.controls.size.y))) {
      keep_rolling_ = true;
      host.roll_dice();
    }
  } else if (human_rolls()) {
    if (button("table.roll", "Roll the dice", l.controls.size)) host.roll_dice();
  } else if (human_choosing()) {
    const int need = s.choose_count(), have = std::popcount(selected_);
    const std::vector<Action> legal = s.legal_actions();
    const bool ready = std::binary_search(legal.begin(), legal.end(), static_cast<Action>(selected_));
    const char* verb = s.phase() == core::Phase::kPlacing ? "Place coins" : "Lock stacks";
    const std::string label =
        ready ? std::string(verb)
              : std::string(verb) + " (" + std::to_string(have) + " of " + std::to_string(need) + ")";
    if (button("table.confirm", label.c_str(), l.controls.size, ready)) host.choose(static_cast<Action>(selected_));
  }
}

void BingoTable::draw_table(Host& host) {
  moving_.clear();  // what moves is what this frame draws (nothing while the log covers the table)
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Layout l = lay_out(display, host.storage_notice());
  const Moment m = moment();

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin("##bingo", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  draw_top_bar(host, dl, l, m);
  if (draw_open_log(*this, l.log)) {
    ImGui::End();
    return;
  }
  draw_players(dl, l.players, m, names(), shown().pawns());
  note_rect("table.players", l.players.min, l.players.size);
  draw_dice(dl, host, l.dice, m, names());
  note_rect("table.dice", l.dice.min, l.dice.size);
  draw_news_line(host, *this, l.news);
  draw_board_and_taps(host, dl, l, m);
  const ImU32 prompt_colour = human_choosing() ? colour::kGlow
                              : human_rolls()  ? player_colour(state().roller())
                                               : colour::kText;
  const std::string prompt = prompt_text();
  note_prompt(prompt);
  table_text_box(dl, fonts().bold, l.prompt, kBodySize, 11.0f, prompt_colour, prompt, l.prompt);
  draw_controls(host, l);
  ImGui::End();
}

}  // namespace bingo

std::unique_ptr<Table> make_bingo_table() { return std::make_unique<bingo::BingoTable>(); }

}  // namespace allclear::web
