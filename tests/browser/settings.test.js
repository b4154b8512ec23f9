// Comfort settings on a phone: bot pace and reduced motion are chosen on the Settings screen,
// kept across reloads, and "auto" follows the browser's reduced-motion preference.
// Broken saved settings are set aside with a message and nothing else is lost. (Tables in
// grayscale: grayscale.test.js.)
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const KEY = 'allclear.settings.v1';

test('bot pace, reduced motion, sound and haptics are chosen and kept across a reload; motion follows the browser under "auto"', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    let x = await h.waitScreen(page, 'home');
    assert.deepStrictEqual(x.state.settings, { botPace: 'normal', reducedMotion: 'auto', motionReduced: true, sound: true, haptics: true }, 'the browser asks for less motion; sound and haptics are on');
    await h.scrollIntoView(page, 'home.settings');
    await h.tap(page, 'home.settings');
    await h.waitScreen(page, 'settings');
    await h.shot(page, 'phone-settings');
    await h.tap(page, 'settings.pace.slow');
    await h.tap(page, 'settings.motion.off');
    await h.tap(page, 'settings.sound.off');
    await h.tap(page, 'settings.haptics.off');
    x = await h.waitFor(page, (y) => y.state.settings.botPace === 'slow' && y.state.settings.reducedMotion === 'off' &&
      !y.state.settings.sound && !y.state.settings.haptics, { label: 'the new settings' });
    assert.strictEqual(x.state.settings.motionReduced, false, '"off" overrides the browser');
    await h.shot(page, 'phone-settings-changed');
    const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
    assert.deepStrictEqual(saved, { format: 'allclear-settings', version: 1, botPace: 'slow', reducedMotion: 'off', sound: false, haptics: false });
    await page.reload();
    x = await h.waitFor(page, (y) => y.state && y.state.settings, { label: 'the app after a reload' });
    assert.strictEqual(x.state.settings.botPace, 'slow', 'kept across the reload');
    assert.strictEqual(x.state.settings.sound, false, 'Sound off kept across the reload');
    assert.strictEqual(x.state.settings.haptics, false, 'Haptics off kept across the reload');
    await h.scrollIntoView(page, 'home.settings');
    await h.tap(page, 'home.settings');
    await h.tap(page, 'settings.motion.auto');
    await h.tap(page, 'settings.pace.instant');
    x = await h.waitFor(page, (y) => y.state.settings.reducedMotion === 'auto' && y.state.settings.botPace === 'instant', { label: 'back to auto' });
    assert.strictEqual(x.state.settings.motionReduced, true);
    await h.tap(page, 'settings.back');
    await h.waitScreen(page, 'home');
    assert.deepStrictEqual(errors, []);
  });
});

test('broken saved settings are set aside with a message; the usual settings apply and games are untouched', { timeout: 900000 }, async () => {
  const prepare = (context) => context.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(k, '{"format":"allclear-settings","version":1,"botPace":"warp","reducedMotion":"on"}');
    }
  }, KEY);
  await h.withApp({ ...h.PHONE }, { prepare }, async ({ page, errors }) => {
    const x = await h.waitFor(page, (y) => y.screen === 'home' && y.widgets['home.settings.dismiss'], { label: 'the notice' });
    assert.match(x.message, /settings could not be read/);
    assert.strictEqual(x.state.settings.botPace, 'normal');
    assert.match(await page.evaluate((k) => localStorage.getItem(`${k}.backup`), KEY), /warp/, 'the text is kept aside');
    assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
    await h.shot(page, 'phone-settings-broken');
    await h.tap(page, 'home.settings.dismiss');
    await h.waitFor(page, (y) => !y.widgets['home.settings.dismiss'], { label: 'the notice dismissed' });
    assert.deepStrictEqual(errors, []);
  });
});

test('"instant" pace shows only the outcome: each Bingo Battle roll is laid out at once', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.settings');
    await h.tap(page, 'settings.pace.instant');
    await h.tap(page, 'settings.back');
    await h.startBingo(page, { seats: ['human', 'quick'] });
    for (let rolls = 0; rolls < 4; rolls++) {
      const x = await h.waitFor(page, h.bingoWaitsForHuman, { label: 'the human' });
      const g = x.state.game;
      assert.strictEqual(g.shown, g.events.length, 'every step of the latest roll is shown');
      if (g.next === 'roll') {
        await h.tap(page, 'table.roll');
        const after = await h.hook(page);
        assert.strictEqual(after.state.game.playing, false, 'nothing left to play out after the tap');
        assert.strictEqual(after.state.game.shown, after.state.game.events.length);
      } else {
        await h.bingoStep(page);
      }
    }
    assert.deepStrictEqual(errors, []);
  });
});
