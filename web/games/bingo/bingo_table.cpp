#include "games/bingo/bingo_table.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "kit/host.h"
#include "core/bingo/bingo.h"
#include "core/json.h"
#include "kit/pieces.h"
#include "kit/storage.h"
#include "kit/ui.h"

namespace allclear::web {

namespace {

using bingo::Event;
using bingo::EventKind;
using bingo::SquareMask;

constexpr double kFirstStepSeconds = 0.55;  // the dice land, then the first step
constexpr double kStepSeconds = 0.65;       // between two steps of a roll
constexpr double kLastStepSeconds = 0.4;    // the last step stays up before anyone acts
constexpr double kGameOverSeconds = 1.6;    // or before the summary
constexpr std::size_t kKeptSolitaireGames = 50;
const std::string kSolitaireKey = "allclear.bingo.solitaire.v1";
constexpr std::string_view kSolitaireFormat = "allclear-bingo-solitaire";

// Matches are made by load_game("bingo") and saves are checked to be Bingo Battle games, so
// the state of this table's match is always a BingoState.
const BingoState& as_bingo(const State& state) { return static_cast<const BingoState&>(state); }

// Each player's pawns and name in one colour (the rules give each player two suits of pawns;
// one colour per player reads better on a small screen). Gold is lighter than blue in grey too,
// and the second player's pawns carry a band.
ImU32 player_colour(int player) {
  return player == 1 ? IM_COL32(90, 165, 255, 255) : IM_COL32(255, 200, 70, 255);
}

// A player's pawn; its body's centre is noted as that player's mark.
void draw_player_pawn(ImDrawList* dl, ImVec2 c, float h, int player) {
  draw_pawn(dl, c, h, player_colour(player), player == 1);
  note_mark(dl, "player", player, ImVec2(c.x, c.y + h * 0.32f), h * 0.14f);
}

std::string capitalized(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "suns.ace", "arms.3": the square's part of a widget id.
std::string square_id(int square) {
  const int rank = bingo::square_rank(square);
  return bingo::suit_name(bingo::square_suit(square)) + "." + (rank == 1 ? std::string("ace") : std::to_string(rank));
}

// A die and its face as players say it: "Suns 3", "Moons null".
std::string die_text(int suit, int face) { return capitalized(bingo::suit_name(suit)) + " " + bingo::face_name(face); }

bool is_die_event(EventKind kind) {
  switch (kind) {
    case EventKind::kNullClears:
    case EventKind::kClaim:
    case EventKind::kSteal:
    case EventKind::kPlace:
    case EventKind::kStackFull:
    case EventKind::kKittyEmpty: return true;
    default: return false;
  }
}

const char* event_name(EventKind kind) {
  switch (kind) {
    case EventKind::kNullClears: return "null";
    case EventKind::kClaim: return "claim";
    case EventKind::kSteal: return "steal";
    case EventKind::kPlace: return "place";
    case EventKind::kStackFull: return "full";
    case EventKind::kKittyEmpty: return "kittyEmpty";
    case EventKind::kClaimByLock: return "claimByLock";
    case EventKind::kLock: return "lock";
    case EventKind::kNoPawn: return "noPawn";
    case EventKind::kWin: return "win";
    case EventKind::kDeadRoll: return "deadRoll";
  }
  return "?";
}

// The table as a roll left it after some of its steps: what is drawn while a roll is shown.
struct View {
  std::array<bingo::Stack, bingo::kSquares> stacks{};
  int kitty = bingo::kCoins;
  std::vector<int> claims;
};

View view_of(const BingoState& s) {
  View v;
  for (int sq = 0; sq < bingo::kSquares; ++sq) v.stacks[sq] = s.stack(sq);
  v.kitty = s.kitty();
  for (int p = 0; p < s.num_players(); ++p) v.claims.push_back(s.claims(p));
  return v;
}

// One step applied to the view, as the core reports it resolved (once every step is shown
// the table draws the state itself).
void apply_event(View* v, const Event& e) {
  switch (e.kind) {
    case EventKind::kNullClears:
      for (int rank = 1; rank <= bingo::kRows; ++rank) {
        bingo::Stack& stack = v->stacks[bingo::square_of(e.suit, rank)];
        if (!stack.locked()) stack.coins = 0;
      }
      v->kitty += e.coins;
      break;
    case EventKind::kClaim:
    case EventKind::kSteal:
    case EventKind::kClaimByLock:
      v->stacks[e.square] = bingo::Stack{};
      v->kitty += bingo::kStackLimit - 1;
      if (e.player >= 0 && e.player < static_cast<int>(v->claims.size())) ++v->claims[e.player];
      break;
    case EventKind::kPlace:
      ++v->stacks[e.square].coins;
      --v->kitty;
      break;
    case EventKind::kLock: v->stacks[e.square].owner = e.player; break;
    default: break;
  }
}

int free_pawns(const View& v, const BingoState& s, int player) {
  int used = 0;
  for (const bingo::Stack& stack : v.stacks) used += stack.owner == player;
  return s.pawns() - used;
}

// ---------------------------------------------------------------------------------------
// The solitaire scores kept on this device: the best and the latest games.

struct SolitaireGame {
  int claims = 0;
  int rolls = 0;
  std::uint64_t seed = 0;
};

struct SolitaireScores {
  int best = 0;
  std::vector<SolitaireGame> games;  // oldest first
};

std::string solitaire_to_json(const SolitaireScores& scores) {
  std::string out = "{\"format\":" + json_quote(kSolitaireFormat) + ",\"version\":1,\"best\":" +
                    std::to_string(scores.best) + ",\"games\":[";
  for (std::size_t i = 0; i < scores.games.size(); ++i) {
    const SolitaireGame& g = scores.games[i];
    out += (i ? "," : "") + std::string("{\"claims\":") + std::to_string(g.claims) +
           ",\"rolls\":" + std::to_string(g.rolls) + ",\"seed\":" + std::to_string(g.seed) + "}";
  }
  return out + "]}";
}

bool parse_solitaire(const std::string& text, SolitaireScores* scores, std::string* error) {
  Json doc;
  if (!parse_json(text, &doc, error)) return false;
  const auto integer = [](const Json* v, std::int64_t lo, std::int64_t hi, std::int64_t* out) {
    if (!v || v->kind != Json::Kind::kNumber || !v->is_integer || v->integer < lo || v->integer > hi) return false;
    *out = v->integer;
    return true;
  };
  const Json* format = doc.find("format");
  if (doc.kind != Json::Kind::kObject || !format || format->kind != Json::Kind::kString ||
      format->string != kSolitaireFormat) {
    *error = "not a solitaire score list";
    return false;
  }
  std::int64_t version = 0, best = 0;
  if (!integer(doc.find("version"), 0, 1000, &version) || version != 1) {
    *error = "not version 1";
    return false;
  }
  const int most = bingo::kClaimsPerTile * bingo::kSolitaireTiles;
  if (!integer(doc.find("best"), 0, most, &best)) {
    *error = "the best score is not a number from 0 to 16";
    return false;
  }
  const Json* games = doc.find("games");
  if (!games || games->kind != Json::Kind::kArray) {
    *error = "no list of games";
    return false;
  }
  SolitaireScores read;
  read.best = static_cast<int>(best);
  for (const Json& g : games->items) {
    std::int64_t claims = 0, rolls = 0, seed = 0;
    if (g.kind != Json::Kind::kObject || !integer(g.find("claims"), 0, best, &claims) ||
        !integer(g.find("rolls"), 0, 1000000, &rolls) || !integer(g.find("seed"), 0, (std::int64_t{1} << 53) - 1, &seed)) {
      *error = "a game in the list is not claims (up to the best), rolls and seed";
      return false;
    }
    read.games.push_back({static_cast<int>(claims), static_cast<int>(rolls), static_cast<std::uint64_t>(seed)});
  }
  *scores = std::move(read);
  return true;
}

// ---------------------------------------------------------------------------------------
// Drawing.

void draw_stack(ImDrawList* dl, ImVec2 c, float r, int coins, int suit) {
  // Coins piled up and a little to the right, the top one showing the square's suit.
  const ImVec2 base(c.x - (coins - 1) * r * 0.09f, c.y + (coins - 1) * r * 0.2f);
  for (int i = 0; i < coins; ++i) {
    const ImVec2 at(base.x + i * r * 0.18f, base.y - i * r * 0.4f);
    dl->AddCircleFilled(ImVec2(at.x + r * 0.06f, at.y + r * 0.14f), r, IM_COL32(0, 0, 0, 110), 32);
    dl->AddCircleFilled(at, r, colour::kCoin, 32);
    dl->AddCircle(at, r, colour::kCoinEdge, 32, std::max(1.5f, r * 0.08f));
    if (i == coins - 1) draw_suit(dl, at, r * 1.05f, suit, colour::kCoin);
  }
}

void draw_board_pawn(ImDrawList* dl, ImVec2 c, float h, int owner) {
  draw_pawn(dl, ImVec2(c.x + 1.5f, c.y + 1.5f), h + 3.0f, IM_COL32(0, 0, 0, 200));
  draw_player_pawn(dl, c, h, owner);
}

// A null tile turned grid side up: 2 x 2 slots, a coin on each claimed slot.
void draw_scoring_tile(ImDrawList* dl, ImVec2 min, float size, int claimed) {
  const ImVec2 max(min.x + size, min.y + size);
  dl->AddRectFilled(min, max, colour::kTile, size * 0.12f);
  dl->AddRect(min, max, colour::kTileEdge, size * 0.12f, 0, 1.5f);
  const ImVec2 mid(min.x + size * 0.5f, min.y + size * 0.5f);
  dl->AddLine(ImVec2(mid.x, min.y + 4), ImVec2(mid.x, max.y - 4), colour::kTileEdge, 1.5f);
  dl->AddLine(ImVec2(min.x + 4, mid.y), ImVec2(max.x - 4, mid.y), colour::kTileEdge, 1.5f);
  for (int slot = 0; slot < claimed && slot < bingo::kClaimsPerTile; ++slot) {
    const ImVec2 c(min.x + size * (slot % 2 ? 0.75f : 0.25f), min.y + size * (slot / 2 ? 0.75f : 0.25f));
    const float r = size * 0.19f;
    dl->AddCircleFilled(ImVec2(c.x + 1, c.y + 2), r, IM_COL32(0, 0, 0, 100), 20);
    dl->AddCircleFilled(c, r, colour::kCoin, 20);
    dl->AddCircle(c, r, colour::kCoinEdge, 20, 1.5f);
  }
}

// The scoring tiles of `player`'s claims: one tile for two players, four in solitaire.
void draw_scoring_tiles(ImDrawList* dl, ImVec2 min, float size, float gap, int tiles, int claims) {
  for (int t = 0; t < tiles; ++t)
    draw_scoring_tile(dl, ImVec2(min.x + t * (size + gap), min.y), size,
                      std::clamp(claims - t * bingo::kClaimsPerTile, 0, bingo::kClaimsPerTile));
}

struct BoardLook {
  SquareMask candidates = 0;  // squares the roller may pick
  SquareMask selected = 0;
  int focus_square = -1;      // the step being shown
  int focus_column = -1;      // a null's column
};

// The suits on top, then the 5 rows of tiles (each tile shows its rank in a corner).
struct BoardGeometry {
  ImVec2 min;
  float header_h = 28.0f;
  float cell_w = 0, cell_h = 0;
  ImVec2 cell(int square) const {
    return ImVec2(min.x + bingo::square_suit(square) * cell_w, min.y + header_h + (bingo::square_rank(square) - 1) * cell_h);
  }
  ImVec2 size() const { return ImVec2(bingo::kSuits * cell_w, header_h + bingo::kRows * cell_h); }
};

void draw_board(ImDrawList* dl, const BoardGeometry& g, const View& v, const BoardLook& look) {
  ImFont* bold = fonts().bold;
  for (int suit = 0; suit < bingo::kSuits; ++suit) {
    const ImVec2 c(g.min.x + (suit + 0.5f) * g.cell_w, g.min.y + g.header_h * 0.5f);
    const float r = std::min(g.header_h * 0.45f, 15.0f);
    dl->AddCircleFilled(c, r, colour::kCoin, 24);
    draw_suit(dl, c, r * 1.35f, suit, colour::kCoin);
  }
  const float m = std::max(2.0f, g.cell_w * 0.03f);
  const float round = g.cell_w * 0.1f;
  for (int sq = 0; sq < bingo::kSquares; ++sq) {
    const ImVec2 at = g.cell(sq);
    const ImVec2 a(at.x + m, at.y + m), b(at.x + g.cell_w - m, at.y + g.cell_h - m);
    const bingo::Stack& stack = v.stacks[sq];
    const bool candidate = look.candidates >> sq & 1, selected = look.selected >> sq & 1;
    const bool focus = sq == look.focus_square || bingo::square_suit(sq) == look.focus_column;
    dl->AddRectFilled(a, b, selected ? with_alpha(colour::kSelected, 0.55f)
                            : candidate ? with_alpha(colour::kGlow, 0.28f)
                                        : colour::kTile, round);
    dl->AddRect(a, b, colour::kTileEdge, round, 0, 1.5f);
    // The rank in the corner, so a square reads on its own.
    dl->AddText(bold, std::clamp(g.cell_h * 0.2f, 12.0f, 16.0f), ImVec2(a.x + 5, a.y + 3), with_alpha(colour::kMuted, 0.8f),
                rank_symbol(bingo::square_rank(sq)));
    const float r = std::min(g.cell_w, g.cell_h) * 0.25f;
    const ImVec2 c((a.x + b.x) * 0.5f - r * 0.2f, (a.y + b.y) * 0.5f + r * 0.3f);
    if (stack.coins > 0) draw_stack(dl, c, r, stack.coins, bingo::square_suit(sq));
    if (stack.locked()) {
      dl->AddRect(a, b, player_colour(stack.owner), round, 0, 3.0f);
      const float h = g.cell_h * 0.46f;
      draw_board_pawn(dl, ImVec2(b.x - h * 0.38f, a.y + h * 0.58f), h, stack.owner);
    }
    if (candidate && !selected) dl->AddRect(a, b, colour::kGlow, round, 0, 2.5f);
    if (selected) dl->AddRect(a, b, colour::kSelected, round, 0, 4.5f);
    if (focus) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32_WHITE, round, 0, 3.5f);
  }
}

// ---------------------------------------------------------------------------------------

class BingoTable : public Table {
 public:
  BingoTable() : Table(bingo_game_info()) {}

