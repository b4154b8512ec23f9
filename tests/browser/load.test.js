// The site loads without console errors on a desktop and on a phone, and draws its home screen.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('loads without console errors on desktop and phone', async () => {
  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const landscape = { ...h.LANDSCAPE, deviceScaleFactor: h.SIZES.landscape.pixelRatio };
    for (const [name, options] of [['desktop', h.DESKTOP], ['phone', h.REAL_PHONE], ['landscape', landscape]]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors = h.watchErrors(page);
      await page.goto(server.url);
      const hook = await h.waitScreen(page, 'home');
      assert.ok(hook.widgets['home.clear'], 'the Clear! button is drawn');
      assert.strictEqual(hook.size.pixelRatio, options.deviceScaleFactor, 'text is set for the device\'s pixel ratio');
      const loading = await page.evaluate(() => getComputedStyle(document.getElementById('loading')).display);
      assert.strictEqual(loading, 'none', 'the loading text is hidden after the first frame');
      // Every tappable widget is at least 44 CSS px in both directions, except the card's squares
      // on small cards (those are the coins themselves).
      for (const [id, r] of Object.entries(hook.widgets)) {
        if (r.clipped) continue;  // partly scrolled under a bar: only its showing part is published
        assert.ok(r.w >= 44 && r.h >= 44, `${name}: ${id} is ${r.w}x${r.h}`);
      }
      await h.shot(page, `${name}-home`);
      if (name === 'phone') {
        // The device pixel ratio changes (a window moved to another screen, browser zoom):
        // the font atlas is rebuilt for the new ratio and drawing goes on.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
        await h.waitFor(page, (x) => x.size.pixelRatio === 2, { label: 'text set for the new ratio' });
        assert.strictEqual(await page.evaluate(() => window.devicePixelRatio), 2);
        await h.shot(page, 'phone-home-dpr2');
      }
      assert.deepStrictEqual(errors, [], `${name}: console errors`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
