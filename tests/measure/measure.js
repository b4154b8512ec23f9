// Performance figures for docs/performance.md (not a test). Prints JSON:
//   firstFrameMs: navigation start to the first drawn frame in headless Chromium (median of 5;
//                 tests/measure/first-frame.js also measures a slow phone's)
//   transfer: bytes of index.html, index.js, index.wasm, raw and gzip -9
//   idle: main-thread busy share over 10 s with no input (CDP Performance.getMetrics
//         TaskDuration), on the home screen and at each game's table waiting for the human,
//         and how many frames were drawn meanwhile (should be 0)
//   botsPerChoice: quick and strong bots' time per choice in WebAssembly (a bot-only round)
// usage: node tests/measure/measure.js   (after scripts/build-web.sh)
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const h = require('../browser/helpers');
const { firstFrame, median } = require('./first-frame');

// The table waits for the person: everything shown, their choice or their roll next, Skip gone.
function waitsForPerson(x) {
  const g = x.state && x.state.game;
  return !!g && g.timeline.caughtUp && (g.next === 'human' || g.next === 'roll') && !(x.widgets && x.widgets['table.skip']);
}

async function idle(page, seconds) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
  const frames0 = (await h.hook(page)).frames;
  const a = await metric();
  await page.waitForTimeout(seconds * 1000);
  const b = await metric();
  const frames1 = (await h.hook(page)).frames;
  const wall = b.Timestamp - a.Timestamp;
  return {
    seconds: Number(wall.toFixed(2)),
    taskMs: Number(((b.TaskDuration - a.TaskDuration) * 1000).toFixed(1)),
    scriptMs: Number(((b.ScriptDuration - a.ScriptDuration) * 1000).toFixed(1)),
    busyPercent: Number((100 * (b.TaskDuration - a.TaskDuration) / wall).toFixed(3)),
    framesDrawn: frames1 - frames0,
  };
}

(async () => {
  const transfer = {};
  let rawTotal = 0, gzipTotal = 0;
  for (const name of ['index.html', 'index.js', 'index.wasm']) {
    const data = fs.readFileSync(path.join(h.SITE, name));
    const gz = zlib.gzipSync(data, { level: 9 }).length;
    transfer[name] = { raw: data.length, gzip9: gz };
    rawTotal += data.length;
    gzipTotal += gz;
  }
  transfer.total = { raw: rawTotal, gzip9: gzipTotal };

  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push((await firstFrame(browser, server.url)).first);

    const context = await browser.newContext(h.REAL_PHONE);
    const page = await context.newPage();
    await page.goto(server.url);
    await h.waitScreen(page, 'home');
    await page.waitForTimeout(1500);
    const idleHome = await idle(page, 10);
    // Each table waiting for the human (a roll or a choice), everything shown, left alone.
    const idleTables = {};
    for (const g of h.appGames()) {
      const game = g.name;
      await h.startTable(page, game, h.playersWithin(g, 2));
      await h.waitFor(page, (x) => x.screen === 'table' && waitsForPerson(x),
        { label: `${game}: the human to act`, timeout: 60000 });
      await page.waitForTimeout(2500);
      idleTables[game] = await idle(page, 10);
      await h.tap(page, 'table.home');
    }
    await context.close();

    // Bots' thinking time in WebAssembly: a round between two bots of each level, skipped ahead.
    const bots = {};
    for (const level of ['quick', 'strong']) {
      const ctx = await browser.newContext(h.REAL_PHONE);
      const p = await ctx.newPage();
      await p.goto(server.url);
      await h.waitScreen(p, 'home');
      await h.tap(p, 'home.clear');
      await h.waitScreen(p, 'new');
      await h.tap(p, `new.seat0.${level}`);
      await h.tap(p, `new.seat1.${level}`);
      await h.tap(p, 'new.start');
      await h.waitScreen(p, 'table');
      await h.tapIfOffered(p, 'table.skip', { within: 10000 });
      const done = await h.waitScreen(p, 'summary', 120000);
      const t = done.state.botMs;
      bots[level] = { choices: t.choices, meanMs: Number((t.total / Math.max(1, t.choices)).toFixed(2)), maxMs: t.max };
      await ctx.close();
    }

    console.log(JSON.stringify({
      date: new Date().toISOString(),
      browser: `Chromium ${browser.version()} headless, SwiftShader WebGL2, phone 390x844 @3x`,
      firstFrameMs: { median: Number(median(runs).toFixed(1)), runs: runs.map((v) => Number(v.toFixed(1))) },
      transfer,
      idle: { home: idleHome, tables: idleTables },
      botsPerChoice: bots,
    }, null, 2));
  } finally {
    await browser.close();
    await server.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
