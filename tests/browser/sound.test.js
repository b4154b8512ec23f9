// The table's sounds (docs/sound.md): each step sounds as it comes on screen, a bot's whole play
// at Instant sounds once, nothing sounds with Sound off, no AudioContext exists before the
// player's first press, and every sound, rendered offline and measured with sox, is heard, not
// clipped and shorter than the shortest step it can belong to.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const h = require('./helpers');

// Counts the AudioContexts the page makes (window.__audioContexts), before the app loads.
function countAudioContexts() {
  window.__audioContexts = 0;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audioContexts++;
    }
  };
}

// Settings kept on this device before the app starts: the bots' `pace`, Sound and Haptics.
function settings(context, { pace, sound, haptics = true }) {
  return context.addInitScript(([botPace, on, buzz]) => {
    localStorage.setItem('allclear.settings.v1', JSON.stringify({
      format: 'allclear-settings', version: 1, botPace, reducedMotion: 'auto', sound: on, haptics: buzz,
    }));
  }, [pace, sound, haptics]);
}

// Records the page's calls of navigator.vibrate (window.__vibrations), before the app loads.
function recordVibrations() {
  window.__vibrations = [];
  navigator.vibrate = (pattern) => { window.__vibrations.push(pattern); return true; };
}

const heard = (x) => x.state.sounds.filter((s) => s.sound !== '');