  // Every chance node is a die, and a roll is the four dice.
  bool is_roll(const State& /*state*/) const override { return true; }
  bool roll_goes_on(const State& state) const override { return as_bingo(state).dice().size() < bingo::kDice; }
  int roller(const State& state) const override { return as_bingo(state).roller(); }

  HomeIds home_ids() const override {
    return {"home.bingo", "home.bingo.resume", "home.bingo.rules", "home.bingo.dismiss"};
  }
  void draw_thumbnail(ImDrawList* dl, ImVec2 min, float size) const override {
    // Part of the board: tiles, coins stacking up, a pawn on a locked stack.
    const float t = size / 4.0f;
    for (int row = 0; row < 4; ++row)
      for (int col = 0; col < 4; ++col) {
        const ImVec2 a(min.x + col * t + 1.5f, min.y + row * t + 1.5f);
        dl->AddRectFilled(a, ImVec2(a.x + t - 3.0f, a.y + t - 3.0f), colour::kTile, 4.0f);
        if ((row * 5 + col * 3) % 4 == 0) draw_coin(dl, ImVec2(a.x + t * 0.45f, a.y + t * 0.45f), t * 0.3f, (row + col) % 4 * 6 + 2);
      }
    draw_pawn(dl, ImVec2(min.x + 2.5f * t, min.y + 1.5f * t), t * 0.8f, colour::kSelected);
  }
  const char* blurb() const override {
    return "Roll four suited dice to stack coins, lock full stacks with your pawns and claim them. First to 4 "
           "claims wins. 2 players, or solitaire.";
  }
  std::string resume_label() const override;
  std::string progress() const override { return "Roll " + std::to_string(state().rolls() + 1); }
  std::string scores() const override;
  std::string result_line(const GameRecord& record) const override;
  std::string players_note(int players) const override {
    return players == 1 ? "Solitaire: four scoring tiles and four pawns. Make as many claims as you can (16 at most)."
                        : "First to 4 claims wins.";
  }
  void load_records() override;

