// What each action of Clear Ace shows, as steps of the shared timeline, and the words for them:
// the start roll, each draw, each card played, a duel, the reveal and who took the cards, the
// showdown, the end. A bot's move and every roll stay about a second at Normal pace; the
// person's own card passes quickly (they know it).
#include <algorithm>
#include <memory>

#include "games/clear_ace/table.h"

namespace allclear::web::clear_ace {

namespace {

// The deal's places: 2 + 2 hand cards, then six piles of 8 (the start roll's dice follow).
constexpr std::size_t kDealPlaces = 2 * core::kStartHand + core::kPiles * core::kPileCards;

// "a 9", "an ace", "an 8".
std::string a_rank(int card) {
  const std::string name = core::card_name(card);
  const std::string rank = name.substr(0, name.find(' '));
  const bool vowel = rank == "ace" || rank == "8";
  return (vowel ? "an " : "a ") + rank;
}

}  // namespace

std::string ClearAceTable::card_text(int player, int card, bool shown) const {
  if (shown || player == sole_human()) return the_card(card);
  return "a card";
}

std::vector<Step> ClearAceTable::describe(const State& before, int player, Action action, const State& after) const {
  const ClearAceState& b = ClearAceTable::of(before);
  const ClearAceState& a = ClearAceTable::of(after);
  std::vector<Step> steps;
  switch (b.phase()) {
    case Phase::kDealing: break;  // laid out at once
    case Phase::kStartRoll: steps = start_roll_steps(b, action); break;
    case Phase::kDrawRoll: steps.push_back(draw_step(b, action, a)); break;
    case Phase::kShowdownDeal:
      // The deal of the showdown shows as one step, once both hands are dealt.
      if (a.phase() != Phase::kShowdownDeal) steps.push_back(showdown_step(b));
      break;
    case Phase::kPlaying: steps = play_steps(b, player, action, a); break;
    case Phase::kGameOver: break;
  }
  if (a.phase() == Phase::kGameOver && b.phase() != Phase::kGameOver)
    steps.push_back(Step{kEnd, kEndSeconds, ending_text(a)});
  return steps;
}

// Each die of the start roll is its own action: the pair shows once both are thrown.
std::vector<Step> ClearAceTable::start_roll_steps(const ClearAceState& b, Action action) const {
  const std::size_t index = b.history().size() - kDealPlaces;
  if (index % 2 == 0) return {};
  const int r0 = static_cast<int>(b.history().back()), r1 = static_cast<int>(action);
  if (r0 == r1)
    return {Step{kStartRoll, kStartRollSeconds, "Both roll " + std::to_string(r0) + ": roll again."}.sounding(
        Sound::kDice)};
  const int first = r0 > r1 ? 0 : 1;
  return {Step{kStartRoll, kStartRollSeconds,
               name(0) + " rolls " + std::to_string(r0) + ", " + name(1) + " rolls " + std::to_string(r1) + ": " +
                   name(first) + " rolls and draws first every round."}
              .sounding(Sound::kDice)};
}

Step ClearAceTable::draw_step(const ClearAceState& b, Action action, const ClearAceState& a) const {
  const bool grew0 = a.hand(0).size() > b.hand(0).size(), grew1 = a.hand(1).size() > b.hand(1).size();
  const int drawer = grew0 && grew1 ? b.first_player() : (grew1 ? 1 : 0);
  int drawn = static_cast<int>(action) - 1;
  for (int i = 0; i < core::kPiles; ++i) {
    const int k = (static_cast<int>(action) - 1 + i) % core::kPiles;
    if (a.pile(k).size() < b.pile(k).size()) {
      drawn = k;
      break;
    }
  }
  std::string text = name(drawer) + " rolls " + std::to_string(action) + ": ";
  if (drawn == static_cast<int>(action) - 1)
    text += "draws the top card of pile " + std::to_string(action);
  else
    text +=
        "pile " + std::to_string(action) + " is empty, so the draw passes right to pile " + std::to_string(drawn + 1);
  if (drawer == sole_human() && a.pile(drawn).size() < b.pile(drawn).size())
    text += " (" + the_card(b.pile(drawn).back()) + ")";
  text += ".";
  if (a.piles_left() == 0) text += " The piles are used up.";
  if (grew0 && grew1) text += " " + name(1 - drawer) + " draws from their own stack.";
  return Step{kDraw, kDrawSeconds, text}.sounding(Sound::kDiceDraw);
}

// A card played: the card (a bot's stays a second), then, when it answered one, the duel or the
// reveal (what is taken, aces set aside).
std::vector<Step> ClearAceTable::play_steps(const ClearAceState& b, int player, Action action,
                                            const ClearAceState& a) const {
  const bool opening = b.table().size() % 2 == 0;
  const bool face_up = opening && b.opening_face_up();
  const bool tie =
      a.table().size() == b.table().size() + 1 && a.table().back().revealed && a.ending() != Ending::kTurnLimit;
  const bool resolved = a.table().size() != b.table().size() + 1;  // the round (or game) ended
  const bool revealed = !opening;                                  // an answer turns both cards over
  std::vector<Step> steps;
  // The news names a card only once it lies face up (issue 29: "answers with the 6 of clubs"
  // was read while the card was still face down). An answer lands face down and turns over in
  // the next step, which names both; a card played to a face-down one (a duel, the first round)
  // answers nothing. The person's own card is theirs to see in the hand, not the news.
  const bool answers_face_up = revealed && b.table().back().face_up;
  const std::string text =
      !revealed
          ? name(player) + (face_up ? " plays " + card_text(player, action, true) + " face up." : " plays face down.")
      : answers_face_up ? name(player) + " answers."
                        : name(player) + " plays face down.";
  steps.push_back(Step{kPlay, human(player) ? kOwnPlaySeconds : kBotPlaySeconds, text}.sounding(Sound::kCardPlay));
  if (tie) {
    const Play& other = a.table()[a.table().size() - 2];
    std::string duel = "Both played " + a_rank(other.card) + ": ";
    if (a.in_showdown())
      duel += "a duel! Both play again from the same hands, face down.";
    else if (!b.in_duel())
      duel += "a duel! " + duel_draw_text(b) + " Both play face down.";
    else
      duel += "another duel, from the same hands, face down.";
    steps.push_back(Step{kDuel, kDuelSeconds, duel}.sounding(Sound::kDuel));
  } else if (resolved && !a.last_round().empty()) {
    const bool duel_ended = b.in_duel() && !b.in_showdown();
    Step reveal = Step{kReveal, kRevealSeconds, reveal_text(a, duel_ended, b.in_showdown())}.sounding(Sound::kCardTurn);
    if (duel_ended || reveal.narration.find("aside") != std::string::npos) reveal.seconds += kMoreToRead;
    steps.push_back(std::move(reveal));
  }
  return steps;
}

Step ClearAceTable::showdown_step(const ClearAceState& b) const {
  // The first showdown round opens face down; later ones after a showdown round was played.
  const bool first = !b.opening_face_up();
  return Step{kShowdown, kShowdownSeconds,
              first ? "Showdown! Each deals 8 from their shuffled stack and stakes an ace. A 2 now beats a king."
                    : "Next showdown round: hands back into the decks, 8 dealt again, an ace staked each."}
      .sounding(Sound::kCascade);
}

// `showdown_round`: the round just ended was a showdown round (the last round of the piles can
// end with the showdown already begun).
std::string ClearAceTable::reveal_text(const ClearAceState& after, bool duel_ended, bool showdown_round) const {
  const std::vector<Play>& plays = after.last_round();
  const int winner = after.last_winner(), loser = 1 - winner;
  std::string text;
  // The last two cards tied and the round still ended: a duel someone had no card left for.
  const bool tied = plays.size() >= 2 && plays.back().revealed &&
                    core::card_rank(plays.back().card) == core::card_rank(plays[plays.size() - 2].card);
  const std::string all = plays.size() == 2 ? "both cards" : "all " + std::to_string(plays.size()) + " cards";
  if (after.last_round_drawn()) {
    text = "Both played " + a_rank(plays.back().card) + " and neither has a card left for a duel: a draw. " +
           (showdown_round ? "Each takes back their staked ace, and each card played goes under its owner's deck"
                           : "Each card played goes back under its owner's stack");
  } else if (tied) {
    text = "Both played " + a_rank(plays.back().card) + ", and " + name(loser) +
           " has no card left for a duel: " + name(winner) +
           (showdown_round ? " wins both staked aces" : " takes " + all);
  } else if (plays.size() < 2 || !plays.back().revealed) {
    text = name(loser) + " has no card to answer with: " + name(winner) + " takes the card";
  } else {
    const Play& a = plays[plays.size() - 2];
    const Play& b = plays.back();
    const int won = a.player == winner ? a.card : b.card, lost = a.player == winner ? b.card : a.card;
    text = name(winner) + "'s " + core::card_name(won) + " beats " + name(loser) + "'s " + core::card_name(lost);
    if (core::card_rank(won) == 2) text += showdown_round ? " (a 2 beats a king)" : " (a 2 beats an ace)";
    if (showdown_round)
      text += ": " + name(winner) + " wins both staked aces";
    else
      text += ": " + name(winner) + " takes " + all;
  }
  text += ".";
  if (showdown_round) return text;
  std::string aces;
  int count = 0;
  for (const Play& play : plays)
    if (core::is_ace(play.card) && play.seen_by(-1)) {
      aces += (aces.empty() ? "The " : " and the ") + core::card_name(play.card);
      ++count;
    }
  if (count > 0) text += " " + aces + (count == 1 ? " goes" : " go") + " aside.";
  if (duel_ended && !after.last_round_drawn())
    text += " Each keeps their two highest cards and puts the rest on their own stack.";
  return text;
}

// Where a duel's six cards each come from: the piles (passing right), then the player's stack.
std::string ClearAceTable::duel_draw_text(const ClearAceState& b) const {
  int in_piles = 0;
  for (int k = 0; k < core::kPiles; ++k) in_piles += static_cast<int>(b.pile(k).size());
  if (in_piles >= 2 * core::kPiles) return "Each draws a card from every pile (an empty one passes right).";
  if (in_piles == 0) return "Each draws 6 cards from their own stack (the piles are used up).";
  return "Each draws 6 cards: what is left in the piles, then from their own stack.";
}

// Aces in a hand or a stack are face down: the ending says where each of the four is.
std::string ClearAceTable::aces_where(const ClearAceState& s, int p) const {
  if (p < 0) return "";
  int hand = 0, stack = 0;
  for (int c : s.hand(p)) hand += core::is_ace(c);
  for (int c : s.stack(p)) stack += core::is_ace(c);
  if (hand + stack == 0) return "";
  const int aside = 4 - hand - stack;
  std::vector<std::string> parts;
  if (aside > 0) parts.push_back(std::to_string(aside) + " set aside");
  if (hand > 0) parts.push_back(std::to_string(hand) + " in hand");
  if (stack > 0) parts.push_back(std::to_string(stack) + " in the stack");
  std::string text = " (";
  for (std::size_t i = 0; i < parts.size(); ++i)
    text += (i == 0 ? "" : (i + 1 == parts.size() ? " and " : ", ")) + parts[i];
  return text + ")";
}

std::string ClearAceTable::ending_text(const ClearAceState& s) const {
  const std::vector<int> winners = s.winners();
  const int winner = winners.size() == 1 ? winners[0] : -1;
  const std::string w = winner >= 0 ? name(winner) : std::string(), l = winner >= 0 ? name(1 - winner) : std::string();
  // Written without a switch: the core's list of endings is still settling.
  const Ending e = s.ending();
  if (e == Ending::kAllAces && s.in_showdown()) return w + " wins the showdown with all four aces!";
  if (e == Ending::kAllAces) return w + " holds all four aces" + aces_where(s, winner) + " and wins!";
  if (e == Ending::kNeverWon) return l + " never won an attack: " + w + " wins!";
  if (e == Ending::kCannotDraw) return l + " had to draw and had no card left: " + w + " wins!";
  if (e == Ending::kShowdownNoCard) return l + " had no card left to deal in the showdown: " + w + " wins!";
  if (e == Ending::kTurnLimit)
    return "The game stopped after " + std::to_string(core::kMaxTurns) +
           " cards played: " + (winner >= 0 ? w + " holds more aces and wins!" : "equal aces: " + winners_line() + ".");
  if (winner >= 0) return w + " wins!";
  return "The game is over.";
}

// What to do, under the hand: only once everything is shown (the news line says the rest).
std::string ClearAceTable::prompt() const {
  const ClearAceState& s = state();
  const Match::Next next = match()->next();
  if (!follower().caught_up()) return bot_to_answer();
  if (next == Match::Next::kGameOver) return "";
  const int to = actor(s);
  if (next == Match::Next::kRoll) {
    if (!human(to)) return name(to) + " rolls the die next.";
    return (sole_human() >= 0 ? std::string("Your draw") : name(to) + "'s draw") +
           ": roll the die; it names the pile to draw from.";
  }
  if (next == Match::Next::kBotChoice) return name(to) + " is choosing a card.";
  if (!choosing()) return "";
  std::string text;
  const std::vector<Play>& table = s.table();
  if (table.size() % 2 == 1) {
    const Play& first = table.back();
    text = first.face_up ? name(first.player) + " played " + the_card(first.card) + " face up: answer it."
                         : name(first.player) + " played face down: your card.";
  } else if (s.opening_face_up()) {
    text = "You lost the last round: play first, face up.";
  } else {
    text = s.in_duel() ? "Duel: both play face down." : "Both play face down; you choose first.";
  }
  if (!s.in_showdown()) {
    const std::vector<int>& hand = s.hand(s.current_player());
    if (std::any_of(hand.begin(), hand.end(), [](int c) { return core::card_rank(c) == 2; }))
      text += " You hold a 2: you must play a 2.";
  }
  return text + " Choose a card, then Play.";
}

// While a step shows, a bot is named only when the card on screen waits for its answer (the
// person's own card just played). Not while the bot's own card, a duel or a result is on screen:
// it has played then, or plays only once they are read.
std::string ClearAceTable::bot_to_answer() const {
  const Step* step = follower().step();
  const ClearAceState& s = shown();
  if (!step || step->detail != kPlay || s.phase() != Phase::kPlaying || s.table().empty()) return "";
  const int to = s.current_player();
  const bool waits = !s.table().back().revealed && s.table().back().player != to;
  return waits && !human(to) ? name(to) + " is choosing a card." : "";
}

std::string ClearAceTable::latest_news() const {
  return follower().log().empty() ? std::string() : follower().log().back().text;
}

}  // namespace allclear::web::clear_ace