for (const game of h.appGames()) {
  test(`${game.title}: each step the bots play sounds as it comes on screen, at Normal pace`, { timeout: 180000 }, async () => {
    await h.withApp(h.PHONE, { prepare: (c) => settings(c, { pace: 'normal', sound: true }) }, async ({ page, errors }) => {
      const names = await page.evaluate(() => window.allclearSound.names);
      await h.startGame(page, game, h.seatKinds(game, { person: false }));
      // Each step on screen (by when it came) and each sound (by its number), as the frames show them.
      const steps = new Map(), sounds = new Map();
      await h.waitFor(page, (x) => {
        const t = x.state.game && x.state.game.timeline;
        if (t && t.step) steps.set(t.since, t.step);
        for (const s of heard(x)) sounds.set(s.number, s);
        return steps.size >= 5 || x.screen !== 'table';
      }, { label: 'five steps of the bots', timeout: 120000 });
      const at = new Set([...sounds.values()].map((s) => s.at));
      for (const [since, words] of steps) assert.ok(at.has(since), `"${words}" came on screen at ${since} with no sound; sounds: ${JSON.stringify([...sounds.values()])}`);
      for (const s of sounds.values()) assert.ok(names.includes(s.sound), `${s.sound} is a sound the page makes`);
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${game.title}: at Instant the bots' whole round sounds once, never a burst`, { timeout: 180000 }, async () => {
    await h.withApp(h.PHONE, { prepare: (c) => settings(c, { pace: 'instant', sound: true }) }, async ({ page, errors }) => {
      // The last sound before Start (the round may be over before the table is first read).
      let from = 0;
      const beforeStart = async () => {
        const sounds = (await h.hook(page)).state.sounds;
        from = sounds.length ? sounds[sounds.length - 1].number : 0;
      };
      await h.startGame(page, game, h.seatKinds(game, { person: false }), { beforeStart });
      const x = await h.waitFor(page, (y) => y.screen !== 'table', { label: 'the round played out', timeout: 120000 });
      const played = heard(x).filter((s) => s.number > from);
      // The round's end, and the tick of Start's press before it (the opening, a deal, is part of
      // the bots' play).
      assert.ok(played.length >= 1 && played.length <= 2, `sounds of a round at Instant: ${JSON.stringify(played)}`);
      assert.ok(['round-lost', 'round-won', 'game-won'].includes(played[played.length - 1].sound), JSON.stringify(played));
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${game.title}: with Sound off nothing sounds and no AudioContext is ever made`, { timeout: 180000 }, async () => {
    // A round of bots at Instant: every kind of step it has, and its end.
    const prepare = async (c) => { await c.addInitScript(countAudioContexts); await settings(c, { pace: 'instant', sound: false }); };
    await h.withApp(h.PHONE, { prepare }, async ({ page, errors }) => {
      await h.startGame(page, game, h.seatKinds(game, { person: false }));
      const x = await h.waitFor(page, (y) => y.screen !== 'table', { label: 'the round played out', timeout: 120000 });
      assert.deepStrictEqual(heard(x), []);
      assert.strictEqual(await page.evaluate(() => window.__audioContexts), 0);
      assert.deepStrictEqual(errors, []);
    });
  });
}

test('Clear!: a Line the person removes is felt (navigator.vibrate), and nothing is with Haptics off', { timeout: 300000 }, async () => {
  for (const haptics of [true, false]) {
    const prepare = async (c) => {
      await h.SEEDED(c);
      await c.addInitScript(recordVibrations);
      await settings(c, { pace: 'fast', sound: true, haptics });
    };
    await h.withApp(h.PHONE, { prepare }, async ({ page, errors }) => {
      await h.startClearAgainstBot(page, { rounds: 1 });
      await h.playClearRound(page, { skipBots: true });
      const vibrations = await page.evaluate(() => window.__vibrations);
      if (haptics) {
        assert.ok(vibrations.length > 0, 'a pulse for the person\'s Line');
        assert.ok(vibrations.every((v) => v === 20 || Array.isArray(v)), JSON.stringify(vibrations));
      } else {
        assert.deepStrictEqual(vibrations, [], 'Haptics off: no pulse');
      }
      assert.deepStrictEqual(errors, []);
    });
  }
});

test('no AudioContext exists before the first press; the first press makes one', { timeout: 120000 }, async () => {
  await h.withApp(h.PHONE, { prepare: (c) => c.addInitScript(countAudioContexts) }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    assert.strictEqual(await page.evaluate(() => window.__audioContexts), 0, 'an AudioContext before any press');
    await h.tap(page, 'home.settings');
    await h.waitScreen(page, 'settings');
    await h.waitFor(page, (x) => heard(x).some((s) => s.sound === 'tap'), { label: 'the tick of the press' });
    assert.strictEqual(await page.evaluate(() => window.__audioContexts), 1);
    assert.strictEqual(await page.evaluate(() => typeof AudioContext !== 'undefined'), true);
    assert.deepStrictEqual(errors, []);
  });
});

// A mono 16-bit WAV of `samples` (floats in -1..1) at `rate`.
function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0); head.writeUInt32LE(36 + data.length, 4); head.write('WAVE', 8);
  head.write('fmt ', 12); head.writeUInt32LE(16, 16); head.writeUInt16LE(1, 20); head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24); head.writeUInt32LE(rate * 2, 28); head.writeUInt16LE(2, 32); head.writeUInt16LE(16, 34);
  head.write('data', 36); head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

// The shortest a step that sounds stays at Normal pace (a bot's step: web/kit/session.h's
// kLandedSeconds): a sound ends before the next step's begins.
const SHORTEST_STEP = 0.7;

test('every sound, rendered offline and measured with sox, is heard, not clipped and shorter than its step', { timeout: 120000 }, async () => {
  await h.withApp(h.PHONE, async ({ page }) => {
    await h.waitScreen(page, 'home');
    const rate = 44100;
    const rendered = await page.evaluate(async (r) => {
      const out = {};
      for (const name of window.allclearSound.names) out[name] = Array.from(await window.allclearSound.render(name, r));
      return out;
    }, rate);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'allclear-sound-'));
    const report = [];
    for (const [name, samples] of Object.entries(rendered)) {
      const file = path.join(dir, `${name}.wav`);
      fs.writeFileSync(file, wav(samples, rate));
      // sox prints its statistics on stderr.
      const text = spawnSync('sox', [file, '-n', 'stat'], { encoding: 'utf8' }).stderr || '';
      const value = (label) => {
        const m = (text.match(new RegExp(`${label}:\\s+(-?[\\d.]+)`)) || [])[1];
        return m === undefined ? NaN : Number(m);
      };
      const figures = { name, seconds: value('Length \\(seconds\\)'), peak: value('Maximum amplitude'), rms: value('RMS\\s+amplitude') };
      report.push(figures);
      assert.ok(figures.rms > 0.005, `${name} is heard: ${JSON.stringify(figures)}`);
      assert.ok(figures.peak < 0.99, `${name} is not clipped: ${JSON.stringify(figures)}`);
      assert.ok(figures.seconds < SHORTEST_STEP, `${name} ends before its step: ${JSON.stringify(figures)}`);
    }
    console.log(`# sounds: ${JSON.stringify(report)}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