  void started(Host& host) override;
  void rolling(Host& host) override;
  void rolled(Host& host, bool round_ended) override;
  void chose(Host& host, int player, Action action, bool round_ended) override;
  void refresh() override;
  void tick(double now) override;
  double showing_until() const override;
  void skip_showing() override;

  void draw_table(Host& host) override;
  void draw_summary(Host& host) override;
  const char* rules_byline() const override {
    return "A game by Martin Willett (2004), for 2 players or solitaire. These are the rules as this app plays them.";
  }
  const std::vector<RulesSection>& rules() const override;
  void write_json(Text& out) const override;

 private:
  const BingoState& state() const { return as_bingo(match->state()); }
  bool showing() const { return shown_ < state().events().size(); }
  // The view being drawn: the state, or the roll's steps shown so far.
  View shown_view() const;
  // Who made the latest roll (the state has already passed the dice on).
  int last_roller() const;
  std::string name(int player) const { return player >= 0 ? match->seats()[player].name : std::string(); }
  std::string event_text(const Event& e) const;
  std::string die_label(int suit) const;  // what the die did, under it
  bool human_choosing() const { return match->next() == Match::Next::kHumanChoice && !showing(); }
  void after_game();                      // solitaire: keep the score
  void draw_players(ImDrawList* dl, ImVec2 min, float w, float h, const View& v, int turn) const;
  void draw_dice(ImDrawList* dl, Host& host, ImVec2 min, float w, float die, const View& v) const;
  void draw_log(ImDrawList* dl, ImVec2 min, float w, float h) const;

  // Showing a roll: base_ is the table before the roll (or as it stood when the page loaded)
  // and the first base_events_ steps are already in it; shown_ steps are on screen.
  View base_;
  std::size_t base_events_ = 0;
  std::size_t shown_ = 0;
  double next_step_at_ = 0;    // when the next step shows (0: none waiting)
  double last_step_at_ = 0;    // when the latest step showed
  bool have_base_ = false;

