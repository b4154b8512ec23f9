// Shared pieces of the browser tests: a static server for build/site, Debian's Chromium
// through playwright-core, and taps on the widget rectangles the app publishes in
// window.__allclear (CSS pixels). The hook only reports; every action here is a real tap.
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
// ALLCLEAR_WEB_DIR: the build folder scripts/build-web.sh built in, when not build/web.
const WEB_DIR = path.resolve(ROOT, process.env.ALLCLEAR_WEB_DIR || path.join('build', 'web'));
const SITE = WEB_DIR === path.join(ROOT, 'build', 'web') ? path.join(ROOT, 'build', 'site') : `${WEB_DIR}-site`;
const SHOTS = path.join(ROOT, 'build', 'screenshots');
// The app's games as the web build lists them (allclear-sim games, from CMakeLists.txt's
// allclear_game() lines): tests that go through every game read them here, not a list of their own.
const GAMES_JSON = path.join(WEB_DIR, 'games.json');

const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
};

// Serves a built site (build/site unless `root` is given) on 127.0.0.1 at a free port, under
// `prefix` ("/" unless given; "/allclear/" serves it the way GitHub Pages serves a project
// site, with 404s outside the prefix and a redirect from "/allclear"). Resolves to
// { url, close, requests }: `requests` lists every request as { path, status }; `close`
// also drops open connections, so nothing more can come from this server. `asPages`: gzip and
// a 10-minute cache, the headers GitHub Pages sends (else: as stored, never cached).
function startServer({ root = SITE, prefix = '/', asPages = false } = {}) {
  root = path.resolve(root);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`no site in ${root}: run scripts/build-web.sh first`);
  }
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`prefix ${prefix} must start and end with /`);
  const requests = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const answer = (status, headers, body) => {
      requests.push({ path: url.pathname, status });
      res.writeHead(status, headers);
      res.end(body);
    };
    if (url.pathname + '/' === prefix) { answer(301, { Location: prefix }); return; }
    if (!url.pathname.startsWith(prefix)) { answer(404, {}, 'not found'); return; }
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname.slice(prefix.length - 1))));
    if (!file.startsWith(root)) { answer(403, {}); return; }
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { answer(404, {}, 'not found'); return; }
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      if (asPages && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        answer(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Cache-Control': 'max-age=600' },
          zlib.gzipSync(data, { level: 9 }));
        return;
      }
      answer(200, { 'Content-Type': type, 'Cache-Control': asPages ? 'max-age=600' : 'no-store' }, data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      const close = () => new Promise((r) => {
        server.close(r);
        if (server.closeAllConnections) server.closeAllConnections();
      });
      resolve({ url: `http://127.0.0.1:${port}${prefix}`, close, requests });
    });
  });
}

// The app's games in home's order: [{ name, title, parameters: { players: { default, min, max },
// ... } }]; `name` is the game's home id (home.<name>) and the simulator's.
function appGames() {
  if (!fs.existsSync(GAMES_JSON)) throw new Error(`no ${GAMES_JSON}: run scripts/build-web.sh first`);
  return JSON.parse(fs.readFileSync(GAMES_JSON, 'utf8'));
}

// `n` players kept within a game's bounds.
function playersWithin(game, n) {
  const { min, max } = game.parameters.players;
  return Math.min(Math.max(n, min), max);
}

// chromium.launch gives every browser a fresh temporary profile (user data dir).
async function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
}

// The sizes every screen must fit, each with the device pixel ratio it has in players' hands: a
// phone upright and turned (3, as an iPhone), and a laptop.
const SIZES = {
  phone: { width: 390, height: 844, pixelRatio: 3, mobile: true },
  landscape: { width: 844, height: 390, pixelRatio: 3, mobile: true },
  desktop: { width: 1280, height: 800, pixelRatio: 1, mobile: false },
};
// Browser contexts of those sizes. The phones draw one device pixel per CSS pixel: at their real
// 3 the software renderer paints nine times the pixels, and with two tests at a time on two cores
// that made every test slow. CSS pixels, taps and layout are the same; the text is set for the
// real ratio where it is judged (layoutProblemsAtEverySize) and where the first frame is timed.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const LANDSCAPE = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
// A phone as players hold it, pixel ratio and all.
const REAL_PHONE = { ...PHONE, deviceScaleFactor: SIZES.phone.pixelRatio };

// Collects console errors and page errors of a page.
function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function hook(page) {
  return page.evaluate(() => window.__allclear);
}

// Waits until the app has drawn a frame and `predicate(hook)` holds. The hook changes only when
// the app draws (it is published with each frame), so it is read whole only when the page's frame
// count moved: a table holding a step for a second costs a few bytes a poll, not the whole hook.
async function waitFor(page, predicate, { timeout = 20000, label = 'condition' } = {}) {
  const start = Date.now();
  let last;
  let drawn;  // the page load and frame `last` was read at
  for (;;) {
    const now = await page.evaluate(() => window.__allclear && `${performance.timeOrigin} ${window.__allclear.frames}`);
    if (!last || !now || now !== drawn) {
      last = await hook(page);
      drawn = now;
    }
    if (last && last.frames > 0 && predicate(last)) return last;
    if (Date.now() - start > timeout) {
      const seen = last && { screen: last.screen, state: last.state, message: last.message, lastPress: last.lastPress };
      throw new Error(`timed out waiting for ${label}; last hook: ${JSON.stringify(seen)}`);
    }
    await page.waitForTimeout(50);
  }
}

