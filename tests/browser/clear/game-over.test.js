// A one-round game ends with the winner named, the final scoreboard, and the finished game
// kept in the results list.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

test('a one-round game ends with the winners and the scoreboard', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.strictEqual(summary.state.game.phase, 'over');
    assert.ok(summary.widgets['summary.final'], 'the summary offers the final scores');
    await h.shot(page, 'phone-game-over-summary');
    await h.tap(page, 'summary.final');
    const board = await h.waitScreen(page, 'scoreboard');
    assert.ok(board.widgets['scoreboard.new']);
    await h.shot(page, 'phone-final-scoreboard');
    const results = await page.evaluate(() => localStorage.getItem('allclear.clear.results.v1'));
    assert.ok(results && results.trim().split('\n').length === 1, 'one finished game is kept');
    await h.tap(page, 'scoreboard.new');
    await h.waitScreen(page, 'new');
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('allclear.clear.game')), null);
    assert.deepStrictEqual(errors, []);
  });
});
