// The app as the engine smoke tests see it, through any driver of drivers.js: a static server
// for build/site, the test hook window.__allclear read for conditions (never to act), and
// clicks at the centres of the widgets it publishes (CSS px).
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const SITE = path.join(ROOT, 'build', 'site');
const SHOTS = path.join(ROOT, 'build', 'screenshots', 'engines');
// The app's games as the web build lists them (allclear-sim games, from CMakeLists.txt's
// allclear_game() lines), in home's order: [{ name, title, parameters: { players: { min, max,
// ... }, ... } }]; `name` is the game's home id.
const GAMES_JSON = path.join(ROOT, 'build', 'web', 'games.json');
function appGames() {
  if (!fs.existsSync(GAMES_JSON)) throw new Error(`no ${GAMES_JSON}: run scripts/build-web.sh first`);
  return JSON.parse(fs.readFileSync(GAMES_JSON, 'utf8'));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
};

// Serves build/site on 127.0.0.1 at a free port; resolves to { url, close }.
function startServer() {
  if (!fs.existsSync(path.join(SITE, 'index.html'))) throw new Error(`no site in ${SITE}: run scripts/build-web.sh first`);
  const server = http.createServer((req, res) => {
    let file = path.normalize(path.join(SITE, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(SITE)) { res.writeHead(403); res.end(); return; }
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const close = () => new Promise((r) => { server.close(r); server.closeAllConnections(); });
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close });
    });
  });
}

const hook = (d) => d.evaluate(() => window.__allclear || null);

// Polls the hook until the app has drawn a frame and `predicate(hook)` holds. The timeout is
// generous: software GL on a shared two-core machine can be slow, and only a hang should fail.
async function waitFor(d, predicate, { timeout = 60000, label = 'condition' } = {}) {
  const start = Date.now();
  let last;
  for (;;) {
    last = await hook(d);
    if (last && last.frames > 0 && predicate(last)) return last;
    if (Date.now() - start > timeout) {
      const seen = last ? { screen: last.screen, message: last.message, lastPress: last.lastPress, game: last.state && last.state.game }
                        : await pageState(d);
      throw new Error(`${d.name}: timed out waiting for ${label}; last hook: ${JSON.stringify(seen)}`);
    }
    await new Promise((r) => setTimeout(r, 50));  // the interval between two looks, not a wait
  }
}

// Where a page without the app's hook stands, for a failure's message: still loading, the
// shell's own text, the service worker, and which of the site's files arrived.
const pageState = (d) => d.evaluate(() => ({
  noHook: true,
  readyState: document.readyState,
  url: location.href,
  shellText: ['loading', 'error'].map((id) => document.getElementById(id))
    .filter((el) => el && getComputedStyle(el).display !== 'none').map((el) => el.textContent),
  moduleRan: typeof Module === 'object' ? !!Module.calledRun : 'no Module',
  worker: navigator.serviceWorker ? (navigator.serviceWorker.controller ? navigator.serviceWorker.controller.state : 'none') : 'unsupported',
  files: performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()} ${Math.round(e.responseEnd)} ms`),
  errors: window.__errors || [],
})).catch((e) => ({ noHook: true, evaluateFailed: String(e) }));

const waitScreen = (d, screen) => waitFor(d, (x) => x.screen === screen, { label: `screen ${screen}` });

// A widget takes a click once it has settled (0.4 s after it appears, moves or changes).
const clickable = (x, id) => !!(x.widgets && x.widgets[id] && x.widgets[id].ready !== false);

// Opens the site on a clean slate: nothing saved (the previous test's storage is cleared and the
// page loaded again without it). The app has started before the reload: a reload while the
// WebAssembly is still coming aborts its fetch, which Firefox reports as an error.
async function openFresh(d, url) {
  await d.open(url);
  await waitFor(d, (x) => !!x.screen, { label: 'the app started' });
  await d.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await d.reload();
  return waitScreen(d, 'home');
}

// Clicks the centre of a published widget, scrolled into view first (home is taller than the
// window), and waits for the app's verdict on the press (the hook's lastPress, judged on the
// frame that takes the release). A press the app judged early (the widget moved or changed
// between the hook's frame and the press, as a busy machine allows) did nothing: it is clicked
// again once settled, as a person would. `at`: the point to click instead of the centre. The
// driver keeps the latest point clicked as d.pointer (the mouse rests there).
async function click(d, id, { at } = {}) {
  for (let attempt = 1; ; attempt++) {
    let x = await waitFor(d, (y) => clickable(y, id), { label: `widget ${id}` });
    if (!onScreen(x, id)) x = await scrollIntoView(d, id);
    const r = x.widgets[id];
    const count = x.lastPress ? x.lastPress.count : 0;
    d.pointer = at || { x: r.x + r.w / 2, y: r.y + r.h / 2 };
    await d.click(d.pointer.x, d.pointer.y);
    const after = await waitFor(d, (y) => y.lastPress && y.lastPress.count > count, { label: `the app's verdict on a click on ${id}` });
    const p = after.lastPress;
    if (p.verdict === 'tap' && p.id === id) return after;
    if (p.verdict === 'tap') throw new Error(`${d.name}: the click meant for ${id} pressed ${p.id}`);
    if (attempt === 3) throw new Error(`${d.name}: the click on ${id} was taken as ${p.verdict} three times`);
  }
}

