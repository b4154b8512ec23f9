// The game is saved after every action. A reload mid-round, and at the game's end, resumes the
// same game for every game (every-table.test.js); here, a reload at a summary between rounds.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

// The game as it stands, without how it is being shown (the timeline and its log are not saved).
function position(hook) {
  const { timeline, ...game } = hook.state.game || {};
  return JSON.stringify({ screen: hook.screen, game });
}

test("a reload at a round's summary shows the same ended table, the next round still to come", async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 3 });
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.strictEqual(summary.state.game.next, 'roundOver', 'a round of three is over');
    await page.reload();
    const again = await h.waitScreen(page, 'summary');
    assert.strictEqual(position(again), position(summary));
    assert.ok(again.state.game.finished && again.state.game.finished.cards.length === 2);
    assert.deepStrictEqual(errors, []);
  });
});
