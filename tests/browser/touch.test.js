// Touch that never misfires (issue 17): a drag scrolls and presses nothing wherever it starts,
// a press acts on lift, and a widget that has just appeared takes no tap that began before it
// settled, so a double tap cannot act twice or act on the next screen. Every tap is a real touch
// sent through CDP; the hook only reports.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// A finger put down at `from`, moved in small steps to `to` and lifted, as a person scrolls.
async function drag(cdp, page, from, to) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 10);
  for (let s = 1; s <= steps; s++) {
    const p = { x: from.x + ((to.x - from.x) * s) / steps, y: from.y + ((to.y - from.y) * s) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await page.waitForTimeout(16);  // a finger's pace, not a wait for the app
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

test('a drag that starts on a button scrolls home and presses nothing', async () => {
  await h.withApp(h.PHONE, async ({ context, page, errors }) => {
    const before = await h.waitFor(page, (x) => x.screen === 'home' && h.tappable(x, 'home.bingo'), { label: 'home' });
    const cdp = await context.newCDPSession(page);
    const start = centre(before.widgets['home.bingo']);
    await drag(cdp, page, start, { x: start.x, y: start.y - 250 });
    const after = await h.waitFor(page, (x) => x.widgets['home.bingo'] && x.widgets['home.bingo'].y < before.widgets['home.bingo'].y - 150,
                                  { label: 'home scrolled' });
    await h.settle(page);
    assert.strictEqual((await h.hook(page)).screen, 'home', 'the drag opened nothing');
    assert.ok(after.widgets['home.bingo'].y < before.widgets['home.bingo'].y - 150);
    assert.deepStrictEqual(errors, []);
  });
});

test('in landscape a drag on the side margin scrolls home', async () => {
  await h.withApp(h.LANDSCAPE, async ({ context, page, errors }) => {
    const before = await h.waitFor(page, (x) => x.screen === 'home' && x.widgets['home.bingo'], { label: 'home' });
    const left = Math.min(...Object.values(before.widgets).map((w) => w.x));
    assert.ok(left > 30, 'home has a side margin in landscape');
    const cdp = await context.newCDPSession(page);
    await drag(cdp, page, { x: left / 2, y: 330 }, { x: left / 2, y: 80 });
    await h.waitFor(page, (x) => x.widgets['home.bingo'].y < before.widgets['home.bingo'].y - 150, { label: 'home scrolled from the margin' });
    assert.strictEqual((await h.hook(page)).screen, 'home');
    assert.deepStrictEqual(errors, []);
  });
});

test('a press shows on touch-down and acts only on lift', async () => {
  await h.withApp(h.PHONE, async ({ context, page, errors }) => {
    const home = await h.waitFor(page, (x) => x.screen === 'home' && h.tappable(x, 'home.clear'), { label: 'home' });
    const r = home.widgets['home.clear'];
    const clip = { x: r.x + 4, y: r.y + 4, width: 40, height: r.h - 8 };  // the button's left end, no text
    const up = await page.screenshot({ clip });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [centre(r)] });
    await h.waitFor(page, (x) => x.frames >= home.frames + 2, { label: 'frames after touch-down' });
    await h.settle(page);
    const down = await page.screenshot({ clip });
    assert.strictEqual((await h.hook(page)).screen, 'home', 'nothing happens while the finger is down');
    assert.ok(!up.equals(down), 'the pressed button looks pressed');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await h.waitScreen(page, 'new');
    assert.deepStrictEqual(errors, []);
  });
});