  SquareMask selected_ = 0;    // the human's pick while placing or locking
  SolitaireScores solitaire_;
  bool new_best_ = false;      // the solitaire game just finished beat the best
};

std::string BingoTable::resume_label() const {
  const BingoState& s = state();
  if (s.solitaire()) return "Resume solitaire: " + plural(s.claims(0), "claim", "claims") + ", roll " + std::to_string(s.rolls() + 1);
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
    return "Last solitaire game: " + plural(record.final_scores[0], "claim", "claims") + ". Best: " +
           std::to_string(solitaire_.best) + ".";
  std::string line = "Last game:";
  for (std::size_t p = 0; p < record.names.size(); ++p)
    line += (p ? ", " : " ") + record.names[p] + " " + std::to_string(record.final_scores[p]);
  return line + " claims";
}

void BingoTable::load_records() {
  const std::optional<std::string> text = storage::get(kSolitaireKey);
  if (!text) return;
  std::string error;
  if (parse_solitaire(*text, &solitaire_, &error)) return;
  solitaire_ = SolitaireScores{};
  const std::string backup = kSolitaireKey + ".backup";
  const bool backed_up = storage::set(backup, *text);
  storage::remove(kSolitaireKey);
  if (!load_notice.empty()) load_notice += " ";
  load_notice += "The solitaire scores of Bingo Battle could not be read (" + error + "). " +
                 (backed_up ? "Their text was kept under \"" + backup + "\"." : std::string("They could not be backed up."));
}

void BingoTable::after_game() {
  const BingoState& s = state();
  new_best_ = false;
  // Only a person's solitaire games count (a bot may play one to watch).
  if (!s.solitaire() || !s.is_terminal() || !match->seats()[0].human()) return;
  new_best_ = !solitaire_.games.empty() && s.claims(0) > solitaire_.best;
  solitaire_.best = std::max(solitaire_.best, s.claims(0));
  solitaire_.games.push_back({s.claims(0), s.rolls(), match->seed()});
  if (solitaire_.games.size() > kKeptSolitaireGames) solitaire_.games.erase(solitaire_.games.begin());
  storage::set(kSolitaireKey, solitaire_to_json(solitaire_));
}

// ---------------------------------------------------------------------------------------
// Showing each roll step by step.

View BingoTable::shown_view() const {
  const BingoState& s = state();
  if (!have_base_ || !showing()) return view_of(s);
  View v = base_;
  const std::vector<Event>& events = s.events();
  for (std::size_t i = base_events_; i < shown_ && i < events.size(); ++i) apply_event(&v, events[i]);
  return v;
}

void BingoTable::refresh() {
  selected_ = 0;
  if (!have_base_ && match) {
    // A game just loaded: its latest roll is shown as it ended.
    base_ = view_of(state());
    base_events_ = shown_ = state().events().size();
    next_step_at_ = last_step_at_ = 0;
    have_base_ = true;
  }
}

void BingoTable::started(Host& host) {
  base_ = view_of(state());
  base_events_ = shown_ = 0;
  next_step_at_ = last_step_at_ = 0;
  have_base_ = true;
  new_best_ = false;
  host.say(state().solitaire() ? name(0) + " plays solitaire: roll the dice" : name(0) + " rolls first");
}

void BingoTable::rolling(Host& host) {
  // The steps of this roll start from the table as it stands now.
  base_ = view_of(state());
  base_events_ = shown_ = 0;
  next_step_at_ = host.now() + held(kFirstStepSeconds);
  have_base_ = true;
}

void BingoTable::rolled(Host& host, bool round_ended) {
  const BingoState& s = state();
  std::string dice;
  for (int suit = 0; suit < static_cast<int>(s.dice().size()); ++suit)
    dice += (suit ? ", " : "") + die_text(suit, s.dice()[suit]);
  host.say(name(last_roller()) + " rolls " + dice);
  if (round_ended) after_game();
}

void BingoTable::chose(Host& host, int player, Action action, bool round_ended) {
  if (next_step_at_ == 0) next_step_at_ = host.now() + held(kStepSeconds) * 0.5;
  std::string squares;
  for (SquareMask left = static_cast<SquareMask>(action); left; left &= left - 1)
    squares += (squares.empty() ? "the " : ", the ") + bingo::square_name(std::countr_zero(left));
  host.say(name(player) + " picked " + squares);
  if (round_ended) after_game();
}

void BingoTable::tick(double now) {
  const std::size_t count = state().events().size();
  if (shown_ > count) shown_ = count;  // a new roll cleared the steps
  if (shown_ == count) {
    next_step_at_ = 0;
    if (now >= showing_until()) last_step_at_ = 0;  // shown and done
    return;
  }
  if (next_step_at_ == 0) next_step_at_ = now + held(kStepSeconds) * 0.5;
  while (shown_ < count && now >= next_step_at_) {
    ++shown_;
    last_step_at_ = next_step_at_;
    next_step_at_ = shown_ < count ? next_step_at_ + held(kStepSeconds) : 0;
  }
}

double BingoTable::showing_until() const {
  if (!match) return 0;
  const std::size_t count = state().events().size();
  // Past the last step (never at it, so the frame that shows it is still drawn).
  const double end = held(state().is_terminal() ? kGameOverSeconds : kLastStepSeconds);
  if (shown_ < count) {
    if (next_step_at_ == 0) return std::numeric_limits<double>::max();  // starts at the next tick
    return next_step_at_ + (count - shown_ - 1) * held(kStepSeconds) + end;
  }
  return last_step_at_ > 0 ? last_step_at_ + end : 0;
}

void BingoTable::skip_showing() {
  if (!match) return;
  shown_ = state().events().size();
  next_step_at_ = last_step_at_ = 0;
}

int BingoTable::last_roller() const {
  const BingoState& s = state();
  if (s.phase() == bingo::Phase::kRolling && s.rolls() > 0 && s.dice().size() == bingo::kDice)
    return (s.roller() + s.num_players() - 1) % s.num_players();
  return s.roller();
}

std::string BingoTable::event_text(const Event& e) const {
  const BingoState& s = state();
  const std::string square = e.square >= 0 ? bingo::square_name(e.square) : std::string();
  const std::string die = e.suit >= 0 && e.suit < static_cast<int>(s.dice().size()) ? die_text(e.suit, s.dice()[e.suit]) : "";
  switch (e.kind) {
    case EventKind::kNullClears:
      return die + ": " + (e.coins ? "clears the " + bingo::suit_name(e.suit) + " column (" + plural(e.coins, "coin", "coins") +
                                         " back to the kitty)"
                                   : "nothing to clear in the " + bingo::suit_name(e.suit) + " column");
    case EventKind::kClaim: return die + ": " + name(e.player) + " claims the " + square;
    case EventKind::kSteal: return die + ": " + name(e.player) + " steals the " + square;
    case EventKind::kPlace: return die + ": a coin on the " + square;
    case EventKind::kStackFull: return die + ": the " + square + " already holds 3 coins";
    case EventKind::kKittyEmpty: return die + ": no coin left in the kitty for the " + square;
    case EventKind::kClaimByLock: return name(e.player) + " claims the " + square + " by locking another stack";
    case EventKind::kLock: return name(e.player) + " locks the " + square;
    case EventKind::kNoPawn: return "The " + square + " stays unlocked: no free pawn";
    case EventKind::kWin:
      return s.solitaire() ? "All four scoring tiles are full!" : name(e.player) + " fills the scoring tile and wins!";
    case EventKind::kDeadRoll: return "The kitty was empty and the roll changed nothing: the game is over";
  }
  return "";
}

std::string BingoTable::die_label(int suit) const {
  const BingoState& s = state();
  const std::vector<Event>& events = s.events();
  std::string label;
  const int square = s.dice()[suit] == bingo::kNull ? -1 : bingo::square_of(suit, s.dice()[suit]);
  for (std::size_t i = 0; i < shown_ && i < events.size(); ++i) {
    const Event& e = events[i];
    if (is_die_event(e.kind) && e.suit == suit) {
      switch (e.kind) {
        case EventKind::kNullClears: label = e.coins ? "cleared " + std::to_string(e.coins) : "null"; break;
        case EventKind::kClaim: label = "claimed"; break;
        case EventKind::kSteal: label = "stole"; break;
        case EventKind::kPlace: label = "placed"; break;
        case EventKind::kStackFull: label = "full"; break;
        case EventKind::kKittyEmpty: label = "no coin"; break;
        default: break;
      }
    } else if (e.kind == EventKind::kLock && e.square == square && label == "placed") {
      label = "locked";
    }
  }
  return label;
}

// ---------------------------------------------------------------------------------------
// The table screen.

void BingoTable::draw_players(ImDrawList* dl, ImVec2 min, float w, float h, const View& v, int turn) const {
  const BingoState& s = state();
  const int n = s.num_players();
  const float gap = 10.0f;
  const float panel_w = (w - (n - 1) * gap) / n;
  for (int p = 0; p < n; ++p) {
    const ImVec2 a(min.x + p * (panel_w + gap), min.y), b(a.x + panel_w, a.y + h);
    dl->AddRectFilled(a, b, colour::kFeltDark, 10.0f);
    if (p == turn) dl->AddRect(a, b, player_colour(p), 10.0f, 0, 3.0f);
    const int tiles = s.solitaire() ? bingo::kSolitaireTiles : 1;
    const float tile = std::min(h - 14.0f, (panel_w * (s.solitaire() ? 0.64f : 0.4f) - (tiles - 1) * 6.0f) / tiles);
    draw_scoring_tiles(dl, ImVec2(a.x + 7.0f, a.y + (h - tile) * 0.5f), tile, 6.0f, tiles, v.claims[p]);
    const float tx = a.x + 7.0f + tiles * (tile + 6.0f) + 4.0f;
    const float text_w = b.x - tx - 6.0f;
    dl->PushClipRect(ImVec2(tx, a.y), ImVec2(b.x - 4, b.y), true);
    dl->AddText(fonts().bold, kBodySize, ImVec2(tx, a.y + 6.0f), player_colour(p), name(p).c_str());
    const std::string claims = plural(v.claims[p], "claim", "claims");
    dl->AddText(fonts().body, 16.0f, ImVec2(tx, a.y + 27.0f), colour::kText, claims.c_str());
    // Free pawns in the player's colour, pawns on the board as outlines.
    const int pawns = s.pawns(), free = free_pawns(v, s, p);
    const float ph = std::min(20.0f, text_w / (pawns * 0.8f));
    for (int i = 0; i < pawns; ++i) {
      const ImVec2 c(tx + ph * 0.35f + i * ph * 0.8f, b.y - ph * 0.5f - 6.0f);
      if (i < free)
        draw_player_pawn(dl, c, ph, p);
      else
        draw_pawn(dl, c, ph, with_alpha(IM_COL32_WHITE, 0.22f));
    }
    dl->PopClipRect();
  }
}

void BingoTable::draw_dice(ImDrawList* dl, Host& host, ImVec2 min, float w, float die, const View& v) const {
  const BingoState& s = state();
  const std::vector<Event>& events = s.events();
  // The die whose step is being shown is ringed.
  const Event* focus = showing() && shown_ > 0 ? &events[shown_ - 1] : nullptr;
  const float step = die + 14.0f;
  for (int suit = 0; suit < bingo::kDice; ++suit) {
    const ImVec2 at(min.x + suit * step, min.y);
    if (s.dice().size() != bingo::kDice) {
      dl->AddRect(at, ImVec2(at.x + die, at.y + die), IM_COL32(255, 255, 255, 60), die * 0.18f, 0, 2.0f);
      continue;
    }
    const bool tumbling = host.tumbling();
    const int face = tumbling ? static_cast<int>(host.now() * 30.0 + suit * 7) % bingo::kFaces : s.dice()[suit];
    draw_die(dl, ImVec2(at.x, at.y + (tumbling ? std::sin(host.now() * 40.0 + suit) * 4.0f : 0.0f)), die, face, suit);
    if (focus && is_die_event(focus->kind) && focus->suit == suit)
      dl->AddRect(ImVec2(at.x - 4, at.y - 4), ImVec2(at.x + die + 4, at.y + die + 4), IM_COL32_WHITE, die * 0.22f, 0, 3.0f);
    if (!tumbling) {
      const std::string label = die_label(suit);
      text_at(dl, fonts().body, 15.0f, ImVec2(at.x + die * 0.5f, at.y + die + 12.0f), colour::kText, label.c_str());
    }
  }
  // The kitty: a pile of coins and how many are left.
  const float kx = min.x + bingo::kDice * step + 4.0f;
  if (kx + 60.0f <= min.x + w) {
    const float r = std::min(die * 0.34f, 16.0f);
    const ImVec2 c(kx + r + 2.0f, min.y + die * 0.5f + 4.0f);
    const int pile = std::min(v.kitty, 3);
    for (int i = 0; i < pile; ++i) {
      const ImVec2 at(c.x + (i % 2) * r * 0.5f, c.y - i * r * 0.45f);
      dl->AddCircleFilled(ImVec2(at.x + 1, at.y + 2), r, IM_COL32(0, 0, 0, 110), 24);
      dl->AddCircleFilled(at, r, colour::kCoin, 24);
      dl->AddCircle(at, r, colour::kCoinEdge, 24, 1.5f);
    }
    if (pile == 0) dl->AddCircle(c, r, with_alpha(IM_COL32_WHITE, 0.3f), 24, 2.0f);
    const float tx = c.x + r * 1.6f + 4.0f;
    dl->AddText(fonts().body, 16.0f, ImVec2(tx, min.y + 2.0f), colour::kMuted, "Kitty");
    const std::string count = std::to_string(v.kitty);
    dl->AddText(fonts().title, 28.0f, ImVec2(tx, min.y + 20.0f), v.kitty == 0 ? colour::kWarning : colour::kText,
                count.c_str());
  }
}

void BingoTable::draw_log(ImDrawList* dl, ImVec2 min, float w, float h) const {
  const BingoState& s = state();
  const std::vector<Event>& events = s.events();
  if (s.dice().empty()) {
    // Before the first roll: what the game is about.
    const std::string hint = s.solitaire() ? "Solitaire: lock stacks of 3 coins with your four pawns and claim them. "
                                             "Make as many claims as you can."
                                           : name(0) + " rolls first. Lock stacks of 3 coins with your pawns and "
                                                       "claim them: first to 4 claims wins.";
    dl->AddText(fonts().body, 16.0f, min, colour::kMuted, hint.c_str(), nullptr, w);
    return;
  }
  // The latest steps that fit, oldest at the top; a long line wraps rather than being cut.
  struct Line {
    std::string text;
    ImFont* font;
    ImU32 colour;
    float height;
  };
  std::vector<Line> lines;  // newest first
  float used = 0;
  for (std::size_t i = std::min(shown_, events.size()); i > 0; --i) {
    const Event& e = events[i - 1];
    const bool latest = lines.empty();
    Line line{event_text(e), latest ? fonts().bold : fonts().body,
              latest ? (e.kind == EventKind::kWin ? colour::kGlow : colour::kText) : colour::kMuted, 0};
    line.height = line.font->CalcTextSizeA(16.0f, FLT_MAX, w, line.text.c_str()).y;
    if (!latest && used + line.height > h) break;
    used += line.height + 3.0f;
    lines.push_back(std::move(line));
  }
  dl->PushClipRect(min, ImVec2(min.x + w, min.y + h), true);
  float y = min.y;
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    dl->AddText(it->font, 16.0f, ImVec2(min.x, y), it->colour, it->text.c_str(), nullptr, w);
    y += it->height + 3.0f;
  }
  dl->PopClipRect();
}

void BingoTable::draw_table(Host& host) {
  const BingoState& s = state();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Match::Next next = match->next();
  const bool landscape = display.x > display.y * 1.15f;
  const float pad = 10.0f;
  const View v = shown_view();
  const bool playing = showing();

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(display);
  ImGui::Begin("##bingo", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImDrawList* dl = ImGui::GetWindowDrawList();

  // Geometry: portrait stacks bar, players, dice, board, log, status and controls; landscape
  // puts the board at the left and the rest in a column at the right.
  const float players_h = 70.0f, die = landscape ? 44.0f : 46.0f, dice_h = die + 26.0f;
  const float status_h = 26.0f, controls_h = kTouch;
  BoardGeometry g;
  float side_x, side_w, top;
  if (landscape) {
    const float avail_h = display.y - 2 * pad;
    g.cell_h = std::min((avail_h - g.header_h) / bingo::kRows, 110.0f);
    g.cell_w = std::min(g.cell_h * 1.1f, display.x * 0.5f / bingo::kSuits);
    side_w = std::min(display.x - g.size().x - 3 * pad, 480.0f);
    const float total_w = g.size().x + pad + side_w;
    const float total_h = std::max(g.size().y, 2 * kTouch + players_h + dice_h + 5 * 21.0f);
    const float x0 = (display.x - total_w) * 0.5f;
    top = std::max(pad, (display.y - total_h) * 0.5f);
    g.min = ImVec2(x0, top);
    side_x = x0 + g.size().x + pad;
  } else {
    side_w = std::min(display.x - 2 * pad, 560.0f);
    side_x = (display.x - side_w) * 0.5f;
    top = pad;
    const float board_top = top + kTouch + 8.0f + players_h + 8.0f + dice_h + 4.0f;
    const float log_min = 5 * 21.0f;
    const float avail_h = display.y - pad - controls_h - 6.0f - status_h - log_min - 10.0f - board_top;
    g.cell_w = side_w / bingo::kSuits;
    g.cell_h = std::clamp((avail_h - g.header_h) / bingo::kRows, 44.0f, g.cell_w);
    g.min = ImVec2(side_x, board_top);
  }

  // Top bar: home, the roll, rules.
  ImGui::SetCursorScreenPos(ImVec2(side_x, top));
  if (button("table.home", "Home", ImVec2(0, kTouch))) host.go(Screen::kHome);
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // The number of the roll whose dice are on the table.
    const bool choosing_now = s.phase() == bingo::Phase::kPlacing || s.phase() == bingo::Phase::kLocking;
    const int roll = s.dice().size() == bingo::kDice ? s.rolls() + (choosing_now ? 1 : 0) : 0;
    const std::string title = roll ? "Roll " + std::to_string(roll) : std::string("First roll");
    dl->AddText(fonts().bold, kBodySize, ImVec2(p.x + 4, p.y + (kTouch - kBodySize) * 0.5f), colour::kText, title.c_str());
  }
  ImGui::SetCursorScreenPos(ImVec2(side_x + side_w - 72.0f, top));
  if (button("table.rules", "Rules", ImVec2(72, kTouch))) host.go(Screen::kRules);
  float y = top + kTouch + 8.0f;
  if (!host.storage_notice().empty()) {
    ImGui::SetCursorScreenPos(ImVec2(side_x, y));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kWarning));
    ImGui::PushTextWrapPos(side_x + side_w);
    ImGui::TextUnformatted(host.storage_notice().c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    if (!landscape) y = ImGui::GetCursorScreenPos().y + 2.0f;
  }

