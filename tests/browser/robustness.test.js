// The page says so when the app cannot load, and a lost WebGL context comes back to the
// same position (the shell reloads on restore; the game was saved after every move).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('a missing wasm file shows the error message instead of a blank page', async () => {
  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const context = await browser.newContext(h.PHONE);
    const page = await context.newPage();
    await page.route('**/index.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(server.url);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none',
                               null, { timeout: 20000 });
    const text = await page.evaluate(() => document.getElementById('error').textContent);
    assert.match(text, /could not start/);
    await h.shot(page, 'phone-load-error');
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a browser without WebGL 2 gets a message, not a blank canvas', async () => {
  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const context = await browser.newContext(h.PHONE);
    await context.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' ? null : getContext.call(this, type, ...rest);
      };
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('error')).display !== 'none',
                               null, { timeout: 20000 });
    assert.match(await page.evaluate(() => document.getElementById('error').textContent), /WebGL 2/);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('after a lost and restored WebGL context the game is where it was', async () => {
  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const context = await browser.newContext(h.PHONE);
    const page = await context.newPage();
    const errors = h.watchErrors(page);
    await page.goto(server.url);
    await h.startHumanVsQuickBot(page, { rounds: 2 });
    const before = await h.waitFor(page, (x) => x.state.game.next === 'human' ||
      (x.state.game.next === 'roll' && x.state.game.humans[x.state.game.roller] === 1), { label: 'human to act', timeout: 30000 });
    const reloaded = page.waitForEvent('load', { timeout: 20000 });
    await page.evaluate(() => {
      const gl = document.getElementById('canvas').getContext('webgl2');
      const ext = gl.getExtension('WEBGL_lose_context');
      ext.loseContext();
      setTimeout(() => ext.restoreContext(), 200);
    });
    await reloaded;
    const after = await h.waitScreen(page, 'table');
    assert.deepStrictEqual(after.state.game, before.state.game);
    assert.deepStrictEqual(errors.filter((e) => !/context/i.test(e)), []);
  } finally {
    await browser.close();
    await server.close();
  }
});
