// Risky Business's table: the class, who sees what, and the glue with the app's play.
#include "games/risky_business/table.h"

#include "kit/host.h"
#include "kit/ui.h"

namespace allclear::web {

namespace risky_business {

bool turn_phase(Phase phase) {
  return phase == Phase::kMove || phase == Phase::kReplace || phase == Phase::kPickUp || phase == Phase::kSetAside;
}

bool RiskyBusinessTable::bot_move_goes_on(const State& state) const {
  const RiskyBusinessState& s = RiskyBusinessTable::of(state);
  switch (s.phase()) {
    case Phase::kReplace:
    case Phase::kPickUp:
    case Phase::kDraw:  // the deck's cards for the move (or, at the turn's end, for the row)
      return true;
    case Phase::kSetAside: return !s.history().empty() && s.history().back() == core::kEndMoves;
    default: return false;
  }
}

int RiskyBusinessTable::roller(const State& state) const {
  const int p = state.current_player();
  return p >= 0 ? p : RiskyBusinessTable::of(state).turn_player();
}

void RiskyBusinessTable::draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const {
  // Three 7s on a pile and the fourth glowing: a clear.
  const float h = size * 0.7f, w = h / 1.4f;
  for (int i = 0; i < 3; ++i)
    draw_card_front(dl, ImVec2(min.x + 2.0f + i * w * 0.45f, min.y + 2.0f + i * 3.0f), w, h, CardFace{7, i});
  dl->AddRectFilled(ImVec2(min.x + size - w - 6.0f, min.y + size - h - 6.0f),
                    ImVec2(min.x + size - 1.0f, min.y + size - 1.0f), colour::kGlow, 6.0f);
  draw_card_front(dl, ImVec2(min.x + size - w - 3.5f, min.y + size - h - 3.5f), w, h, CardFace{7, 3});
}

const char* RiskyBusinessTable::blurb() const {
  return "Play cards on piles of their rank; four of a kind or a king clears a pile. Keep your points low: after "
         "four turns each the lowest score wins. 2-4 players.";
}

std::string RiskyBusinessTable::game_text() const {
  const RiskyBusinessState& s = state();
  const int game = std::min(s.rounds_completed() + 1, s.rounds());
  return "Game " + std::to_string(game) + " of " + std::to_string(s.rounds());
}

std::string RiskyBusinessTable::resume_label() const { return "Resume: " + progress(); }

std::string RiskyBusinessTable::progress() const {
  const RiskyBusinessState& s = state();
  // Between games the last game's winner is to choose, not the player whose turn ended it.
  if (s.phase() == Phase::kChooseFirst) return game_text() + ", " + name(s.current_player()) + " chooses who starts";
  return game_text() + ", " + name(s.turn_player()) + "'s turn";
}

std::string RiskyBusinessTable::scores() const {
  const RiskyBusinessState& s = state();
  std::string line = "Scores (lowest wins): ";
  const std::vector<int> totals = s.total_scores();
  for (int p = 0; p < s.num_players(); ++p) line += (p ? ", " : "") + name(p) + " " + std::to_string(totals[p]);
  return line;
}

std::string RiskyBusinessTable::players_note(int players) const {
  return players > 2 ? "Two decks (104 cards) for 3 or 4 players." : "One deck of 52 cards.";
}

// ---------------------------------------------------------------------------------------
// Who sees what. The person's controls and a pass screen wait until everything is shown; the
// cards drawn are those of the step on screen.

int RiskyBusinessTable::sole_human() const {
  if (match()->humans() != 1) return -1;
  for (int p = 0; p < static_cast<int>(match()->seats().size()); ++p)
    if (human(p)) return p;
  return -1;
}

bool RiskyBusinessTable::person_to_choose() const {
  return follower().caught_up() && match()->next() == Match::Next::kHumanChoice;
}

bool RiskyBusinessTable::pass_up() const {
  if (match()->humans() < 2 || !person_to_choose()) return false;
  if (!turn_phase(state().phase())) return false;
  return must_pass_ || confirmed_ != actor();
}

int RiskyBusinessTable::viewer() const {
  const int sole = sole_human();
  if (sole >= 0) return sole;
  if (match()->humans() < 2 || pass_up()) return -1;
  // Two people: the hand of the turn on screen, once its owner has taken the device (also
  // while the cards they turned from the deck are shown).
  const RiskyBusinessState& s = shown();
  const int t = s.turn_player();
  const bool turn = turn_phase(s.phase()) || s.phase() == Phase::kDraw;
  return turn && human(t) && confirmed_ == t && !must_pass_ ? t : -1;
}

int RiskyBusinessTable::bottom_seat() const {
  const int view = viewer();
  if (view >= 0) return view;
  // Between games the winner picks who starts: they sit at the bottom.
  const RiskyBusinessState& s = shown();
  return s.phase() == Phase::kChooseFirst ? s.current_player() : s.turn_player();
}

bool RiskyBusinessTable::choosing() const {
  if (!person_to_choose() || pass_up()) return false;
  const int to = actor();
  return state().phase() == Phase::kChooseFirst ? human(to) : viewer() == to;
}

// ---------------------------------------------------------------------------------------
// Play.

void RiskyBusinessTable::started(Host& /*host*/) {}

void RiskyBusinessTable::chose(Host& /*host*/, int player, Action action, bool /*round_ended*/) {
  // Two people: the next turn's hand waits for its owner.
  if (human(player) && action >= core::kSetAside && action < core::kFirst && match()->humans() > 1) confirmed_ = -1;
}

void RiskyBusinessTable::refresh() {
  if (!match()) return;
  if (refreshed_for_ != match()) {
    // A game started or loaded: whoever holds the device is not known.
    refreshed_for_ = match();
    confirmed_ = -1;
    must_pass_ = match()->humans() > 1;
  }
  forget_choice();
}

// ---------------------------------------------------------------------------------------
// Arriving at the table. A game saved in the middle of a bot's turn, or one whose first turn a
// bot plays, would open with that turn half told: it is told from the turn's start (or the deal).

namespace {

// Which turn a state is in: a turn ends when its player sets a card aside.
struct TurnKey {
  int round, player, turns;
  bool operator==(const TurnKey& other) const {
    return round == other.round && player == other.player && turns == other.turns;
  }
};

TurnKey turn_key(const RiskyBusinessState& s) {
  return {s.rounds_completed(), s.turn_player(), s.turns_taken(s.turn_player())};
}

}  // namespace

std::size_t RiskyBusinessTable::told_from(const State& state, bool /*new_game*/) const {
  const RiskyBusinessState& live = RiskyBusinessTable::of(state);
  const std::size_t now = live.history().size();
  if (!turn_phase(live.phase())) return now;
  // The first action of the turn on the table, and whether the deal came right before it.
  const TurnKey turn = turn_key(live);
  std::unique_ptr<State> s = live.game().new_initial_state();
  std::size_t start = now;
  bool dealt_before = false, dealing = false;
  for (std::size_t i = 0; i <= now; ++i) {
    const RiskyBusinessState& at = RiskyBusinessTable::of(*s);
    if (turn_phase(at.phase()) && turn_key(at) == turn) {
      start = i;
      dealt_before = dealing;
      break;
    }
    dealing = at.phase() == Phase::kDealing;
    if (i == now || !s->apply_action(live.history()[i])) return now;
  }
  // A bot's turn is told from its start; anyone's first turn of a game from the deal.
  const bool bot_turn = !human(live.turn_player());
  if (dealt_before && (bot_turn || start == now)) return start - 1;
  return bot_turn ? start : now;
}

}  // namespace risky_business

std::unique_ptr<Table> make_risky_business_table() { return std::make_unique<risky_business::RiskyBusinessTable>(); }

}  // namespace allclear::web
