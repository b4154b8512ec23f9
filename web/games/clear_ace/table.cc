// Clear Ace's table: the play glue (what the app calls around each action), who sees what, and
// the factory. The steps and their words are in narrate.cc, the drawing in draw.cc.
#include "games/clear_ace/table.h"

#include <algorithm>
#include <memory>

#include "kit/host.h"
#include "kit/pieces.h"

namespace allclear::web {

namespace clear_ace {

// Whoever's hand grows when the die is rolled, tried on a copy (the first player's draw may be
// followed at once by the other's from their stack).
int drawer_of(const ClearAceState& s) {
  std::unique_ptr<State> copy = s.clone();
  if (!copy->apply_action(1)) return s.first_player();
  const ClearAceState& after = ClearAceTable::of(*copy);
  const bool grew0 = after.hand(0).size() > s.hand(0).size(), grew1 = after.hand(1).size() > s.hand(1).size();
  if (grew0 && grew1) return s.first_player();
  return grew1 ? 1 : 0;
}

std::vector<int> sorted_hand(std::vector<int> cards) {
  std::sort(cards.begin(), cards.end(), [](int a, int b) {
    return core::card_rank(a) != core::card_rank(b) ? core::card_rank(a) < core::card_rank(b) : a < b;
  });
  return cards;
}

int ClearAceTable::roller(const State& state) const {
  const ClearAceState& s = ClearAceTable::of(state);
  if (s.phase() == Phase::kDrawRoll) return drawer_of(s);
  return s.current_player() >= 0 ? s.current_player() : std::max(0, s.first_player());
}

void ClearAceTable::draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const {
  // Two cards met in a duel, and the die.
  const float h = size * 0.78f, w = h / 1.4f;
  draw_card_front(dl, ImVec2(min.x + 2.0f, min.y + 2.0f), w, h, CardFace{14, 3});
  draw_card_front(dl, ImVec2(min.x + w * 0.75f, min.y + size - h - 2.0f), w, h, CardFace{2, 2});
  draw_pip_die(dl, ImVec2(min.x + size - size * 0.34f, min.y + 2.0f), size * 0.32f, 6, IM_COL32(252, 252, 248, 255),
               IM_COL32(60, 60, 60, 255), 1.5f);
}

std::string ClearAceTable::resume_label() const {
  return "Resume: " + name(0) + " vs " + name(1) + ", " + plural(state().piles_left(), "card", "cards") +
         " in the piles";
}

// "Last game: Bo won, 4 aces to 0": who won first ("Marta 0, Bo 4 aces" read as a list of
// scores without a winner). The winner is read from the game replayed: more aces does not always
// win (a player who cannot draw loses whatever they hold).
std::string ClearAceTable::result_line(const GameRecord& record) const {
  const std::vector<int>& aces = record.final_scores;
  std::unique_ptr<State> game = make_clear_ace_game(record.parameters)->new_initial_state();
  for (Action action : record.history)
    if (!game->apply_action(action)) break;
  const std::vector<int> winners = game->winners();
  if (aces.size() != 2 || record.names.size() != 2 || winners.empty()) return Table::result_line(record);
  if (winners.size() == 2)
    return "Last game: " + record.names[0] + " and " + record.names[1] + " shared the win, " +
           plural(aces[0], "ace", "aces") + " each";
  const int w = winners[0];
  return "Last game: " + record.names[w] + " won, " + plural(aces[w], "ace", "aces") + " to " +
         std::to_string(aces[1 - w]);
}

std::string ClearAceTable::progress() const {
  const ClearAceState& s = state();
  if (s.in_showdown()) return "The showdown";
  return plural(s.piles_left(), "card", "cards") + " left in the piles";
}

// Two short lines, each one phrase: at a phone's width a single line wrapped mid-phrase
// ("attacks won 0 to / 0").
std::string ClearAceTable::scores() const {
  const ClearAceState& s = state();
  return "Aces aside: " + name(0) + " " + std::to_string(s.aces_aside(0).size()) + ", " + name(1) + " " +
         std::to_string(s.aces_aside(1).size()) + "\nAttacks won: " + name(0) + " " + std::to_string(s.rounds_won(0)) +
         ", " + name(1) + " " + std::to_string(s.rounds_won(1));
}

// ---------------------------------------------------------------------------------------
// Play.

void ClearAceTable::started(Host& /*host*/) { must_pass_ = false; }

// The deal and the start roll were made as the game started: they are told from the empty
// table, so the start roll is seen as a step like every roll, its dice tumbling.
std::size_t ClearAceTable::told_from(const State& live, bool new_game) const {
  return new_game ? 0 : live.history().size();
}

void ClearAceTable::after_action(Host& /*host*/) {
  confirmed_ = -1;  // every action: the next hand shown waits for its owner again
}

void ClearAceTable::refresh() {
  if (!match() || match() == seen_match_) return;
  // Another game (started or loaded): whoever holds the device is not known.
  seen_match_ = match();
  must_pass_ = match()->humans() > 1;
  confirmed_ = -1;
  holder_ = -1;
  selected_ = -1;
}

void ClearAceTable::tap_card(Host& host, int card) {
  const ClearAceState& s = state();
  host.request_frames();
  if (!choosing()) return;
  if (!s.is_legal(card)) {  // a tap that does nothing says why, in the news line
    host.announce("You hold a 2: in attacks and duels a 2 must be played", colour::kText);
    return;
  }
  selected_ = card;
}

std::string ClearAceTable::show_hint(Action action, std::string& /*reason*/) {
  // The card picked up, as its tap would: Play plays it.
  if (!choosing() || !state().is_legal(action)) return "";
  selected_ = action;
  selected_for_ = state().history().size();
  return "table.play";
}

// ---------------------------------------------------------------------------------------
// Who sees what.

int ClearAceTable::sole_human() const {
  if (match()->humans() != 1) return -1;
  return human(0) ? 0 : 1;
}

int ClearAceTable::actor(const ClearAceState& s) const {
  if (s.phase() == Phase::kPlaying) return s.current_player();
  if (s.phase() == Phase::kDrawRoll) return drawer_of(s);
  return -1;
}

int ClearAceTable::actor_on_screen() const {
  if (follower().caught_up()) return actor(state());
  if (!follower().before() || follower().showing_round_end()) return -1;
  return actor(ClearAceTable::of(*follower().before()));
}

int ClearAceTable::viewer() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match()->humans() < 2 || !follower().caught_up() || pass_up()) return -1;
  // Two people: only the player to play sees their hand, after tapping for it.
  return state().phase() == Phase::kPlaying ? state().current_player() : -1;
}

bool ClearAceTable::pass_up() const {
  if (match()->humans() < 2 || !follower().caught_up() || match()->next() == Match::Next::kGameOver) return false;
  const int to = actor(state());
  if (to < 0) return false;
  if (must_pass_) return true;
  return state().phase() == Phase::kPlaying && confirmed_ != to;
}

int ClearAceTable::bottom_seat() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match()->humans() == 0) return 0;
  // Two people: the side of whoever holds the device, changed only behind the pass screen, so
  // the panels do not swap with each roll or turn under the eyes of the one watching.
  return std::max(0, holder_);
}

bool ClearAceTable::choosing() const {
  return follower().caught_up() && match()->next() == Match::Next::kHumanChoice && !pass_up() &&
         viewer() == state().current_player();
}

bool ClearAceTable::person_rolls() const {
  return follower().caught_up() && match()->next() == Match::Next::kRoll && human(match()->roller()) && !pass_up();
}

}  // namespace clear_ace

std::unique_ptr<Table> make_clear_ace_table() { return std::make_unique<clear_ace::ClearAceTable>(); }

}  // namespace allclear::web
