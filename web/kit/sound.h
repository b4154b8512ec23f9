// What the table sounds like. Each game's narrator gives the steps it tells their sound
// (Step::sound); the session gathers what the steps shown since the last frame sound like into
// one cue, and the app plays it (web/speaker.h). Sounds are named here and made by the page
// (shell/sound.js) from these names.
#pragma once
#include <cstdint>

namespace allclear::web {

// Later in the list weighs more: when several steps come on screen in one frame (Instant, Skip),
// only the weightiest sounds, so a bot's whole turn is one sound, never a burst.
enum class Sound : std::uint8_t {
  kNone,
  kTap,         // a press taken
  kRefused,     // a press refused (too early, or on a dimmed button)
  kCardTurn,    // a card turned over
  kCardDraw,    // a card drawn to a hand
  kCardPlay,    // a card played to a pile or a row
  kDieOnCard,   // a die set on a card (Roll and Clear)
  kCoinPlace,   // a coin placed on a card
  kDice,        // dice thrown, tumbling and landing
  kDiceDraw,    // a die thrown, then the card it names drawn (Clear Ace)
  kScratch,     // dice thrown for nothing (a Scratch, no card matches), or taken back unused
  kCoinsLeave,  // a Line's coins leave the card
  kLock,        // a stack locks (Bingo Battle)
  kDuel,        // two cards meet (Clear Ace)
  kCascade,     // the deck cascades over the piles
  kPileClear,   // a pile cleared
  kLineClear,   // a line cleared
  kClaim,       // a claim (Bingo Battle), Clear! called
  kScratchOff,  // a Scratch-Off: the turn's work lost
  kRoundLost,   // a round or the game ends, and no person at the table won it
  kRoundWon,    // a round ends won by a person at the table
  kGameWon,     // the game ends won by a person at the table
};
inline constexpr int kSoundCount = static_cast<int>(Sound::kGameWon) + 1;

// The page's name of each sound ("dice", "coin-place"), as shell/sound.js knows it.
const char* sound_name(Sound sound);

// What the player hears and feels of one frame: one sound, and a pulse when what happened is
// theirs (their die on a card, their claim, clear or win).
struct Cue {
  Sound sound = Sound::kNone;
  bool pulse = false;
};

}  // namespace allclear::web
