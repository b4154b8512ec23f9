// On a phone (390x844, touch), a human plays a round of Clear! against a quick bot by
// tapping: roll, tap a glowing coin, confirm, wait for the bot; the round summary follows.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

test('a human plays a whole round against a quick bot by taps', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ server, browser, context, page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.shot(page, 'phone-home');
    const table = await h.startClearAgainstBot(page, { rounds: 2, shots: true });
    assert.strictEqual(table.state.game.rounds, 2);
    assert.deepStrictEqual(table.state.game.humans, [1, 0]);
    await h.shot(page, 'phone-table');
    const summary = await h.playClearRound(page, { shots: true });
    assert.strictEqual(summary.screen, 'summary');
    assert.strictEqual(summary.state.game.roundsCompleted, 1);
    await h.shot(page, 'phone-summary');
    await h.tap(page, 'summary.scores');
    await h.waitScreen(page, 'scoreboard');
    await h.shot(page, 'phone-scoreboard');
    await h.tap(page, 'scoreboard.back');
    await h.waitScreen(page, 'summary');
    await h.tap(page, 'summary.next');
    const round2 = await h.waitScreen(page, 'table');
    assert.strictEqual(round2.state.game.round, 2);
    await h.tap(page, 'table.rules');
    await h.waitScreen(page, 'rules');
    await h.shot(page, 'phone-rules');
    await h.tap(page, 'rules.back');
    await h.waitScreen(page, 'table');
    // The same table in landscape and on a desktop.
    await page.setViewportSize({ width: 844, height: 390 });
    await h.waitFor(page, (x) => x.widgets['table.home'] && x.widgets['table.home'].y < 30, { label: 'landscape layout' });
    await page.waitForTimeout(300);
    await h.shot(page, 'landscape-table');
    assert.deepStrictEqual(errors, []);
    const saved = await context.storageState();
    await context.close();

    // A desktop browser with the same saved game (mouse clicks instead of taps).
    const desktop = await browser.newContext({ ...h.DESKTOP, storageState: saved });
    const dpage = await desktop.newPage();
    await dpage.goto(server.url);
    // A saved game opens where it stood: at the table.
    await h.waitScreen(dpage, 'table');
    await h.tap(dpage, 'table.rules', { touch: false });
    await h.waitScreen(dpage, 'rules');
    await h.tap(dpage, 'rules.back', { touch: false });
    await h.waitScreen(dpage, 'table');
    await dpage.waitForTimeout(300);
    await h.shot(dpage, 'desktop-table');
    await desktop.close();
  });
});