// Home scrolled so that Roll and Clear's button lies where the new-game screen's Start will be:
// a double tap there opens the new-game screen once and must not start a game.
test('a double tap opens the next screen and does not press what appears under the finger', async () => {
  await h.withApp(h.PHONE, async ({ context, page, errors }) => {
    const cdp = await context.newCDPSession(page);
    // Where More options sits on the new-game screen (Start and Back sit in its bottom bar, where
    // home keeps its message strip: no home button reaches there).
    await h.tap(page, 'home.roll-and-clear');
    const start = (await h.waitFor(page, (x) => x.screen === 'new' && x.widgets['new.more'], { label: 'new game' })).widgets['new.more'];
    const opened = (x) => !!x.widgets['new.seed.new'];  // More options pressed
    if (opened(await h.hook(page))) await h.tap(page, 'new.more');
    await h.tap(page, 'new.back');
    await h.waitScreen(page, 'home');
    // Record when each touch reached the page, on the app's clock (performance.now).
    await page.evaluate(() => {
      window.touchDowns = [];
      window.addEventListener('touchstart', (e) => window.touchDowns.push(e.timeStamp), { capture: true });
    });
    for (let attempt = 0; ; attempt++) {
      assert.ok(attempt < 4, 'the machine was too slow to tap within the settling time four times');
      // Bring Roll and Clear's button over Start's place.
      let x = await h.waitFor(page, (y) => y.screen === 'home' && y.widgets['home.roll-and-clear'], { label: 'home' });
      for (let i = 0; i < 6; i++) {
        const b = x.widgets['home.roll-and-clear'];
        const dy = centre(start).y - centre(b).y;
        if (Math.abs(dy) < 8) break;
        const from = { x: 386, y: dy < 0 ? 700 : 200 };  // the right margin: no widget there
        await drag(cdp, page, from, { x: from.x, y: from.y + dy });
        x = await h.waitFor(page, (y) => y.widgets['home.roll-and-clear'].y !== b.y, { label: 'home scrolled' });
        await h.settle(page);
      }
      x = await h.waitFor(page, (y) => h.tappable(y, 'home.roll-and-clear'), { label: 'the button settled' });
      const b = x.widgets['home.roll-and-clear'];
      const point = { x: start.x + start.w / 2, y: Math.max(b.y + 6, Math.min(b.y + b.h - 6, centre(start).y)) };
      assert.ok(point.y > start.y && point.y < start.y + start.h, 'the point lies on both buttons');
      await page.evaluate(() => { window.touchDowns = []; });
      for (let i = 0; i < 2; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      }
      const shown = await h.waitFor(page, (y) => y.screen === 'new' && y.widgets['new.more'], { label: 'new game opened' });
      await h.settle(page, { quietMs: 300, maxMs: 1500 });
      const after = await h.hook(page);
      const downs = await page.evaluate(() => window.touchDowns);
      const settleAt = shown.widgets['new.more'].settleAt;
      if (downs.length === 2 && downs[1] < settleAt) {
        assert.ok(!opened(after), 'the second tap of a double tap pressed nothing on the new screen');
        break;
      }
      // The second touch came after More options had settled (a slow machine): it may act. Again.
      if (opened(after)) await h.tap(page, 'new.more');
      await h.tap(page, 'new.back');
      await h.waitScreen(page, 'home');
    }
    // Once settled, Start takes a tap.
    await h.tap(page, 'new.start');
    await h.waitScreen(page, 'table');
    assert.deepStrictEqual(errors, []);
  });
});

test('with a mouse and no further input the table shows every step and reaches the next decision', async () => {
  await h.withApp(h.DESKTOP, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear', { touch: false });
    await h.waitScreen(page, 'new');
    await h.tap(page, 'new.start', { touch: false });
    // The person rolls with a click, then keeps the mouse still: bots' moves and every step of
    // the timeline must still be drawn until the person's next decision.
    const x = await h.waitFor(page, (y) => y.screen === 'table' && h.tappable(y, 'table.roll') || (y.state.game && y.state.game.next === 'human'),
                              { label: 'the first decision', timeout: 60000 });
    const before = (await h.hook(page)).frames;
    if (x.widgets['table.roll']) await h.tap(page, 'table.roll', { touch: false });
    await h.waitFor(page, (y) => y.screen !== 'table' || (y.state.game.timeline.caughtUp && (y.state.game.next === 'human' ||
      (y.state.game.next === 'roll' && y.state.game.humans[y.state.game.roller] === 1))),
    { label: 'the next decision drawn without input', timeout: 60000 });
    assert.ok((await h.hook(page)).frames > before, 'frames were drawn');
    assert.deepStrictEqual(errors, []);
  });
});

