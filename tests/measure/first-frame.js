// The first frame, as issue 33 asks for it (not a test; figures for docs/performance.md). Prints JSON:
//   headless: navigation start to the first drawn frame in headless Chromium at the phone size,
//             a fresh context each run (median of 5)
//   slowPhone: the same on a mid-range phone's profile: a first visit over 1.6 Mbit/s with 150 ms
//              round trips and the CPU slowed 4 times, served gzipped with GitHub Pages' headers
//              (median of 3), and a repeat visit in the same context (median of 3)
// usage: node tests/measure/first-frame.js   (after scripts/build-web.sh; a quiet machine)
'use strict';
const h = require('../browser/helpers');

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}

// A context whose pages record performance.now() when the app publishes its first frame.
async function recordingContext(browser) {
  const context = await browser.newContext(h.REAL_PHONE);
  await context.addInitScript(() => {
    let value;
    Object.defineProperty(window, '__allclear', {
      configurable: true,
      get() { return value; },
      set(v) { if (window.__firstFrameAt === undefined) window.__firstFrameAt = performance.now(); value = v; },
    });
  });
  return context;
}

// Milliseconds from navigation to the first drawn frame of `page` loading `url`.
async function timeLoad(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstFrameAt !== undefined, null, { timeout: 120000 });
  return page.evaluate(() => window.__firstFrameAt);
}

// A first visit in a fresh context, optionally slowed (network and CPU) through CDP; with
// `repeat`, also a second visit in the same context. Resolves to { first, repeat }.
async function firstFrame(browser, url, { slow = false, repeat = false } = {}) {
  const context = await recordingContext(browser);
  try {
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const first = await timeLoad(page, url);
    return { first, repeat: repeat ? await timeLoad(page, url) : undefined };
  } finally {
    await context.close();
  }
}

const rounded = (runs) => ({ median: Number(median(runs).toFixed(1)), runs: runs.map((v) => Number(v.toFixed(1))) });

module.exports = { firstFrame, median, rounded };

if (require.main === module) {
  (async () => {
    const browser = await h.launch();
    const plain = await h.startServer();
    const pages = await h.startServer({ asPages: true });
    try {
      const headless = [];
      for (let i = 0; i < 5; i++) headless.push((await firstFrame(browser, plain.url)).first);
      const first = [], repeat = [];
      for (let i = 0; i < 3; i++) {
        const t = await firstFrame(browser, pages.url, { slow: true, repeat: true });
        first.push(t.first);
        repeat.push(t.repeat);
      }
      const os = require('os');
      console.log(JSON.stringify({
        date: new Date().toISOString(),
        load: os.loadavg().map((v) => Number(v.toFixed(2))),
        browser: `Chromium ${browser.version()} headless, SwiftShader WebGL2, phone 390x844 @3x`,
        headless: rounded(headless),
        slowPhone: { firstVisit: rounded(first), repeatVisit: rounded(repeat) },
      }, null, 2));
    } finally {
      await browser.close();
      await plain.close();
      await pages.close();
    }
  })().catch((e) => { console.error(e); process.exit(1); });
}