async function waitScreen(page, screen, timeout) {
  return waitFor(page, (h) => h.screen === screen, { timeout, label: `screen ${screen}` });
}

// A widget takes a tap once it has settled (it ignores taps for 0.15 s after it appears, moves
// or changes); a disabled one is tapped as it is, to check that nothing happens.
function tappable(x, id) {
  const w = x.widgets && x.widgets[id];
  return !!w && (w.ready !== false || w.enabled === false);
}

// A page of a touch context taps; any other clicks.
const touchPages = new WeakMap();
async function hasTouch(page) {
  if (!touchPages.has(page)) touchPages.set(page, await page.evaluate(() => navigator.maxTouchPoints > 0));
  return touchPages.get(page);
}

// Taps (touch) or clicks (mouse) the centre of a published widget (touch: as the page allows).
// A tap the app judged early (the widget moved or changed between the hook's frame and the
// finger, as a busy machine allows) did nothing, so it is tapped again once settled, as a
// person would.
async function tap(page, id, { touch } = {}) {
  if (touch === undefined) touch = await hasTouch(page);
  for (let attempt = 1; ; attempt++) {
    // The page may still be loading (no hook yet): tapOnce waits for the widget.
    const before = ((await hook(page)) || {}).lastPress;
    await tapOnce(page, id, touch);
    const after = ((await hook(page)) || {}).lastPress;
    const early = after && after.id === id && after.verdict === 'early' && (!before || after.count !== before.count);
    if (!early) return;
    console.log(`# the tap on ${id} came before it settled (attempt ${attempt}); tapped again`);
    if (attempt === 3) throw new Error(`the tap on ${id} came before it settled three times`);
  }
}

async function tapOnce(page, id, touch) {
  let h = await waitFor(page, (x) => tappable(x, id), { label: `widget ${id}` });
  // A widget whose centre is below the fold (a long home screen) is scrolled to first, as a
  // person would.
  const centre = h.widgets[id].y + h.widgets[id].h / 2;
  if (h.widgets[id].clipped || centre < 0 || centre > page.viewportSize().height) {
    await scrollIntoView(page, id);
    h = await waitFor(page, (x) => tappable(x, id), { label: `widget ${id} after scrolling` });
  }
  const r = h.widgets[id];
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // Let the app draw the frames that follow the input: press and release may land in
  // different frames, so wait until drawing pauses (or a second has passed: bots animate).
  const frames = h.frames;
  await waitFor(page, (n) => n.frames >= frames + 2, { label: `frames after tapping ${id}` });
  await settle(page);
}

// Skip and the like come and go on their own: taps `id` if it is offered and ready within
// `within` ms, and returns false (no failure) when it went away instead.
async function tapIfOffered(page, id, { within = 3000, touch } = {}) {
  const x = await waitFor(page, (y) => tappable(y, id) || !(y.widgets && y.widgets[id]), { timeout: within, label: id })
    .catch(() => null);
  if (!x || !tappable(x, id)) return false;
  try {
    await tap(page, id, { touch });
    return true;
  } catch (e) {
    if (/timed out waiting for widget/.test(String(e))) return false;
    throw e;
  }
}

// What is wrong with the table's text as drawn (the hook's `texts` and `widgets`, CSS px): two
// texts that overlap, a text that leaves its panel, a text under the news line's announcement, a
// text that half covers a widget (a label wholly inside a widget is the widget's own; a tag laid
// across pieces on purpose, `onPieces`, may lie over their tap areas). Empty
// when all is well. `slack` forgives anti-aliasing and rounding.
function layoutProblems(x, { slack = 1.5 } = {}) {
  const texts = x.texts || [];
  const problems = [];
  const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack &&
    Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;
  const inside = (a, b) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack &&
    a.y + a.h <= b.y + b.h + slack;
  const name = (t) => JSON.stringify(t.text);
  texts.forEach((t, i) => {
    if (!inside(t, t.panel)) problems.push(`${name(t)} leaves its panel`);
    for (let j = i + 1; j < texts.length; j++) {
      const u = texts[j];
      if (!overlap(t, u)) continue;
      if (t.news || u.news) problems.push(`${name(t.news ? u : t)} lies under the news ${name(t.news ? t : u)}`);
      else problems.push(`${name(t)} overlaps ${name(u)}`);
    }
    for (const [id, w] of Object.entries(t.onPieces ? {} : x.widgets || {})) {
      if (overlap(t, w) && !inside(t, w)) problems.push(`${name(t)} half covers widget ${id}`);
    }
  });
  return problems;
}

