// GitHub Pages serves a project site under a sub-path (https://owner.github.io/allclear/):
// every URL of the site is relative, so the app loads and plays there with no 404, and its
// service worker's scope stays inside the sub-path.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('the site plays from a sub-path, as on GitHub Pages, with no 404s', async () => {
  await h.withApp(h.PHONE, { serve: { prefix: '/allclear/' } }, async ({ server, page, context, errors }) => {
    assert.ok(server.url.endsWith('/allclear/'));
    const failed = [];
    context.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    await h.waitScreen(page, 'home');
    const table = await h.startClearAgainstBot(page, { rounds: 1 });
    for (let i = 0; i < 3; i++) {
      await h.waitForClearPerson(page);
      assert.ok(await h.clearStep(page), `human step ${i + 1} was played`);
    }
    const played = await h.hook(page);
    assert.ok(played.state.game.history >= table.state.game.history + 3, 'moves were played');
    await h.shot(page, 'pages-subpath-table');

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration.scope, script: navigator.serviceWorker.controller.scriptURL,
               caches: await caches.keys() };
    });
    assert.strictEqual(worker.scope, server.url, 'the worker controls the sub-path only');
    assert.strictEqual(worker.script, `${server.url}sw.js`);
    assert.strictEqual(worker.caches.length, 1);
    assert.ok(worker.caches[0].includes(server.url), `the cache is named after its scope: ${worker.caches[0]}`);

    const notFound = server.requests.filter((r) => r.status >= 400);
    assert.deepStrictEqual(notFound, [], 'no request failed at the server');
    assert.deepStrictEqual(failed, [], 'no response failed in the browser');
    assert.ok(server.requests.every((r) => r.path.startsWith('/allclear/')), 'nothing was asked outside the sub-path');
    for (const file of ['index.js', 'index.wasm', 'manifest.webmanifest', 'sw.js']) {
      assert.ok(server.requests.some((r) => r.path === `/allclear/${file}`), `${file} came from the sub-path`);
    }
    assert.deepStrictEqual(errors, []);
  });
});