  // Whose turn: the roller being shown, else who acts next.
  const int turn = playing ? last_roller() : s.roller();
  draw_players(dl, ImVec2(side_x, y), side_w, players_h, v, turn);
  note_rect("table.players", ImVec2(side_x, y), ImVec2(side_w, players_h));
  y += players_h + 8.0f;
  draw_dice(dl, host, ImVec2(side_x, y), side_w, die, v);
  note_rect("table.dice", ImVec2(side_x, y), ImVec2(side_w, dice_h));
  y += dice_h + 4.0f;

  // The board; while the roller chooses, the candidates glow and every square is tappable.
  BoardLook look;
  const bool choosing = human_choosing();
  if (choosing) {
    look.candidates = s.candidates();
    look.selected = selected_;
  }
  if (playing && shown_ > 0) {
    const Event& e = s.events()[shown_ - 1];
    if (e.kind == EventKind::kNullClears) look.focus_column = e.suit;
    else look.focus_square = e.square;
  }
  draw_board(dl, g, v, look);
  for (int sq = 0; sq < bingo::kSquares; ++sq) {
    ImGui::SetCursorScreenPos(g.cell(sq));
    ImGui::PushID(sq);
    const bool tapped = ImGui::InvisibleButton("##square", ImVec2(g.cell_w, g.cell_h));
    ImGui::PopID();
    note_item("table.square." + square_id(sq));
    if (!tapped || !choosing) continue;
    const SquareMask bit = SquareMask{1} << sq;
    if (!(s.candidates() & bit)) {
      host.say("The " + bingo::square_name(sq) + " is not one to pick");
    } else if (selected_ & bit || std::popcount(selected_) < s.choose_count()) {
      selected_ ^= bit;
      host.say(selected_ & bit ? "Picked the " + bingo::square_name(sq) : "Dropped the " + bingo::square_name(sq));
    } else {
      host.say("Already " + std::to_string(s.choose_count()) + " picked: tap one to drop it");
    }
    host.request_frames();
  }

