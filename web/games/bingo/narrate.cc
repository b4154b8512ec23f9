// The steps a player sees and their words: a roll shows its dice, then each thing they did
// (a column cleared, a claim, a coin placed, a lock) one at a time; a bot's pick shows what it
// picked, then what followed. Step::detail counts the roll's events shown.
#include <bit>
#include <cctype>

#include "games/bingo/table.h"

namespace allclear::web::bingo {

namespace {

std::string capitalized(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

// "the 3 of suns, 2 of moons and ace of arms": one "the", so four squares still read at a glance
std::string squares_text(SquareMask squares) {
  std::string text;
  const int n = std::popcount(squares);
  int i = 0;
  for (SquareMask left = squares; left; left &= left - 1, ++i)
    text += (i == 0 ? "the " : i + 1 == n ? " and " : ", ") + core::square_name(std::countr_zero(left));
  return text;
}

// Claims, steals, locks and the end stay longer than a coin placed.
double event_seconds(EventKind kind) {
  switch (kind) {
    case EventKind::kClaim:
    case EventKind::kSteal:
    case EventKind::kClaimByLock: return kClaimSeconds;
    case EventKind::kLock:
    case EventKind::kNoPawn:
    case EventKind::kWin:
    case EventKind::kDeadRoll: return kLockSeconds;
    default: return kEventSeconds;
  }
}

// What each event sounds like.
Sound event_sound(EventKind kind) {
  switch (kind) {
    case EventKind::kNullClears: return Sound::kCoinsLeave;
    case EventKind::kClaim:
    case EventKind::kSteal:
    case EventKind::kClaimByLock:
    case EventKind::kWin: return Sound::kClaim;
    case EventKind::kPlace: return Sound::kCoinPlace;
    case EventKind::kLock: return Sound::kLock;
    case EventKind::kNoPawn: return Sound::kScratch;
    case EventKind::kDeadRoll: return Sound::kScratchOff;
    default: return Sound::kNone;
  }
}

}  // namespace

// The null face is drawn as an empty ring: players call it blank, and "null" alone read like a glitch.
std::string face_text(int face) { return face == core::kNull ? std::string("blank") : core::face_name(face); }

std::string die_text(int suit, int face) { return capitalized(core::suit_name(suit)) + " " + face_text(face); }

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

std::string event_text(const Event& e, const std::vector<int>& dice, const std::vector<std::string>& names,
                       bool solitaire) {
  const std::string square = e.square >= 0 ? core::square_name(e.square) : std::string();
  const std::string die = e.suit >= 0 && e.suit < static_cast<int>(dice.size()) ? die_text(e.suit, dice[e.suit]) : "";
  const std::string who = e.player >= 0 && e.player < static_cast<int>(names.size()) ? names[e.player] : "";
  // A steal takes the other player's lock (two players only).
  const std::string victim = names.size() == 2 && e.player >= 0 && e.player < 2 ? names[1 - e.player] : "";
  switch (e.kind) {
    // Few words: the column is seen emptied, the die names its suit.
    case EventKind::kNullClears:
      return die + ": " +
             (e.coins ? "column cleared, " + plural(e.coins, "coin", "coins") + " back to the kitty"
                      : "nothing in its column");
    // Claims are made for the roller (they always gain a point): the words say why it happened.
    case EventKind::kClaim: return die + " matches " + who + "'s own lock: " + who + " claims the " + square + " (+1)";
    case EventKind::kSteal: return die + " matches " + victim + "'s lock: " + who + " steals the " + square + " (+1)";
    case EventKind::kPlace: return die + ": a coin on the " + square;
    case EventKind::kStackFull: return die + ": the " + square + " already holds 3 coins";
    case EventKind::kKittyEmpty: return die + ": no coin left in the kitty for the " + square;
    case EventKind::kClaimByLock:
      return "A new stack of 3 coins: " + who + " claims the older lock on the " + square + " (+1)";
    case EventKind::kLock: return who + " locks the " + square;
    case EventKind::kNoPawn: return "The " + square + " stays unlocked: no free pawn";
    case EventKind::kWin:
      return solitaire ? "All four scoring tiles are full!" : who + " fills the scoring tile and wins!";
    case EventKind::kDeadRoll: return "The kitty was empty and the roll changed nothing: the game is over";
  }
  return "";
}

std::string die_label(int suit, const std::vector<int>& dice, const std::vector<Event>& events) {
  if (suit >= static_cast<int>(dice.size())) return "";
  std::string label;
  const int square = dice[suit] == core::kNull ? -1 : core::square_of(suit, dice[suit]);
  for (const Event& e : events) {
    if (is_die_event(e.kind) && e.suit == suit) {
      switch (e.kind) {
        case EventKind::kNullClears: label = e.coins ? "cleared " + std::to_string(e.coins) : "blank"; break;
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

void BingoTable::event_steps(const BingoState& after, std::size_t from, std::vector<Step>* steps) const {
  const std::vector<Event>& events = after.events();
  const std::vector<std::string> who = names();
  for (std::size_t i = from; i < events.size(); ++i) {
    // Coins placed one after another are one step ("Coins on the 3 of suns and the ace of
    // arms"): a roll is told in a few steps, the claims and locks each in its own.
    // A die that changes nothing (no coin left in the kitty, a full stack, a blank's empty
    // column) is shown with the step before it: its die says so ("no coin", "full", "blank").
    const EventKind kind = events[i].kind;
    const bool nothing = kind == EventKind::kKittyEmpty || kind == EventKind::kStackFull ||
                         (kind == EventKind::kNullClears && events[i].coins == 0);
    if (nothing && !steps->empty()) {
      steps->back().detail = static_cast<int>(i + 1);
      continue;
    }
    std::size_t last = i;
    while (events[i].kind == EventKind::kPlace && last + 1 < events.size() &&
           events[last + 1].kind == EventKind::kPlace)
      ++last;
    if (last > i) {
      SquareMask squares = 0;
      for (std::size_t k = i; k <= last; ++k) squares |= SquareMask{1} << events[k].square;
      steps->push_back(Step{static_cast<int>(last + 1), kEventSeconds, "Coins on " + squares_text(squares)}.sounding(
          Sound::kCoinPlace));
      i = last;
      continue;
    }
    // A claim, a steal or a lock of a person's is felt too.
    const int owner = events[i].player;
    const bool theirs = owner >= 0 && owner < static_cast<int>(match()->seats().size()) &&
                        match()->seats()[owner].human() && event_sound(kind) >= Sound::kLock;
    steps->push_back(Step{static_cast<int>(i + 1), event_seconds(events[i].kind),
                          event_text(events[i], after.dice(), who, after.solitaire())}
                         .sounding(event_sound(kind), theirs));
  }
}

// A roll shows once its four dice are thrown (the first three pass with the fourth): the dice,
// then each event. A pick shows what was picked (at once for the person's own), then each
// event it led to.
std::vector<Step> BingoTable::describe(const State& before_state, int player, Action action,
                                       const State& after_state) const {
  const BingoState& before = BingoTable::of(before_state);
  const BingoState& after = BingoTable::of(after_state);
  std::vector<Step> steps;
  if (player < 0) {
    if (after.dice().size() != core::kDice || before.dice().size() + 1 != core::kDice) return {};
    std::string dice;
    for (int suit = 0; suit < core::kDice; ++suit) dice += (suit ? ", " : "") + die_text(suit, after.dice()[suit]);
    steps.push_back(Step{0, kDiceSeconds, name(before.roller()) + " rolls " + dice}.sounding(Sound::kDice));
    event_steps(after, 0, &steps);
    return steps;
  }
  const std::size_t from = before.events().size();
  const bool bot = !match()->seats()[player].human();
  const SquareMask picked = static_cast<SquareMask>(action);
  const std::string text = before.phase() == core::Phase::kPlacing
                               ? name(player) +
                                     (std::popcount(picked) == 1 ? " gives the kitty's last coin to "
                                                                 : " gives the kitty's last coins to ") +
                                     squares_text(picked)
                               : name(player) + " picks " + squares_text(picked) + " to lock";
  const Sound picking = before.phase() == core::Phase::kPlacing ? Sound::kCoinPlace : Sound::kLock;
  steps.push_back(Step{static_cast<int>(from), bot ? kBotPickSeconds : 0.0, text}.sounding(picking));
  event_steps(after, from, &steps);
  return steps;
}

}  // namespace allclear::web::bingo
