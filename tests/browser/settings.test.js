// Comfort settings on a phone: bot pace and reduced motion are chosen on the Settings screen,
// kept across reloads, and "auto" follows the browser's reduced-motion preference.
// Broken saved settings are set aside with a message and nothing else is lost. Every table is
// also shot in grayscale (build/screenshots/gray-*.png): suits and players must read without
// colour, checked by looking.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const KEY = 'allclear.settings.v1';

test('bot pace and reduced motion are chosen, kept across a reload, and follow the browser under "auto"', { timeout: 120000 }, async () => {
  await h.withApp({ ...h.PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    let x = await h.waitScreen(page, 'home');
    assert.deepStrictEqual(x.state.settings, { botPace: 'normal', reducedMotion: 'auto', motionReduced: true }, 'the browser asks for less motion');
    await h.scrollIntoView(page, 'home.settings');
    await h.tap(page, 'home.settings');
    await h.waitScreen(page, 'settings');
    await h.shot(page, 'phone-settings');
    await h.tap(page, 'settings.pace.slow');
    await h.tap(page, 'settings.motion.off');
    x = await h.waitFor(page, (y) => y.state.settings.botPace === 'slow' && y.state.settings.reducedMotion === 'off', { label: 'the new settings' });
    assert.strictEqual(x.state.settings.motionReduced, false, '"off" overrides the browser');
    const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
    assert.deepStrictEqual(saved, { format: 'allclear-settings', version: 1, botPace: 'slow', reducedMotion: 'off' });
    await page.reload();
    x = await h.waitFor(page, (y) => y.state && y.state.settings, { label: 'the app after a reload' });
    assert.strictEqual(x.state.settings.botPace, 'slow', 'kept across the reload');
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

test('broken saved settings are set aside with a message; the usual settings apply and games are untouched', { timeout: 120000 }, async () => {
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

test('every table in grayscale: suits and players told apart without colour', { timeout: 300000 }, async () => {
  const games = [
    ['clear', 3], ['bingo', 2], ['roll-and-clear', 3], ['clear-ace', 2], ['risky-business', 3],
  ];
  await h.withApp({ ...h.PHONE }, async ({ page, errors }) => {
    await page.addStyleTag({ content: 'canvas { filter: grayscale(1); }' });
    for (const [game, players] of games) {
      await h.waitScreen(page, 'home');
      await h.scrollIntoView(page, `home.${game}`);
      await h.tap(page, `home.${game}`);
      let x = await h.waitScreen(page, 'new');
      while (!!x.widgets[`new.seat${players}.name`] || !x.widgets[`new.seat${players - 1}.name`]) {
        await h.tap(page, x.widgets[`new.seat${players}.name`] ? 'new.players.minus' : 'new.players.plus');
        x = await h.hook(page);
      }
      await h.tap(page, 'new.start');
      const confirm = await h.waitFor(page, (y) => y.screen === 'table' || y.widgets['new.confirm-abandon'], { label: `${game} started` });
      if (confirm.screen !== 'table') await h.tap(page, 'new.confirm-abandon');
      // A moment into the game, with something on the table.
      await h.waitFor(page, (y) => y.screen === 'table' && y.state.game && ['human', 'roll'].includes(y.state.game.next) && !y.state.game.showing,
        { label: `${game} waiting for the player`, timeout: 60000 });
      await h.settle(page);
      await h.shot(page, `gray-${game}`);
      await h.tap(page, 'table.home');
    }
    assert.deepStrictEqual(errors, []);
  });
});