  // The log of the roll, the status line and the controls.
  const float controls_y = landscape ? std::max(g.min.y + g.size().y, top + 2 * kTouch + players_h + dice_h + 100.0f) - kTouch
                                     : display.y - pad - controls_h;
  const float status_y = controls_y - 6.0f - status_h;
  const float log_y = landscape ? y : g.min.y + g.size().y + 8.0f;
  float log_top = log_y;
  if (choosing) {
    // What the pick is for, above the roll's log.
    const int need = s.choose_count();
    const int have = std::popcount(s.candidates());
    const std::string prompt =
        s.phase() == bingo::Phase::kPlacing
            ? "The kitty holds only " + plural(need, "coin", "coins") + " for the " + std::to_string(have) +
                  " glowing squares. Tap the " + std::to_string(need) +
                  " that get a coin (tap again to drop one), then Place coins."
            : std::to_string(have) + " stacks hold 3 unlocked coins but " + name(s.roller()) + " has " +
                  plural(need, "free pawn", "free pawns") + ". Tap the " + std::to_string(need) +
                  " to lock (tap again to drop one), then Lock stacks.";
    const ImVec2 size = fonts().bold->CalcTextSizeA(kBodySize, 1e9f, side_w, prompt.c_str());
    dl->AddText(fonts().bold, kBodySize, ImVec2(side_x, log_top), colour::kGlow, prompt.c_str(), nullptr, side_w);
    log_top += size.y + 8.0f;
  }
  draw_log(dl, ImVec2(side_x, log_top), side_w, status_y - 4.0f - log_top);
  std::string status;
  const std::string actor = name(s.current_player() >= 0 ? s.current_player() : s.roller());
  if (playing) {
    status = name(turn) + "'s roll…";
  } else if (next == Match::Next::kRoll) {
    status = match->seats()[s.roller()].human() ? name(s.roller()) + ": tap Roll" : name(s.roller()) + " rolls…";
  } else if (next == Match::Next::kHumanChoice) {
    const int need = s.choose_count();
    status = actor + (s.phase() == bingo::Phase::kPlacing ? ": pick " + plural(need, "square", "squares")
                                                          : ": pick " + plural(need, "stack", "stacks") + " to lock");
  } else if (next == Match::Next::kBotChoice) {
    status = actor + " is choosing…";
  } else if (next == Match::Next::kGameOver) {
    status = "Game over";
  }
  dl->PushClipRect(ImVec2(side_x, status_y), ImVec2(side_x + side_w, status_y + status_h), true);
  dl->AddText(fonts().bold, kBodySize, ImVec2(side_x, status_y + 2.0f),
              s.roller() >= 0 && next == Match::Next::kRoll && !playing ? player_colour(s.roller()) : colour::kText,
              status.c_str());
  dl->PopClipRect();
  host.set_toast_area(status_y - 50.0f);