test("the round's log opens from the news line and says what the bots did", async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 2 });
    // Play by taps until the log holds a bot's move.
    const botLogged = (y) => h.clearWaitsForPerson(y) && y.state.game.timeline.log.some((l) => l.startsWith('Bo '));
    let x = await h.hook(page);
    const start = Date.now();
    while (!botLogged(x) && Date.now() - start < 120000) {
      if (!(await h.clearStep(page))) await page.waitForTimeout(100);
      x = await h.hook(page);
    }
    assert.ok(botLogged(x), 'a bot move was logged');
    await h.tap(page, 'table.log');
    const open = await h.waitFor(page, (y) => y.widgets['table.log.close'], { label: 'the log' });
    assert.ok(!open.widgets['table.roll'] && !open.widgets['table.confirm'], 'the log covers the table, no action under it');
    await h.shot(page, 'phone-clear-log');
    await h.tap(page, 'table.log.close');
    await h.waitFor(page, (y) => !y.widgets['table.log.close'] && y.widgets['table.home'], { label: 'back to the table' });
    assert.ok(x.state.game.timeline.log.length > 0);
    assert.deepStrictEqual(errors, []);
  });
});

// A long log scrolls under a finger: it opens on the newest lines; a drag down brings the
// round's first moves into view and presses nothing. The saved solitaire Roll and Clear game
// (the one roll-and-clear.test.js uses) has 27 lines, more than a phone turned sideways shows.
const fs = require('fs');
const path = require('path');
const LONG_ROUND = fs.readFileSync(path.join(__dirname, 'saves', 'roll-and-clear-next-roll-matches-nothing.json'), 'utf8');

test("the round's log opens on its newest line and a drag brings its first moves into view", async () => {
  const prepare = (context) => context.addInitScript(([key, save]) => {
    if (!sessionStorage.getItem('saved')) {
      sessionStorage.setItem('saved', '1');
      localStorage.setItem(key, save);
    }
  }, ['allclear.roll-and-clear.game', LONG_ROUND]);
  await h.withApp(h.LANDSCAPE, { prepare }, async ({ context, page, errors }) => {
    const table = await h.waitFor(page, (x) => x.screen === 'table' && h.tappable(x, 'table.log'), { label: 'the saved game' });
    const log = table.state.game.timeline.log;
    const [first, newest] = [log[0], log.at(-1)];
    const shows = (x, line) => (x.texts || []).some((t) => t.text === line);
    await h.tap(page, 'table.log');
    const open = await h.waitFor(page, (x) => x.widgets['table.log.close'] && shows(x, newest), { label: 'the log on its newest line' });
    assert.ok(!shows(open, first), 'the first move is out of view at first');
    assert.ok(open.texts.some((t) => /drag to scroll/.test(t.text)), 'the heading says there is more');
    const cdp = await context.newCDPSession(page);
    const close = open.widgets['table.log.close'];
    const from = { x: close.x + close.w / 2, y: close.y - 120 };
    // Drag by drag, as a person reads back (each waits for the frames it made).
    for (let i = 0; i < 10 && !shows(await h.hook(page), first); i++) {
      await drag(cdp, page, from, { x: from.x, y: from.y + 100 });
      await h.settle(page);
    }
    const back = await h.waitFor(page, (x) => shows(x, first), { label: 'the first move in view' });
    assert.ok(!shows(back, newest), 'the newest line moved out of view');
    assert.ok(back.widgets['table.log.close'], 'the drags pressed nothing: the log is still open');
    await h.shot(page, 'landscape-log-scrolled');
    assert.deepStrictEqual(errors, []);
  });
});
