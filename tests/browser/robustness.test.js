// The page says so when the app cannot load, and a lost WebGL context comes back to the
// same position (the shell reloads on restore; the game was saved after every move).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('a missing wasm file shows the error message instead of a blank page', async () => {
  await h.withApp(h.PHONE, {
    prepare: async (context) => {
      await context.route('**/index.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    },
  }, async ({ page }) => {
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none',
                               null, { timeout: 20000 });
    const text = await page.evaluate(() => document.getElementById('error').textContent);
    assert.match(text, /could not start/);
    await h.shot(page, 'phone-load-error');
  });
});

test('a browser without WebGL 2 gets a message, not a blank canvas', async () => {
  await h.withApp(h.PHONE, {
    prepare: async (context) => {
      await context.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
          return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
        };
      });
    },
  }, async ({ page }) => {
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none',
                               null, { timeout: 20000 });
    assert.match(await page.evaluate(() => document.getElementById('error').textContent), /WebGL 2/);
  });
});

test('after a lost and restored WebGL context the game is where it was', async () => {
  await h.withApp(h.PHONE, async ({ context, page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 2 });
    const before = await h.waitForClearPerson(page, { timeout: 30000 });
    const reloaded = page.waitForEvent('load', { timeout: 20000 });
    await page.evaluate(() => {
      const gl = document.getElementById('canvas').getContext('webgl2');
      const ext = gl.getExtension('WEBGL_lose_context');
      ext.loseContext();
      setTimeout(() => ext.restoreContext(), 200);
    });
    await reloaded;
    const after = await h.waitScreen(page, 'table');
    const { timeline: shownAfter, ...gameAfter } = after.state.game;
    const { timeline: shownBefore, ...gameBefore } = before.state.game;
    assert.deepStrictEqual(gameAfter, gameBefore, 'the same game (how it is shown is not saved)');
    assert.deepStrictEqual(errors.filter((e) => !/context/i.test(e)), []);
  });
});