  ImGui::SetCursorScreenPos(ImVec2(side_x, controls_y));
  const bool bot_next = next == Match::Next::kBotChoice ||
                        (next == Match::Next::kRoll && !match->seats()[s.roller()].human());
  if (playing || (bot_next && !host.skipping())) {
    if (button("table.skip", bot_next ? "Skip ahead \xE2\x86\x92" : "Show all \xE2\x86\x92", ImVec2(side_w, kTouch)))
      host.skip_ahead();
  } else if (next == Match::Next::kRoll) {
    if (button("table.roll", "Roll the dice", ImVec2(side_w, kTouch))) host.roll_dice();
  } else if (choosing) {
    const int need = s.choose_count(), have = std::popcount(selected_);
    const std::vector<Action> legal = s.legal_actions();
    const bool ready = std::binary_search(legal.begin(), legal.end(), static_cast<Action>(selected_));
    const char* verb = s.phase() == bingo::Phase::kPlacing ? "Place coins" : "Lock stacks";
    const std::string label = ready ? std::string(verb) : std::string(verb) + " (" + std::to_string(have) + " of " +
                                                              std::to_string(need) + ")";
    if (button("table.confirm", label.c_str(), ImVec2(side_w, kTouch), ready)) host.choose(static_cast<Action>(selected_));
  }
  ImGui::End();
}

// ---------------------------------------------------------------------------------------
// The summary, the rules and the test hook.

void BingoTable::draw_summary(Host& host) {
  const BingoState& s = state();
  if (!s.is_terminal()) {
    host.go(Screen::kTable);
    return;
  }
  const std::vector<int> winners = s.winners();
  std::string headline;
  if (s.solitaire())
    headline = plural(s.claims(0), "claim", "claims") + (new_best_ ? ": a new best!" : "");
  else if (winners.size() == 1)
    headline = name(winners[0]) + " wins with " + plural(s.claims(winners[0]), "claim", "claims") + "!";
  else
    headline = "A tie: " + plural(s.claims(0), "claim", "claims") + " each";
  begin_summary("Game over", headline);
  const float w = ImGui::GetContentRegionAvail().x - 4.0f;
  const bool won = !s.events().empty() && s.events().back().kind == EventKind::kWin;
  std::string reason = won ? (s.solitaire() ? "Every scoring tile is full" : name(winners[0]) + " filled the scoring tile")
                           : std::string("The kitty was empty and a roll changed nothing");
  reason += ", after " + plural(s.rolls(), "roll", "rolls") + ".";
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  text_wrapped(reason.c_str());
  ImGui::PopStyleColor();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Each player's scoring tiles.
  for (int p = 0; p < s.num_players(); ++p) {
    ImGui::Separator();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const int tiles = s.solitaire() ? bingo::kSolitaireTiles : 1;
    const float tile = std::min(56.0f, (w - 3 * 8.0f) / 4);
    const std::string line = name(p) + ": " + plural(s.claims(p), "claim", "claims");
    dl->AddText(fonts().bold, kBodySize, at, player_colour(p), line.c_str());
    draw_scoring_tiles(dl, ImVec2(at.x, at.y + 26.0f), tile, 8.0f, tiles, s.claims(p));
    ImGui::Dummy(ImVec2(w, 26.0f + tile + 4.0f));
  }
  if (s.solitaire()) {
    ImGui::Separator();
    heading(("Best solitaire score: " + plural(solitaire_.best, "claim", "claims")).c_str());
    const std::size_t n = solitaire_.games.size(), from = n > 10 ? n - 10 : 0;
    std::string latest = "Latest games:";
    for (std::size_t i = from; i < n; ++i) latest += (i > from ? ", " : " ") + std::to_string(solitaire_.games[i].claims);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
    text_wrapped((latest + " (" + plural(static_cast<int>(n), "game", "games") + " kept on this device)").c_str());
    ImGui::PopStyleColor();
  }
  // The board as the game ended.
  ImGui::Separator();
  {
    BoardGeometry g;
    g.header_h = 24.0f;
    g.cell_w = std::min(60.0f, w / bingo::kSuits);
    g.cell_h = g.cell_w * 0.8f;
    g.min = ImGui::GetCursorScreenPos();
    draw_board(dl, g, view_of(s), BoardLook{});
    ImGui::Dummy(g.size());
  }
  char seed[64];
  std::snprintf(seed, sizeof seed, "Seed %llu", static_cast<unsigned long long>(match->seed()));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour::kMuted));
  ImGui::TextUnformatted(seed);
  ImGui::PopStyleColor();
  drag_scroll();
  end_body_begin_bar();
  const float bw = content_width();
  if (button("summary.home", "Home", ImVec2(bw * 0.35f, kTouch))) {
    host.leave_finished_game(Screen::kHome);
  } else {
    ImGui::SameLine();
    if (button("summary.new", "New game", ImVec2(bw * 0.65f - 10.0f, kTouch))) host.leave_finished_game(Screen::kNewGame);
  }
  ImGui::End();
}

