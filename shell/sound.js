// All Clear's sounds (docs/sound.md), made as they play: no audio files. A sound is a few short
// voices; a voice is a tone sliding from one pitch to another, or a burst of noise through a band
// that slides, under a quick rise and a fall. The app (web/speaker.cc) plays one by name as a
// step comes on screen. Browsers let a page sound only after a press, so the AudioContext is made
// at the first press (never before, and never while Sound is off); a hidden tab's is suspended.
// Built into index.js ahead of the app (--pre-js).
window.allclearSound = (function () {
  var S = 'sine', T = 'triangle', Q = 'square', N = 'noise';
  // name: [[shape, start (s), length (s), from (Hz), to (Hz), volume], ...]; a noise voice's
  // pitches are its band's. Names as web/kit/sound.cc gives them.
  var SOUNDS = {
    'tap': [[S, 0, 0.035, 1500, 1100, 0.12]],
    'refused': [[Q, 0, 0.12, 150, 110, 0.07]],
    'card-turn': [[N, 0, 0.07, 3200, 1800, 0.5]],
    'card-draw': [[N, 0, 0.14, 1200, 3600, 0.45]],
    'card-play': [[N, 0, 0.08, 2600, 900, 0.45], [T, 0.05, 0.07, 220, 150, 0.3]],
    'die-on-card': [[T, 0, 0.08, 330, 200, 0.45], [N, 0, 0.03, 2200, 1600, 0.2]],
    'coin-place': [[S, 0, 0.16, 1900, 1850, 0.22], [S, 0, 0.1, 2860, 2800, 0.1]],
    // The rattle of the tumble, then the dice landing as the tumble ends (kTumbleSeconds).
    'dice': [[N, 0, 0.05, 2400, 2000, 0.4], [N, 0.07, 0.05, 2000, 2600, 0.35], [N, 0.14, 0.05, 2600, 1900, 0.4],
             [N, 0.21, 0.05, 1900, 2300, 0.35], [T, 0.3, 0.08, 260, 160, 0.45], [T, 0.37, 0.08, 230, 140, 0.35]],
    // The dice's rattle, then the card the die names drawn as they land.
    'dice-draw': [[N, 0, 0.05, 2400, 2000, 0.4], [N, 0.07, 0.05, 2000, 2600, 0.35], [N, 0.14, 0.05, 2600, 1900, 0.4],
                  [T, 0.22, 0.08, 260, 160, 0.4], [N, 0.34, 0.14, 1200, 3600, 0.45]],
    // The rattle of dice that do nothing, then a buzz down.
    'scratch': [[N, 0, 0.05, 2400, 2000, 0.35], [N, 0.07, 0.05, 2000, 2600, 0.3], [N, 0.14, 0.05, 2600, 1900, 0.35],
                [Q, 0.22, 0.24, 210, 90, 0.08]],
    'coins-leave': [[S, 0, 0.1, 1600, 1650, 0.18], [S, 0.07, 0.1, 2000, 2060, 0.18], [S, 0.14, 0.14, 2400, 2480, 0.18]],
    'lock': [[Q, 0, 0.05, 320, 300, 0.06], [T, 0.04, 0.14, 190, 120, 0.45]],
    'duel': [[Q, 0, 0.12, 330, 330, 0.07], [Q, 0.13, 0.18, 311, 300, 0.07]],
    'cascade': [[N, 0, 0.07, 1500, 3000, 0.4], [N, 0.08, 0.07, 1600, 3200, 0.4], [N, 0.16, 0.07, 1700, 3400, 0.4],
                [N, 0.24, 0.09, 1800, 3600, 0.4]],
    'pile-clear': [[N, 0, 0.16, 1000, 3800, 0.4], [T, 0.06, 0.24, 400, 900, 0.3]],
    'line-clear': [[S, 0, 0.3, 500, 1400, 0.22], [S, 0.12, 0.22, 1500, 2300, 0.08]],
    'claim': [[T, 0, 0.18, 523, 523, 0.3], [T, 0.08, 0.18, 659, 659, 0.3], [T, 0.16, 0.26, 784, 784, 0.3]],
    'scratch-off': [[N, 0, 0.05, 2400, 2000, 0.35], [N, 0.07, 0.05, 2000, 2600, 0.3], [N, 0.14, 0.05, 2600, 1900, 0.35],
                    [Q, 0.22, 0.42, 320, 60, 0.08], [T, 0.22, 0.42, 160, 45, 0.3]],
    'round-lost': [[T, 0, 0.22, 392, 392, 0.3], [T, 0.16, 0.22, 330, 330, 0.3], [T, 0.32, 0.3, 262, 250, 0.3]],
    'round-won': [[T, 0, 0.14, 523, 523, 0.28], [T, 0.1, 0.14, 659, 659, 0.28], [T, 0.2, 0.14, 784, 784, 0.28],
                  [T, 0.3, 0.3, 1047, 1047, 0.28]],
    'game-won': [[T, 0, 0.14, 523, 523, 0.25], [T, 0.1, 0.14, 659, 659, 0.25], [T, 0.2, 0.14, 784, 784, 0.25],
                 [T, 0.3, 0.32, 1047, 1047, 0.3], [S, 0.3, 0.32, 1568, 1568, 0.08]]
  };
  // Each haptic pulse (web/speaker.cc): 1, a tap of the hand; 2, a win's double pulse.
  var BUZZES = [0, 20, [30, 60, 40]];
  var context = null, enabled = true, pressed = false;

  function noiseOf(audio) {
    if (!audio.allclearNoise) {
      var buffer = audio.createBuffer(1, audio.sampleRate, audio.sampleRate);
      var data = buffer.getChannelData(0);
      for (var i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
      audio.allclearNoise = buffer;
    }
    return audio.allclearNoise;
  }

  // Sets `name` to sound on `audio` (an AudioContext or an OfflineAudioContext) from now.
  function schedule(audio, name) {
    var now = audio.currentTime + 0.005;
    (SOUNDS[name] || []).forEach(function (v) {
      var at = now + v[1], end = at + v[2];
      var gain = audio.createGain();
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(v[5], at + 0.005);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      gain.connect(audio.destination);
      var source, pitch;
      if (v[0] === N) {
        source = audio.createBufferSource();
        source.buffer = noiseOf(audio);
        var band = audio.createBiquadFilter();
        band.type = 'bandpass';
        pitch = band.frequency;
        source.connect(band);
        band.connect(gain);
      } else {
        source = audio.createOscillator();
        source.type = v[0];
        pitch = source.frequency;
        source.connect(gain);
      }
      pitch.setValueAtTime(v[3], at);
      pitch.exponentialRampToValueAtTime(v[4], end);
      source.start(at);
      source.stop(end + 0.01);
    });
  }

  function length(name) {
    return (SOUNDS[name] || []).reduce(function (end, v) { return Math.max(end, v[1] + v[2]); }, 0);
  }

  function wake() {
    pressed = true;
    if (!enabled || document.hidden) return;
    if (!context) {
      var Audio = window.AudioContext || window.webkitAudioContext;
      if (!Audio) return;
      try { context = new Audio(); } catch (e) { return; }
    }
    if (context.state === 'suspended') context.resume();
  }
  // The events that let a page sound (a press's first move that a browser counts as one).
  ['mousedown', 'pointerup', 'touchend', 'keydown'].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  document.addEventListener('visibilitychange', function () {
    if (!context) return;
    if (document.hidden) context.suspend(); else if (enabled) context.resume();
  });

  return {
    names: Object.keys(SOUNDS),
    length: length,
    enable: function (on) {
      enabled = on;
      if (on && pressed) wake();
      else if (!on && context) context.suspend();
    },
    // Plays `name` ('' for none) with haptic pulse `buzz` (0 for none).
    play: function (name, buzz) {
      if (buzz && navigator.vibrate) {
        try { navigator.vibrate(BUZZES[buzz]); } catch (e) {}
      }
      if (name && enabled && context && !document.hidden && context.state !== 'closed') schedule(context, name);
    },
    // `name` rendered offline at `rate` samples a second, for the tests: resolves to its samples.
    render: function (name, rate) {
      var audio = new OfflineAudioContext(1, Math.ceil(rate * (length(name) + 0.02)), rate);
      schedule(audio, name);
      return audio.startRendering().then(function (buffer) { return buffer.getChannelData(0); });
    }
  };
})();
