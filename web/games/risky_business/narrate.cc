// What each action shows, as steps for the timeline (kit/timeline.h). A bot's move is one step:
// its play, the clear, the pile replaced and every card the deck turns up for it, the pick-up
// (Pacing::bot_move_goes_on keeps them together; Step::added joins their words). In a person's
// turn each choice is their own (it passes at once) and what the deck does after it is one step,
// held. Cards are named as their corners show them ("K♠"), so a whole move fits the news line.
#include "games/risky_business/table.h"

namespace allclear::web::risky_business {

namespace {

// Seconds at Normal pace (the words, read at the timeline's rate, may hold a step longer).
constexpr double kBotMove = 1.0;     // a bot's move: see the cards change
constexpr double kBotTurnEnd = 1.2;  // a bot sets a card aside and swaps its hand with the row
constexpr double kChain = 0.9;       // the cards the deck turns up for empty piles, as one step
constexpr double kClear = 1.0;       // a clear is seen on its pile, the person's own too
constexpr double kOwnMove = 0.4;     // the person's own move
constexpr double kDeal = 1.0;        // the cards of a new game dealt

// `sentence` said after the step's words, alone or told with the step before it.
void add_sentence(Step& step, const std::string& sentence) {
  step.narration += (step.narration.empty() ? "" : " ") + sentence;
  step.added += " " + sentence;
}

// A piece of a bot's move, told with the move's step before it: in its own words when it stands
// alone (the first step of a reloaded game's replay), added to the move's otherwise.
Step part_of_move(double seconds, const std::string& sentence) {
  Step step{0, seconds, sentence};
  step.with_previous = true;
  if (!sentence.empty()) step.added = " " + sentence;
  return step;
}

}  // namespace

std::vector<Step> RiskyBusinessTable::describe(const State& before, int player, Action action,
                                               const State& after) const {
  const RiskyBusinessState& b = RiskyBusinessTable::of(before);
  const RiskyBusinessState& a = RiskyBusinessTable::of(after);
  Step step = player < 0 ? chance_step(b, action, a) : player_step(b, player, action, a);
  if (a.picked_up_nothing()) add_sentence(step, "Nothing is left to pick up.");
  if (a.rounds_completed() > b.rounds_completed())
    add_sentence(step, "Game " + std::to_string(a.rounds_completed()) + " is over.");
  if (step.narration.empty() && !step.with_previous) return {};
  return {step};
}

// What the clears a play made take off the turn player's score, after "clears pile 2": " (−1)!"
// for a king, ": four of a kind (−2)!"; "" for none.
std::string RiskyBusinessTable::clears_text(const RiskyBusinessState& b, const RiskyBusinessState& a) const {
  const int p = b.turn_player();
  const int quads = a.quads(p) - b.quads(p), kings = a.kings(p) - b.kings(p);
  const int points = core::kQuadPoints * quads + core::kKingPoints * kings;
  if (quads + kings == 0) return "";
  const char* why = quads > 0 && kings > 0 ? ": a king and four of a kind" : quads > 0 ? ": four of a kind" : "";
  return std::string(why) + " (" + points_text(points) + ")!";
}

Step RiskyBusinessTable::player_step(const RiskyBusinessState& b, int player, Action action,
                                     const RiskyBusinessState& a) const {
  const std::string who = name(player);
  const bool bot = !human(player);
  const int p = b.turn_player();
  const double move = bot ? kBotMove : kOwnMove;
  // A bot's replacement and pick-up finish the move its play began: one step.
  const auto finishing = [&](const std::string& sentence, Sound sound) {
    return (bot ? part_of_move(kBotMove, sentence) : Step{0, kOwnMove, sentence}).sounding(sound);
  };
  if (action >= core::kFirst) {
    const int first = action - core::kFirst;
    return Step{
        0, move,
        first == player ? who + " starts the next game." : who + " picks " + name(first) + " to start the next game."}
        .sounding(Sound::kCardTurn);
  }
  if (action >= core::kSetAside) {
    const int rest = static_cast<int>(b.hand(p).size()) - 1;
    const std::string text = who + " sets a card aside" + (rest > 0 ? " and swaps hand and row." : ".");
    // A bot's End moves says nothing: this step tells the turn's end (Pacing::bot_move_goes_on).
    if (bot && b.history().back() == core::kEndMoves) return part_of_move(kBotTurnEnd, text).sounding(Sound::kCardTurn);
    return Step{0, bot ? kBotTurnEnd : kOwnMove + 0.3, text}.sounding(Sound::kCardTurn);
  }
  if (action == core::kReplaceDeck) {
    // A bot's: the cards the deck turns up say it ("From the deck: ...").
    if (bot) return part_of_move(0, "");
    return Step{0, kOwnMove, who + " replaces " + pile_name(b.pending_piles().front()) + " from the deck."}.sounding(
        Sound::kCardPlay);
  }
  if (action >= core::kReplaceHand)
    return finishing(
        who + " replaces " + pile_name(b.pending_piles().front()) + " with " + sign(action - core::kReplaceHand) + ".",
        Sound::kCardPlay);
  if (action == core::kPickDeck) return finishing(who + " picks up the deck's top card.", Sound::kCardDraw);
  if (action >= core::kPickRow)
    return finishing(who + " picks up " + sign(action - core::kPickRow) + " from the row.", Sound::kCardDraw);
  if (action >= core::kPickPile) {
    const int k = action - core::kPickPile;
    return finishing(who + " picks up " + sign(b.pile(k).back()) + " from " + pile_name(k) + ".", Sound::kCardDraw);
  }
  if (action == core::kEndMoves && b.hand(p).empty()) {
    // Only once the deck is out: nothing to play or set aside (docs/rules/risky-business.md).
    return Step{
        0, move,
        who + " has no card to play or set aside" +
            (b.row().empty() ? ", and the row is empty: the turn passes." : ": the row becomes " + who + "'s hand.")}
        .sounding(Sound::kCardTurn);
  }
  if (action == core::kEndMoves) {
    if (bot) return {};
    return Step{0, kOwnMove,
                who + " ends the moves" +
                    (b.moves_left() > 0 ? " with " + plural(b.moves_left(), "move", "moves") + " left." : ".")}
        .sounding(Sound::kTap);
  }
  if (action >= core::kSwap) {
    const int given = (action - core::kSwap) / core::kMaxCards, taken = (action - core::kSwap) % core::kMaxCards;
    return Step{0, move, who + " swaps " + sign(given) + " for " + sign(taken) + "."}.sounding(Sound::kCardTurn);
  }
  const int card = action / core::kPiles, k = action % core::kPiles;
  const std::string clears = clears_text(b, a);
  if (clears.empty())
    return Step{0, move, who + " plays " + sign(card) + " on " + pile_name(k) + "."}.sounding(Sound::kCardPlay);
  return Step{0, kClear, who + "'s " + sign(card) + " clears " + pile_name(k) + clears}.sounding(Sound::kPileClear,
                                                                                                 !bot);
}

// A card off the deck: the deal (one step when it is done), a card to a hand (named only for
// the person whose hand it is, when they alone play on this device), to the row, or turned up
// for an empty pile (onto a matching pile, a king clearing itself).
Step RiskyBusinessTable::chance_step(const RiskyBusinessState& b, Action card, const RiskyBusinessState& a) const {
  if (b.phase() == Phase::kDealing) {
    if (a.phase() == Phase::kDealing) return {};
    return Step{0, kDeal, "New cards are dealt: " + name(a.turn_player()) + " starts."}.sounding(Sound::kCascade);
  }
  if (b.phase() != Phase::kDraw) return {};
  const int p = b.turn_player();
  if (!contains(a.hand(p), card) && !contains(a.row(), card)) return pile_card_step(b, card, a);
  // A card to a hand or the row: seen in its place, told with the move that drew it and not held
  // longer (it stays there to look at). The person alone at the device is told what they drew.
  if (contains(a.hand(p), card) && p == sole_human())
    return part_of_move(0, "It is " + sign(card) + ".").sounding(Sound::kCardDraw);
  return part_of_move(0, "").sounding(Sound::kCardDraw);
}

// A card turned up for an empty pile. The cards of one cascade are one step: with a bot's move
// ("Bo's K♠ clears pile 1 (−1)! From the deck: K♥ clears itself (−1)! J♦ starts pile 1."), or,
// after a person's own choice (told at once), a step of its own, held: what they did not see
// coming.
Step RiskyBusinessTable::pile_card_step(const RiskyBusinessState& b, int card, const RiskyBusinessState& a) const {
  const int p = b.turn_player(), pile = b.turning_pile();
  std::string did;
  bool clear = true;
  if (core::card_rank(card) == core::kKing) {
    did = sign(card) + " clears itself (" + points_text(core::kKingPoints) + ")!";
  } else {
    did = sign(card) + " comes off the deck.";
    for (int k = 0; k < core::kPiles; ++k) {
      if (a.pile(k) == b.pile(k)) continue;
      did = sign(card) + (k == pile ? " starts " : " goes on ") + pile_name(k);
      clear = a.quads(p) > b.quads(p);
      did += clear ? ": four of a kind (" + points_text(core::kQuadPoints) + ")!" : ".";
      break;
    }
  }
  const Action last = b.history().back();
  const bool first = last == core::kReplaceDeck || last == core::kPickPile + pile;
  Step step = part_of_move(clear ? kClear : kChain, (first ? "From the deck: " : "Next, ") + did);
  step.added = (first ? " From the deck: " : " ") + did;
  step.with_previous = !(first && human(p));
  return std::move(step).sounding(clear ? Sound::kPileClear : Sound::kCascade, clear && human(p));
}

}  // namespace allclear::web::risky_business
