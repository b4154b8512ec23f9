// Statistics per game: a finished game counts for the person who played it, the figures and
// the chart show on the game's Statistics screen, they survive a reload, and a reset asks first.
// Broken statistics are kept aside, reported, and counting starts afresh.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const KEY = 'allclear.clear.stats.v1';

test('a finished game counts in its statistics; reset asks first', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.strictEqual(summary.state.game.phase, 'over');
    const mine = summary.state.game.scores ? summary.state.game.scores[0] : undefined;
    const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
    assert.strictEqual(saved.format, 'allclear-stats');
    assert.strictEqual(saved.played, 1);
    assert.strictEqual(saved.recent.length, 1);
    assert.match(saved.recent[0].date, /^\d{4}-\d{2}-\d{2}$/);
    if (mine !== undefined) assert.strictEqual(saved.recent[0].score, mine, 'the first person seated');
    await h.tap(page, 'summary.final');
    await h.waitScreen(page, 'scoreboard');
    await h.tap(page, 'scoreboard.home');
    await h.waitScreen(page, 'home');
    // After a reload the figures are still there.
    await page.reload();
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear.stats');
    const stats = await h.waitScreen(page, 'stats');
    assert.ok(stats.widgets['stats.reset'], 'reset is offered');
    await h.shot(page, 'phone-stats');
    // Reset: a first tap only asks.
    await h.tap(page, 'stats.reset');
    const asking = await h.waitFor(page, (x) => x.widgets['stats.keep'], { label: 'the reset question' });
    assert.ok(asking.widgets['stats.confirm-reset']);
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), KEY), 'nothing reset yet');
    await h.shot(page, 'phone-stats-reset');
    await h.tap(page, 'stats.keep');
    await h.waitFor(page, (x) => x.widgets['stats.reset'], { label: 'kept' });
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), KEY), 'kept');
    await h.tap(page, 'stats.reset');
    await h.tap(page, 'stats.confirm-reset');
    await h.waitFor(page, (x) => x.widgets['stats.reset'], { label: 'reset done' });
    assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
    assert.deepStrictEqual(errors, []);
  });
});

test('broken statistics are backed up and reported; the app counts afresh', async () => {
  const prepare = (context) => context.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(k, '{"format":"allclear-stats","version":1,"game":"clear","played":1,"won":5}');
    }
  }, KEY);
  await h.withApp(h.PHONE, { prepare }, async ({ page, errors }) => {
    const home = await h.waitScreen(page, 'home');
    assert.match(home.state.notice, /statistics of Clear! could not be read/);
    const kept = await page.evaluate((k) => [localStorage.getItem(k), localStorage.getItem(k + '.backup')], KEY);
    assert.strictEqual(kept[0], null);
    assert.match(kept[1], /"won":5/);
    await h.tap(page, 'home.clear.stats');
    await h.waitScreen(page, 'stats');
    assert.deepStrictEqual(errors, []);
  });
});