// Lays the page out at each of SIZES in turn, at its real pixel ratio (text is set for it),
// screenshots it as `<size>-<label>` and returns the layoutProblems found at each size (prefixed
// with the size), and what `check(hook)` finds there, then goes back to the page's own size and
// ratio. One game checks all three
// sizes at each of its phases.
const metricsSessions = new WeakMap();  // page -> { cdp, own }
async function layoutProblemsAtEverySize(page, label, { check = () => [] } = {}) {
  if (!metricsSessions.has(page)) {
    // Kept open for the page's life: closing it drops the page to the bare window's size, not
    // back to the context's.
    const own = { ...page.viewportSize(), ...(await page.evaluate(() => ({
      pixelRatio: window.devicePixelRatio, mobile: navigator.maxTouchPoints > 0 }))) };
    metricsSessions.set(page, { cdp: await page.context().newCDPSession(page), own });
  }
  const { cdp, own } = metricsSessions.get(page);
  const layOut = async (size) => {
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: size.width, height: size.height, deviceScaleFactor: size.pixelRatio, mobile: size.mobile,
    });
    const laidOut = (x) => x.size && Math.abs(x.size.width - size.width) < 1 &&
        Math.abs(x.size.height - size.height) < 1 && x.size.pixelRatio === size.pixelRatio;
    // An emulated ratio change fires no media-query change in headless Chromium, and the app
    // sleeps until an event: a resize event wakes it, as a real ratio change would.
    for (let i = 0; i < 100; i++) {
      const x = await hook(page);
      if (x && laidOut(x)) return x;
      await page.evaluate(() => window.dispatchEvent(new Event('resize')));
      await page.waitForTimeout(100);
    }
    return waitFor(page, laidOut, { label: `a frame laid out for ${size.width}x${size.height} at ${size.pixelRatio}x` });
  };
  const problems = [];
  try {
    for (const [name, size] of Object.entries(SIZES)) {
      const x = await layOut(size);
      const found = [...layoutProblems(x), ...check(x)];
      // A shot of a phone at its real ratio is a 3-megapixel PNG: taken where a problem is found,
      // or of every size and phase when ALLCLEAR_SHOTS=all asks for them to be looked at.
      if (found.length || process.env.ALLCLEAR_SHOTS === 'all') await shotThrough(cdp, `${name}-${label}`);
      problems.push(...found.map((p) => `${name}: ${p}`));
    }
  } finally {
    await layOut(own);
  }
  return problems;
}

// Records in the page, frame by frame, each step the table's timeline shows and the screen it
// showed on: read them with stepsSeen(page). Times are the app's own (the hook's timeline.since
// and screenSince: when the step or screen was first drawn), so a test that reads the page late
// on a busy machine still times each step as the player saw it. `fromNextLoad`: from the first
// frame of the page's next load (a reload's first steps come before a test could start it).
async function watchSteps(page, { fromNextLoad = false } = {}) {
  const record = () => {
    const seen = (window.__stepsSeen = []);
    const look = () => {
      const x = window.__allclear;
      const t = x && x.state && x.state.game && x.state.game.timeline;
      const screen = x && x.screen;
      const key = t && screen === 'table' ? `${t.step}|${t.shownHistory}|${t.since}` : `screen ${screen}`;
      const last = seen[seen.length - 1];
      if (x && (!last || last.key !== key)) {
        const from = t && screen === 'table' ? t.since : (x.state && x.state.screenSince) || performance.now();
        seen.push({ key, step: t && screen === 'table' ? t.step : '', hold: t && screen === 'table' ? t.hold : 0,
          roundEnd: !!(t && t.roundEnd), screen, from });
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  if (fromNextLoad) await page.addInitScript(record);
  else await page.evaluate(record);
}

// The steps seen since watchSteps, each { step, hold, roundEnd, screen, from, ms }: hold is how
// long the app planned to keep it (ms, at the pace), ms from its first frame to the first frame
// of what followed (the last one has none yet). Steps that passed at
// once (no step: '') are listed too, with the time they began.
async function stepsSeen(page) {
  // Two animation frames first: the recorder then has looked at the page since the app last drew
  // (a test that just saw the summary in the hook could read the list before it was recorded).
  const seen = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.__stepsSeen || [])))));
  return seen.map((s, i) => ({ ...s, ms: i + 1 < seen.length ? Math.max(0, seen[i + 1].from - s.from) : undefined }));
}

// Two taps on a widget's centre `gapMs` apart, as a hurried finger makes them.
async function doubleTap(page, id, { gapMs = 80 } = {}) {
  const x = await waitFor(page, (y) => tappable(y, id), { label: `widget ${id}` });
  const r = x.widgets[id];
  const cdp = await page.context().newCDPSession(page);
  const point = [{ x: r.x + r.w / 2, y: r.y + r.h / 2 }];
  try {
    for (let i = 0; i < 2; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      if (i === 0) await page.waitForTimeout(gapMs);
    }
  } finally {
    await cdp.detach();
  }
  await settle(page);
}

async function settle(page, { quietMs = 150, maxMs = 1000 } = {}) {
  const start = Date.now();
  let last = (await hook(page)).frames, since = Date.now();
  while (Date.now() - start < maxMs) {
    await page.waitForTimeout(30);
    const now = (await hook(page)).frames;
    if (now !== last) { last = now; since = Date.now(); } else if (Date.now() - since >= quietMs) return;
  }
}

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