const std::vector<RulesSection>& BingoTable::rules() const {
  static const std::vector<RulesSection> kRules = {
      {"The board",
       "Twenty tiles make a board of 4 columns and 5 rows: one column for each suit (suns, moons, crowns, arms) and "
       "one row for each rank, ace at the top down to 5. The 24 coins start in the kitty; their suits do not "
       "matter."},
      {"Players",
       "Two players each have a scoring tile with room for 4 claims and two pawns (here one player's pawns are gold, "
       "the other's blue). The player in seat 1 rolls first, then the dice pass back and forth.\n"
       "Solitaire: one player with four scoring tiles (16 claims at most) and four pawns."},
      {"A roll",
       "The roller throws all four dice, one die per suit. A die showing a rank points at one square: its suit's "
       "column, that rank's row. A die showing null points at its suit's whole column."},
      {"What a roll does, in order",
       "1. Nulls: each null sends every unlocked coin of its column back to the kitty. Locked stacks stay.\n"
       "2. Claims and steals: each die pointing at a locked stack claims it for the roller. A stack under the "
       "roller's own pawn is claimed; one under the opponent's pawn is stolen.\n"
       "3. Placements: every other die puts one coin from the kitty on its square. A stack holds at most 3 coins, so "
       "a die on 3 unlocked coins adds nothing. When the kitty holds fewer coins than the dice ask for, the roller "
       "picks which squares get the last ones.\n"
       "4. Older locks: if a stack reached 3 coins on this roll, the roller first claims every stack they had locked "
       "before this roll (locking a new stack claims your older locks).\n"
       "5. Locks: then every stack holding 3 unlocked coins is locked with one of the roller's free pawns, also a "
       "stack left unlocked earlier for want of a pawn, as far as the roller's free pawns go. With too few free "
       "pawns the roller picks which stacks get them; the others stay unlocked.\n"
       "Claims happen one at a time in a fixed order: the dice in suit order (suns, moons, crowns, arms), then the "
       "older locks in square order (row by row, from the ace of suns)."},
      {"A claim",
       "The pawn goes back to its owner, 2 of the stack's 3 coins go back to the kitty and 1 goes on the claimer's "
       "scoring tile."},
      {"The end",
       "The first player with 4 claims wins. The game ends the moment the roller's scoring tile is full (in "
       "solitaire: all four tiles), even in the middle of a roll.\n"
       "An empty kitty does not end the game: a null can send coins back and a die can claim a locked stack. The "
       "game ends after a roll, made while the kitty was empty, that changes nothing. Then the player with more "
       "claims wins; ties are possible. In solitaire your score is your number of claims (the author's best was "
       "11)."},
      {"On this device",
       "Tap Roll for your roll; a bot rolls on its own. Each roll is shown step by step: the dice, what each die did "
       "and a short log. Show all or Skip ahead shows the rest at once (and lets bots play on). When you must pick "
       "squares or stacks, the ones you may pick glow: tap to pick or drop, then confirm; nothing happens before "
       "you confirm. The game is saved after every roll and resumes where you left it. Your best solitaire score "
       "and your latest solitaire games are kept on this device."},
  };
  return kRules;
}

void BingoTable::write_json(Text& out) const {
  const BingoState& s = state();
  static const char* kPhases[] = {"rolling", "placing", "locking", "over"};
  std::vector<int> humans, claims, pawns, board;
  for (const Seat& seat : match->seats()) humans.push_back(seat.human() ? 1 : 0);
  for (int p = 0; p < s.num_players(); ++p) {
    claims.push_back(s.claims(p));
    pawns.push_back(s.free_pawns(p));
  }
  // Per square: coins, then the owner of its pawn (-1: unlocked).
  for (int sq = 0; sq < bingo::kSquares; ++sq) {
    board.push_back(s.stack(sq).coins);
    board.push_back(s.stack(sq).owner);
  }
  out << "\"phase\":\"" << kPhases[static_cast<int>(s.phase())] << "\"";
  out << ",\"solitaire\":" << s.solitaire();
  out << ",\"current\":" << s.current_player() << ",\"roller\":" << s.roller() << ",\"rolls\":" << s.rolls();
  out << ",\"humans\":";
  json_list(out, humans);
  out << ",\"dice\":";
  json_list(out, s.dice());
  out << ",\"kitty\":" << s.kitty() << ",\"claims\":";
  json_list(out, claims);
  out << ",\"freePawns\":";
  json_list(out, pawns);
  out << ",\"board\":";
  json_list(out, board);
  const bool human = match->next() == Match::Next::kHumanChoice;
  out << ",\"candidates\":" << s.candidates() << ",\"chooseCount\":" << s.choose_count();
  out << ",\"legal\":";
  json_list(out, human ? s.legal_actions() : std::vector<Action>{});
  out << ",\"selected\":" << selected_;
  out << ",\"events\":[";
  for (std::size_t i = 0; i < s.events().size(); ++i) out << (i ? ",\"" : "\"") << event_name(s.events()[i].kind) << "\"";
  out << "],\"shown\":" << std::min(shown_, s.events().size()) << ",\"playing\":" << showing();
  out << ",\"history\":" << s.history().size();
  out << ",\"scores\":";
  json_list(out, s.total_scores());
  out << ",\"winners\":";
  json_list(out, s.winners());
  out << ",\"best\":" << solitaire_.best;
}

}  // namespace

std::unique_ptr<Table> make_bingo_table() { return std::make_unique<BingoTable>(); }

}  // namespace allclear::web
