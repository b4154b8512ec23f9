// A table a screen reader can follow (docs/accessibility.md): the page passes axe-core's checks,
// each screen's title is the page's title, the news line (each step's words, each announcement)
// reaches a polite live region as it shows, and a game's end an assertive one.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const AXE = require.resolve('axe-core');

// axe-core's violations of the page as it stands, in a line each.
async function violations(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// A step on the table and what the live region says at that same moment: one read of the page,
// between two frames (two reads could straddle the step's end on a busy machine).
async function stepWithReader(page, timeout = 60000) {
  const start = Date.now();
  for (;;) {
    const seen = await page.evaluate(() => ({ x: window.__allclear, text: document.getElementById('reader').textContent }));
    if (seen.x && seen.x.state.game && seen.x.state.game.timeline.step) return { x: seen.x, text: seen.text.replace(/\u00a0$/, '') };
    if (Date.now() - start > timeout) throw new Error('timed out waiting for a step on screen');
    await page.waitForTimeout(50);
  }
}

const reader = (page, urgent) => page.evaluate((id) => document.getElementById(id).textContent, urgent ? 'reader-urgent' : 'reader');

test('the page passes axe-core\'s accessibility checks with no violations, at home, in Settings and at a table', { timeout: 120000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'normal' }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    assert.deepStrictEqual(await violations(page), [], 'home');
    await h.tap(page, 'home.settings');
    await h.waitScreen(page, 'settings');
    assert.deepStrictEqual(await violations(page), [], 'settings');
    await h.tap(page, 'settings.back');
    await h.startGame(page, h.appGames()[0], h.seatKinds(h.appGames()[0], { person: false }));
    assert.deepStrictEqual(await violations(page), [], 'a table');
    assert.deepStrictEqual(errors, []);
  });
});

test('each screen\'s title is the page\'s title, and the news line is read out as each step shows', { timeout: 180000 }, async () => {
  const game = h.appGames()[0];
  await h.withApp(h.PHONE, { pace: 'normal' }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    assert.strictEqual(await page.title(), 'All Clear');
    await h.tap(page, 'home.settings');
    await h.waitScreen(page, 'settings');
    assert.strictEqual(await page.title(), 'Settings · All Clear');
    await h.tap(page, 'settings.back');
    await h.startGame(page, game, h.seatKinds(game, { person: false }), { oneRound: true });
    assert.strictEqual(await page.title(), `${game.title} · All Clear`);
    // Three steps of the bots, each in the live region while it shows.
    const read = new Set();
    await h.waitFor(page, (x) => {
      const t = x.state.game && x.state.game.timeline;
      if (t && t.step) read.add(t.log[t.log.length - 1]);
      return read.size >= 3;
    }, { label: 'three steps', timeout: 60000 });
    const said = [];
    for (let i = 0; i < 3; i++) {
      const { x, text } = await stepWithReader(page);
      const line = x.state.game.timeline.log[x.state.game.timeline.log.length - 1];
      said.push(text);
      assert.ok(text.includes(line) || x.state.game.timeline.log.some((l) => text.includes(l)),
        `the live region says "${text}" while "${line}" shows`);
      await h.waitFor(page, (y) => y.state.game.timeline.log.length > x.state.game.timeline.log.length || y.screen !== 'table',
        { label: 'the next step', timeout: 60000 });
    }
    assert.strictEqual(await page.evaluate(() => document.getElementById('reader').getAttribute('aria-live')), 'polite');
    assert.deepStrictEqual(errors, []);
  });
});

for (const game of h.appGames()) {
  test(`${game.title}: when it is the person's turn, the prompt the table draws is read out`, { timeout: 120000 }, async () => {
    await h.withApp(h.PHONE, { pace: 'fast' }, async ({ page, errors }) => {
      await h.startGame(page, game, h.seatKinds(game, { person: true }));
      const x = await h.waitFor(page, h.waitsForPerson, { label: 'the person\'s turn', timeout: 90000 });
      const said = (await reader(page)).replace(/\u00a0$/, '');
      const log = x.state.game.timeline.log;
      // A text the table draws that is not a line of its log: the prompt.
      const prompt = x.texts.map((t) => t.text).filter((t) => t.length > 8 && !log.includes(t) && said.includes(t));
      assert.ok(prompt.length > 0, `the live region says "${said}"; the table draws ${JSON.stringify(x.texts.map((t) => t.text))}`);
      assert.deepStrictEqual(errors, []);
    });
  });
}

test('on a desktop, the widget the keys move to is read out by its name', { timeout: 120000 }, async () => {
  await h.withApp(h.DESKTOP, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    const heardFor = [];
    for (let i = 0; i < 4; i++) {
      const before = (await h.hook(page)).keyboard.focus;
      await page.keyboard.press('Tab');
      const x = await h.waitFor(page, (y) => y.keyboard.focus && y.keyboard.focus !== before, { label: 'the focus moved' });
      const said = await h.waitFor(page, () => true).then(() => reader(page));
      heardFor.push([x.keyboard.focus, said]);
      assert.ok(said.replace(/\u00a0$/, '').length > 1, `the reader names ${x.keyboard.focus}: "${said}"`);
      assert.ok(!said.includes(x.keyboard.focus), `"${said}" is words, not the id ${x.keyboard.focus}`);
    }
    console.log(`# heard: ${JSON.stringify(heardFor)}`);
    assert.strictEqual(new Set(heardFor.map(([, said]) => said)).size, heardFor.length, JSON.stringify(heardFor));
    assert.deepStrictEqual(errors, []);
  });
});

test('a game\'s end is said at once, in the assertive live region', { timeout: 300000 }, async () => {
  const game = h.appGames()[0];
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startGame(page, game, h.seatKinds(game, { person: false }), { oneRound: true });
    // Round after round (the summary's Next round) to the game's end.
    for (;;) {
      const x = await h.waitFor(page, (y) => y.screen === 'summary' || y.screen === 'scoreboard',
        { label: 'a round\'s end', timeout: 240000 });
      if (x.state.game.next === 'gameOver') break;
      await h.tap(page, x.widgets['summary.next'] ? 'summary.next' : 'summary.final');
    }
    const said = await reader(page, true);
    assert.match(said, new RegExp(`${game.title.replace(/[!?]/g, '\\$&')} is over: .*(win|share)`), said);
    assert.strictEqual(await page.evaluate(() => document.getElementById('reader-urgent').getAttribute('aria-live')), 'assertive');
    assert.deepStrictEqual(errors, []);
  });
});