// A screenshot through the page's own CDP session `cdp`: as the page is emulated there (playwright's
// screenshot keeps to the size and ratio playwright set).
async function shotThrough(cdp, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  fs.writeFileSync(path.join(SHOTS, `${name}.png`), Buffer.from(data, 'base64'));
}

// In the page before the app starts: the bots' pace `pace` ("instant", "normal" or "slow"), as the
// settings screen would keep it, unless settings are already kept (a reload keeps what is there).
// Tests whose subject is not the pace play at "instant": the table then shows each outcome at once.
function atPace(pace) {
  const key = 'allclear.settings.v1';
  if (localStorage.getItem(key) === null) {
    localStorage.setItem(key, JSON.stringify({ format: 'allclear-settings', version: 1, botPace: pace, reducedMotion: 'auto' }));
  }
}

// Opens the site in a fresh browser and runs `body({ server, browser, context, page, errors })`;
// the browser and the server are closed afterwards, whatever happens. `prepare(context)` runs
// before the page is created (init scripts, routes); `serve` is given to startServer (a
// `root` or a `prefix`); `pace` sets the bots' pace before the app starts (atPace):
//   withApp(PHONE, async ({ page, errors }) => { ... })
//   withApp(PHONE, { prepare: (context) => context.addInitScript(...) }, async ({ page }) => { ... })
//   withApp(PHONE, { serve: { prefix: '/allclear/' } }, async ({ server, page }) => { ... })
async function withApp(options, ...rest) {
  const body = rest.pop();
  const { prepare, serve, pace } = rest[0] || {};
  const server = await startServer(serve);
  const browser = await launch();
  try {
    const context = await browser.newContext(options);
    if (pace) await context.addInitScript(atPace, pace);
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await body({ server, browser, context, page, errors });
  } finally {
    await browser.close();
    await server.close();
  }
}

// A fixed seed (the new-game screen draws it with Math.random): two runs deal the same game, and
// the bots, seeded by it, play it the same.
const SEEDED = (context) => context.addInitScript(() => { Math.random = () => 0.25; });

// The seats of these games: bots, or bots first and one person last (who then meets the table
// mid-game, after the bots have played), as many as the game allows near two.
function seatKinds(game, { person }) {
  const n = playersWithin(game, 2);
  return [...Array(person ? n - 1 : n).fill('quick'), ...(person ? ['human'] : [])];
}