function onScreen(x, id) {
  const r = x.widgets[id];
  return !r.clipped && r.y >= 0 && r.y + r.h <= x.size.height;
}

// Drags the screen's body with the mouse (a press that moves is a scroll, never a click) until
// the widget is wholly in view. The app scrolls by the mouse's travel from one frame to the
// next, so each part of the drag is let through two frames of its own: a whole drag that
// arrived within one frame (a busy machine) would scroll nothing.
async function scrollIntoView(d, id) {
  for (let i = 0; i < 10; i++) {
    const x = await waitFor(d, (y) => clickable(y, id), { label: `widget ${id}` });
    if (onScreen(x, id)) return x;
    const { height } = x.size;
    const r = x.widgets[id];
    const dy = Math.max(-height * 0.4, Math.min(height * 0.4, height / 2 - (r.y + r.h / 2)));
    // From the left margin, clear of the bottom bar.
    const from = { x: 4, y: dy < 0 ? height * 0.6 : height * 0.2 };
    await framesAfter(d, () => d.mouseDown(from.x, from.y));
    for (let s = 1; s <= 5; s++) await framesAfter(d, () => d.mouseMove(from.x, from.y + (dy * s) / 5));
    await framesAfter(d, () => d.mouseUp());
    d.pointer = { x: from.x, y: from.y + dy };
    await waitFor(d, (y) => y.widgets[id] && y.widgets[id].y !== r.y, { label: `${id} scrolled` });
  }
  throw new Error(`${d.name}: could not scroll ${id} into view`);
}

// Does `act` (mouse input) and waits until the app has drawn two frames after its event reached
// the page. The page notes the frame count at each mouse event (the app draws on input, then
// sleeps: a count read afterwards by the test could come after the last frame it draws).
async function framesAfter(d, act) {
  const seen = () => d.evaluate(() => {
    if (!window.__mouseSeen) {
      window.__mouseSeen = { count: 0, frame: 0 };
      for (const type of ['mousedown', 'mousemove', 'mouseup']) {
        window.addEventListener(type, () => {
          window.__mouseSeen.count++;
          window.__mouseSeen.frame = window.__allclear ? window.__allclear.frames : 0;
        }, true);
      }
    }
    return { ...window.__mouseSeen, frames: window.__allclear ? window.__allclear.frames : 0 };
  });
  const before = await seen();
  await act();
  const start = Date.now();
  for (;;) {
    const now = await seen();
    if (now.count > before.count && now.frames >= now.frame + 2) return;
    if (Date.now() - start > 60000) throw new Error(`${d.name}: the app drew no frames after a mouse event (${JSON.stringify(now)})`);
    await new Promise((r) => setTimeout(r, 50));  // the interval between two looks
  }
}

// From home: a new game of `game` (its home id) with `players` seats, the first a person on
// this device and the rest quick bots, as the New game screen sets them. Resolves to the hook
// at the table.
async function startGame(d, game, players) {
  await waitScreen(d, 'home');
  await click(d, `home.${game}`);
  const seats = (y) => Object.keys(y.widgets).filter((id) => /^new\.seat\d+\.name$/.test(id)).length;
  for (let x = await waitScreen(d, 'new'); seats(x) !== players;) {
    const before = seats(x);
    await click(d, before > players ? 'new.players.minus' : 'new.players.plus');
    // The screen changes on the frame after the click's.
    x = await waitFor(d, (y) => seats(y) !== before, { label: 'another number of players' });
  }
  await click(d, 'new.seat0.human');
  for (let i = 1; i < players; i++) await click(d, `new.seat${i}.quick`);
  await click(d, 'new.start');
  return waitFor(d, (y) => y.screen === 'table' && y.state && y.state.game, { label: `the ${game} table` });
}

// Saves a screenshot as build/screenshots/engines/<engine>-<name>.png and returns its pixels.
async function shot(d, name) {
  const png = await d.screenshot();
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.writeFileSync(path.join(SHOTS, `${d.name.toLowerCase()}-${name}.png`), png);
  return decodePng(png);
}

// The pixels of a PNG as the engines write screenshots (8 bits a channel, RGB or RGBA, not
// interlaced): { width, height, at(x, y) -> [r, g, b] }. Enough to tell a drawn canvas from a
// blank one without a PNG package.
function decodePng(png) {
  let pos = 8, width, height, channels;
  const data = [];
  while (pos < png.length) {
    const length = png.readUInt32BE(pos), type = png.toString('latin1', pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace) throw new Error(`a PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}`);
    }
    if (type === 'IDAT') data.push(body);
    pos += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels, out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const v = raw[y * (stride + 1) + 1 + i];
      const a = i >= channels ? out[y * stride + i - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      out[y * stride + i] = (v + predicted) & 255;
    }
  }
  const at = (x, y) => {
    const i = Math.round(y) * stride + Math.round(x) * channels;
    return [out[i], out[i + 1], out[i + 2]];
  };
  return { width, height, at };
}

module.exports = { appGames, startServer, hook, waitFor, waitScreen, clickable, openFresh, click, scrollIntoView, startGame, shot };
