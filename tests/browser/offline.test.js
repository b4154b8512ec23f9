// Offline play and installing (docs/offline.md): after one visit the service worker has
// precached the site, so with the network gone a reload still draws the home screen and a game
// plays by taps; the manifest's icons are real PNGs of the sizes it declares; a new build (a new
// hash) replaces the old cache; without a service worker the app plays online as before.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');
const h = require('./helpers');

// The files the built worker precaches (stamped into sw.js by the build).
function precached(root = h.SITE) {
  const worker = fs.readFileSync(path.join(root, 'sw.js'), 'utf8');
  const match = /^const FILES = (\[.*\]);$/m.exec(worker);
  assert.ok(match, 'sw.js lists its files');
  return JSON.parse(match[1]);
}

function cacheName(root = h.SITE) {
  return /^const CACHE = '([^']+)';$/m.exec(fs.readFileSync(path.join(root, 'sw.js'), 'utf8'))[1];
}

// Waits until the page is controlled by a worker, then lists the caches and what each holds.
async function controlledCaches(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

// Plays `steps` human steps by taps (waiting for the bot between them); returns the hook.
async function playSteps(page, steps) {
  for (let i = 0; i < steps; i++) {
    await h.waitForClearPerson(page);
    assert.ok(await h.clearStep(page), `human step ${i + 1} was played`);
  }
  return h.hook(page);
}

test('after one visit the site plays offline: home screen, a new game and moves by taps', async () => {
  const server = await h.startServer();
  const browser = await h.launch();
  try {
    const context = await browser.newContext(h.PHONE);
    const page = await context.newPage();
    const errors = h.watchErrors(page);
    await page.goto(server.url);
    await h.waitScreen(page, 'home');
    const cached = await controlledCaches(page);
    const names = Object.keys(cached);
    assert.strictEqual(names.length, 1, `one cache: ${names}`);
    assert.ok(names[0].endsWith(cacheName()), `${names[0]} is this build's cache`);
    for (const file of precached()) assert.ok(cached[names[0]].includes(`/${file}`), `${file} is precached`);

    // No network at all: the page offline and the server gone.
    await server.close();
    await context.setOffline(true);
    const before = server.requests.length;
    await page.reload();
    await h.waitScreen(page, 'home');
    assert.strictEqual(server.requests.length, before, 'nothing was asked of the server');
    await h.shot(page, 'offline-home');
    const table = await h.startClearAgainstBot(page, { rounds: 1 });
    const played = await playSteps(page, 3);
    assert.ok(played.state.game.history >= table.state.game.history + 3,
              `moves were played offline (${table.state.game.history} -> ${played.state.game.history} actions)`);
    await h.shot(page, 'offline-table');
    assert.deepStrictEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

// The width and height of a PNG, after checking its signature, its chunks' CRCs and that its
// image data inflates to the size its header promises (8-bit RGB or RGBA, filter byte per row).
function pngSize(bytes, name) {
  assert.deepStrictEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${name}: PNG signature`);
  let at = 8, width = 0, height = 0, channels = 0;
  const data = [];
  for (;;) {
    const length = bytes.readUInt32BE(at);
    const kind = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    assert.strictEqual(bytes.readUInt32BE(at + 8 + length), zlib.crc32(bytes.subarray(at + 4, at + 8 + length)), `${name}: ${kind} CRC`);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      // 8-bit RGBA, or RGB where the icon is opaque (rsvg-convert writes a full-bleed icon so).
      channels = body[8] === 8 ? { 2: 3, 6: 4 }[body[9]] : undefined;
      assert.ok(channels, `${name}: 8-bit RGB or RGBA (depth ${body[8]}, colour type ${body[9]})`);
    }
    if (kind === 'IDAT') data.push(body);
    at += 12 + length;
    if (kind === 'IEND') break;
  }
  assert.strictEqual(zlib.inflateSync(Buffer.concat(data)).length, height * (1 + channels * width), `${name}: image data`);
  return [width, height];
}

test('the manifest is served as a manifest, has an id, and its icons are PNGs of their declared sizes', async (t) => {
  if (!zlib.crc32) t.diagnostic('zlib.crc32 is missing in this node: CRCs unchecked');
  const server = await h.startServer();
  try {
    const response = await fetch(new URL('manifest.webmanifest', server.url));
    assert.strictEqual(response.status, 200);
    assert.strictEqual(response.headers.get('content-type'), 'application/manifest+json');
    const manifest = await response.json();
    assert.ok(manifest.id, 'the manifest has an id');
    assert.strictEqual(manifest.start_url, './');
    assert.strictEqual(manifest.scope, './');
    const files = precached();
    const purposes = new Set();
    for (const icon of manifest.icons) {
      assert.ok(files.includes(icon.src), `${icon.src} is precached for offline installs`);
      const file = await fetch(new URL(icon.src, server.url));
      assert.strictEqual(file.status, 200, icon.src);
      assert.strictEqual(file.headers.get('content-type'), icon.type, `${icon.src} is served as ${icon.type}`);
      purposes.add(icon.purpose);
      if (icon.type !== 'image/png') continue;
      const bytes = Buffer.from(await file.arrayBuffer());
      const [width, height] = zlib.crc32 ? pngSize(bytes, icon.src) : [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      assert.strictEqual(`${width}x${height}`, icon.sizes, `${icon.src} is as large as declared`);
    }
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), `PNG icons of 192 and 512 px: ${sizes}`);
    assert.ok(purposes.has('maskable'), 'a maskable icon');
    // iOS takes its home-screen icon from the page, not the manifest.
    const html = await (await fetch(server.url)).text();
    const apple = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html);
    assert.ok(apple, 'the page names an apple-touch-icon');
    const appleIcon = Buffer.from(await (await fetch(new URL(apple[1], server.url))).arrayBuffer());
    assert.deepStrictEqual(zlib.crc32 ? pngSize(appleIcon, apple[1]) : [180, 180], [180, 180]);
  } finally {
    await server.close();
  }
});

test('a new build, with a new hash, replaces the old cache', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'allclear-site-'));
  for (const file of fs.readdirSync(h.SITE)) fs.copyFileSync(path.join(h.SITE, file), path.join(root, file));
  const server = await h.startServer({ root });
  const browser = await h.launch();
  try {
    const context = await browser.newContext(h.PHONE);
    const page = await context.newPage();
    const errors = h.watchErrors(page);
    await page.goto(server.url);
    await h.waitScreen(page, 'home');
    const first = Object.keys(await controlledCaches(page));
    assert.strictEqual(first.length, 1);
    assert.ok(first[0].endsWith(cacheName(root)));

    // The next build: index.html changed, the worker stamped again by the build's own script.
    const index = path.join(root, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<title>', '<meta name="build" content="2">\n<title>'));
    const old = cacheName(root);
    execFileSync('python3', [path.join(h.ROOT, 'scripts', 'stamp-service-worker.py'),
                             path.join(h.ROOT, 'shell', 'sw.js'), root, ...precached(root)]);
    const next = cacheName(root);
    assert.notStrictEqual(next, old, 'the new build has a new cache name');

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    let names = [];
    for (let i = 0; i < 150 && !(names.length === 1 && names[0].endsWith(next)); i++) {
      await page.waitForTimeout(200);
      names = await page.evaluate(() => caches.keys());
    }
    assert.ok(names.length === 1 && names[0].endsWith(next), `only the new cache is left: ${names}`);

    // The new build, from its cache alone.
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await h.waitScreen(page, 'home');
    // (Not the title: the app sets it when it starts.)
    assert.strictEqual(await page.evaluate(() => document.querySelector('meta[name=build]').content), '2');
    assert.deepStrictEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('without a service worker the app still loads and plays', async () => {
  // Service workers blocked (as in some private windows), then a site whose sw.js is missing.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'allclear-site-'));
  for (const file of fs.readdirSync(h.SITE)) {
    if (file !== 'sw.js') fs.copyFileSync(path.join(h.SITE, file), path.join(root, file));
  }
  const server = await h.startServer();
  const withoutWorker = await h.startServer({ root });
  const browser = await h.launch();
  try {
    const blocked = await browser.newContext({ ...h.PHONE, serviceWorkers: 'block' });
    const page = await blocked.newPage();
    const errors = h.watchErrors(page);
    await page.goto(server.url);
    await h.waitScreen(page, 'home');
    const table = await h.startClearAgainstBot(page, { rounds: 1 });
    const played = await playSteps(page, 1);
    assert.ok(played.state.game.history > table.state.game.history);
    assert.strictEqual(await page.evaluate(() => navigator.serviceWorker.controller), null);
    assert.deepStrictEqual(errors, []);
    await blocked.close();

    const missing = await browser.newContext(h.PHONE);
    const page2 = await missing.newPage();
    const warnings = [];
    page2.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    const errors2 = h.watchErrors(page2);
    await page2.goto(withoutWorker.url);
    await h.waitScreen(page2, 'home');
    await page2.waitForFunction(() => document.readyState === 'complete');
    for (let i = 0; i < 50 && !warnings.some((w) => w.includes('offline')); i++) await page2.waitForTimeout(100);
    assert.ok(warnings.some((w) => w.includes('will not work offline')), `a warning: ${warnings}`);
    // The browser itself reports the failed download; nothing else may go wrong.
    assert.deepStrictEqual(errors2.filter((e) => !/Failed to load resource|fetching the script/.test(e)), []);
    await h.startClearAgainstBot(page2, { rounds: 1 });
    await missing.close();
  } finally {
    await browser.close();
    await server.close();
    await withoutWorker.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