// From home: a game of `game` with `kinds` in its seats ("human", "quick" or "strong", in the
// new-game screen's order), of as few rounds as it allows when `oneRound`. `beforeStart` runs on
// the new-game screen just before Start.
async function startGame(page, game, kinds, { oneRound = false, beforeStart } = {}) {
  await waitScreen(page, 'home');
  await tap(page, `home.${game.name}`);
  let x = await waitScreen(page, 'new');
  while (x.widgets[`new.seat${kinds.length}.name`] || !x.widgets[`new.seat${kinds.length - 1}.name`]) {
    await tap(page, x.widgets[`new.seat${kinds.length}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await hook(page);
  }
  for (let i = 0; i < kinds.length; i++) await tap(page, `new.seat${i}.${kinds[i]}`);
  if (oneRound && game.parameters.rounds) {
    for (let i = 0; i < 20 && (await hook(page)).widgets['new.rounds.minus'].enabled; i++) await tap(page, 'new.rounds.minus');
  }
  if (beforeStart) await beforeStart();
  await tap(page, 'new.start');
  return waitFor(page, (y) => y.screen === 'table' && y.state.game && y.state.game.name === game.name,
    { label: `the ${game.title} table` });
}

// The table waits for the person: everything is shown and their choice or their roll is next.
// Skip is gone then: the news line offers it only while there is something to show or a bot
// is to move.
function waitsForPerson(x) {
  const g = x.state && x.state.game;
  return x.screen === 'table' && !!g && g.timeline.caughtUp && (g.next === 'human' || g.next === 'roll') &&
    !(x.widgets && x.widgets['table.skip']);
}

// From the home screen: a Clear! game of two seats (`seats`: "human", "quick" or "strong" each),
// `rounds` rounds (left as it is when not given). Resolves to the hook at the table.
async function startClear(page, { seats = ['human', 'quick'], rounds, shots = false } = {}) {
  await waitScreen(page, 'home');
  await tap(page, 'home.clear');
  await waitScreen(page, 'new');
  let h = await hook(page);
  // As many players as seats.
  const last = `new.seat${seats.length - 1}.name`, extra = `new.seat${seats.length}.name`;
  while (!h.widgets[last] || h.widgets[extra]) {
    await tap(page, h.widgets[last] ? 'new.players.minus' : 'new.players.plus');
    h = await hook(page);
  }
  for (let i = 0; i < seats.length; i++) await tap(page, `new.seat${i}.${seats[i]}`);
  if (rounds !== undefined) {
    // Down to one round (minus turns off there), then up.
    for (let i = 0; i < 20 && (await hook(page)).widgets['new.rounds.minus'].enabled; i++) await tap(page, 'new.rounds.minus');
    for (let i = 1; i < rounds; i++) await tap(page, 'new.rounds.plus');
  }
  if (shots) await shot(page, 'phone-new-game');
  await tap(page, 'new.start');
  return waitScreen(page, 'table');
}

// From home: a game of `game` (its home id, the name in appGames()) with `players` seats as
// the new-game screen sets them (a human, quick bots), past the question about a game in progress.
async function startTable(page, game, players) {
  await waitScreen(page, 'home');
  await tap(page, `home.${game}`);
  let x = await waitScreen(page, 'new');
  while (!!x.widgets[`new.seat${players}.name`] || !x.widgets[`new.seat${players - 1}.name`]) {
    await tap(page, x.widgets[`new.seat${players}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await hook(page);
  }
  await tap(page, 'new.start');
  const confirm = await waitFor(page, (y) => y.screen === 'table' || y.widgets['new.confirm-abandon'], { label: `${game} started` });
  if (confirm.screen !== 'table') await tap(page, 'new.confirm-abandon');
}

// From the home screen: a Clear! game of 1 human against 1 quick bot, `rounds` rounds.
async function startClearAgainstBot(page, { rounds = 2, shots = false } = {}) {
  return startClear(page, { seats: ['human', 'quick'], rounds, shots });
}

// The table waits for a human (a choice or a human's roll): nothing changes on its own.
// Everything the table had to show is shown (kit/timeline.h): nothing moves on its own.
function shownAll(x) {
  const t = x.state && x.state.game && x.state.game.timeline;
  return !t || t.caughtUp;
}

function clearWaitsForPerson(x) {
  return x.screen === 'table' && shownAll(x) && (x.state.game.next === 'human' ||
      (x.state.game.next === 'roll' && x.state.game.humans[x.state.game.roller] === 1));
}

async function waitForClearPerson(page, { timeout = 60000 } = {}) {
  return waitFor(page, clearWaitsForPerson, { label: 'a human decision', timeout });
}

// Plays one human step at the table by taps: roll, or select a highlighted Line and confirm.
// Returns false when the table waits for nobody human (bots or another screen).
async function clearStep(page, { shots = false } = {}) {
  const h = await hook(page);
  if (h.screen !== 'table' || !h.state || !h.state.game || !clearWaitsForPerson(h)) return false;
  const g = h.state.game;
  if (g.next === 'roll' && h.widgets['table.roll']) {
    await tap(page, 'table.roll');
    return true;
  }
  if (g.next === 'human') {
    const line = g.lines[0];
    let square = 0;
    while (!((line >>> square) & 1)) square++;
    const name = 'abcdef'[square % 6] + String(Math.floor(square / 6) + 1);
    if (shots) await shot(page, 'phone-table-lines');
    await tap(page, `table.square.${name}`);
    const after = await waitFor(page, (x) => x.state.game.selected !== 0, { label: 'a selected line' });
    if (!(g.legal.includes(after.state.game.selected))) throw new Error('selected line is not legal');
    if (shots) await shot(page, 'phone-table-selected');
    await tap(page, 'table.confirm');
    return true;
  }
  return false;
}

// Plays until the round summary (or game end), tapping for the human and waiting for bots
// (`skipBots`: tapping Skip so their steps show at once, for tests not about their pace).
async function playClearRound(page, { shots = false, timeout = 600000, skipBots = false } = {}) {
  const start = Date.now();
  let shotTaken = !shots;
  while (Date.now() - start < timeout) {
    const h = await hook(page);
    if (h.screen === 'summary') return h;
    const acted = await clearStep(page, { shots: !shotTaken && h.state.game && h.state.game.next === 'human' });
    if (acted && h.state.game && h.state.game.next === 'human') shotTaken = true;
    if (!acted && !(skipBots && await tapIfOffered(page, 'table.skip', { within: 0 }))) await page.waitForTimeout(100);
  }
  const x = await hook(page);
  throw new Error(`round did not end in time; last: ${JSON.stringify({ screen: x.screen, widgets: Object.keys(x.widgets), state: x.state })}`);
}

// Plays `count` human steps by taps (fewer if the table is left), waiting for bots or skipping
// their steps (`skipBots`).
async function clearSteps(page, count, { timeout = 300000, skipBots = false } = {}) {
  const start = Date.now();
  for (let steps = 0; steps < count;) {
    if ((await hook(page)).screen !== 'table') return;
    if (Date.now() - start > timeout) throw new Error(`${steps} of ${count} human steps played in time`);
    if (await clearStep(page)) steps++;
    else if (!(skipBots && await tapIfOffered(page, 'table.skip', { within: 0 }))) await page.waitForTimeout(100);
  }
}

// Bingo Battle: the widget id of a board square (0..19: suits across, ranks ace..5 down).
const BINGO_SUITS = ['suns', 'moons', 'crowns', 'arms'];
function bingoSquareId(square) {
  const rank = Math.floor(square / 4) + 1;
  return `table.square.${BINGO_SUITS[square % 4]}.${rank === 1 ? 'ace' : rank}`;
}

// From the home screen: a Bingo Battle game with `seats` ("human", "quick" or "strong" each;
// one seat is solitaire). Resolves to the hook at the table.
async function startBingo(page, { seats = ['human', 'quick'], shots = false, touch = true } = {}) {
  await waitScreen(page, 'home');
  await tap(page, 'home.bingo', { touch });
  await waitScreen(page, 'new');
  for (;;) {
    const h = await hook(page);
    const players = h.widgets['new.seat1.name'] ? 2 : 1;
    if (players === seats.length) break;
    await tap(page, players < seats.length ? 'new.players.plus' : 'new.players.minus', { touch });
  }
  for (let i = 0; i < seats.length; i++) await tap(page, `new.seat${i}.${seats[i]}`, { touch });
  if (shots) await shot(page, `phone-bingo-new-${seats.length === 1 ? 'solitaire' : 'game'}`);
  await tap(page, 'new.start', { touch });
  return waitFor(page, (x) => x.screen === 'table' && x.state.game && x.state.game.name === 'bingo',
                 { label: 'the Bingo Battle table' });
}

// The Bingo table waits for a human (their roll or their pick) and has shown the latest roll.
function bingoWaitsForHuman(x) {
  const g = x.state && x.state.game;
  return x.screen === 'table' && g && g.name === 'bingo' && !g.playing && shownAll(x) &&
      (g.next === 'human' || (g.next === 'roll' && g.humans[g.roller] === 1));
}

// One human step at the Bingo table by taps: Roll, or pick the squares of the first legal
// choice and confirm. `showAll` taps the news line's Skip (kit) so the roll's steps do not play
// out; `touch: false` clicks. Returns false when the table does not wait for a human.
async function bingoStep(page, { showAll = false, onChoice, touch = true } = {}) {
  const h = await hook(page);
  if (!bingoWaitsForHuman(h)) return false;
  const g = h.state.game;
  if (g.next === 'roll') {
    await tap(page, 'table.roll', { touch });
    if (showAll) await tapIfOffered(page, 'table.skip', { within: 1500, touch });
    return true;
  }
  const choice = g.legal[0];
  for (let square = 0; square < 20; square++) {
    if ((choice >>> square) & 1) await tap(page, bingoSquareId(square), { touch });
  }
  const picked = await waitFor(page, (x) => x.state.game.selected === choice, { label: 'the picked squares' });
  if (onChoice) await onChoice(picked);
  await tap(page, 'table.confirm', { touch });
  return true;
}

// Home is taller than a phone: drag its body with a finger (from a point on no widget, so the
// drag taps nothing) until the widget is on screen.
async function scrollIntoView(page, id) {
  const { width, height } = page.viewportSize();
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 16; i++) {  // a landscape phone's home is many screens long
      const x = await waitFor(page, (y) => y.widgets && y.widgets[id], { label: `widget ${id}` });
      const r = x.widgets[id];
      if (!r.clipped && r.y >= 0 && r.y + r.h <= height) return x;
      const dy = Math.max(-height * 0.4, Math.min(height * 0.4, height / 2 - (r.y + r.h / 2)));
      const cx = width / 2;
      if (!(await hasTouch(page))) {
        // A laptop's wheel, over the body: down the page is a drag up.
        await page.mouse.move(cx, height / 2);
        await page.mouse.wheel(0, -dy);
        await page.waitForTimeout(300);
        continue;
      }
      // A drag scrolls wherever it starts (on a button too); it stays clear of the bottom bar.
      const start = dy < 0 ? height * 0.6 : height * 0.2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: start }] });
      const steps = Math.ceil(Math.abs(dy) / 10);
      for (let s = 1; s <= steps; s++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx, y: start + (dy * s) / steps }] });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(300);
    }
  } finally {
    await cdp.detach();
  }
  throw new Error(`could not scroll ${id} into view`);
}

