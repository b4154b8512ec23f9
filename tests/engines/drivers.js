// Two engines behind one small driver, so the same smoke tests run in each:
//   Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi;
//   WebKit (Debian's MiniBrowser --automation) through WebKitWebDriver and selenium-webdriver.
// A driver has: name, open(url), evaluate(fn, ...args), click(x, y), mouseDown(x, y),
// mouseMove(x, y), mouseUp(), reload(),
// screenshot() (a PNG), close(), errors() (console errors and uncaught ones since the last
// clearErrors()).
// Both run headed, so they need an X display: run them under xvfb-run (a 24-bit screen) with
// LIBGL_ALWAYS_SOFTWARE=1, as scripts/test.sh does.
'use strict';
const fs = require('fs');
const path = require('path');

// The page's size: a large phone's, upright (MiniBrowser's window is at least 447 px wide), with a
// mouse (a click is the same press to the app as a tap).
const WIDTH = 480;
const HEIGHT = 800;

async function firefox() {
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: '/usr/bin/firefox-esr',
    headless: false,  // a real window on Xvfb, drawn with Mesa, as a desktop draws it
    defaultViewport: { width: WIDTH, height: HEIGHT },
    // Startup on a busy machine can be slow.
    timeout: 120000,
    protocolTimeout: 180000,
  });
  const page = (await browser.pages())[0] || (await browser.newPage());
  // The first tab is not given defaultViewport.
  await page.setViewport({ width: WIDTH, height: HEIGHT });
  page.setDefaultTimeout(120000);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    name: 'Firefox',
    errors: async () => [...errors],
    clearErrors: () => { errors.length = 0; },
    open: (url) => page.goto(url, { waitUntil: 'load' }),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    // A plain press and release at one point (the app ignores a press that is part of a drag).
    click: (x, y) => page.mouse.click(x, y),
    // The parts of a drag, each sent on its own.
    mouseDown: async (x, y) => { await page.mouse.move(x, y); await page.mouse.down(); },
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseUp: () => page.mouse.up(),
    reload: () => page.reload({ waitUntil: 'load' }),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close: () => browser.close(),
  };
}

// MiniBrowser lives in the multiarch library folder of libwebkit2gtk-4.1-0.
function miniBrowser() {
  for (const dir of fs.readdirSync('/usr/lib')) {
    const file = path.join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser');
    if (fs.existsSync(file)) return file;
  }
  throw new Error('MiniBrowser not found: install libwebkit2gtk-4.1-0 (scripts/setup.sh)');
}

async function webkit() {
  const { Builder } = require('selenium-webdriver');
  const { DriverService } = require('selenium-webdriver/remote');
  const { findFreePort } = require('selenium-webdriver/net/portprober');
  const port = await findFreePort();
  // Our own WebKitWebDriver (selenium-webdriver has no WebKitGTK module; its Selenium Manager
  // is never asked for a driver).
  const service = new DriverService('/usr/bin/WebKitWebDriver', { port, loopback: true, args: [`--port=${port}`] });
  const url = await service.start(120000);
  let driver;
  try {
    driver = await new Builder().usingServer(url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
    }).build();
    await driver.manage().setTimeouts({ script: 120000, pageLoad: 120000 });
    await fitInnerSize(driver);
  } catch (e) {
    if (driver) await driver.quit().catch(() => {});
    await service.kill();
    throw e;
  }
  const { Origin } = require('selenium-webdriver/lib/input');
  const earlier = [];  // errors of pages since left
  const catchErrors = () => driver.executeScript(() => {
    window.__errors = [];
    const error = console.error.bind(console);
    console.error = (...args) => { window.__errors.push(args.map(String).join(' ')); error(...args); };
    window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
    window.addEventListener('unhandledrejection', (e) => window.__errors.push(`unhandled rejection: ${e.reason}`));
  });
  return {
    name: 'WebKit',
    // WebKitWebDriver offers no console log: a page's errors are caught in the page from when
    // it has loaded (errors while it loads show as the shell's error text, which tests check).
    errors: async () => [...earlier, ...await driver.executeScript('return window.__errors || []')],
    clearErrors: () => { earlier.length = 0; return driver.executeScript('window.__errors = []'); },
    open: async (address) => { await driver.get(address); await catchErrors(); },
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
    click: (x, y) => driver.actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .press().release().perform(),
    // The button stays down between two performs (WebDriver keeps the input state).
    mouseDown: (x, y) => driver.actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).press().perform(),
    mouseMove: (x, y) => driver.actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).perform(),
    mouseUp: () => driver.actions({ async: true }).release().perform(),
    reload: async () => {
      earlier.push(...await driver.executeScript('return window.__errors || []'));
      await driver.navigate().refresh();
      await catchErrors();
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: async () => {
      try { await driver.quit(); } finally { await service.kill(); }
    },
  };
}

// WebDriver sizes the outer window: grow it by the window's own chrome until the page has the
// phone's inner size. The page learns of a new size a little after setRect returns: each try
// waits for that before it measures again.
async function fitInnerSize(driver) {
  const innerSize = () => driver.executeScript('return [window.innerWidth, window.innerHeight]');
  for (let attempt = 0; attempt < 5; attempt++) {
    const inner = await innerSize();
    if (inner[0] === WIDTH && inner[1] === HEIGHT) return;
    const outer = await driver.manage().window().getRect();
    await driver.manage().window().setRect({
      width: Math.max(WIDTH, outer.width + WIDTH - inner[0]), height: Math.max(HEIGHT, outer.height + HEIGHT - inner[1]),
    });
    for (const start = Date.now(); Date.now() - start < 30000;) {
      const now = await innerSize();
      if (now[0] !== inner[0] || now[1] !== inner[1]) break;
      await new Promise((r) => setTimeout(r, 50));  // the interval between two looks
    }
  }
  const inner = await innerSize();
  throw new Error(`WebKit's window has an inner size of ${inner.join('x')}, not ${WIDTH}x${HEIGHT}`);
}

module.exports = { firefox, webkit, WIDTH, HEIGHT };