// In the page before the app starts (context.addInitScript(trackWidgets)): when each widget
// last appeared or changed as the hook reports it, on the page's clock (performance.now, ms):
// window.__changedAt[id] is the time of the first publication of the widget as it stands (its
// `enabled` and the guard's `settleAt` unchanged since; a `changedAt` the hook publishes is
// taken as it is), window.__changes[id] the latest such times. window.__refusedAt[id]: when the hook last showed it flashing (`refused`);
// window.__downs and __ups: when each touch or mouse press and lift reached the page; window.__presses: every
// verdict of the guard (the hook's lastPress as it changed), with when it was published.
function trackWidgets() {
  let hook;
  const changedAt = (window.__changedAt = {}), refusedAt = (window.__refusedAt = {}), seen = {};
  const changes = (window.__changes = {});
  window.__downs = [];
  window.__ups = [];
  for (const type of ['touchend', 'mouseup']) {
    window.addEventListener(type, (e) => window.__ups.push(e.timeStamp), { capture: true });
  }
  window.__presses = [];
  for (const type of ['touchstart', 'mousedown']) {
    window.addEventListener(type, (e) => window.__downs.push(e.timeStamp), { capture: true });
  }
  Object.defineProperty(window, '__allclear', {
    configurable: true,
    get: () => hook,
    set: (x) => {
      hook = x;
      const now = performance.now(), widgets = (x && x.widgets) || {};
      const press = x && x.lastPress;
      if (press && press.count && press.count !== (window.__presses.at(-1) || {}).count) window.__presses.push({ ...press, at: now });
      for (const id of Object.keys(seen)) if (!widgets[id]) delete seen[id];
      for (const [id, w] of Object.entries(widgets)) {
        const key = `${w.enabled} ${w.settleAt}`;
        if (seen[id] !== key) {
          changedAt[id] = w.changedAt !== undefined ? w.changedAt : now;
          (changes[id] = changes[id] || []).push(changedAt[id]);
          if (changes[id].length > 50) changes[id].shift();
        }
        seen[id] = key;
        if (w.refused) refusedAt[id] = now;
      }
    },
  });
}

const cdps = new WeakMap();
async function cdpOf(page) {
  if (!cdps.has(page)) cdps.set(page, await page.context().newCDPSession(page));
  return cdps.get(page);
}

// A finger drags straight up at `x` from `fromY` to `toY`, 10 px a frame (slowly: no fling).
async function dragUp(page, x, fromY, toY) {
  const cdp = await cdpOf(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let y = fromY - 10; y >= toY; y -= 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// A finger (touch pages) or the mouse's left button goes down at (x, y), or comes up there.
async function pointer(page, type, { x, y }, clickCount = 1) {
  const cdp = await cdpOf(page);
  if (await hasTouch(page)) {
    await cdp.send('Input.dispatchTouchEvent', type === 'down'
      ? { type: 'touchStart', touchPoints: [{ x, y }] } : { type: 'touchEnd', touchPoints: [] });
    return;
  }
  if (type === 'down') await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await cdp.send('Input.dispatchMouseEvent', { type: type === 'down' ? 'mousePressed' : 'mouseReleased', x, y,
    button: 'left', buttons: type === 'down' ? 1 : 0, clickCount });
}
const centreOf = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

// Presses a widget (touch or mouse as the page allows) `ms` after it last appeared or changed
// as the hook reports it (trackWidgets), or after `from` (a time on the page's clock), once it
// is enabled and `when(hook, arg)` holds. `pick` is an id, or `(hook, arg) => id` (null: not
// yet). Both run in the page (no closures). Resolves to { id, anchor, down, delay, settledFor,
// changedDuring, press }: `delay` from the anchor to the press's touch-down as the page received
// it, `settledFor` how long the widget had stood unchanged at the touch-down, `changedDuring`
// whether it changed before the lift, `press` the hook's lastPress that
// followed (null: the press reached no widget). `quiet: false` returns without waiting for the
// drawing to pause (a roll's dice still tumbling).
async function pressAt(page, pick, ms, { from, when, arg, holdMs = 40, timeout = 120000, quiet = true } = {}) {
  const source = (f) => (f === undefined ? 'undefined' : typeof f === 'string' ? JSON.stringify(f) : f.toString());
  await cdpOf(page);
  await hasTouch(page);
  // One round trip: the page answers in the frame the press is due (a busy machine only delays it).
  const due = page.evaluate(({ pickSrc, whenSrc, ms, from, arg }) => new Promise((resolve) => {
    const pickIt = eval(`(${pickSrc})`), whenIt = eval(`(${whenSrc})`);  // eslint-disable-line no-eval
    const look = () => {
      const x = window.__allclear;
      const id = x && x.widgets && window.__changedAt && (typeof pickIt === 'function' ? pickIt(x, arg) : pickIt);
      const w = id && x.widgets[id];
      const anchor = w && (from !== undefined ? from : window.__changedAt[id]);
      if (w && w.enabled && !(whenIt && !whenIt(x, arg)) && performance.now() >= anchor + ms) {
        resolve({ id, anchor, rect: w, downs: window.__downs.length, count: x.lastPress ? x.lastPress.count : 0 });
      } else {
        requestAnimationFrame(look);
      }
    };
    look();
  }), { pickSrc: source(pick), whenSrc: source(when), ms, from, arg });
  due.catch(() => {});  // after a timeout, the page's close ends it
  let timer;
  const late = new Promise((resolve, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${timeout} ms`)), timeout); });
  const { id, anchor, rect, downs, count } = await Promise.race([due, late]).finally(() => clearTimeout(timer)).catch(async (e) => {
    const x = (await hook(page)) || {};
    const w = typeof pick === 'string' ? (x.widgets || {})[pick] : null;
    throw new Error(`${e.message}: no press on ${typeof pick === 'string' ? pick : 'the widget picked'}; screen ${x.screen}, ` +
      `widget ${JSON.stringify(w)}, widgets ${Object.keys(x.widgets || {}).join(' ')}, lastPress ${JSON.stringify(x.lastPress)}`);
  });
  await pointer(page, 'down', centreOf(rect));
  await page.waitForTimeout(holdMs);
  await pointer(page, 'up', centreOf(rect));
  const after = await page.evaluate(([n, i]) => {
    const down = window.__downs[n], up = window.__ups[window.__ups.length - 1], changes = window.__changes[i] || [];
    // How long the widget had stood as it was when the press began, and whether it changed
    // before the lift (either lets the guard refuse it).
    return { down, settledFor: down - Math.max(...changes.filter((t) => t <= down)),
      changedDuring: changes.some((t) => t > down && t <= up) };
  }, [downs, id]);
  // The guard's first verdict after the press (trackWidgets logs them all: a press that follows
  // at once does not hide it).
  const press = await page.waitForFunction((c) => window.__presses.find((p) => p.count > c), count,
    { polling: 'raf', timeout: 3000 }).then((r) => r.jsonValue()).catch(() => null);
  if (quiet) await settle(page);
  return { id, anchor, ...after, delay: Math.round(after.down - anchor), press };
}

// Clear!: a saved game with a Four on Ana's card, and what its tests read of the page.
const CLEAR_GAME = 'allclear.clear.game';
// A saved game at Ana's first choice, its coins and dice laid by hand (chance outcomes are
// actions): Ana's card (a1 at the top left)
//   2 5 - 2 A -
//   4 - 4 - 4 2
//   5 3 3 5 4 A
//   A 3 5 2 3 A
// and the roll A 2 3 4. Five Lines match: the Four d1 c2 b3 a4; the Lines of 3 d1 c2 b3,
// c2 b3 a4 and d1 e2 f3 overlapping it; and d4 e4 f4 apart from them all. Bo's card holds
// "- A 2 3 4 5" on every row.
const ANA_CARD = [2, 23, 6, 8, 1, 18, 22, 0, 4, 12, 10, 20, 11, 15, 3, 5, 16, 19, 13, 9, 17, 14, 21, 7];
const BO_CARD = [...Array(24).keys()];
const mask = (...squares) => squares.reduce((m, sq) => m + 2 ** ('abcdef'.indexOf(sq[0]) + 6 * (Number(sq[1]) - 1)), 0);
const FOUR = mask('d1', 'c2', 'b3', 'a4');
const APART = mask('d4', 'e4', 'f4');
function fourOnTheCard(seats) {
  return JSON.stringify({
    format: 'allclear-record', version: 1, game: 'clear', parameters: { players: seats.length, rounds: 1 }, seed: 18,
    players: seats, names: ['Ana', 'Bo'], history: [...ANA_CARD, ...BO_CARD, 1, 2, 3, 4], round_scores: [], final_scores: [],
  });
}
// Opens the app on that game (once: a reload keeps what the game saved since).
function withSave(seats) {
  return (context) => context.addInitScript(([key, save]) => {
    if (!sessionStorage.getItem('saved')) {
      sessionStorage.setItem('saved', '1');
      localStorage.setItem(key, save);
    }
  }, [CLEAR_GAME, fourOnTheCard(seats)]);
}
const texts = (x, re) => (x.texts || []).filter((t) => re.test(t.text));
// Records, frame by frame, what `pick(hook)` returns (read with recorded(page)).
async function record(page, pick) {
  await page.evaluate((source) => {
    const pickIt = eval(source);  // eslint-disable-line no-eval
    window.__recorded = [];
    const look = () => {
      if (window.__allclear) window.__recorded.push(pickIt(window.__allclear, performance.now()));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, pick.toString());
}
const recorded = (page) => page.evaluate(() => window.__recorded);

const clearFourOnTheCard = { FOUR, APART, mask, withSave, texts, record, recorded };

// Risky Business: a card's id in the rules (core/risky_business): suit * 13 + rank - 1; "7D",
// "KC", "10H".
function riskyCardId(short) {
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[short.slice(0, -1)] || Number(short.slice(0, -1));
  return 'CDHS'.indexOf(short.slice(-1)) * 13 + rank - 1;
}

// Risky Business, Ana (a person) against Bo (quick), one game, Ana cutting highest: piles 7C 5C
// 9C QC; Ana holds 7D 7H KC 2C; Bo 3D 3H 6D 8D; the discard row 3C 4C JC 10C. Ana is to move. A
// saved game's record (the deal's cards are chance actions, so a history chooses them).
const RISKY_USUAL_DEAL = JSON.stringify({
  format: 'allclear-record', version: 1, game: 'risky-business', parameters: { players: 2, rounds: 1 }, seed: 18,
  players: ['human', 'quick'], names: ['Ana', 'Bo'],
  history: [0, ...['7C', '5C', '9C', 'QC', '7D', '7H', 'KC', '2C', '3D', '3H', '6D', '8D', '3C', '4C', 'JC', '10C'].map(riskyCardId)],
  round_scores: [], final_scores: [],
});

module.exports = {
  clearFourOnTheCard, SEEDED, seatKinds, startGame, waitsForPerson,
  ROOT, SITE, SHOTS, GAMES_JSON, dragUp, appGames, playersWithin, ARGS, PHONE, LANDSCAPE, DESKTOP, REAL_PHONE, startServer, launch, watchErrors, hook, waitFor, tappable,
  waitScreen, tap, tapIfOffered, settle, shot, withApp, startClear, startClearAgainstBot, shownAll, clearWaitsForPerson, waitForClearPerson, clearStep, clearSteps,
  trackWidgets, pointer, pressAt, riskyCardId, RISKY_USUAL_DEAL,
  playClearRound, layoutProblems, SIZES, layoutProblemsAtEverySize, startTable, watchSteps, stepsSeen, doubleTap, hasTouch, bingoSquareId, startBingo, bingoWaitsForHuman, bingoStep, scrollIntoView,
};
